// Pure rules of the tenant scope (whose data a screen shows), unit-tested. The provider and the
// hook in tenant-scope.tsx feed them the session, the URL and the directory of customers.

/** Whose session it is: platform staff (no enterprise), an enterprise, or a secondary customer. */
export type TenantSide = 'platform' | 'enterprise' | 'secondary';

export function sideOf(session: { channelCustId: string | null; custId: string | null }): TenantSide {
  if (session.custId) return 'secondary';
  return session.channelCustId ? 'enterprise' : 'platform';
}

export interface ScopeInput {
  side: TenantSide;
  /** `?channelCustId=` of the URL (a platform user's choice, or brought by a link). */
  chosenEnterprise: string | null;
  /** The enterprise a platform user opens on without a choice (lib/default-enterprise.ts). */
  defaultEnterprise?: string;
  /** `?custId=` of the URL (a user narrowing to a secondary customer of the enterprise). */
  chosenCustomer: string | null;
  /** A screen about one record (a deep link): sends the enterprise only when the URL names it. */
  byId?: boolean;
  /** The screen lets an enterprise user (and platform staff, within the chosen enterprise) narrow to a secondary customer. */
  secondary?: boolean;
}

export interface ResolvedScope {
  platform: boolean;
  /** False while a platform user has no enterprise yet (the directory is loading, or empty). */
  ready: boolean;
  channelCustId: string;
  custId: string;
  /** What a request body adds: the chosen enterprise (platform) and secondary customer. */
  body: { channelCustId?: string; custId?: string };
  /** The query string that keeps the choice on links to the feature's other pages. */
  query: string;
}

export function resolveScope(input: ScopeInput): ResolvedScope {
  const platform = input.side === 'platform';
  const channelCustId = platform ? (input.chosenEnterprise ?? (input.byId ? '' : input.defaultEnterprise) ?? '') : '';
  const custId =
    input.side !== 'secondary' && input.secondary && (!platform || channelCustId) ? (input.chosenCustomer ?? '') : '';
  const params = new URLSearchParams();
  if (channelCustId) params.set('channelCustId', channelCustId);
  if (custId) params.set('custId', custId);
  const query = params.size ? `?${params}` : '';
  return {
    platform,
    ready: !platform || Boolean(input.byId) || Boolean(channelCustId),
    channelCustId,
    custId,
    body: { ...(channelCustId ? { channelCustId } : {}), ...(custId ? { custId } : {}) },
    query,
  };
}

/** The query string naming an enterprise, for a platform user's link to a record of `owner`. */
export function enterpriseQuery(platform: boolean, chosen: string, owner?: string | null): string {
  const id = platform ? chosen || owner : '';
  return id ? `?channelCustId=${encodeURIComponent(id)}` : '';
}
