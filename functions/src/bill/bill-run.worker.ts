/**
 * The bill run's steps (bill-run-job.ts): plan the chunks from the enterprise's card count, rate one
 * chunk of cards read from where the chunk before ended, and assemble the bills from the chunks'
 * partial sums. Every step is idempotent on its own input: a chunk's marker is written once (a
 * replayed chunk is skipped; its card lines are the same item written again), and a bill once written
 * is never written again, so a crashed run resumes to the same totals and a re-run changes nothing.
 */
import { dayRange } from '../order/order-model.ts';
import { type JobError, causeOf } from '../shared/jobs/job-error.ts';
import { type BillRef, type Calendar, billIdOf, calendarOperator } from './bill-model.ts';
import type { ChunkSums } from './bill-model.ts';
import { type BilledCard, type RatingContext, addSums, assembleBills, rateChunk } from './bill-run-rating.ts';
import type { Bill, BillRepository, BillRunChunk as ChunkMarker, RunRef } from './bill.repository.ts';
import { lateAdjustments } from './late-adjustments.ts';
import { ORDERS_CALENDAR, orderLines } from './order-lines.ts';
import { billingCycle } from './rating/cycle.ts';
import { cycleMonths, usageOfCycle } from './rating/daily-usage.ts';

/** Cards a chunk reads: one Lambda invocation rates them (about 1-2 s of work on a Lambda, 4 KB-pages of reads). */
export const BILL_RUN_CHUNK_CARDS = 2000;

export interface BillRunChunk extends RunRef {
  index: number;
  last: boolean;
}

export interface BillRunWorkerDeps {
  bills: Pick<
    BillRepository,
    | 'getRun'
    | 'updateRun'
    | 'chunk'
    | 'chunks'
    | 'putChunk'
    | 'cards'
    | 'usage'
    | 'plans'
    | 'retails'
    | 'putCardLines'
    | 'putBill'
    | 'lateUsage'
    | 'cardsByIccid'
    | 'clearLateUsage'
    | 'cycleOrders'
  > & { cardCount(channelCustId: string): Promise<number> };
  clock: () => Date;
  /** Cards per chunk (the declaration's chunk size; tests use a small one). */
  chunkCards?: number;
}

const monthOfKey = (sk: string) => sk.slice(-7);
const iccidOfKey = (pk: string) => pk.slice(pk.lastIndexOf('#') + 1);

/** Rates cards of an enterprise for a cycle: the plans, retail plans and usage they need are read here. */
export async function rateCards(
  d: Pick<BillRunWorkerDeps['bills'], 'usage' | 'plans' | 'retails'>,
  ref: RunRef,
  cards: BilledCard[],
  retails?: Awaited<ReturnType<BillRunWorkerDeps['bills']['retails']>>,
) {
  const cycle = billingCycle(calendarOperator(ref.calendar), ref.cycle);
  const months = cycleMonths(cycle);
  const plans = await d.plans(cards.flatMap((c) => [c.goodsReleaseId, ...(c.planLog ?? []).flatMap((e) => [e.from, e.to])]));
  const usageItems = cards.length
    ? await d.usage(
        ref.channelCustId,
        cards.map((c) => c.iccid),
        months,
      )
    : [];
  const byCard = new Map<string, { month: string; item: Record<string, unknown> }[]>();
  for (const item of usageItems) {
    const iccid = iccidOfKey(item.pk);
    byCard.set(iccid, [...(byCard.get(iccid) ?? []), { month: monthOfKey(item.sk), item }]);
  }
  const ctx: RatingContext = {
    cycle: ref.cycle,
    calendar: ref.calendar,
    plans,
    retails: retails ?? (await d.retails(ref.channelCustId)),
  };
  const rated = rateChunk(
    cards.map((card) => ({ card, usage: usageOfCycle(cycle, byCard.get(card.iccid) ?? []) })),
    ctx,
  );
  return { ...rated, plans };
}

