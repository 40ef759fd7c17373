import { Dialog, useNotify } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaField, useRuleText } from '../../../components/form-fields';
import { isApiError } from '../../../lib/api';
import { REJECT_REASON_MAX, type Registration, validateReason } from './registration-model';
import { rejectRegistration } from './use-registrations';

/** Rejects a registration with a required reason, which the applicant reads at the next sign-in attempt. */
export function RejectDialog({
  registration,
  onClose,
  onDone,
}: { registration: Registration; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('business');
  const notify = useNotify();
  const ruleText = useRuleText();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  const confirm = async () => {
    const problem = validateReason(reason);
    if (problem) {
      setError(ruleText(problem));
      return;
    }
    setSaving(true);
    try {
      await rejectRegistration(registration.id, reason);
      notify({ type: 'success', title: t('business.registration.reject.done', { loginName: registration.loginName }) });
      onDone();
    } catch (e) {
      setError(isApiError(e) ? e.msg : String(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      tone="danger"
      title={t('business.registration.reject.title', { loginName: registration.loginName })}
      description={t('business.registration.reject.description')}
      confirmLabel={t('business.registration.reject.confirm')}
      cancelLabel={t('dataList.cancel')}
      onConfirm={confirm}
      loading={saving}
      data-testid="reject-dialog"
    >
      <TextAreaField
        label={t('business.registration.reject.reason')}
        hint={t('business.registration.reject.reasonHint')}
        value={reason}
        maxLength={REJECT_REASON_MAX}
        onChange={(v) => {
          setReason(v);
          setError(undefined);
        }}
        error={error}
        data-testid="reject-reason"
      />
    </Dialog>
  );
}
