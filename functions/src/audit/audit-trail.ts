/** What services record of who did what from where: the request's client and one audit writer. */
import type { Lang } from '../shared/i18n/lang.ts';
import type { AuditAction, AuditRepository } from './audit.repository.ts';

/** Where a request came from (recorded with each audit entry) and the caller's language. */
export interface Client {
  sourceIp: string;
  userAgent: string;
  lang: Lang;
}

/** The client of a route's context: its source address, user agent and language. */
export const clientOf = ({ sourceIp, userAgent, lang }: Client): Client => ({ sourceIp, userAgent, lang });

/** A service's audit writer: records `action` by `who` from `client`, with `detail` when given, at the clock's time. */
export const auditWriter =
  (d: { audit: Pick<AuditRepository, 'record'>; clock: () => Date }) =>
  (
    who: { loginName: string; channelCustId: string | null },
    action: AuditAction,
    client: Pick<Client, 'sourceIp' | 'userAgent'>,
    detail?: string,
  ) =>
    d.audit.record(
      {
        action,
        loginName: who.loginName,
        channelCustId: who.channelCustId,
        sourceIp: client.sourceIp,
        userAgent: client.userAgent,
        ...(detail === undefined ? {} : { detail }),
      },
      d.clock(),
    );
