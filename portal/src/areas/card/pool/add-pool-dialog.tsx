import { useTranslation } from 'react-i18next';
import { type DialogField, FormDialog } from '../../../components/form-page';
import type { ListDialogProps } from '../../../components/list-page';
import { ZONE_LIST, addPool } from './pool-api';
import { MODE_TYPES, OPERATORS, type Pool, type PoolDraft, emptyPoolDraft, validatePoolDraft } from './pool-model';

type Zone = { elementId: string; elementName: string };

const fields: DialogField<PoolDraft>[] = [
  { kind: 'text', name: 'name', label: 'card.pool.fields.name', maxLength: 30, wide: true, testId: 'pool-name' },
  {
    kind: 'select',
    name: 'operator',
    label: 'card.pool.fields.operator',
    options: OPERATORS,
    optionLabel: 'operator',
    testId: 'pool-operator',
  },
  {
    kind: 'select',
    name: 'modeType',
    label: 'card.pool.fields.modeType',
    options: MODE_TYPES,
    optionLabel: 'card.pool.modeTypes',
    testId: 'pool-mode',
  },
  {
    kind: 'remoteSelect',
    name: 'elementId',
    label: 'card.pool.fields.area',
    source: ZONE_LIST,
    body: (_, draft) => ({ operator: draft.operator }),
    option: (z: Zone) => ({ value: z.elementId, label: `${z.elementName} (${z.elementId})` }),
    placeholder: 'card.pool.rules.areaRequired',
    wide: true,
    testId: 'pool-area',
  },
];

/** Adds a shared data pool to the enterprise in scope. */
export function AddPoolDialog({ ctx, close, done }: ListDialogProps<Pool>) {
  const { t } = useTranslation('card');
  return (
    <FormDialog<PoolDraft, undefined, Pool>
      namespace="card"
      size="lg"
      title={t('card.pool.addTitle')}
      description={t('card.pool.addHint')}
      initial={emptyPoolDraft}
      fields={fields}
      columns={2}
      // Another operator covers other zones.
      normalize={(d, previous) => (d.operator === previous.operator ? d : { ...d, elementId: '' })}
      validate={validatePoolDraft}
      submit={(d) => addPool({ ...d, poolType: 'shared', ...ctx.scope.body })}
      done={(pool) => t('card.pool.created', { name: pool.name })}
      fallbackField="name"
      onClose={close}
      onDone={done}
      testId="pool-add-dialog"
    />
  );
}
