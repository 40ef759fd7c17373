import { describe, expect, it } from 'vitest';
import type { Principal, RoleType } from '../shared/auth/principal.ts';
import { auditTenantOf } from './audit.service.ts';

const who = (roleType: RoleType, channelCustId: string | null = null) =>
  ({ roleType, channelCustId, custId: roleType === 5000 ? 'S1' : null }) as unknown as Principal;

describe('whose operation log the caller reads', () => {
  it('gives the platform its own log, or an enterprise’s when named', () => {
    expect(auditTenantOf(who(1000))).toBe('PLATFORM');
    expect(auditTenantOf(who(2000), 'C1002')).toBe('CUST#C1002');
  });

  it('keeps an enterprise to its own log and a secondary customer out', () => {
    expect(auditTenantOf(who(3000, 'C1001'))).toBe('CUST#C1001');
    expect(auditTenantOf(who(4000, 'C1001'), 'C1001')).toBe('CUST#C1001');
    expect(() => auditTenantOf(who(3000, 'C1001'), 'C1002')).toThrow(expect.objectContaining({ key: 'FORBIDDEN' }));
    expect(() => auditTenantOf(who(5000, 'C1001'))).toThrow(expect.objectContaining({ key: 'FORBIDDEN' }));
  });
});
