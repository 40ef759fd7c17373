/**
 * Pure rules of roles: which tenant holds a role type, which role types a caller may hand out,
 * and the permission-subset rule of custom roles.
 */
import { builtInRoles } from '../platform/permissions.ts';
import type { Principal, RoleType } from '../shared/auth/principal.ts';
import { isPlatformRole } from '../shared/auth/principal.ts';
import type { roleEntity } from '../shared/data/entities/role.entity.ts';
import type { InferItem } from '../shared/data/entity.ts';
import { scopeKeys, tenantKey } from '../shared/data/keys.ts';
import { AppError } from '../shared/http/error-catalogue.ts';

export const roleTypes: readonly RoleType[] = [1000, 2000, 3000, 4000, 5000];
export const isPlatformType = (t: RoleType) => t === 1000 || t === 2000;

/** A custom role as stored. */
/** A custom role as stored. */
export type RoleRecord = InferItem<typeof roleEntity>;

export const isBuiltInRoleId = (roleId: string): boolean => roleId in builtInRoles;

/** The tenant a role of this type lives in: platform types under `PLATFORM`, channel types under the enterprise. */
export function roleTenant(roleType: RoleType, channelCustId: string | null | undefined): string {
  if (isPlatformType(roleType)) {
    if (channelCustId) throw new AppError('VALIDATION', { reasonKey: 'unknown' }, 'channelCustId');
    return scopeKeys.platform;
  }
  if (!channelCustId) throw new AppError('VALIDATION', { reasonKey: 'required' }, 'channelCustId');
  return tenantKey(channelCustId);
}

/**
 * The role types a caller may assign or manage: the platform administrator all; an operator all but
 * platform administrators; an enterprise administrator the enterprise types; nobody else any.
 */
export function manageableTypes(caller: Pick<Principal, 'roleType'>): RoleType[] {
  if (caller.roleType === 1000) return [...roleTypes];
  if (caller.roleType === 2000) return [2000, 3000, 4000, 5000];
  if (caller.roleType === 3000) return [3000, 4000, 5000];
  return [];
}

/**
 * The enterprise a caller acts on: a platform role may name one (or none: the platform itself), a
 * channel role only its own (naming another → 403).
 */
export function actingEnterprise(
  caller: Pick<Principal, 'roleType' | 'channelCustId'>,
  requested: string | null | undefined,
): string | null {
  if (isPlatformRole(caller)) return requested ?? null;
  if (requested && requested !== caller.channelCustId) throw new AppError('FORBIDDEN');
  return caller.channelCustId;
}

/**
 * A custom role's permissions must be a subset of its type's built-in defaults, and of what the
 * caller holds (nobody hands out more than they have). Unknown or extra codes → 422 `permissions`.
 */
export function checkPermissions(roleType: RoleType, permissions: readonly string[], callerHolds: ReadonlySet<string>): string[] {
  const defaults = new Set(builtInRoles[String(roleType)]!.permissions);
  const bad = permissions.find((c) => !defaults.has(c) || !callerHolds.has(c));
  if (bad !== undefined) throw new AppError('VALIDATION', { reasonKey: 'oneOf' }, 'permissions');
  return [...new Set(permissions)];
}

/** What a role grants its accounts: built-in roles name themselves in both languages, custom roles once. */
export interface RoleGrant {
  roleType: RoleType;
  name: string | { zh: string; en: string };
  permissions: readonly string[];
}

export const grantOf = (role: Pick<RoleRecord, 'roleType' | 'name' | 'permissions'>): RoleGrant => ({
  roleType: role.roleType,
  name: role.name,
  permissions: role.permissions,
});
