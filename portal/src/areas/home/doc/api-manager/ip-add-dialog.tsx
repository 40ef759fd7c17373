import { Dialog, TextField } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../lib/api';
import { REMARK_MAX, isIpEntry } from './api-manager-model';
import { type Scope, saveIp } from './use-api-manager';

/** Adds an IPv4 address or CIDR block; format, duplicates and the list size are checked (here and on the server). */
export function IpAddDialog({
  scope,
  existing,
  onClose,
  onSaved,
}: { scope: Scope; existing: readonly string[]; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('home');
  const [ip, setIp] = useState('');
  const [remark, setRemark] = useState('');
  const [errors, setErrors] = useState<{ ip?: string; remark?: string; form?: string }>({});
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const found: typeof errors = {};
    if (!isIpEntry(ip)) found.ip = t('home.apiManager.ip.invalidIp');
    else if (existing.includes(ip.trim())) found.ip = t('home.apiManager.ip.duplicateIp');
    if (remark.length > REMARK_MAX) found.remark = t('home.apiManager.ip.remarkTooLong');
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      await saveIp(scope, ip, remark);
      onSaved();
    } catch (e) {
      const msg = isApiError(e) ? e.msg : String(e);
      setErrors(isApiError(e) && (e.field === 'ip' || e.field === 'remark') ? { [e.field]: msg } : { form: msg });
    } finally {
      setSaving(false);
    }
  };

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
          value={ip}
          onChange={(e) => {
            setIp(e.target.value);
            setErrors((x) => ({ ...x, ip: undefined }));
          }}
          error={errors.ip}
          autoFocus
          data-testid="ip-input"
        />
        <TextField
          label={t('home.apiManager.ip.remark')}
          value={remark}
          maxLength={REMARK_MAX + 1}
          onChange={(e) => {
            setRemark(e.target.value);
            setErrors((x) => ({ ...x, remark: undefined }));
          }}
          error={errors.remark}
          data-testid="ip-remark"
        />
        {errors.form && (
          <p role="alert" className="text-sm font-medium text-red-600">
            {errors.form}
          </p>
        )}
      </div>
    </Dialog>
  );
}
