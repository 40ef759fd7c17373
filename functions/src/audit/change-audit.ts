import type { Principal } from '../shared/auth/principal.ts';
import type { AuditAction, AuditRepository } from './audit.repository.ts';

/** Who changed something and from where (the route context's fields). */
export interface ChangeSource {
  principal: Pick<Principal, 'loginName' | 'channelCustId'>;
  sourceIp: string;
  userAgent: string;
}

/**
 * Audit entries for catalogue changes (rate plans, APNs), written after the change succeeded, in
 * the operation log of the changer's tenant (platform changes in the platform's log, an
 * enterprise's retail plan changes in its own). `detail` is `<route id> <ids>`.
 */
export function createChangeAudit(d: { audit: Pick<AuditRepository, 'record'>; clock: () => Date }) {
  return async (src: ChangeSource, action: AuditAction, detail: string): Promise<void> => {
    await d.audit.record(
      {
        action,
        loginName: src.principal.loginName,
        channelCustId: src.principal.channelCustId,
        sourceIp: src.sourceIp,
        userAgent: src.userAgent,
        detail,
      },
      d.clock(),
    );
  };
}
