/**
 * Rules of the platform's review of self-registrations, as pure functions: who reviews, which
 * registrations can still be decided, which roles an approved applicant may get, and what the
 * account and the registration look like after a decision.
 */
import { builtInRoles } from '../platform/permissions.ts';
import { manageableTypes } from '../role/role-rules.ts';
import { type Principal, type RoleType, isPlatformRole } from '../shared/auth/principal.ts';
import { type registrationEntity, registrationStatuses } from '../shared/data/entities/registration.entity.ts';
import type { InferItem } from '../shared/data/entity.ts';
import { AppError } from '../shared/http/error-catalogue.ts';

export { registrationStatuses };
export type RegistrationStatus = (typeof registrationStatuses)[number];

/** A rejection reason is required and short: it is shown to the applicant at sign-in. */
export const REJECT_REASON_MAX = 200;

/** A registration request as stored (written pending by /register, decided by the review). */
export type RegistrationRecord = InferItem<typeof registrationEntity>;

/** The role types an approved applicant may hold: an account of an enterprise (not of a secondary customer). */
export const enterpriseRoleTypes: readonly RoleType[] = [3000, 4000];

/** Only platform roles review registrations (the permission code is never granted to channel roles either). */
export function checkReviewer(p: Pick<Principal, 'roleType'>): void {
  if (!isPlatformRole(p)) throw new AppError('FORBIDDEN');
}

/** The registration if it can still be decided: missing → 404, decided → 409 naming the decision. */
export function pendingOnly(r: RegistrationRecord | undefined): RegistrationRecord {
  if (!r) throw new AppError('NOT_FOUND', {}, 'id');
  if (r.status === 'approved') throw new AppError('REGISTRATION_ALREADY_APPROVED', {}, 'id');
  if (r.status === 'rejected') throw new AppError('REGISTRATION_ALREADY_REJECTED', {}, 'id');
  return r;
}

/**
 * The role an applicant is approved with must be an enterprise type (3000 or 4000, built-in or a
 * custom role of the enterprise) that the reviewer may hand out; otherwise 422 `roleId`.
 */
export function checkApprovedRole(reviewer: Pick<Principal, 'roleType'>, roleType: RoleType | undefined): RoleType {
  if (roleType === undefined || !enterpriseRoleTypes.includes(roleType) || !manageableTypes(reviewer).includes(roleType)) {
    throw new AppError('REGISTRATION_ROLE', {}, 'roleId');
  }
  return roleType;
}

/** The role type of a built-in role id, undefined for a custom role. */
export const builtInRoleType = (roleId: string): RoleType | undefined => builtInRoles[roleId]?.roleType;

/** What an approval writes: the registration's decision and the account's new place (active, in the enterprise). */
export function approval(
  r: RegistrationRecord,
  d: { by: string; at: string; channelCustId: string; customerName: string; roleId: string; roleType: RoleType },
) {
  return {
    registration: {
      status: 'approved' as const,
      decidedBy: d.by,
      decidedAt: d.at,
      channelCustId: d.channelCustId,
      customerName: d.customerName,
      roleId: d.roleId,
    },
    account: {
      status: 'active' as const,
      channelCustId: d.channelCustId,
      custId: null,
      customerName: d.customerName,
      roleId: d.roleId,
      roleType: d.roleType,
      isResetPassword: false,
    },
    loginName: r.loginName,
  };
}

/** What a rejection writes: the decision with its reason; the account keeps its login name and cannot sign in. */
export function rejection(r: RegistrationRecord, d: { by: string; at: string; reason: string }) {
  const reason = d.reason.trim();
  if (!reason) throw new AppError('VALIDATION', { reasonKey: 'required' }, 'reason');
  if (reason.length > REJECT_REASON_MAX)
    throw new AppError('VALIDATION', { reasonKey: 'tooLong', max: REJECT_REASON_MAX }, 'reason');
  return {
    registration: { status: 'rejected' as const, decidedBy: d.by, decidedAt: d.at, reason },
    account: { status: 'rejected' as const, rejectReason: reason },
    loginName: r.loginName,
  };
}
