import { Dialog, PasswordField, useNotify } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/services';
import { passwordErrors } from '../areas/register/register-validation';
import { isApiError } from '../lib/api';

type Field = 'oldPassword' | 'newPassword' | 'confirmPassword';

/**
 * Blocking dialog after an administrator reset the password (isResetPassword): the user must set a
 * new one (route `auth.resetPassword`) before using the portal.
 */
export default function PasswordChangeDialog({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [values, setValues] = useState<Record<Field, string>>({ oldPassword: '', newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);

  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    error: errors[field],
    showLabel: t('password.show'),
    'data-testid': `password-change-${field}`,
    onChange: (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [field]: e.target.value }));
      setErrors((errs) => ({ ...errs, [field]: undefined }));
    },
  });

  const save = async () => {
    const pw = passwordErrors(values.newPassword, values.confirmPassword);
    const found: Partial<Record<Field, string>> = {
      oldPassword: values.oldPassword ? undefined : t('password.required'),
      newPassword: pw.password && t(pw.password),
      confirmPassword: pw.confirm && t(pw.confirm),
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setSaving(true);
    try {
      await api.call('auth.resetPassword', values, { silent: true });
      notify({ type: 'success', title: t('passwordChange.success') });
      onDone();
    } catch (error) {
      const field =
        isApiError(error) && (['oldPassword', 'newPassword', 'confirmPassword'] as string[]).includes(error.field ?? '');
      const message = isApiError(error) ? error.msg : t('request.errorTitle');
      setErrors(field && isApiError(error) ? { [error.field as Field]: message } : { oldPassword: message });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      onClose={() => undefined}
      dismissible={false}
      title={t('passwordChange.title')}
      description={t('passwordChange.description')}
      confirmLabel={t('passwordChange.submit')}
      onConfirm={() => void save()}
      loading={saving}
      data-testid="password-change"
    >
      <div className="space-y-4">
        <PasswordField {...bind('oldPassword')} label={t('passwordChange.oldPassword')} autoComplete="current-password" />
        <PasswordField
          {...bind('newPassword')}
          label={t('passwordChange.newPassword')}
          hint={t('password.rule')}
          autoComplete="new-password"
        />
        <PasswordField {...bind('confirmPassword')} label={t('passwordChange.confirmPassword')} autoComplete="new-password" />
      </div>
    </Dialog>
  );
}
