import { describe, expect, it } from 'vitest';
import { enUS } from '../../i18n/all-texts';
import { zhCN } from '../../i18n/all-texts';
import { customerPath, emptyCustomerDraft, isPlatformRole, statusKey, toCustomerInput, validateCustomer } from './customer-model';

const keys = (errors: object) => Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v?.key]));
const get = (messages: object, key: string) =>
  key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], messages);

describe('customer status labels (spec §4)', () => {
  it('labels 0-3 in both languages and nothing else', () => {
    expect([0, 1, 2, 3].map((s) => get(enUS, statusKey(s) as string))).toEqual([
      'Online',
      'Volume production',
      'Mature',
      'Disconnected',
    ]);
    expect([0, 1, 2, 3].map((s) => get(zhCN, statusKey(s) as string))).toEqual(['上线', '量产', '成熟', '断开']);
    expect(statusKey(4)).toBeNull();
  });
});

describe('customer form', () => {
  const secondary = { ...emptyCustomerDraft(), code: 'EAST-01', name: 'East fleet' };

  it('needs only code and name for a secondary customer', () => {
    expect(validateCustomer(secondary, false)).toEqual({});
    expect(keys(validateCustomer({ ...secondary, code: 'a b', name: ' ' }, false))).toEqual({
      code: 'formRules.code',
      name: 'formRules.noBlank',
    });
  });

  it('needs licence, tax number and administrator contact for an enterprise', () => {
    expect(keys(validateCustomer(secondary, true))).toEqual({
      businessLicence: 'formRules.required',
      taxNumber: 'formRules.required',
      adminName: 'formRules.required',
      adminPhone: 'formRules.required',
    });
  });

  it('checks bank and invoice groups as a whole, and phone and e-mail lists', () => {
    const errors = validateCustomer(
      { ...secondary, bankName: 'ICBC', invoiceTaxNumber: '91-x', adminPhone: '010 123', adminEmail: 'a@b.cn;bad' },
      false,
    );
    expect(keys(errors)).toEqual({
      bankAccount: 'formRules.required',
      invoiceTitle: 'formRules.required',
      invoiceTaxNumber: 'formRules.taxNumber',
      adminName: 'formRules.required',
      adminPhone: 'formRules.phone',
      adminEmail: 'formRules.email',
    });
  });

  it('builds the nested CustomerInput', () => {
    const input = toCustomerInput({
      ...secondary,
      bankName: 'ICBC',
      bankAccount: '6222 0000',
      adminName: 'Li',
      adminPhone: '138',
    });
    expect(input.bank).toEqual({ name: 'ICBC', account: '6222 0000' });
    expect(input.invoice).toBeUndefined();
    expect(input.adminContact).toEqual({ name: 'Li', phone: '138', email: undefined });
  });

  it('links secondary customers with their custId and tells platform roles apart', () => {
    expect(customerPath('detail', { channelCustId: 'C1', custId: null })).toBe('/business/customer/detail/C1');
    expect(customerPath('change', { channelCustId: 'C1', custId: 'S 1' })).toBe('/business/customer/change/C1?custId=S%201');
    expect([isPlatformRole('1000'), isPlatformRole('2000'), isPlatformRole('3000'), isPlatformRole(null)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
