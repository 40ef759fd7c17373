import { type Principal, scopeOf } from '../shared/auth/principal.ts';
import { tenantKey } from '../shared/data/keys.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { AuditQuery, AuditRepository } from './audit.repository.ts';

/**
 * Whose log the caller reads: the platform its own (or, naming `channelCustId`, an enterprise's);
 * an enterprise only its own. A secondary customer has no operation log.
 */
export function auditTenantOf(p: Principal, channelCustId?: string): string {
  const scope = scopeOf(p);
  if (scope.kind === 'platform') return tenantKey(channelCustId ?? null);
  if (scope.kind === 'secondary') throw new AppError('FORBIDDEN');
  if (channelCustId && channelCustId !== scope.channelCustId) throw new AppError('FORBIDDEN');
  return tenantKey(scope.channelCustId);
}

export function createAuditService(d: { audit: AuditRepository }) {
  return {
    list(p: Principal, q: Omit<AuditQuery, 'tenant'> & { channelCustId?: string }) {
      const { channelCustId, ...rest } = q;
      if (rest.from && rest.to && rest.from > rest.to) throw new AppError('VALIDATION', { reasonKey: 'format' }, 'to');
      return d.audit.list({ ...rest, tenant: auditTenantOf(p, channelCustId) });
    },
  };
}
