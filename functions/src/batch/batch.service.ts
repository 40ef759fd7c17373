import { randomUUID } from 'node:crypto';
import type { BlacklistCheck } from '../blacklist/blacklist-check.ts';
import { stateLabel } from '../card/lifecycle.ts';
import { type Principal, isPlatformRole } from '../shared/auth/principal.ts';
import { requestedTenant } from '../shared/auth/tenant.ts';
import { scopeKeys } from '../shared/data/keys.ts';
import { DEFAULT_PAGE_SIZE } from '../shared/data/page-cursor.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import { RECOVERED_STATE, recoveryProblem } from './allocation-rules.ts';
import type { AllocationRepository } from './allocation.repository.ts';
import { type BatchRecord, type BatchStatus, type BatchType, CHUNK_SIZE, type CardResult, batchProgress } from './batch-model.ts';
import { reasonText, withReasonText } from './batch-reasons.ts';
import type { BatchRepository } from './batch.repository.ts';
import type { Edition } from './standard-sim-rules.ts';

/** The tenant a batch belongs to: the caller's enterprise, or the one a platform user names. */
const tenantOf = (p: Principal, channelCustId?: string) => {
  const t = requestedTenant(p, { channelCustId });
  return { channelCustId: t.channelCustId, custId: p.roleType === 5000 ? t.custId : null };
};

