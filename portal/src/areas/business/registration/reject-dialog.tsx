import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../../components/form-page';
import { REJECT_REASON_MAX, type Registration, validateReason } from './registration-model';
import { rejectRegistration } from './use-registrations';

/** Rejects a registration with a required reason, which the applicant reads at the next sign-in attempt. */
export function RejectDialog({
  registration,
  onClose,
  onDone,
}: { registration: Registration; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('business');
  const { loginName } = registration;
  return (
    <ReasonDialog
      namespace="business"
      title={t('business.registration.reject.title', { loginName })}
      description={t('business.registration.reject.description')}
      confirmLabel={t('business.registration.reject.confirm')}
      label="business.registration.reject.reason"
      hint="business.registration.reject.reasonHint"
      maxLength={REJECT_REASON_MAX}
      rule={validateReason}
      run={(reason) => rejectRegistration(registration.id, reason)}
      done={t('business.registration.reject.done', { loginName })}
      onClose={onClose}
      onDone={onDone}
      testId="reject"
    />
  );
}
