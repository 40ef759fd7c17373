import { describe, expect, it } from 'vitest';
import type { RoleType } from '../shared/auth/principal.ts';
import { canManage, canSee, isSelf, roleTypeOf } from './account-rules.ts';

const caller = (roleType: RoleType, channelCustId: string | null = null) => ({
  loginName: `u${roleType}`,
  roleType,
  channelCustId,
});
const account = (roleId: string, channelCustId: string | null, roleType?: number) => ({
  loginName: 'target',
  roleId,
  channelCustId,
  ...(roleType ? { roleType } : {}),
});

describe('who manages whom', () => {
  it('lets the platform administrator manage every account', () => {
    for (const a of [account('1000', null), account('2000', null), account('3000', 'C1'), account('5000', 'C2')])
      expect(canManage(caller(1000), a)).toBe(true);
  });

  it('lets an operator see platform administrators but not manage them', () => {
    expect(canSee(caller(2000), account('1000', null))).toBe(true);
    expect(canManage(caller(2000), account('1000', null))).toBe(false);
    expect(canManage(caller(2000), account('R-abc', null, 1000))).toBe(false);
    expect(canManage(caller(2000), account('2000', null))).toBe(true);
    expect(canManage(caller(2000), account('4000', 'C1'))).toBe(true);
  });

  it('keeps an enterprise to its own enterprise accounts', () => {
    const acme = caller(3000, 'C1');
    expect(canManage(acme, account('4000', 'C1'))).toBe(true);
    expect(canManage(acme, account('R-x', 'C1', 5000))).toBe(true);
    expect(canSee(acme, account('3000', 'C2'))).toBe(false);
    expect(canManage(acme, account('3000', 'C2'))).toBe(false);
    expect(canSee(acme, account('1000', null))).toBe(false);
    expect(canManage(acme, account('2000', null))).toBe(false);
  });

  it('gives staff and secondary customers nothing to manage', () => {
    expect(canManage(caller(4000, 'C1'), account('4000', 'C1'))).toBe(false);
    expect(canManage(caller(5000, 'C1'), account('5000', 'C1'))).toBe(false);
  });

  it('reads the role type from the built-in id or the stored type', () => {
    expect(roleTypeOf({ roleId: '4000' })).toBe(4000);
    expect(roleTypeOf({ roleId: 'R-1', roleType: 2000 })).toBe(2000);
  });

  it('recognises oneself', () => {
    expect(isSelf({ loginName: 'target', roleType: 1000, channelCustId: null }, account('1000', null))).toBe(true);
  });
});