export function createBatchService(d: {
  batches: BatchRepository;
  allocations: AllocationRepository;
  clock: () => Date;
  /** Cards are not assigned to a blacklisted secondary customer (by name or organisation code; the check records the hit). */
  blacklist?: Pick<BlacklistCheck, 'blocked'>;
}) {
  /** Records the batch and its ICCID list, then hands it to the state machine (202: runs asynchronously). */
  async function launch(
    p: Principal,
    tenant: { channelCustId: string; custId: string | null },
    iccids: string[],
    lang: Lang,
    kind: Pick<BatchRecord, 'type' | 'targetState' | 'targetCustId' | 'targetCustName' | 'targetModeType'>,
  ) {
    const batch: BatchRecord = {
      batchId: randomUUID(),
      ...tenant,
      ...kind,
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
  }

  /** Allocation, data recovery and standard-SIM batches act for an enterprise: never for (or by) a secondary customer. */
  const enterpriseOf = (p: Principal, channelCustId?: string) => {
    if (p.roleType === 5000) throw new AppError('FORBIDDEN');
    return { channelCustId: requestedTenant(p, { channelCustId }).channelCustId, custId: null };
  };

  return {
    /**
     * Allocates cards to a secondary customer of the enterprise (re-allocating them from another
     * one), or without `custId` takes them back to the enterprise. Each card is decided when its
     * chunk runs: another enterprise's or an unknown card, one already with that customer (or not
     * allocated, for a take-back), or in the start/cancelled state fails with a reason.
     */
    async allocate(p: Principal, input: { iccids: string[]; custId?: string; channelCustId?: string }, lang: Lang) {
      const tenant = enterpriseOf(p, input.channelCustId);
      const iccids = [...new Set(input.iccids)];
      if (!input.custId) return launch(p, tenant, iccids, lang, { type: 'allocate' });
      const target = await d.allocations.secondary(tenant.channelCustId, input.custId);
      if (!target) throw new AppError('ALLOCATION_TARGET_UNKNOWN', {}, 'custId');
      const hit = await d.blacklist?.blocked(
        { enterpriseName: target.name, ...(target.orgCode ? { orgCode: target.orgCode } : {}) },
        { place: 'cardAssign', by: p.loginName, subject: `${target.name} (${iccids.length})` },
      );
      if (hit) throw new AppError('BLACKLISTED_ASSIGNEE', { name: target.name }, 'custId');
      return launch(p, tenant, iccids, lang, { type: 'allocate', targetCustId: target.custId, targetCustName: target.name });
    },

    /**
     * Data recovery (spec §5: only unallocated cards, at most 1000): every card is checked before the
     * batch starts (≤ 10 BatchGets), so an allocated, foreign or unrecoverable card refuses the whole
     * operation with its ICCID and nothing changes.
     */
    async recover(p: Principal, input: { iccids: string[]; channelCustId?: string }, lang: Lang) {
      const tenant = enterpriseOf(p, input.channelCustId);
      const iccids = [...new Set(input.iccids)];
      const cards = await d.batches.batchGetCards(tenant.channelCustId, iccids);
      const problem = recoveryProblem(cards, iccids);
      if (problem) {
        const state = 'state' in problem ? stateLabel(problem.state, lang) : '';
        throw new AppError(problem.key, { iccid: problem.iccid, state }, 'iccids');
      }
      return launch(p, tenant, iccids, lang, { type: 'recover', targetState: RECOVERED_STATE });
    },

    /**
     * A standard-SIM batch: the cards change to the `modeType` edition (docs/decisions.md "Cards:
     * standard-SIM batches"). Acts for an enterprise like allocation; each card is decided when its
     * chunk runs (standard-sim-rules.ts), so one refused card fails alone.
     */
    async standardSim(p: Principal, input: { iccids: string[]; modeType: Edition; channelCustId?: string }, lang: Lang) {
      const tenant = enterpriseOf(p, input.channelCustId);
      return launch(p, tenant, [...new Set(input.iccids)], lang, { type: 'standardSim', targetModeType: input.modeType });
    },

    async changeState(p: Principal, input: { iccids: string[]; targetState: number; channelCustId?: string }, lang: Lang) {
      return launch(p, tenantOf(p, input.channelCustId), [...new Set(input.iccids)], lang, {
        type: 'changeState',
        targetState: input.targetState,
      });
    },

    async detail(p: Principal, input: { batchId: string; channelCustId?: string }, lang: Lang) {
      const batch = await visibleBatch(p, input);
      const results = await d.batches.results(batch.channelCustId, batch.batchId, 20);
      return { ...view(batch, lang), results: results.map((r) => withReasonText(r, lang)) };
    },

    /**
     * The batches of the caller's scope, newest first: a platform role sees every tenant's (or one
     * enterprise's when it names it), an enterprise its own, a secondary customer the ones it started.
     */
    async list(
      p: Principal,
      input: { channelCustId?: string; status?: BatchStatus; type?: BatchType; cursor?: string; pageSize?: number },
      lang: Lang,
    ) {
      const scope = isPlatformRole(p) && !input.channelCustId ? scopeKeys.platform : listScope(tenantOf(p, input.channelCustId));
      // Running batches come with their live counters (list copies are written at start and end only).
      const page = await d.batches.list(scope, {
        status: input.status,
        type: input.type,
        cursor: input.cursor,
        pageSize: input.pageSize ?? DEFAULT_PAGE_SIZE,
      });
      return { items: page.items.map((b) => view(b, lang)), cursor: page.cursor };
    },

    /** Per-card results of a batch, one chunk (up to 100 cards) per page, optionally only succeeded or failed ones. */
    async results(
      p: Principal,
      input: { batchId: string; channelCustId?: string; status?: CardResult['status']; cursor?: string },
      lang: Lang,
    ) {
      const batch = await visibleBatch(p, input);
      return d.batches.resultsPage(batch, { status: input.status, cursor: input.cursor }, lang);
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

const listScope = (t: { channelCustId: string; custId: string | null }) => scopeKeys.customer(t.channelCustId, t.custId);

/**
 * A batch as the API answers it: the record (without its internal language and plan) plus its
 * progress percentage, the failure reason worded in the reader's language.
 */
function view(b: BatchRecord, lang: Lang) {
  const { lang: _lang, fromState: _plan, failureReason, ...rest } = b;
  return {
    ...rest,
    ...(failureReason === undefined
      ? {}
      : {
          failureReason: reasonText(failureReason, lang),
          ...(typeof failureReason === 'string' ? {} : { failureCode: failureReason.code }),
        }),
    progress: batchProgress(b),
  };
}
