import { Dialog, TextField } from '@cmp/ui-kit';
import { useTranslation } from 'react-i18next';
import { useDraftForm } from '../../../../components/form-page';
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
  const rules = (d: IpDraft) => ({
    ip: !isIpEntry(d.ip)
      ? 'home.apiManager.ip.invalidIp'
      : existing.includes(d.ip.trim())
        ? 'home.apiManager.ip.duplicateIp'
        : undefined,
    remark: d.remark.length > REMARK_MAX ? 'home.apiManager.ip.remarkTooLong' : undefined,
  });
  const { draft, set, errors, saving, save } = useDraftForm<IpDraft>({ ip: '', remark: '' }, rules, 'ip');
  const submit = () =>
    save(
      (d) => saveIp(scope, d.ip, d.remark),
      () => t('dataList.saved'),
      onSaved,
    );

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('home.apiManager.ip.addTitle')}
      confirmLabel={t('dataList.save')}
      cancelLabel={t('dataList.cancel')}
      onConfirm={submit}
      loading={saving}
      data-testid="ip-add-dialog"
    >
      <div className="space-y-4">
        <TextField
          label={t('home.apiManager.ip.ip')}
          placeholder={t('home.apiManager.ip.ipPlaceholder')}
          value={draft.ip}
          onChange={(e) => set({ ip: e.target.value })}
          error={errors.ip}
          autoFocus
          data-testid="ip-input"
        />
        <TextField
          label={t('home.apiManager.ip.remark')}
          value={draft.remark}
          maxLength={REMARK_MAX + 1}
          onChange={(e) => set({ remark: e.target.value })}
          error={errors.remark}
          data-testid="ip-remark"
        />
      </div>
    </Dialog>
  );
}
