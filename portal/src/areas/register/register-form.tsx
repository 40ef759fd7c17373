import type { RouteId } from '@cmp/functions/contracts';
import { Button, PasswordField, TextField } from '@cmp/ui-kit';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/services';
import { usePublicForm } from '../../components/login/public-form';
import { REGISTER_FIELDS, type RegisterValues, validateRegister } from './register-validation';

export const REGISTER_ROUTE = 'auth.register' satisfies RouteId;

const empty = Object.fromEntries(REGISTER_FIELDS.map((f) => [f, ''])) as unknown as RegisterValues;

/** The application form; calls onDone with the login name once the application is stored. */
export function RegisterForm({ onDone }: { onDone: (loginName: string) => void }) {
  const { t } = useTranslation();
  const form = usePublicForm({ fields: REGISTER_FIELDS, empty: () => ({ ...empty }), testId: 'register', t });
  const { values, bind } = form;

  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(event, validateRegister(values, form.captchaRequired), async () => {
      const { confirmPassword: _, captchaCode, ...rest } = values;
      const body = {
        ...rest,
        companyName: rest.companyName.trim(),
        contactName: rest.contactName.trim(),
        phone: rest.phone.trim(),
        email: rest.email.trim(),
        loginName: rest.loginName.trim(),
        captchaId: form.captchaId,
        captchaCode: captchaCode.trim(),
      };
      await api.call(REGISTER_ROUTE, body, { silent: true });
      onDone(body.loginName);
    });

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-describedby={form.describedBy}>
      {form.alert}
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
      {form.captchaRow(t('register.captcha'))}
      <Button type="submit" size="lg" className="w-full" loading={form.submitting} data-testid="register-submit">
        {t('register.submit')}
      </Button>
    </form>
  );
}