/**
 * What a cycle's bills hold besides its cards' rating: adjustment lines for late usage of earlier
 * cycles, and the cycle's one-off fees and card purchases (a line each, on the calendar-month bills).
 */
export async function beyondCards(
  d: Parameters<typeof lateAdjustments>[0] & Pick<BillRunWorkerDeps['bills'], 'cycleOrders'>,
  ref: RunRef,
) {
  const late = await lateAdjustments(d, ref);
  const cycle = billingCycle(calendarOperator(ref.calendar), ref.cycle);
  const orders =
    ref.calendar === ORDERS_CALENDAR ? await d.cycleOrders(ref.channelCustId, dayRange(cycle.start, cycle.end)!) : [];
  const sums: ChunkSums[] = [
    { cards: 0, payers: late.payers, pools: [], profit: [] },
    { cards: 0, payers: orderLines(orders), pools: [], profit: [] },
  ];
  return { late, sums };
}

const consumptionBillId = (ref: RunRef, payer: string) => billIdOf({ ...ref, kind: 'consumption', payer } satisfies BillRef);

/** The bills a run's summed chunks make, as stored (cycle days, statuses, the drill-down's pages). */
export function billsOfRun(
  ref: RunRef,
  sums: ChunkSums,
  plans: Parameters<typeof assembleBills>[1],
  pagesOf: (payer: string) => number[],
  at: string,
): Bill[] {
  const cycle = billingCycle(calendarOperator(ref.calendar), ref.cycle);
  return assembleBills(sums, plans).map((b) => ({
    billId: billIdOf({ ...ref, kind: b.kind, payer: b.payer }),
    channelCustId: ref.channelCustId,
    custId: b.payer === 'E' ? null : b.payer,
    cycle: ref.cycle,
    calendar: ref.calendar,
    kind: b.kind,
    start: cycle.start,
    end: cycle.end,
    status: 1,
    publishStatus: 0,
    totals: b.totals,
    currency: 'CNY',
    createdAt: at,
    lines: b.lines,
    profitLines: b.profitLines,
    cardPages: b.kind === 'consumption' ? pagesOf(b.payer) : [],
  }));
}

