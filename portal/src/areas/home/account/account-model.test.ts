import { describe, expect, it } from 'vitest';
import {
  type RoleOption,
  emptyDraft,
  freezeActionOf,
  needsSecondaryCustomer,
  toSaveBody,
  validateAccount,
  validateReason,
} from './account-model';

const roles: RoleOption[] = [
  { roleId: '4000', name: 'Enterprise staff', roleType: 4000 },
  { roleId: '5000', name: 'Secondary customer', roleType: 5000 },
];
const valid = { ...emptyDraft(), loginName: 'east.ops', displayName: 'East ops', roleId: '4000', password: 'Cmp@2026demo' };
const keys = (errors: object) => Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v?.key]));

describe('account form', () => {
  it('accepts a complete account', () => {
    expect(validateAccount(valid, 'create', roles)).toEqual({});
  });

  it('names each wrong field with a spec §5 message', () => {
    const errors = validateAccount(
      { ...emptyDraft(), loginName: 'a', displayName: '  ', email: 'x@', phone: '12 34', password: 'short' },
      'create',
      roles,
    );
    expect(keys(errors)).toEqual({
      loginName: 'formRules.loginName',
      displayName: 'formRules.noBlank',
      roleId: 'formRules.required',
      email: 'formRules.email',
      phone: 'formRules.phone',
      password: 'formRules.password',
    });
  });

  it('needs a secondary customer for role type 5000 only', () => {
    expect(needsSecondaryCustomer(roles, '5000')).toBe(true);
    expect(needsSecondaryCustomer(roles, '4000')).toBe(false);
    expect(keys(validateAccount({ ...valid, roleId: '5000' }, 'create', roles))).toEqual({ custId: 'formRules.required' });
    expect(validateAccount({ ...valid, roleId: '5000', custId: 'S1' }, 'create', roles)).toEqual({});
  });

  it('does not ask for login name or password when editing', () => {
    expect(validateAccount({ ...valid, loginName: '', password: '' }, 'edit', roles)).toEqual({});
  });

  it('builds the save and update bodies', () => {
    expect(toSaveBody({ ...valid, roleId: '5000', custId: 'S1', email: ' a@b.cn ' }, 'create', roles, 'C1')).toEqual({
      loginName: 'east.ops',
      displayName: 'East ops',
      roleId: '5000',
      email: 'a@b.cn',
      phone: undefined,
      channelCustId: 'C1',
      custId: 'S1',
      password: 'Cmp@2026demo',
    });
    expect(toSaveBody({ ...valid, custId: 'S1' }, 'edit', roles)).not.toHaveProperty('password');
  });

  it('requires a freeze reason of at most 200 characters', () => {
    expect(validateReason('')?.key).toBe('formRules.required');
    expect(validateReason('   ')?.key).toBe('formRules.noBlank');
    expect(validateReason('x'.repeat(201))?.key).toBe('formRules.maxLength');
    expect(validateReason('Left the company')).toBeNull();
    expect(freezeActionOf('frozen')).toBe('thaw');
    expect(freezeActionOf('active')).toBe('freeze');
  });
});
