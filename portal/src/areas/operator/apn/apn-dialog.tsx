import { Dialog, Select, TextField, useNotify } from '@cmp/ui-kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/services';
import { isApiError } from '../../../lib/api';
import { type Apn, type ApnDraft, type ApnField, OPERATORS, apnInput, emptyApnDraft, validateApn } from './apn-model';

/** Adds an APN (`apn` null) or edits one; addresses are checked before the request and by the server. */
export function ApnDialog({
  open,
  apn,
  onClose,
  onSaved,
}: { open: boolean; apn: Apn | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('operator');
  const notify = useNotify();
  const [draft, setDraft] = useState<ApnDraft>(emptyApnDraft);
  const [errors, setErrors] = useState<Partial<Record<ApnField, string>>>({});
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!open) return;
    setErrors({});
    setDraft(
      apn
        ? {
            ...emptyApnDraft(),
            ...apn,
            backupDns: apn.backupDns ?? '',
            privateDns: apn.privateDns ?? '',
            remark: apn.remark ?? '',
          }
        : emptyApnDraft(),
    );
  }, [open, apn]);

  const set = (key: ApnField, value: string) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const message = (key: ApnField) => {
    const e = errors[key];
    if (!e) return undefined;
    const k = `operator.apn.rules.${e}`;
    return t(k) === k ? e : t(k);
  };
  const save = async () => {
    const found = validateApn(draft);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      const body = apnInput(draft);
      if (apn) await api.call('apn.update', { ...body, apnId: apn.apnId }, { silent: true });
      else await api.call('apn.save', body, { silent: true });
      notify({ type: 'success', title: t('operator.apn.saved') });
      onSaved();
    } catch (error) {
      const msg = isApiError(error) ? error.msg : String(error);
      const field = isApiError(error) ? error.field : undefined;
      if (field && field in draft) setErrors((e) => ({ ...e, [field]: msg }));
      else notify({ type: 'error', title: t('request.errorTitle'), message: msg });
    } finally {
      setSaving(false);
    }
  };
  const text = (key: ApnField) => (
    <TextField
      key={key}
      label={t(`operator.apn.fields.${key}`)}
      value={draft[key]}
      onChange={(e) => set(key, e.target.value.trim())}
      error={message(key)}
      data-testid={`apn-${key}`}
    />
  );

  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title={apn ? t('operator.apn.editTitle', { name: apn.name }) : t('operator.apn.addTitle')}
      confirmLabel={t('dataList.save')}
      cancelLabel={t('dataList.cancel')}
      onConfirm={save}
      loading={saving}
      data-testid="apn-dialog"
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label={t('operator.apn.fields.name')}
          value={draft.name}
          maxLength={40}
          onChange={(e) => set('name', e.target.value)}
          error={message('name')}
          data-testid="apn-name"
        />
        <Select
          label={t('operator.apn.fields.operator')}
          options={OPERATORS.map((o) => ({ value: o, label: t(`operator.${o}`) }))}
          value={draft.operator}
          onChange={(v) => set('operator', v)}
        />
        {text('operatorApnCode')}
        <span className="hidden sm:block" />
        {text('startIp')}
        {text('endIp')}
        {text('publicDns')}
        {text('backupDns')}
        {text('privateDns')}
        <TextField
          label={t('operator.apn.fields.remark')}
          value={draft.remark}
          maxLength={200}
          onChange={(e) => set('remark', e.target.value)}
        />
      </div>
    </Dialog>
  );
}