export function createBillRunWorker(d: BillRunWorkerDeps) {
  const size = d.chunkCards ?? BILL_RUN_CHUNK_CARDS;
  const running = async (ref: RunRef) => {
    const run = await d.bills.getRun(ref);
    return run?.status === 'processing' ? run : undefined;
  };
  const refOf = (r: RunRef): RunRef => ({ channelCustId: r.channelCustId, cycle: r.cycle, calendar: r.calendar as Calendar });

  return {
    /** Cuts the run into chunks from the enterprise's card count, kept on the run: a replayed plan cuts the same. */
    async planChunks(input: RunRef): Promise<{ chunks: BillRunChunk[] }> {
      const ref = refOf(input);
      const run = await running(ref);
      if (!run) return { chunks: [] };
      let count = run.chunks;
      if (count === undefined) {
        const expectedCards = await d.bills.cardCount(ref.channelCustId);
        count = Math.max(1, Math.ceil(expectedCards / size));
        await d.bills.updateRun(ref, { chunks: count, expectedCards });
      }
      const total = count;
      return { chunks: Array.from({ length: total }, (_, index) => ({ ...ref, index, last: index === total - 1 })) };
    },

    /**
     * Rates one chunk: the cards read from where the chunk before ended (the last chunk reads to the
     * end, so cards added since the plan are billed), their lines written per payer for the drill-down,
     * then the chunk's marker with its partial sums, once. Chunks run one after the other.
     */
    async runChunk(chunk: BillRunChunk): Promise<{ succeeded: number; failed: number } | { skipped: true }> {
      const ref = refOf(chunk);
      if (await d.bills.chunk(ref, chunk.index)) return { skipped: true };
      if (!(await running(ref))) return { skipped: true };
      const before = chunk.index ? await d.bills.chunk(ref, chunk.index - 1) : { cursor: null, done: false, read: 0 };
      if (!before) throw new Error(`Bill run ${ref.channelCustId} ${ref.cycle}: chunk ${chunk.index - 1} is not written yet`);
      const cards: BilledCard[] = [];
      let cursor = before.cursor;
      let done = before.done;
      while (!done && (chunk.last || cards.length < size)) {
        const page = await d.bills.cards(ref.channelCustId, cursor, chunk.last ? size : size - cards.length);
        cards.push(...page.cards);
        cursor = page.cursor;
        done = !page.cursor;
      }
      const { sums, cardLines } = await rateCards(d.bills, ref, cards);
      for (const [payer, lines] of cardLines)
        await d.bills.putCardLines(ref.channelCustId, consumptionBillId(ref, payer), chunk.index, lines);
      const written = await d.bills.putChunk(ref, chunk.index, {
        cursor: cursor ?? null,
        done,
        read: (before.read ?? 0) + cards.length,
        sums,
        payers: [...cardLines.keys()],
      });
      if (written) await d.bills.updateRun(ref, { ratedCards: (before.read ?? 0) + cards.length });
      return { succeeded: sums.cards, failed: 0 };
    },

    /** Sums the chunks into the bills and ends the run; after a failure, records its cause (chunks written stay). */
    async finishBills(input: RunRef & { error?: JobError }): Promise<void> {
      const ref = refOf(input);
      const run = await running(ref);
      if (!run) return;
      const at = d.clock().toISOString();
      if (input.error) {
        await d.bills.updateRun(ref, { status: 'failed', failureCause: causeOf(input.error) ?? '', finishedAt: at });
        return;
      }
      // Markers sort by chunk number, one per planned chunk: the n-th is chunk n when all are there.
      const markers = await d.bills.chunks(ref);
      if (markers.length !== (run.chunks ?? 0))
        throw new Error(`Bill run ${ref.channelCustId} ${ref.cycle}: ${markers.length} of ${run.chunks} chunks written`);
      const chunks: (ChunkMarker & { index: number })[] = markers.map((c, index) => ({ index, ...c }));
      // Late usage of earlier cycles: adjustment lines, and their cards' lines on a page after the chunks'.
      const { late, sums: beyond } = await beyondCards(d.bills, ref);
      const adjustmentPage = run.chunks ?? 0;
      for (const [payer, lines] of late.cardLines)
        await d.bills.putCardLines(ref.channelCustId, consumptionBillId(ref, payer), adjustmentPage, lines);
      const sums = addSums([...chunks.map((c) => c.sums), ...beyond]);
      const planIds = [
        ...Object.values(sums.payers).flatMap((ls) => ls.map((l) => l.goodsReleaseId)),
        ...sums.pools.map((p) => p.goodsReleaseId),
      ];
      const plans = await d.bills.plans(planIds);
      const pagesOf = (payer: string) => [
        ...chunks.filter((c) => c.payers.includes(payer)).map((c) => c.index),
        ...(late.cardLines.has(payer) ? [adjustmentPage] : []),
      ];
      const bills = billsOfRun(ref, sums, plans, pagesOf, at);
      for (const bill of bills) await d.bills.putBill(bill);
      // Pools adjusted: the earlier runs keep what this run added, so the next adjustment starts from it.
      for (const u of late.poolUpdates) await d.bills.updateRun(u.run, { poolAdjustments: u.poolAdjustments });
      // Billed now: the records go (unless more late usage changed one since it was read).
      for (const r of late.records) await d.bills.clearLateUsage(r);
      await d.bills.updateRun(ref, {
        status: 'succeeded',
        ratedCards: sums.cards,
        billIds: bills.map((b) => b.billId),
        finishedAt: at,
      });
    },
  };
}

export type BillRunWorker = ReturnType<typeof createBillRunWorker>;
