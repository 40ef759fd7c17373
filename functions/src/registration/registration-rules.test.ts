import { describe, expect, it } from 'vitest';
import { registrationId } from '../auth/registration.service.ts';
import type { Principal, RoleType } from '../shared/auth/principal.ts';
import {
  REJECT_REASON_MAX,
  type RegistrationRecord,
  approval,
  builtInRoleType,
  checkApprovedRole,
  checkReviewer,
  pendingOnly,
  rejection,
} from './registration-rules.ts';

const who = (roleType: RoleType) => ({ roleType }) as Pick<Principal, 'roleType'>;
const reg = (status: RegistrationRecord['status'] = 'pending'): RegistrationRecord => ({
  id: 'R1',
  companyName: 'Acme Sensors',
  contactName: 'Li Lei',
  phone: '021-5555',
  email: 'li@example.com',
  loginName: 'acme-new',
  status,
  createdAt: '2026-11-25T01:00:00.000Z',
});

describe('who reviews registrations', () => {
  it('is a platform role only', () => {
    expect(() => checkReviewer(who(1000))).not.toThrow();
    expect(() => checkReviewer(who(2000))).not.toThrow();
    for (const t of [3000, 4000, 5000] as const) {
      expect(() => checkReviewer(who(t))).toThrow(expect.objectContaining({ key: 'FORBIDDEN' }));
    }
  });
});

describe('which registrations can be decided', () => {
  it('lets a pending one through and names the earlier decision of a decided one', () => {
    expect(pendingOnly(reg())).toMatchObject({ id: 'R1' });
    expect(() => pendingOnly(reg('approved'))).toThrow(expect.objectContaining({ key: 'REGISTRATION_ALREADY_APPROVED' }));
    expect(() => pendingOnly(reg('rejected'))).toThrow(expect.objectContaining({ key: 'REGISTRATION_ALREADY_REJECTED' }));
    expect(() => pendingOnly(undefined)).toThrow(expect.objectContaining({ key: 'NOT_FOUND', field: 'id' }));
  });
});

describe('the role of an approved applicant', () => {
  it('is an enterprise type (3000 or 4000) that the reviewer may hand out', () => {
    expect(checkApprovedRole(who(1000), 3000)).toBe(3000);
    expect(checkApprovedRole(who(2000), 4000)).toBe(4000);
    for (const t of [1000, 2000, 5000, undefined] as const) {
      expect(() => checkApprovedRole(who(1000), t)).toThrow(
        expect.objectContaining({ key: 'REGISTRATION_ROLE', field: 'roleId' }),
      );
    }
  });

  it('knows the built-in role ids and leaves custom ones to the role store', () => {
    expect(builtInRoleType('3000')).toBe(3000);
    expect(builtInRoleType('R-custom')).toBeUndefined();
  });
});

describe('what a decision writes', () => {
  it('approval activates the account in the enterprise with the role and records who and when', () => {
    const a = approval(reg(), {
      by: 'admin',
      at: '2026-11-25T02:00:00.000Z',
      channelCustId: 'C1',
      customerName: 'Acme Sensors',
      roleId: '4000',
      roleType: 4000,
    });
    expect(a.loginName).toBe('acme-new');
    expect(a.account).toEqual({
      status: 'active',
      channelCustId: 'C1',
      custId: null,
      customerName: 'Acme Sensors',
      roleId: '4000',
      roleType: 4000,
      isResetPassword: false,
    });
    expect(a.registration).toMatchObject({ status: 'approved', decidedBy: 'admin', decidedAt: '2026-11-25T02:00:00.000Z' });
  });

  it('rejection needs a trimmed reason of at most the limit, and keeps the account unable to sign in', () => {
    const x = rejection(reg(), { by: 'admin', at: 'T', reason: '  No such company  ' });
    expect(x.registration).toEqual({ status: 'rejected', decidedBy: 'admin', decidedAt: 'T', reason: 'No such company' });
    expect(x.account).toEqual({ status: 'rejected', rejectReason: 'No such company' });
    expect(() => rejection(reg(), { by: 'a', at: 'T', reason: '   ' })).toThrow(expect.objectContaining({ field: 'reason' }));
    expect(() => rejection(reg(), { by: 'a', at: 'T', reason: 'x'.repeat(REJECT_REASON_MAX + 1) })).toThrow(
      expect.objectContaining({ key: 'VALIDATION', field: 'reason' }),
    );
  });
});

describe('registration ids', () => {
  it('sort by submission time, so the newest comes first when read backwards', () => {
    const earlier = registrationId('2026-11-25T09:59:59.999Z');
    const later = registrationId('2026-11-25T10:00:00.000Z');
    expect(earlier).toMatch(/^R20261125095959999[0-9A-F]{8}$/);
    expect(earlier < later).toBe(true);
  });
});
