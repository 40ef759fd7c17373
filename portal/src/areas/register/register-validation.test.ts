import { describe, expect, it } from 'vitest';
import { type RegisterValues, passwordErrors, validateRegister } from './register-validation';

const valid: RegisterValues = {
  companyName: 'Initech IoT Ltd.',
  contactName: 'Li Wei',
  phone: '021-5555-0100',
  email: 'li.wei@initech.example',
  loginName: 'initech',
  password: 'Init#2026ok',
  confirmPassword: 'Init#2026ok',
  captchaCode: 'ab12',
};

describe('validateRegister', () => {
  it('accepts a complete, well-formed application', () => {
    expect(validateRegister(valid)).toEqual({});
  });
  it('requires every field and refuses whitespace-only input', () => {
    const empty = Object.fromEntries(Object.keys(valid).map((k) => [k, ''])) as unknown as RegisterValues;
    const errors = validateRegister(empty);
    expect(Object.keys(errors).sort()).toEqual(Object.keys(valid).sort());
    expect(validateRegister({ ...valid, companyName: '   ' }).companyName).toBe('register.noBlank');
  });
  it('allows digits and hyphens only in the phone', () => {
    expect(validateRegister({ ...valid, phone: '138 0000 0000' }).phone).toBe('register.phoneFormat');
    expect(validateRegister({ ...valid, phone: '+86-138' }).phone).toBe('register.phoneFormat');
    expect(validateRegister({ ...valid, phone: '13800000000' }).phone).toBeUndefined();
  });
  it('checks the email and login name formats', () => {
    expect(validateRegister({ ...valid, email: 'li.wei@' }).email).toBe('register.emailFormat');
    expect(validateRegister({ ...valid, loginName: 'a b' }).loginName).toBe('register.loginNameFormat');
    expect(validateRegister({ ...valid, loginName: 'ab' }).loginName).toBe('register.loginNameFormat');
  });
  it('needs a password of 8-18 letters, digits or punctuation, confirmed', () => {
    expect(validateRegister({ ...valid, password: 'short1!', confirmPassword: 'short1!' }).password).toBe('password.rule');
    expect(validateRegister({ ...valid, password: 'a'.repeat(19), confirmPassword: 'a'.repeat(19) }).password).toBe(
      'password.rule',
    );
    expect(validateRegister({ ...valid, password: '密码密码密码密码', confirmPassword: '密码密码密码密码' }).password).toBe(
      'password.rule',
    );
    expect(validateRegister({ ...valid, confirmPassword: 'Init#2026no' }).confirmPassword).toBe('password.mismatch');
    expect(passwordErrors('a'.repeat(18), 'a'.repeat(18))).toEqual({});
  });
  it('skips the captcha when the server has it switched off', () => {
    expect(validateRegister({ ...valid, captchaCode: '' }, false)).toEqual({});
  });
});
