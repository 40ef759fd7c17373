import type { Principal, RoleType } from './principal.ts';

/**
 * A signed-in caller of role `roleType` for unit tests: login `u<roleType>`, no tenant, no
 * permissions, with `fields` set over it.
 */
export const testPrincipal = (roleType: RoleType, fields: Partial<Principal> = {}): Principal => ({
  loginName: `u${roleType}`,
  displayName: 'u',
  roleId: String(roleType),
  roleType,
  roleName: 'r',
  channelCustId: null,
  custId: null,
  customerName: null,
  permissions: new Set(),
  isResetPassword: false,
  tokenId: 't',
  tokenExp: 0,
  ...fields,
});
