/** Pure rules of account management: who sees and who manages which account. */
import { builtInRoles } from '../platform/permissions.ts';
import { manageableTypes } from '../role/role-rules.ts';
import { type Principal, type RoleType, isPlatformRole } from '../shared/auth/principal.ts';
import type { AccountRecord } from './account.repository.ts';

type Caller = Pick<Principal, 'loginName' | 'roleType' | 'channelCustId'>;
type Target = Pick<AccountRecord, 'loginName' | 'channelCustId' | 'roleId' | 'roleType'>;

/** The role type of an account: stored for custom roles, the id itself for built-in ones. */
export const roleTypeOf = (a: Pick<AccountRecord, 'roleId' | 'roleType'>): RoleType =>
  (a.roleType ?? builtInRoles[a.roleId]?.roleType ?? 0) as RoleType;

/** Platform roles see every account; an enterprise only its own enterprise's. */
export const canSee = (caller: Caller, target: Pick<AccountRecord, 'channelCustId'>): boolean =>
  isPlatformRole(caller) || (!!caller.channelCustId && target.channelCustId === caller.channelCustId);

/**
 * Whether the caller may change the account: it must see it and manage its role type (the platform
 * administrator all, an operator all but platform administrators, an enterprise its own types).
 */
export const canManage = (caller: Caller, target: Target): boolean =>
  canSee(caller, target) && manageableTypes(caller).includes(roleTypeOf(target));

/** Nobody freezes (or changes the role of) their own account. */
export const isSelf = (caller: Caller, target: Target): boolean => caller.loginName === target.loginName;
