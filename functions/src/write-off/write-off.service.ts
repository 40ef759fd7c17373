/**
 * Write-offs as the API and the monthly cycle run them (issue #14, item 5; rules in write-off-model.ts).
 *
 * A write-off is ONE transaction: the ledger's linked legs (grants, then pre-deposits, then — the cycle
 * only — the credit line, each → toWriteOff), the bill and its list copies (written-off amount and
 * status, conditioned on the status and written-off amount read, so two concurrent write-offs of one
 * bill cannot both pass) and the operation's record with its log entries (absent-only: the operation
 * id of a retried write-off finds the first). The enterprise writes off its own bills; the platform any.
 */
import { randomUUID } from 'node:crypto';
import { parseBillId } from '../bill/bill-model.ts';
import { type BillOperation, operationIds, ruleReasons } from '../bill/bill-owed.ts';
import { fundsError, openFunds, readFunds } from '../funds/funds-ledger.ts';
import { type FundsSummary, writeOffLegs, writeOffRefusal } from '../funds/funds-model.ts';
import type { LedgerRepository } from '../ledger/ledger.repository.ts';
import { type Principal, isPlatformRole, scopeOf } from '../shared/auth/principal.ts';
import { requestedTenant } from '../shared/auth/tenant.ts';
import type { BillStatus } from '../shared/data/entities/bill.entity.ts';
import type { WriteOffCycleCounts } from '../shared/data/entities/write-off.entity.ts';
import { scopeKeys } from '../shared/data/keys.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import { shanghaiDay } from '../shared/time/calendar.ts';
import {
  cycleAmount,
  monthEnded,
  overdueInCycle,
  remainingOf,
  scheduledCycleMonth,
  statusAfterWriteOff,
  writableStatuses,
  yuan,
} from './write-off-model.ts';
import type { Bill, BillSummary, WriteOffCycle, WriteOffRepository } from './write-off.repository.ts';

/** Enterprises per chunk of the cycle's state machine. */
export const CYCLE_CHUNK_ENTERPRISES = 10;
/** Times a write-off is tried again when its bill changed between reading and writing. */
const BILL_RETRIES = 4;

export interface WriteOffServiceDeps {
  repo: WriteOffRepository;
  ledger: LedgerRepository;
  /** Starts the cycle's state machine for a month's run; the execution name makes a replayed start a no-op. */
  startCycle(input: { month: string; run: number }, executionName: string): Promise<void>;
  clock: () => Date;
}

/** The list tabs: to be written off (2), written off (3, 4), overdue (5), or every owing bill. */
export const writeOffTabs = ['toWriteOff', 'writtenOff', 'overdue', 'all'] as const;
export type WriteOffTab = (typeof writeOffTabs)[number];
const tabStatuses: Record<WriteOffTab, BillStatus[]> = {
  toWriteOff: [2],
  writtenOff: [3, 4],
  overdue: [5],
  all: [2, 3, 4, 5],
};

const emptyCounts = (): WriteOffCycleCounts => ({ enterprises: 0, writeOffs: 0, amount: 0, overdue: 0, unpaid: 0 });
const addCounts = (a: WriteOffCycleCounts, b: WriteOffCycleCounts): WriteOffCycleCounts => ({
  enterprises: a.enterprises + b.enterprises,
  writeOffs: a.writeOffs + b.writeOffs,
  amount: a.amount + b.amount,
  overdue: a.overdue + b.overdue,
  unpaid: a.unpaid + b.unpaid,
});

/** What pays a bill by hand: pre-deposits not reserved plus grants (spec §5; the credit line is the cycle's only). */
const payable = (s: Pick<FundsSummary, 'grant' | 'withdrawable'>) => Math.max(0, s.grant) + Math.max(0, s.withdrawable);

/** An operation as the log answers it (the acting login is platform staff or the enterprise's own). */
const operationView = ({ scope: _s, ...op }: BillOperation & { scope?: string }) => op;

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

