/**
 * The monthly write-off cycle (issue #14, item 5; docs/decisions.md "Write-off and the write-off
 * cycle"): started by the schedule or by the platform, run by its state machine
 * (write-off-cycle-job.ts) in chunks of enterprises; each enterprise's owing bills are marked overdue
 * past their due date, then written off oldest first as far as grants, pre-deposits and the credit
 * line cover (write-off-apply.ts). Safe to re-run: a bill's cycle write-off has one operation id.
 */
import { operationIds, ruleReasons } from '../bill/bill-owed.ts';
import { openFunds, readFunds } from '../funds/funds-ledger.ts';
import { writeOffLegs } from '../funds/funds-model.ts';
import { type Principal, isPlatformRole } from '../shared/auth/principal.ts';
import { publishSafely } from '../shared/aws/events.ts';
import type { WriteOffCycleCounts } from '../shared/data/entities/write-off.entity.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import { shanghaiDay } from '../shared/time/calendar.ts';
import { markOverdue } from './overdue-marks.ts';
import { BILL_RETRIES, type WriteOffApply } from './write-off-apply.ts';
import { cycleAmount, monthEnded, remainingOf, scheduledCycleMonth, writableStatuses } from './write-off-model.ts';
import type { WriteOffCycle } from './write-off.repository.ts';
import type { WriteOffServiceDeps } from './write-off.service.ts';

/** Enterprises per chunk of the cycle's state machine. */
export const CYCLE_CHUNK_ENTERPRISES = 10;

const emptyCounts = (): WriteOffCycleCounts => ({ enterprises: 0, writeOffs: 0, amount: 0, overdue: 0, unpaid: 0 });
const addCounts = (a: WriteOffCycleCounts, b: WriteOffCycleCounts): WriteOffCycleCounts => ({
  enterprises: a.enterprises + b.enterprises,
  writeOffs: a.writeOffs + b.writeOffs,
  amount: a.amount + b.amount,
  overdue: a.overdue + b.overdue,
  unpaid: a.unpaid + b.unpaid,
});

const cycleView = (c: WriteOffCycle) => ({
  month: c.month,
  run: c.run,
  status: c.status,
  startedBy: c.startedBy,
  createdAt: c.createdAt,
  finishedAt: c.finishedAt ?? null,
  counts: c.counts ?? null,
  failureCause: c.failureCause ?? null,
});

