import { AppError, type ErrorKey } from '../http/error-catalogue.ts';
import { type Principal, isPlatformRole } from './principal.ts';

/** The tenant a request acts on: an enterprise and, for a secondary customer, its custId. */
export interface Tenant {
  channelCustId: string;
  custId: string | null;
}

/**
 * The tenant of a request: the caller's own, or for platform roles the enterprise they name
 * (required). A channel role naming another enterprise is refused (403), and a secondary customer
 * naming another secondary customer too; neither ever reaches data.
 */
export function requestedTenant(p: Principal, requested?: { channelCustId?: string; custId?: string }): Tenant {
  if (isPlatformRole(p)) {
    if (!requested?.channelCustId) throw new AppError('VALIDATION', { reasonKey: 'required' }, 'channelCustId');
    return { channelCustId: requested.channelCustId, custId: requested.custId ?? null };
  }
  if (requested?.channelCustId && requested.channelCustId !== p.channelCustId) throw new AppError('FORBIDDEN');
  if (p.roleType === 5000) {
    if (requested?.custId && requested.custId !== p.custId) throw new AppError('FORBIDDEN');
    return { channelCustId: p.channelCustId!, custId: p.custId };
  }
  return { channelCustId: p.channelCustId!, custId: requested?.custId ?? null };
}

/**
 * The body of a request about one owned thing (a card, batch, import or retail plan), with the
 * enterprise a platform caller acts on: the one they name, else the thing's owner found from its id
 * (`ownerOf`), so a pasted deep link works without `channelCustId`. An id without an owner answers
 * `notFound`. Channel and secondary roles are left as they are: requestedTenant scopes them by the
 * principal, so a foreign id reads nothing and answers 404 without revealing that it exists.
 */
export async function resolveScope<B extends { channelCustId?: unknown }>(
  p: Principal,
  body: B,
  ownerOf: () => Promise<string | null>,
  notFound: ErrorKey = 'NOT_FOUND',
): Promise<B> {
  if (!isPlatformRole(p) || body.channelCustId) return body;
  const channelCustId = await ownerOf();
  if (!channelCustId) throw new AppError(notFound);
  return { ...body, channelCustId };
}
