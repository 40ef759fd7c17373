// Field rules of the registration form (spec §5; the API checks the same, see functions/src/auth).
// The patterns are the portal's one definition in lib/form-rules.ts.
import type { RequestOf } from '@cmp/functions/contracts';
import { EMAIL_PATTERN, LOGIN_NAME_PATTERN, PASSWORD_PATTERN, PHONE_PATTERN } from '../../lib/form-rules';

/** What the form edits: the registration's body (its captcha id aside) and the password typed again. */
export type RegisterValues = Omit<RequestOf<'auth.register'>, 'captchaId'> & { confirmPassword: string };

export type RegisterField = keyof RegisterValues;

/** i18n keys of the problems (register.* or password.*). */
export type RegisterErrors = Partial<Record<RegisterField, string>>;

export const REGISTER_FIELDS: readonly RegisterField[] = [
  'companyName',
  'contactName',
  'phone',
  'email',
  'loginName',
  'password',
  'confirmPassword',
  'captchaCode',
];

/** The password and its confirmation (also used by the forced password change). */
export function passwordErrors(password: string, confirm: string): { password?: string; confirm?: string } {
  const errors: { password?: string; confirm?: string } = {};
  if (!password) errors.password = 'password.required';
  else if (!PASSWORD_PATTERN.test(password)) errors.password = 'password.rule';
  if (!confirm) errors.confirm = 'password.required';
  else if (confirm !== password) errors.confirm = 'password.mismatch';
  return errors;
}

/** Every problem of the form, keyed by field; empty when it can be sent. */
export function validateRegister(v: RegisterValues, captchaRequired = true): RegisterErrors {
  const errors: RegisterErrors = {};
  const text = (field: RegisterField, max: number) => {
    const value = v[field];
    if (!value) errors[field] = 'register.required';
    else if (!value.trim()) errors[field] = 'register.noBlank';
    else if (value.trim().length > max) errors[field] = 'register.required';
  };
  text('companyName', 100);
  text('contactName', 40);
  if (!v.phone.trim()) errors.phone = 'register.required';
  else if (!PHONE_PATTERN.test(v.phone.trim()) || v.phone.trim().length > 20) errors.phone = 'register.phoneFormat';
  if (!v.email.trim()) errors.email = 'register.required';
  else if (!EMAIL_PATTERN.test(v.email.trim()) || v.email.trim().length > 100) errors.email = 'register.emailFormat';
  if (!v.loginName.trim()) errors.loginName = 'register.required';
  else if (!LOGIN_NAME_PATTERN.test(v.loginName.trim())) errors.loginName = 'register.loginNameFormat';
  const pw = passwordErrors(v.password, v.confirmPassword);
  if (pw.password) errors.password = pw.password;
  if (pw.confirm) errors.confirmPassword = pw.confirm;
  if (captchaRequired && !v.captchaCode.trim()) errors.captchaCode = 'register.required';
  return errors;
}