export function createWriteOffCycle(d: WriteOffServiceDeps, apply: WriteOffApply) {
  const now = () => d.clock().toISOString();

  /** The enterprise's own owing bills of cycles up to `month`, oldest first: marks overdue, then writes off what funds cover. */
  async function cycleOfEnterprise(channelCustId: string, month: string): Promise<WriteOffCycleCounts> {
    const counts = { ...emptyCounts(), enterprises: 1 };
    const by = `cycle:${month}`;
    const bills = (await d.repo.owingBills(channelCustId, month)).sort(
      (a, b) => a.cycle.localeCompare(b.cycle) || a.billId.localeCompare(b.billId),
    );
    if (!bills.length) return counts;
    // 1. Bills of cycles before the month, still owing and not overdue yet: past their due date.
    counts.overdue += await markOverdue(
      { ...d.repo, publish: d.publish ?? ((events) => publishSafely(events)), now },
      channelCustId,
      month,
      bills,
    );
    // 2. Write off, oldest first, as far as grants, pre-deposits and the credit line cover.
    await openFunds(d.ledger, channelCustId, now());
    for (const listed of bills) {
      const operationId = operationIds.cycle(month, listed.billId);
      if (await d.repo.getOperation(channelCustId, operationId)) continue;
      let done = false;
      for (let attempt = 1; attempt <= BILL_RETRIES && !done; attempt++) {
        const bill = attempt === 1 ? listed : await d.repo.getBill(channelCustId, listed.billId);
        if (!bill || !writableStatuses.includes(bill.status)) break;
        const funds = await readFunds(d.ledger, channelCustId);
        const amount = cycleAmount(remainingOf(bill), funds);
        if (amount <= 0) break;
        const at = now();
        const legs = writeOffLegs(funds, bill.billId, operationId, amount, { actor: by, at }, true);
        if (!legs) break;
        const { outcome } = apply(bill, amount, legs, { operationId, by, at, reason: ruleReasons.cycle });
        const o = await outcome;
        if (o.code === 'ok') {
          if (!o.replayed) {
            counts.writeOffs++;
            counts.amount += amount;
          }
          done = true;
        } else if (o.code === 'precondition' && (await d.repo.getOperation(channelCustId, operationId))) done = true;
        // Anything else (the bill or the funds moved meanwhile): read again and retry.
      }
    }
    const after = await d.repo.owingBills(channelCustId, month);
    counts.unpaid = after.length;
    return counts;
  }

  /** Starts a run of the month's cycle (run 1, or the next after an ended one). */
  async function start(month: string, by: string): Promise<{ cycle: WriteOffCycle; started: boolean }> {
    const last = await d.repo.getCycle(month);
    if (last?.status === 'processing') return { cycle: last, started: false };
    const cycle: WriteOffCycle = { month, run: (last?.run ?? 0) + 1, status: 'processing', startedBy: by, createdAt: now() };
    if (!(await d.repo.startCycle(cycle))) return { cycle: (await d.repo.getCycle(month))!, started: false };
    try {
      await d.startCycle({ month, run: cycle.run }, `writeoff-${month}-${cycle.run}`);
    } catch (error) {
      await d.repo.updateCycle(month, { status: 'failed', failureCause: 'the state machine did not start', finishedAt: now() });
      throw error;
    }
    return { cycle, started: true };
  }

  return {
    /** Starts (or re-runs) the write-off cycle of a month that has ended: the platform only. */
    async startCycle(p: Principal, body: { month: string }) {
      if (!isPlatformRole(p)) throw new AppError('WRITE_OFF_PLATFORM_ONLY');
      if (!monthEnded(body.month, shanghaiDay(d.clock())))
        throw new AppError('WRITE_OFF_CYCLE_FUTURE', { month: body.month }, 'month');
      const { cycle, started } = await start(body.month, p.loginName);
      if (!started && cycle.status === 'processing') throw new AppError('WRITE_OFF_CYCLE_RUNNING', { month: body.month });
      return { ...cycleView(cycle), started };
    },

    /** A month's cycle (its last run), or the newest cycle; null when there is none. */
    async cycleDetail(p: Principal, body: { month?: string }) {
      if (!isPlatformRole(p)) throw new AppError('WRITE_OFF_PLATFORM_ONLY');
      const c = body.month ? await d.repo.getCycle(body.month) : await d.repo.latestCycle();
      return c ? cycleView(c) : null;
    },

    /** The schedule (platform/schedules.ts): the cycle of the month before, unless it has run. Daily locally; idempotent. */
    async startScheduled(): Promise<{ month: string; started: boolean }> {
      const month = scheduledCycleMonth(shanghaiDay(d.clock()));
      if (await d.repo.getCycle(month)) return { month, started: false };
      return { month, started: (await start(month, 'schedule')).started };
    },

    // ── the cycle's state machine steps (write-off-cycle-job.ts) ──
    async planChunks(input: { month: string; run: number }) {
      const enterprises = (await d.repo.enterprises()).sort();
      const chunks = [];
      for (let i = 0; i < enterprises.length; i += CYCLE_CHUNK_ENTERPRISES)
        chunks.push({ ...input, index: chunks.length, channelCustIds: enterprises.slice(i, i + CYCLE_CHUNK_ENTERPRISES) });
      return { chunks };
    },
    async runChunk(input: { month: string; run: number; index: number; channelCustIds: string[] }) {
      if (await d.repo.getChunk(input.month, input.run, input.index)) return { skipped: true as const };
      let counts = emptyCounts();
      for (const c of input.channelCustIds) counts = addCounts(counts, await cycleOfEnterprise(c, input.month));
      await d.repo.putChunk({ month: input.month, run: input.run, index: input.index, counts });
      return { succeeded: input.channelCustIds.length, failed: 0 };
    },
    async finishCycle(input: { month: string; run: number; error?: unknown }) {
      const chunks = await d.repo.chunks(input.month, input.run);
      const counts = chunks.reduce((sum, c) => addCounts(sum, c.counts), emptyCounts());
      await d.repo.endCycle(input.month, input.run, {
        status: input.error ? 'failed' : 'succeeded',
        counts,
        finishedAt: now(),
        ...(input.error ? { failureCause: 'a step of the cycle failed' } : {}),
      });
    },

    /** One enterprise's part of a month's cycle (the chunk step's unit; tests call it directly). */
    cycleOfEnterprise,
  };
}
