import { AppError } from '../http/error-catalogue.ts';
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
