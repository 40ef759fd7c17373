import { useTranslation } from 'react-i18next';
import { api } from '../../../app/services';
import { type DialogField, FormDialog } from '../../../components/form-page';
import { type Apn, type ApnDraft, OPERATORS, apnInput, emptyApnDraft, validateApn } from './apn-model';

/** Codes and addresses: typed without spaces. */
const trimmed = ['operatorApnCode', 'startIp', 'endIp', 'publicDns', 'backupDns', 'privateDns'] as const;

const fields: DialogField<ApnDraft>[] = [
  { kind: 'text', name: 'name', label: 'operator.apn.fields.name', maxLength: 40, testId: 'apn-name' },
  { kind: 'select', name: 'operator', label: 'operator.apn.fields.operator', options: OPERATORS, optionLabel: 'operator' },
  ...trimmed.map(
    (name): DialogField<ApnDraft> => ({
      kind: 'text',
      name,
      label: `operator.apn.fields.${name}`,
      startsRow: name === 'startIp',
      testId: `apn-${name}`,
    }),
  ),
  { kind: 'text', name: 'remark', label: 'operator.apn.fields.remark', maxLength: 200 },
];

const draftOf = (apn: Apn | null): ApnDraft =>
  apn
    ? { ...emptyApnDraft(), ...apn, backupDns: apn.backupDns ?? '', privateDns: apn.privateDns ?? '', remark: apn.remark ?? '' }
    : emptyApnDraft();

/** Adds an APN (`apn` null) or edits one; addresses are checked before the request and by the server. */
export function ApnDialog({ apn, onClose, onSaved }: { apn: Apn | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('operator');
  return (
    <FormDialog<ApnDraft>
      namespace="operator"
      size="lg"
      title={apn ? t('operator.apn.editTitle', { name: apn.name }) : t('operator.apn.addTitle')}
      initial={() => draftOf(apn)}
      fields={fields}
      columns={2}
      normalize={(d) => ({ ...d, ...Object.fromEntries(trimmed.map((f) => [f, d[f].trim()])) })}
      validate={(d) => Object.fromEntries(Object.entries(validateApn(d)).map(([f, key]) => [f, `operator.apn.rules.${key}`]))}
      submit={(d) =>
        apn
          ? api.call('apn.update', { ...apnInput(d), apnId: apn.apnId }, { silent: true })
          : api.call('apn.save', apnInput(d), { silent: true })
      }
      done={() => t('operator.apn.saved')}
      onClose={onClose}
      onDone={onSaved}
      testId="apn-dialog"
    />
  );
}
