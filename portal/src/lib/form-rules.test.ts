import { describe, expect, it } from 'vitest';
import {
  code,
  dateRange,
  emailList,
  firstError,
  loginName,
  maxLength,
  optionalText,
  password,
  phoneList,
  requiredText,
} from './form-rules';

const key = (r: { key: string } | null) => r?.key ?? null;

describe('form rules (spec §5)', () => {
  it('requires non-blank text', () => {
    expect(key(requiredText(''))).toBe('formRules.required');
    expect(key(requiredText('   '))).toBe('formRules.noBlank');
    expect(requiredText('a')).toBeNull();
    expect(optionalText('')).toBeNull();
    expect(key(optionalText('  '))).toBe('formRules.noBlank');
  });
  it('checks phone and e-mail lists of at most 5', () => {
    expect(phoneList('')).toBeNull();
    expect(phoneList('010-12345678;13800000000')).toBeNull();
    expect(key(phoneList('138 0000'))).toBe('formRules.phone');
    expect(key(phoneList('1;2;3;4;5;6'))).toBe('formRules.phone');
    expect(emailList('a@b.cn;c@d.com')).toBeNull();
    expect(key(emailList('a@b'))).toBe('formRules.email');
    expect(key(emailList('a@b.cn,c@d.com'))).toBe('formRules.email');
  });
  it('takes passwords of 8-18 letters, digits and punctuation', () => {
    expect(password('Cmp@2026demo')).toBeNull();
    expect(key(password(''))).toBe('formRules.required');
    expect(key(password('short1!'))).toBe('formRules.password');
    expect(key(password('a'.repeat(19)))).toBe('formRules.password');
    expect(key(password('with space1'))).toBe('formRules.password');
    expect(password('a'.repeat(18))).toBeNull();
  });
  it('checks login names, codes, lengths and date ranges', () => {
    expect(loginName('acme.ops-1')).toBeNull();
    expect(key(loginName('ab'))).toBe('formRules.loginName');
    expect(key(loginName(''))).toBe('formRules.required');
    expect(key(code('a b'))).toBe('formRules.code');
    expect(maxLength('abc', 3)).toBeNull();
    expect(maxLength('abcd', 3)).toEqual({ key: 'formRules.maxLength', values: { max: 3 } });
    expect(key(dateRange('2026-11-02', '2026-11-01'))).toBe('formRules.dateRange');
    expect(dateRange('2026-11-01', '')).toBeNull();
    expect(key(firstError(null, requiredText(''), password('x')))).toBe('formRules.required');
  });
});
