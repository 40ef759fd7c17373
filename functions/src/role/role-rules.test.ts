import { describe, expect, it } from 'vitest';
import { allCodes, builtInRoles } from '../platform/permissions.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import { actingEnterprise, checkPermissions, manageableTypes, roleTenant } from './role-rules.ts';

const all = new Set(allCodes);
const fieldOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return e instanceof AppError ? `${e.key}:${e.field ?? ''}` : 'other';
  }
  return 'ok';
};

describe('custom role permissions', () => {
  it('accepts a subset of the type defaults and drops duplicates', () => {
    expect(checkPermissions(4000, ['1000000', '2000000', '1000000'], all)).toEqual(['1000000', '2000000']);
  });

  it('refuses a code outside the type defaults, naming permissions', () => {
    expect(fieldOf(() => checkPermissions(4000, ['14000000'], all))).toBe('VALIDATION:permissions');
    expect(fieldOf(() => checkPermissions(2000, ['8010003'], all))).toBe('VALIDATION:permissions');
    expect(fieldOf(() => checkPermissions(3000, ['nope'], all))).toBe('VALIDATION:permissions');
  });

  it('refuses a code the caller does not hold', () => {
    const held = new Set(builtInRoles['4000']!.permissions);
    expect(fieldOf(() => checkPermissions(3000, ['1000002'], held))).toBe('VALIDATION:permissions');
  });
});

describe('who manages which role types', () => {
  it('gives the platform administrator all, the operator all but 1000, the enterprise its types', () => {
    expect(manageableTypes({ roleType: 1000 })).toEqual([1000, 2000, 3000, 4000, 5000]);
    expect(manageableTypes({ roleType: 2000 })).toEqual([2000, 3000, 4000, 5000]);
    expect(manageableTypes({ roleType: 3000 })).toEqual([3000, 4000, 5000]);
    expect(manageableTypes({ roleType: 4000 })).toEqual([]);
    expect(manageableTypes({ roleType: 5000 })).toEqual([]);
  });

  it('keeps platform role types on the platform and channel types in an enterprise', () => {
    expect(roleTenant(2000, null)).toBe('PLATFORM');
    expect(roleTenant(4000, 'C1')).toBe('CUST#C1');
    expect(fieldOf(() => roleTenant(1000, 'C1'))).toBe('VALIDATION:channelCustId');
    expect(fieldOf(() => roleTenant(5000, null))).toBe('VALIDATION:channelCustId');
  });

  it('lets a platform role name any enterprise and a channel role only its own', () => {
    expect(actingEnterprise({ roleType: 1000, channelCustId: null }, 'C2')).toBe('C2');
    expect(actingEnterprise({ roleType: 2000, channelCustId: null }, undefined)).toBeNull();
    expect(actingEnterprise({ roleType: 3000, channelCustId: 'C1' }, undefined)).toBe('C1');
    expect(actingEnterprise({ roleType: 3000, channelCustId: 'C1' }, 'C1')).toBe('C1');
    expect(fieldOf(() => actingEnterprise({ roleType: 3000, channelCustId: 'C1' }, 'C2'))).toBe('FORBIDDEN:');
  });
});
