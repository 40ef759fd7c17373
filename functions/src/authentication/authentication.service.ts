/**
 * The platform's audit of enterprise real-name applications (/authentication/enterprise/list and
 * /audit/:id/:authenticationType?; platform roles 1000/2000): list, open, pass or reject with a
 * reason, cancel. Each decision is one conditional write and one operation-log entry.
 */
import { type Client, auditWriter } from '../audit/audit-trail.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { Principal } from '../shared/auth/principal.ts';
import type { Page } from '../shared/data/page-cursor.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import {
  type ApplicationView,
  applicationRow,
  applicationView,
  checkAuditor,
  decision,
  unauditedOnly,
} from './authentication-rules.ts';
import type { ApplicationListQuery, AuthenticationRepository } from './authentication.repository.ts';

const actions = { pass: 'enterpriseAuthPass', reject: 'enterpriseAuthReject', cancel: 'enterpriseAuthCancel' } as const;

export function createAuthenticationService(d: {
  applications: Pick<AuthenticationRepository, 'get' | 'list' | 'decide' | 'licenceUrl'>;
  audit: Pick<AuditRepository, 'record'>;
  clock: () => Date;
}) {
  const audit = auditWriter(d);

  async function decide(p: Principal, kind: 'pass' | 'reject' | 'cancel', body: { id: string; reason?: string }, c: Client) {
    checkAuditor(p);
    const a = unauditedOnly(await d.applications.get(body.id));
    const x = decision(kind, { by: p.loginName, at: d.clock().toISOString(), reason: body.reason });
    await d.applications.decide(a, x);
    const target = a.enterpriseCustomerId ? ` (${a.enterpriseCustomerId})` : '';
    await audit(p, actions[kind], c, `${a.id} ${a.enterpriseName}${target}${x.reason ? `: ${x.reason}` : ''}`);
    return applicationView({ ...a, ...x });
  }

  return {
    async list(p: Principal, q: ApplicationListQuery): Promise<Page<ApplicationView>> {
      checkAuditor(p);
      const page = await d.applications.list(q);
      return { items: page.items.map(applicationRow), cursor: page.cursor };
    },

    /** One application for the audit page, with a short-lived link to its licence image. */
    async detail(p: Principal, id: string) {
      checkAuditor(p);
      const a = await d.applications.get(id);
      if (!a) throw new AppError('NOT_FOUND', {}, 'id');
      return { ...applicationView(a), licenceUrl: await d.applications.licenceUrl(a.licenceKey) };
    },

    pass: (p: Principal, body: { id: string; reason?: string }, c: Client) => decide(p, 'pass', body, c),
    reject: (p: Principal, body: { id: string; reason: string }, c: Client) => decide(p, 'reject', body, c),
    cancel: (p: Principal, body: { id: string; reason: string }, c: Client) => decide(p, 'cancel', body, c),
  };
}

export type AuthenticationService = ReturnType<typeof createAuthenticationService>;
