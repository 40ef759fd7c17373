import { Button, PasswordField, TextField, useNotify } from '@cmp/ui-kit';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, session } from '../../app/services';
import { CaptchaImageButton } from '../../components/login/captcha-image-button';
import { useCaptcha } from '../../components/login/use-captcha';
import { LOGIN_ROUTE, isApiError } from '../../lib/api';

type Field = 'loginName' | 'password' | 'captchaCode';
const requiredKey: Record<Field, string> = {
  loginName: 'login.required.loginName',
  password: 'login.required.password',
  captchaCode: 'login.required.captcha',
};

/** Login name, password and captcha; on success the session is stored and the page redirects itself. */
export function LoginForm() {
  const { t } = useTranslation();
  const notify = useNotify();
  const { captcha, loading: captchaLoading, refresh } = useCaptcha();
  const [values, setValues] = useState<Record<Field, string>>({ loginName: '', password: '', captchaCode: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    error: errors[field] ? t(errors[field]) : undefined,
    onChange: (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [field]: e.target.value }));
      setErrors((errs) => ({ ...errs, [field]: undefined }));
    },
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = (Object.keys(requiredKey) as Field[]).filter((f) => !values[f].trim());
    if (missing.length) {
      setErrors(Object.fromEntries(missing.map((f) => [f, requiredKey[f]])));
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${missing[0]}"]`)?.focus();
      return;
    }
    setSubmitting(true);
    setServerError(null);
    try {
      const body = {
        loginName: values.loginName.trim(),
        password: values.password,
        captchaId: captcha?.captchaId ?? '',
        captchaCode: values.captchaCode.trim(),
      };
      const result = await api.call(LOGIN_ROUTE, body, { silent: true });
      api.resetExpiry();
      notify({ type: 'success', title: t('login.success') });
      session.save(result); // the page sees the session and redirects to the landing path
    } catch (error) {
      setServerError(isApiError(error) ? error.msg : t('login.failed'));
      setValues((v) => ({ ...v, captchaCode: '' }));
      void refresh();
      setSubmitting(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-describedby={serverError ? 'login-error' : undefined}>
      {serverError && (
        <div
          id="login-error"
          role="alert"
          className="flex gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-700"
        >
          <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="mt-0.5 size-4 shrink-0">
            <path d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16ZM9.25 6h1.5v5h-1.5V6Zm0 6.5h1.5V14h-1.5v-1.5Z" />
          </svg>
          <span>{serverError}</span>
        </div>
      )}
      <TextField
        {...bind('loginName')}
        label={t('login.loginName')}
        placeholder={t('login.loginNamePlaceholder')}
        autoComplete="username"
        size="lg"
        data-testid="login-name"
      />
      <PasswordField
        {...bind('password')}
        label={t('login.password')}
        placeholder={t('login.passwordPlaceholder')}
        showLabel={t('login.showPassword')}
        size="lg"
        data-testid="login-password"
      />
      <div className="grid grid-cols-[1fr_auto] items-start gap-3">
        <TextField
          {...bind('captchaCode')}
          label={t('login.captcha')}
          placeholder={t('login.captchaPlaceholder')}
          autoComplete="off"
          maxLength={8}
          size="lg"
          data-testid="login-captcha"
        />
        <CaptchaImageButton
          image={captcha?.image}
          loading={captchaLoading}
          onRefresh={() => void refresh()}
          size="lg"
          data-testid="login-captcha-image"
        />
      </div>
      <Button type="submit" size="lg" className="w-full" loading={submitting} data-testid="login-submit">
        {t('login.submit')}
      </Button>
    </form>
  );
}
