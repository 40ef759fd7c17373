import { randomUUID } from 'node:crypto';
import { type Principal, isPlatformRole } from '../shared/auth/principal.ts';
import { requestedTenant } from '../shared/auth/tenant.ts';
import { DEFAULT_PAGE_SIZE } from '../shared/data/page-cursor.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import { type BatchRecord, type BatchStatus, CHUNK_SIZE, type CardResult, batchProgress } from './batch-model.ts';
import type { BatchRepository } from './batch.repository.ts';

/** The tenant a batch belongs to: the caller's enterprise, or the one a platform user names. */
const tenantOf = (p: Principal, channelCustId?: string) => {
  const t = requestedTenant(p, { channelCustId });
  return { channelCustId: t.channelCustId, custId: p.roleType === 5000 ? t.custId : null };
};

export function createBatchService(d: { batches: BatchRepository; clock: () => Date }) {
  return {
    /** Records the batch and its ICCID list, then hands it to the state machine (202: runs asynchronously). */
    async changeState(p: Principal, input: { iccids: string[]; targetState: number; channelCustId?: string }, lang: Lang) {
      const tenant = tenantOf(p, input.channelCustId);
      const iccids = [...new Set(input.iccids)];
      const batch: BatchRecord = {
        batchId: randomUUID(),
        ...tenant,
        type: 'changeState',
        targetState: input.targetState,
        total: iccids.length,
        succeeded: 0,
        failed: 0,
        chunks: Math.ceil(iccids.length / CHUNK_SIZE),
        chunksDone: 0,
        status: 'processing',
        lang,
        createdBy: p.loginName,
        createdAt: d.clock().toISOString(),
      };
      await d.batches.create(batch, iccids);
      await d.batches.start(batch);
      return { batchId: batch.batchId };
    },

    async detail(p: Principal, input: { batchId: string; channelCustId?: string }) {
      const batch = await visibleBatch(p, input);
      const results = await d.batches.results(batch.channelCustId, batch.batchId, 20);
      return { ...view(batch), results };
    },

    /**
     * The batches of the caller's scope, newest first: a platform role sees every tenant's (or one
     * enterprise's when it names it), an enterprise its own, a secondary customer the ones it started.
     */
    async list(p: Principal, input: { channelCustId?: string; status?: BatchStatus; cursor?: string; pageSize?: number }) {
      const scope = isPlatformRole(p) && !input.channelCustId ? 'PLATFORM' : listScope(tenantOf(p, input.channelCustId));
      const page = await d.batches.list(scope, {
        status: input.status,
        cursor: input.cursor,
        pageSize: input.pageSize ?? DEFAULT_PAGE_SIZE,
      });
      // List entries are written at start and end only; running batches get their live counters.
      const running = page.items.filter((b) => b.status === 'processing');
      const live = new Map((await d.batches.current(running)).map((b) => [b.batchId, b]));
      return { items: page.items.map((b) => view(live.get(b.batchId) ?? b)), cursor: page.cursor };
    },

    /** Per-card results of a batch, one chunk (up to 100 cards) per page, optionally only succeeded or failed ones. */
    async results(
      p: Principal,
      input: { batchId: string; channelCustId?: string; status?: CardResult['status']; cursor?: string },
    ) {
      const batch = await visibleBatch(p, input);
      return d.batches.resultsPage(batch.channelCustId, batch.batchId, { status: input.status, cursor: input.cursor });
    },
  };

  /** The batch if the caller's tenant holds it (a secondary customer: only the ones it started), else 404. */
  async function visibleBatch(p: Principal, input: { batchId: string; channelCustId?: string }): Promise<BatchRecord> {
    const tenant = tenantOf(p, input.channelCustId);
    const batch = await d.batches.get(tenant.channelCustId, input.batchId);
    if (!batch || (tenant.custId !== null && batch.custId !== tenant.custId)) throw new AppError('NOT_FOUND');
    return batch;
  }
}

const listScope = (t: { channelCustId: string; custId: string | null }) =>
  t.custId ? `CUST#${t.channelCustId}#SUB#${t.custId}` : `CUST#${t.channelCustId}`;

/** A batch as the API answers it: the record (without its internal language) plus its progress percentage. */
function view(b: BatchRecord) {
  const { lang: _lang, ...rest } = b;
  return { ...rest, progress: batchProgress(b) };
}
