import { describe, expect, it } from 'vitest';
import type { AccountRecord } from '../account/account.repository.ts';
import { ROLE_CACHE_MS, cachedRoleLoader, loadPrincipal, principalFromAccount } from '../account/load-principal.ts';
import type { RoleGrant } from './role-rules.ts';

const account = (roleId: string, channelCustId: string | null): AccountRecord => ({
  loginName: 'u',
  displayName: 'U',
  roleId,
  channelCustId,
  custId: null,
  customerName: null,
  status: 'active',
  isResetPassword: false,
  createdAt: '2026-01-01T00:00:00Z',
});
const token = { jti: 'j', exp: 1 };
const clerk: RoleGrant = { roleType: 4000, name: 'Clerk', permissions: ['1000000'] };

describe('principal of a custom role', () => {
  it('takes role type, name and permissions from the grant', () => {
    const p = principalFromAccount(account('R-1', 'C1'), 'en-US', token, clerk);
    expect(p).toMatchObject({ roleType: 4000, roleName: 'Clerk', roleId: 'R-1' });
    expect([...p.permissions]).toEqual(['1000000']);
  });

  it('refuses a missing role and a channel role on a platform account', () => {
    expect(() => principalFromAccount(account('R-1', 'C1'), 'en-US', token)).toThrow('FORBIDDEN');
    expect(() => principalFromAccount(account('R-1', null), 'en-US', token, clerk)).toThrow('FORBIDDEN');
  });

  it('reads built-in roles without a role read and custom roles under the account tenant', async () => {
    const reads: string[] = [];
    const deps = (roleId: string) => ({
      verify: async () => ({ username: 'u', jti: 'j', exp: 1, iat: 0 }),
      accounts: { getForToken: async () => ({ account: account(roleId, 'C1'), revoked: false }) },
      customRole: async (tenant: string, id: string) => {
        reads.push(`${tenant}|${id}`);
        return clerk;
      },
    });
    await loadPrincipal('t', 'en-US', deps('4000'));
    expect(reads).toEqual([]);
    expect((await loadPrincipal('t', 'en-US', deps('R-9'))).roleName).toBe('Clerk');
    expect(reads).toEqual(['CUST#C1|R-9']);
  });

  it('caches a role for at most 30 seconds', async () => {
    let now = 0;
    let reads = 0;
    const load = cachedRoleLoader(
      async () => {
        reads++;
        return clerk;
      },
      () => now,
    );
    await load('CUST#C9', 'R-cache');
    await load('CUST#C9', 'R-cache');
    expect(reads).toBe(1);
    now += ROLE_CACHE_MS + 1;
    await load('CUST#C9', 'R-cache');
    expect(reads).toBe(2);
  });
});