export function createWriteOffService(d: WriteOffServiceDeps) {
  const now = () => d.clock().toISOString();

  /** The bill the caller may write off or read here: the platform any published one, an enterprise its own. */
  async function ownBill(p: Principal, billId: string): Promise<Bill> {
    const ref = parseBillId(billId);
    const bill = ref ? await d.repo.getBill(ref.channelCustId, billId) : undefined;
    const scope = scopeOf(p);
    const visible =
      bill &&
      bill.publishStatus === 1 &&
      (scope.kind === 'platform' ||
        (scope.kind === 'enterprise' && bill.channelCustId === scope.channelCustId && bill.custId === null));
    if (!visible) throw new AppError('NOT_FOUND', {}, 'billId');
    return bill;
  }

  /**
   * Writes `amount` off the bill from `legs` in one transaction. `precondition` (the bill changed, or
   * the operation exists) and the ledger's refusals are the caller's to answer.
   */
  function apply(
    bill: Pick<Bill, 'billId' | 'channelCustId' | 'custId' | 'cycle' | 'status' | 'totals' | 'writtenOff'>,
    amount: number,
    legs: NonNullable<ReturnType<typeof writeOffLegs>>,
    o: { operationId: string; by: string; at: string; reason: string },
  ) {
    const before = bill.writtenOff ?? 0;
    const writtenOff = before + amount;
    const status = statusAfterWriteOff(bill.status, bill.totals.total - writtenOff);
    const op: BillOperation = {
      operationId: o.operationId,
      type: 'writeOff',
      billId: bill.billId,
      channelCustId: bill.channelCustId,
      custId: bill.custId,
      cycle: bill.cycle,
      amount,
      statusBefore: bill.status,
      statusAfter: status,
      writtenOffAfter: writtenOff,
      legs: legs.map((l) => ({ source: l.transferId.split(':').at(-1) as 'grant' | 'preDeposit' | 'credit', amount: l.amount })),
      by: o.by,
      at: o.at,
      reason: o.reason,
    };
    const unchanged = {
      expression: '#status = :st AND writtenOff = :w',
      names: { '#status': 'status' },
      values: { ':st': bill.status, ':w': before },
    };
    const steps = [...d.repo.billSteps(bill, { writtenOff, status }, unchanged), ...d.repo.operationSteps(op)];
    return { op, outcome: d.ledger.linked(legs, steps) };
  }

  /** The enterprise's own owing bills of cycles up to `month`, oldest first: marks overdue, then writes off what funds cover. */
  async function cycleOfEnterprise(channelCustId: string, month: string): Promise<WriteOffCycleCounts> {
    const counts = { ...emptyCounts(), enterprises: 1 };
    const by = `cycle:${month}`;
    const bills = (await d.repo.owingBills(channelCustId, month)).sort(
      (a, b) => a.cycle.localeCompare(b.cycle) || a.billId.localeCompare(b.billId),
    );
    if (!bills.length) return counts;
    // 1. Bills of cycles before the month, still owing and not overdue yet: past their due date.
    for (const bill of bills) {
      if (bill.status !== 2 || !overdueInCycle(bill.cycle, month)) continue;
      const at = now();
      const op: BillOperation = {
        operationId: operationIds.overdue(bill.billId),
        type: 'overdue',
        billId: bill.billId,
        channelCustId,
        custId: bill.custId,
        cycle: bill.cycle,
        amount: 0,
        statusBefore: 2,
        statusAfter: 5,
        writtenOffAfter: bill.writtenOff ?? 0,
        by,
        at,
        reason: ruleReasons.overdue,
      };
      const stillOwed = { expression: '#status = :st', names: { '#status': 'status' }, values: { ':st': 2 } };
      if (await d.repo.transact([...d.repo.billSteps(bill, { status: 5 }, stillOwed), ...d.repo.operationSteps(op)])) {
        counts.overdue++;
        bill.status = 5;
      }
    }
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
    /**
     * The write-off list: owing bills (published with status 2–5) of the caller's scope, by tab; each
     * with what it owes, has written off and still owes, and its enterprise's payable funds
     * (pre-deposits not reserved plus grants) — the write-off dialog's prefill is what those cover.
     */
    async list(
      p: Principal,
      body: { tab?: WriteOffTab; channelCustId?: string; cycle?: string; cursor?: string; pageSize?: number },
      lang: Lang,
    ) {
      if (!isPlatformRole(p)) requestedTenant(p, { channelCustId: body.channelCustId });
      const scope = scopeOf(p);
      if (scope.kind === 'secondary') throw new AppError('FORBIDDEN');
      const statuses = tabStatuses[body.tab ?? 'all'];
      const values: Record<string, unknown> = { ':pub': 1 };
      statuses.forEach((s, i) => {
        values[`:s${i}`] = s;
      });
      const conditions = [
        'publishStatus = :pub',
        'attribute_exists(writtenOff)',
        `#status IN (${statuses.map((_, i) => `:s${i}`).join(', ')})`,
      ];
      if (scope.kind === 'platform' && body.channelCustId) {
        conditions.push('channelCustId = :c');
        values[':c'] = body.channelCustId;
      }
      const partition = scope.kind === 'platform' ? scopeKeys.platform : scopeKeys.enterprise(scope.channelCustId);
      const page = await d.repo.listBills(partition, {
        cycle: body.cycle,
        filter: { expression: conditions.join(' AND '), values, names: { '#status': 'status' } },
        cursor: body.cursor,
        pageSize: body.pageSize ?? 20,
      });
      const enterprises = [...new Set(page.items.map((b) => b.channelCustId))];
      const [funds, names] = await Promise.all([
        Promise.all(enterprises.map((c) => readFunds(d.ledger, c))),
        d.repo.names({ enterprises, secondaries: [], plans: [], retails: [] }, lang),
      ]);
      const fundsOf = new Map(funds.map((f) => [f.channelCustId, f]));
      return {
        items: page.items.map((b) => {
          const f = fundsOf.get(b.channelCustId)!;
          const remaining = remainingOf(b);
          return {
            billId: b.billId,
            channelCustId: b.channelCustId,
            enterpriseName: names.customers.get(b.channelCustId) ?? null,
            cycle: b.cycle,
            calendar: b.calendar,
            status: b.status,
            dueDate: b.dueDate ?? null,
            publishedAt: b.publishedAt ?? null,
            owed: b.totals.total,
            writtenOff: b.writtenOff ?? 0,
            remaining,
            grant: f.grant,
            preDeposit: f.withdrawable,
            payable: payable(f),
            suggested: writableStatuses.includes(b.status) ? Math.min(remaining, payable(f)) : 0,
          };
        }),
        cursor: page.cursor,
      };
    },

    /**
     * Writes off `amount` fen of a bill by hand, from grants then pre-deposits (spec §5 rules). The
     * operation id is the client's (`opId`, else its Idempotency-Key): the same id again answers the
     * first write-off; without either every request is its own operation.
     */
    async writeOff(p: Principal, body: { billId: string; amount: number; reason?: string; opId?: string }, clientKey?: string) {
      const bill0 = await ownBill(p, body.billId);
      const operationId = operationIds.manual(bill0.billId, body.opId ?? clientKey ?? randomUUID());
      const done = await d.repo.getOperation(bill0.channelCustId, operationId);
      if (done) return { ...operationView(done), replayed: true };
      if (body.amount <= 0) throw new AppError('WRITE_OFF_ZERO', {}, 'amount');
      await openFunds(d.ledger, bill0.channelCustId, now());
      for (let attempt = 1; ; attempt++) {
        const bill = attempt === 1 ? bill0 : (await d.repo.getBill(bill0.channelCustId, bill0.billId))!;
        if (!writableStatuses.includes(bill.status)) throw new AppError('WRITE_OFF_NOT_OWED', {}, 'billId');
        const funds = await readFunds(d.ledger, bill.channelCustId);
        const remaining = remainingOf(bill);
        const refused = writeOffRefusal(body.amount, remaining, funds);
        if (refused === 'zero') throw new AppError('WRITE_OFF_ZERO', {}, 'amount');
        if (refused === 'aboveOwed') throw new AppError('WRITE_OFF_ABOVE_OWED', { owed: yuan(remaining) }, 'amount');
        const aboveFunds = () => new AppError('WRITE_OFF_ABOVE_FUNDS', { available: yuan(payable(funds)) }, 'amount');
        if (refused === 'aboveFunds') throw aboveFunds();
        const at = now();
        const legs = writeOffLegs(funds, bill.billId, operationId, body.amount, { actor: p.loginName, at });
        if (!legs) throw aboveFunds();
        const { op, outcome } = apply(bill, body.amount, legs, {
          operationId,
          by: p.loginName,
          at,
          reason: body.reason?.trim() || ruleReasons.manual,
        });
        const o = await outcome;
        if (o.code === 'ok' && !o.replayed) return { ...operationView(op), replayed: false };
        const first = await d.repo.getOperation(bill.channelCustId, operationId);
        if (first) return { ...operationView(first), replayed: true };
        if (o.code === 'insufficientFunds' && attempt >= BILL_RETRIES) throw aboveFunds();
        if (o.code === 'overLimit' && attempt >= BILL_RETRIES)
          throw new AppError('WRITE_OFF_ABOVE_OWED', { owed: yuan(remaining) }, 'amount');
        if (o.code === 'precondition' && attempt >= BILL_RETRIES) throw new AppError('WRITE_OFF_BILL_CHANGED');
        if (!['precondition', 'insufficientFunds', 'overLimit'].includes(o.code)) throw fundsError(o);
        // The bill or the funds moved since they were read: read again, check again.
      }
    },

    /** The bill operations log (publish, write-off, overdue mark): the platform's, or the enterprise's own. */
    async operations(
      p: Principal,
      body: { channelCustId?: string; billId?: string; type?: BillOperation['type']; cursor?: string; pageSize?: number },
    ) {
      if (!isPlatformRole(p)) requestedTenant(p, { channelCustId: body.channelCustId });
      const scope = scopeOf(p);
      if (scope.kind === 'secondary') throw new AppError('FORBIDDEN');
      const conditions: string[] = [];
      const values: Record<string, unknown> = {};
      const names: Record<string, string> = {};
      if (scope.kind === 'platform' && body.channelCustId) {
        conditions.push('channelCustId = :c');
        values[':c'] = body.channelCustId;
      }
      if (body.billId) {
        conditions.push('billId = :b');
        values[':b'] = body.billId;
      }
      if (body.type) {
        conditions.push('#type = :t');
        values[':t'] = body.type;
        names['#type'] = 'type';
      }
      const page = await d.repo.listOperations(
        scope.kind === 'platform' ? scopeKeys.platform : scopeKeys.enterprise(scope.channelCustId),
        {
          filter: conditions.length
            ? { expression: conditions.join(' AND '), values, ...(Object.keys(names).length ? { names } : {}) }
            : undefined,
          cursor: body.cursor,
          pageSize: body.pageSize ?? 20,
        },
      );
      return { items: page.items.map(operationView), cursor: page.cursor };
    },

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

export type WriteOffService = ReturnType<typeof createWriteOffService>;
export type { BillSummary };
