import { useTranslation } from 'react-i18next';
import { api } from '../../../app/services';
import { type DialogField, FormDialog } from '../../../components/form-page';
import type { ListDialogProps } from '../../../components/list-page';
import { type DsimRow, type PairDraft, pairDraftProblem } from './dsim-model';

const fields: DialogField<PairDraft>[] = (['sn', 'iccid1', 'iccid2'] as const).map((name) => ({
  kind: 'text',
  name,
  label: `card.dsim.pair.${name}`,
  maxLength: name === 'sn' ? 40 : 22,
  testId: `dsim-pair-${name}`,
}));

/** The first problem of a pairing, on its field. */
const validate = (d: PairDraft) => {
  const problem = pairDraftProblem(d);
  return problem ? { [problem.field]: `card.dsim.pair.${problem.key}` } : {};
};

/** Pairs two cards in one device (its serial number and the two ICCIDs). */
export function DsimPairDialog({ ctx, close, done }: ListDialogProps<DsimRow>) {
  const { t } = useTranslation('card');
  return (
    <FormDialog<PairDraft>
      namespace="card"
      title={t('card.dsim.pair.title')}
      description={t('card.dsim.pair.description')}
      confirmLabel={t('card.dsim.pair.submit')}
      initial={{ sn: '', iccid1: '', iccid2: '' }}
      fields={fields}
      validate={validate}
      submit={(d) =>
        api.call(
          'dsim.pair',
          { sn: d.sn.trim(), iccid1: d.iccid1.trim(), iccid2: d.iccid2.trim(), ...ctx.scope.body },
          { silent: true },
        )
      }
      done={() => t('card.dsim.pair.done')}
      fallbackField="sn"
      onClose={close}
      onDone={done}
      testId="dsim-pair-dialog"
    />
  );
}
