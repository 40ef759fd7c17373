/** The caller, derived from the verified token and the account record, never from the request body. */
export type RoleType = 1000 | 2000 | 3000 | 4000 | 5000;

export interface Principal {
  loginName: string;
  displayName: string;
  roleId: string;
  roleType: RoleType;
  roleName: string;
  channelCustId: string | null;
  custId: string | null;
  customerName: string | null;
  permissions: ReadonlySet<string>;
  isResetPassword: boolean;
  /** Token id (jti) and expiry (epoch seconds), for revocation on logout. */
  tokenId: string;
  tokenExp: number;
}

/** Platform roles see every tenant; channel roles one enterprise; 5000 one secondary customer. */
export const isPlatformRole = (p: Pick<Principal, 'roleType'>): boolean => p.roleType === 1000 || p.roleType === 2000;

/** The data scope the principal may read: the platform, one enterprise, or one secondary customer. */
export type Scope =
  | { kind: 'platform' }
  | { kind: 'enterprise'; channelCustId: string }
  | { kind: 'secondary'; channelCustId: string; custId: string };

export function scopeOf(p: Pick<Principal, 'roleType' | 'channelCustId' | 'custId'>): Scope {
  if (isPlatformRole(p)) return { kind: 'platform' };
  if (!p.channelCustId) throw new Error('Channel role without channelCustId');
  if (p.roleType === 5000) {
    if (!p.custId) throw new Error('Secondary-customer role without custId');
    return { kind: 'secondary', channelCustId: p.channelCustId, custId: p.custId };
  }
  return { kind: 'enterprise', channelCustId: p.channelCustId };
}

/** The account as the portal sees it (login answer, current account): the principal without internals. */
export function accountView(p: Principal) {
  return {
    loginName: p.loginName,
    displayName: p.displayName,
    roleId: p.roleType,
    roleName: p.roleName,
    channelCustId: p.channelCustId,
    custId: p.custId,
    customerName: p.customerName,
    permissions: [...p.permissions],
    isResetPassword: p.isResetPassword,
  };
}
