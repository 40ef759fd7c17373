import type { RouteId } from '@cmp/functions/contracts';
import { Button, PasswordField, TextField } from '@cmp/ui-kit';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/services';
import { CaptchaImageButton } from '../../components/login/captcha-image-button';
import { useCaptcha } from '../../components/login/use-captcha';
import { isApiError } from '../../lib/api';
import {
  REGISTER_FIELDS,
  type RegisterErrors,
  type RegisterField,
  type RegisterValues,
  validateRegister,
} from './register-validation';

export const REGISTER_ROUTE = 'auth.register' satisfies RouteId;

const empty = Object.fromEntries(REGISTER_FIELDS.map((f) => [f, ''])) as unknown as RegisterValues;

/** The application form; calls onDone with the login name once the application is stored. */
export function RegisterForm({ onDone }: { onDone: (loginName: string) => void }) {
  const { t } = useTranslation();
  const { captcha, loading: captchaLoading, refresh } = useCaptcha();
  const [values, setValues] = useState<RegisterValues>(empty);
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const bind = (field: RegisterField) => ({
    name: field,
    value: values[field],
    error: errors[field] ? t(errors[field]) : undefined,
    'data-testid': `register-${field}`,
    onChange: (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [field]: e.target.value }));
      setErrors((errs) => ({ ...errs, [field]: undefined }));
    },
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateRegister(values, !captcha?.disabled);
    setErrors(found);
    const first = REGISTER_FIELDS.find((f) => found[f]);
    if (first) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setSubmitting(true);
    setServerError(null);
    try {
      const { confirmPassword: _, captchaCode, ...rest } = values;
      const body = {
        ...rest,
        companyName: rest.companyName.trim(),
        contactName: rest.contactName.trim(),
        phone: rest.phone.trim(),
        email: rest.email.trim(),
        loginName: rest.loginName.trim(),
        captchaId: captcha?.captchaId ?? '',
        captchaCode: captchaCode.trim(),
      };
      await api.call(REGISTER_ROUTE, body, { silent: true });
      onDone(body.loginName);
    } catch (error) {
      if (isApiError(error) && error.field && (REGISTER_FIELDS as readonly string[]).includes(error.field)) {
        setErrors({ [error.field]: error.msg });
      }
      setServerError(isApiError(error) ? error.msg : t('request.errorTitle'));
      setValues((v) => ({ ...v, captchaCode: '' }));
      void refresh();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-describedby={serverError ? 'register-error' : undefined}>
      {serverError && (
        <div
          id="register-error"
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-700"
        >
          {serverError}
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...bind('companyName')}
          label={t('register.companyName')}
          autoComplete="organization"
          className="sm:col-span-2"
        />
        <TextField {...bind('contactName')} label={t('register.contactName')} autoComplete="name" />
        <TextField {...bind('phone')} label={t('register.phone')} autoComplete="tel" inputMode="tel" />
        <TextField {...bind('email')} label={t('register.email')} type="email" autoComplete="email" className="sm:col-span-2" />
        <TextField
          {...bind('loginName')}
          label={t('register.loginName')}
          hint={t('register.loginNameHint')}
          autoComplete="username"
          className="sm:col-span-2"
        />
        <PasswordField
          {...bind('password')}
          label={t('register.password')}
          hint={t('password.rule')}
          autoComplete="new-password"
          showLabel={t('password.show')}
        />
        <PasswordField
          {...bind('confirmPassword')}
          label={t('register.confirmPassword')}
          autoComplete="new-password"
          showLabel={t('password.show')}
        />
      </div>
      <div className="grid grid-cols-[1fr_auto] items-start gap-3">
        <TextField {...bind('captchaCode')} label={t('register.captcha')} autoComplete="off" maxLength={8} />
        <CaptchaImageButton image={captcha?.image} loading={captchaLoading} onRefresh={() => void refresh()} size="md" />
      </div>
      <Button type="submit" size="lg" className="w-full" loading={submitting} data-testid="register-submit">
        {t('register.submit')}
      </Button>
    </form>
  );
}
