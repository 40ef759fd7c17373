/**
 * Separation renewals (spec §2 /risk/renewCardSeparation, §5; issue #16 item 2): an enterprise (or a
 * platform user acting for one) submits up to 10,000 ICCIDs; the batch is recorded with its ICCIDs
 * and handed to the card import's machine (renewal-job.ts), which decides and unlocks each card.
 * Lists and details are tenant-scoped: an enterprise sees its own batches, platform roles all.
 */
import { randomUUID } from 'node:crypto';
import { type Client, auditWriter } from '../audit/audit-trail.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import { type Principal, isPlatformRole } from '../shared/auth/principal.ts';
import { requestedTenant } from '../shared/auth/tenant.ts';
import type { RenewalRecord, RenewalResult } from '../shared/data/entities/renewal.entity.ts';
import { scopeKeys } from '../shared/data/keys.ts';
import { DEFAULT_PAGE_SIZE } from '../shared/data/page-cursor.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import { jobProgress } from '../shared/jobs/chunked-job.ts';
import type { JobStatus } from '../shared/jobs/job-view.ts';
import { renewalReasonText, renewalResultView } from './renewal-reasons.ts';
import { RENEWAL_CHUNK, RENEWAL_MAX_ROWS } from './renewal-rules.ts';
import type { RenewalRepository } from './renewal.repository.ts';

export interface RenewalServiceDeps {
  renewals: Pick<RenewalRepository, 'create' | 'start' | 'get' | 'list' | 'resultsPage' | 'firstResults'>;
  audit: Pick<AuditRepository, 'record'>;
  clock: () => Date;
  newId?: () => string;
}

/** Renewals act for an enterprise: its own user, or a platform user naming it; never a secondary customer. */
const enterpriseOf = (p: Principal, channelCustId?: string): string => {
  if (p.roleType === 5000) throw new AppError('FORBIDDEN');
  return requestedTenant(p, { channelCustId }).channelCustId;
};

/** A batch as the API answers it: without its internal language, the failure worded, with its progress. */
export function renewalView(r: RenewalRecord, lang: Lang) {
  const { lang: _lang, failureReason, ...rest } = r;
  return {
    ...rest,
    ...(failureReason ? { failureReason: renewalReasonText(failureReason, lang), failureCode: failureReason.code } : {}),
    progress: jobProgress(r),
  };
}

export function createRenewalService(d: RenewalServiceDeps) {
  const audit = auditWriter(d);
  const newId = d.newId ?? randomUUID;

  async function visible(p: Principal, input: { batchId: string; channelCustId?: string }): Promise<RenewalRecord> {
    const channelCustId = enterpriseOf(p, input.channelCustId);
    const rec = await d.renewals.get({ channelCustId, batchId: input.batchId });
    if (!rec) throw new AppError('NOT_FOUND');
    return rec;
  }

  return {
    /**
     * Records the batch (its ICCIDs deduplicated, in order) and starts it: 202 with the batch id.
     * More than 10,000 rows is refused whole before anything is written (the route's schema too).
     */
    async submit(p: Principal, input: { iccids: string[]; channelCustId?: string }, client: Client) {
      const channelCustId = enterpriseOf(p, input.channelCustId);
      if (input.iccids.length > RENEWAL_MAX_ROWS) throw new AppError('RENEWAL_TOO_MANY', {}, 'iccids');
      const iccids = [...new Set(input.iccids)];
      const rec: RenewalRecord = {
        batchId: newId(),
        channelCustId,
        total: iccids.length,
        succeeded: 0,
        failed: 0,
        chunks: Math.ceil(iccids.length / RENEWAL_CHUNK),
        chunksDone: 0,
        status: 'processing',
        lang: client.lang,
        createdBy: p.loginName,
        createdAt: d.clock().toISOString(),
      };
      await d.renewals.create(rec, iccids);
      await d.renewals.start(rec);
      await audit(
        { loginName: p.loginName, channelCustId: p.channelCustId ?? null },
        'renewSeparation',
        client,
        `renewal ${rec.batchId} of ${channelCustId}: ${iccids.length} cards`,
      );
      return { batchId: rec.batchId, channelCustId };
    },

    /** The batches of the caller's scope, newest first (a platform user: every enterprise's, or the one named). */
    async list(
      p: Principal,
      input: { channelCustId?: string; status?: JobStatus; cursor?: string; pageSize?: number },
      lang: Lang,
    ) {
      const scope =
        isPlatformRole(p) && !input.channelCustId
          ? scopeKeys.platform
          : scopeKeys.enterprise(enterpriseOf(p, input.channelCustId));
      const page = await d.renewals.list(scope, {
        status: input.status,
        cursor: input.cursor,
        pageSize: input.pageSize ?? DEFAULT_PAGE_SIZE,
      });
      return { items: page.items.map((r) => renewalView(r, lang)), cursor: page.cursor };
    },

    /** One batch with its live progress and the results of its first chunks. */
    async detail(p: Principal, input: { batchId: string; channelCustId?: string }, lang: Lang) {
      const rec = await visible(p, input);
      const results = await d.renewals.firstResults({ channelCustId: rec.channelCustId, batchId: rec.batchId }, 20);
      return { ...renewalView(rec, lang), results: results.map((r) => renewalResultView(r, lang)) };
    },

    /** A page of a batch's per-card results (one chunk of up to 100 cards), optionally only succeeded or failed ones. */
    async results(
      p: Principal,
      input: { batchId: string; channelCustId?: string; status?: RenewalResult['status']; cursor?: string },
      lang: Lang,
    ) {
      const rec = await visible(p, input);
      return d.renewals.resultsPage({ channelCustId: rec.channelCustId, batchId: rec.batchId }, input, lang);
    },
  };
}

export type RenewalService = ReturnType<typeof createRenewalService>;
