import { useTranslation } from 'react-i18next';
import { type DialogField, FormDialog } from '../../../../components/form-page';
import { REMARK_MAX, isIpEntry } from './api-manager-model';
import { type Scope, saveIp } from './use-api-manager';

interface IpDraft {
  ip: string;
  remark: string;
}

/** Adds an IPv4 address or CIDR block; format, duplicates and the list size are checked (here and on the server), a refusal shown on its field. */
export function IpAddDialog({
  scope,
  existing,
  onClose,
  onSaved,
}: { scope: Scope; existing: readonly string[]; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('home');
  const fields: DialogField<IpDraft>[] = [
    {
      kind: 'text',
      name: 'ip',
      label: 'home.apiManager.ip.ip',
      placeholder: 'home.apiManager.ip.ipPlaceholder',
      autoFocus: true,
      rules: [
        (ip: string) =>
          !isIpEntry(ip)
            ? { key: 'home.apiManager.ip.invalidIp' }
            : existing.includes(ip.trim())
              ? { key: 'home.apiManager.ip.duplicateIp' }
              : null,
      ],
      testId: 'ip-input',
    },
    {
      kind: 'text',
      name: 'remark',
      label: 'home.apiManager.ip.remark',
      maxLength: REMARK_MAX + 1,
      rules: [(remark: string) => (remark.length > REMARK_MAX ? { key: 'home.apiManager.ip.remarkTooLong' } : null)],
      testId: 'ip-remark',
    },
  ];
  return (
    <FormDialog<IpDraft>
      namespace="home"
      title={t('home.apiManager.ip.addTitle')}
      initial={{ ip: '', remark: '' }}
      fields={fields}
      submit={(d) => saveIp(scope, d.ip, d.remark)}
      done={() => t('dataList.saved')}
      fallbackField="ip"
      onClose={onClose}
      onDone={onSaved}
      testId="ip-add-dialog"
    />
  );
}
