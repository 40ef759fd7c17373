/**
 * Bills and bill runs as the API serves them. The platform starts a run (or a dry run) for one
 * enterprise, cycle and calendar, and publishes bills; an enterprise sees its own published bills
 * (consumption and profit sharing), a secondary customer its own published consumption bills (retail
 * prices only); the platform sees every bill.
 */
import { fundsError, openFunds } from '../funds/funds-ledger.ts';
import { billOwedTransfer } from '../funds/funds-model.ts';
import type { LedgerRepository } from '../ledger/ledger.repository.ts';
import { type Principal, isPlatformRole, scopeOf } from '../shared/auth/principal.ts';
import { requestedTenant } from '../shared/auth/tenant.ts';
import { scopeKeys } from '../shared/data/keys.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import { addMonths, shanghaiDay } from '../shared/time/calendar.ts';
import { type Calendar, type CardLines, calendarOperator, calendars, parseBillId } from './bill-model.ts';
import { type BillOperation, dueDateOf, operationIds, owesPlatform, ruleReasons } from './bill-owed.ts';
import type { BillPrepaid } from './bill-prepaid.ts';
import { type BilledCard, addSums } from './bill-run-rating.ts';
import { beyondCards, billsOfRun, rateCards } from './bill-run.worker.ts';
import type { Bill, BillRepository, BillRun, RunRef } from './bill.repository.ts';
import { billingCycle, cycleOfDay } from './rating/cycle.ts';

/** The most cards a dry run rates in the request (a bigger enterprise runs the bill instead). */
export const DRY_RUN_MAX_CARDS = 20_000;
/** Card rows per page of a bill's drill-down. */
const CARD_PAGE = 50;

export interface BillServiceDeps {
  bills: BillRepository;
  /** Starts the run's state machine; the execution name makes a replayed start a no-op. */
  startRun(ref: RunRef, executionName: string): Promise<void>;
  /** The ledger: a bill owing the platform is owed there as it is published. */
  ledger: LedgerRepository;
  clock: () => Date;
  /** Prepaid-card funds and prepaid cost: what a publication adds to them (bill-prepaid.ts). */
  prepaid?: Pick<BillPrepaid, 'publishing'>;
}

export interface RunInput {
  channelCustId: string;
  cycle: string;
  calendar: Calendar;
}

/** The execution of a run's first attempt: a replayed start of the same run is the same execution. */
const executionName = (ref: RunRef) => `${ref.channelCustId}-${ref.cycle}-${ref.calendar}`;

const runView = (r: BillRun) => ({
  channelCustId: r.channelCustId,
  cycle: r.cycle,
  calendar: r.calendar,
  status: r.status,
  expectedCards: r.expectedCards ?? null,
  ratedCards: r.ratedCards ?? 0,
  billIds: r.billIds ?? [],
  failureCause: r.failureCause ?? null,
  startedBy: r.startedBy,
  createdAt: r.createdAt,
  finishedAt: r.finishedAt ?? null,
});

/** A bill as its reader may see it: who published it is platform staff, named to the platform only. */
function billView<B extends Partial<Bill>>(p: Principal | null, { cardPages: _c, scope: _s, ...bill }: B & { scope?: string }) {
  if (p && isPlatformRole(p)) return bill;
  const { publishedBy: _by, ...shown } = bill;
  return shown;
}

/** A card of a bill's drill-down: its plan, retail plan and pool, and its lines. */
export interface BillCardRow extends Omit<CardLines, 'lines'> {
  lines: { kind: string; quantity: number; amount: number; tax: number; bytes: number; reason: string | null }[];
}

/** The names of a bill's payer and enterprise (null when the customer no longer exists). */
const payerNames = (customers: Map<string, string>, b: { channelCustId: string; custId: string | null }) => ({
  enterpriseName: customers.get(b.channelCustId) ?? null,
  customerName: (b.custId ? customers.get(`${b.channelCustId}|${b.custId}`) : customers.get(b.channelCustId)) ?? null,
});

export function createBillService(d: BillServiceDeps) {
  /** A cycle can be billed once it has ended (Shanghai days), for an enterprise that exists. */
  async function checkRunnable(input: RunInput) {
    if (!(await d.bills.enterpriseExists(input.channelCustId))) throw new AppError('NOT_FOUND', {}, 'channelCustId');
    const cycle = billingCycle(calendarOperator(input.calendar), input.cycle);
    if (cycle.end >= shanghaiDay(d.clock()))
      throw new AppError('BILL_CYCLE_OPEN', { cycle: input.cycle, end: cycle.end }, 'cycle');
    return cycle;
  }

  /** The bill the caller may read, or 404 (a foreign or unpublished bill is not revealed). */
  async function readable(p: Principal, billId: string): Promise<Bill> {
    const ref = parseBillId(billId);
    const bill = ref ? await d.bills.getBill(ref.channelCustId, billId) : undefined;
    if (!bill) throw new AppError('NOT_FOUND', {}, 'billId');
    const scope = scopeOf(p);
    if (scope.kind === 'platform') return bill;
    const own =
      bill.channelCustId === scope.channelCustId &&
      (scope.kind === 'enterprise' ? bill.custId === null : bill.custId === scope.custId && bill.kind === 'consumption');
    if (!own || bill.publishStatus !== 1) throw new AppError('NOT_FOUND', {}, 'billId');
    return bill;
  }

  /** Records the run and starts its machine unless a run exists; true when it started one. */
  async function startOnce(ref: RunRef, by: string): Promise<{ run: BillRun; created: boolean }> {
    const at = d.clock().toISOString();
    const out = await d.bills.createRun({ ...ref, status: 'processing', startedBy: by, createdAt: at });
    if (out.created) {
      try {
        await d.startRun(ref, executionName(ref));
      } catch (error) {
        // No execution: the run is failed, so the next request (or the next day's schedule) starts it again.
        await d.bills.updateRun(ref, { status: 'failed', failureCause: 'the state machine did not start', finishedAt: at });
        throw error;
      }
    }
    return out;
  }

  return {
    /**
     * The schedule of a billing calendar (platform/schedules.ts): starts the run of every enterprise
     * for the calendar's last ended cycle, unless it has one. Runs daily, so a missed day is caught up.
     */
    async startClosedCycles(calendar: Calendar): Promise<{ cycle: string; started: number }> {
      if (!calendars.includes(calendar)) throw new Error(`Unknown billing calendar ${String(calendar)}`);
      const current = cycleOfDay(calendarOperator(calendar), shanghaiDay(d.clock()));
      const cycle = addMonths(current.cycleMonth, -1);
      let started = 0;
      for (const channelCustId of await d.bills.enterprises()) {
        if ((await startOnce({ channelCustId, cycle, calendar }, 'schedule')).created) started++;
      }
      return { cycle, started };
    },

    /**
     * Starts the bill run of an enterprise for a cycle: once. A run in progress or done is answered as
     * it stands (a re-run writes no second bill); a failed run starts again and resumes after the
     * chunks it had finished.
     */
    async run(p: Principal, input: RunInput) {
      await checkRunnable(input);
      const ref: RunRef = { channelCustId: input.channelCustId, cycle: input.cycle, calendar: input.calendar };
      const { run, created } = await startOnce(ref, p.loginName);
      if (created) return { run: runView(run), started: true };
      if (run.status !== 'failed') return { run: runView(run), started: false };
      await d.bills.restartRun(ref, p.loginName);
      await d.startRun(ref, `${executionName(ref)}-${Date.parse(d.clock().toISOString())}`);
      return { run: runView({ ...run, status: 'processing', startedBy: p.loginName }), started: true };
    },

    async runDetail(_p: Principal, input: RunInput) {
      const run = await d.bills.getRun(input);
      if (!run) throw new AppError('NOT_FOUND', {}, 'cycle');
      return runView(run);
    },

    /** The bills a run would write, rated in the request and written nowhere; named as the list names them. */
    async dryRun(_p: Principal, input: RunInput, lang: Lang) {
      await checkRunnable(input);
      const ref: RunRef = { channelCustId: input.channelCustId, cycle: input.cycle, calendar: input.calendar };
      const count = await d.bills.cardCount(ref.channelCustId);
      if (count > DRY_RUN_MAX_CARDS) throw new AppError('BILL_DRY_RUN_TOO_LARGE', { max: DRY_RUN_MAX_CARDS, cards: count });
      const cards: BilledCard[] = [];
      let cursor: string | null = null;
      do {
        const page = await d.bills.cards(ref.channelCustId, cursor, 2000);
        cards.push(...page.cards);
        cursor = page.cursor;
      } while (cursor && cards.length <= DRY_RUN_MAX_CARDS);
      const retails = await d.bills.retails(ref.channelCustId);
      const { sums, plans } = await rateCards(d.bills, ref, cards, retails);
      const all = addSums([sums, ...(await beyondCards(d.bills, ref)).sums]);
      const bills = billsOfRun(ref, all, plans, () => [], d.clock().toISOString());
      const names = await d.bills.names(
        {
          enterprises: [ref.channelCustId],
          secondaries: bills.flatMap((b) => (b.custId ? [[ref.channelCustId, b.custId] as [string, string]] : [])),
          plans: [],
          retails: [],
        },
        lang,
      );
      return {
        dryRun: true,
        ratedCards: sums.cards,
        bills: bills.map((b) => ({ ...billView(null, b), ...payerNames(names.customers, b) })),
      };
    },

    async list(
      p: Principal,
      body: {
        channelCustId?: string;
        cycle?: string;
        calendar?: Calendar;
        kind?: Bill['kind'];
        status?: number;
        publishStatus?: 0 | 1;
        cursor?: string;
        pageSize?: number;
      },
      lang: Lang,
    ) {
      // A channel role naming another enterprise is refused (403), never answered with an empty list.
      if (!isPlatformRole(p)) requestedTenant(p, { channelCustId: body.channelCustId });
      const scope = scopeOf(p);
      const conditions: string[] = [];
      const values: Record<string, unknown> = {};
      const where = (expression: string, name: string, value: unknown) => {
        conditions.push(expression);
        values[name] = value;
      };
      if (scope.kind === 'platform') {
        if (body.channelCustId) where('channelCustId = :c', ':c', body.channelCustId);
        if (body.publishStatus !== undefined) where('publishStatus = :pub', ':pub', body.publishStatus);
      } else where('publishStatus = :pub', ':pub', 1);
      if (scope.kind === 'secondary') where('kind = :k', ':k', 'consumption');
      else if (body.kind) where('kind = :k', ':k', body.kind);
      if (body.status !== undefined) where('#status = :st', ':st', body.status);
      if (body.calendar) where('calendar = :cal', ':cal', body.calendar);
      const partition =
        scope.kind === 'platform'
          ? scopeKeys.platform
          : scope.kind === 'enterprise'
            ? scopeKeys.enterprise(scope.channelCustId)
            : scopeKeys.secondary(scope.channelCustId, scope.custId);
      const filter = conditions.length
        ? {
            expression: conditions.join(' AND '),
            values,
            ...(body.status !== undefined ? { names: { '#status': 'status' } } : {}),
          }
        : undefined;
      const page = await d.bills.listBills(partition, {
        cycle: body.cycle,
        filter,
        cursor: body.cursor,
        pageSize: body.pageSize ?? 20,
      });
      const names = await d.bills.names(
        {
          enterprises: page.items.map((b) => b.channelCustId),
          secondaries: page.items.flatMap((b) => (b.custId ? [[b.channelCustId, b.custId] as [string, string]] : [])),
          plans: [],
          retails: [],
        },
        lang,
      );
      return {
        items: page.items.map((b) => ({ ...billView(p, b), ...payerNames(names.customers, b) })),
        cursor: page.cursor,
      };
    },

    /** A bill with the names a person reads: its payer and enterprise, its plans, retail plans and pools, profit-sharing customers. */
    async detail(p: Principal, body: { billId: string }, lang: Lang) {
      const bill = await readable(p, body.billId);
      const names = await d.bills.names(
        {
          enterprises: [bill.channelCustId],
          secondaries: [...(bill.custId ? [bill.custId] : []), ...bill.profitLines.map((l) => l.custId)].map(
            (custId) => [bill.channelCustId, custId] as [string, string],
          ),
          plans: [...bill.lines.map((l) => l.goodsReleaseId), ...bill.profitLines.map((l) => l.goodsReleaseId)],
          retails: [
            ...bill.lines.flatMap((l) => (l.retailId ? [l.retailId] : [])),
            ...bill.profitLines.map((l) => l.retailId),
          ].map((retailId) => [bill.channelCustId, retailId] as [string, string]),
          pools: bill.lines.flatMap((l) => (l.poolId ? [[bill.channelCustId, l.poolId] as [string, string]] : [])),
        },
        lang,
      );
      return {
        ...billView(p, bill),
        ...payerNames(names.customers, bill),
        planNames: Object.fromEntries(names.plans),
        retailNames: Object.fromEntries(names.retails),
        poolNames: Object.fromEntries(names.pools),
        profitLines: bill.profitLines.map((l) => ({
          ...l,
          customerName: names.customers.get(`${bill.channelCustId}|${l.custId}`) ?? null,
        })),
      };
    },

    /** A page of the bill's cards with their lines, optionally of one plan; the cursor is `<page>.<offset>`. */
    async cards(p: Principal, body: { billId: string; goodsReleaseId?: string; iccid?: string; cursor?: string }) {
      const bill = await readable(p, body.billId);
      const [startPage, startOffset] = (body.cursor ?? '0.0').split('.').map(Number) as [number, number];
      const items: BillCardRow[] = [];
      for (let at = startPage; at < bill.cardPages.length; at++) {
        const page = await d.bills.cardLines(bill.channelCustId, bill.billId, bill.cardPages[at]!);
        const cards = (page?.cards ?? []).filter(
          (c) => (!body.goodsReleaseId || c.goodsReleaseId === body.goodsReleaseId) && (!body.iccid || c.iccid === body.iccid),
        );
        const from = at === startPage ? startOffset : 0;
        const take = cards.slice(from, from + CARD_PAGE - items.length);
        items.push(
          ...take.map((c) => ({
            ...c,
            lines: c.lines.map(([kind, quantity, amount, tax, bytes, reason]) => ({
              kind,
              quantity,
              amount,
              tax,
              bytes,
              reason: reason ?? null,
            })),
          })),
        );
        if (items.length >= CARD_PAGE) {
          const next =
            from + take.length < cards.length
              ? `${at}.${from + take.length}`
              : at + 1 < bill.cardPages.length
                ? `${at + 1}.0`
                : null;
          return { items, cursor: next };
        }
      }
      return { items, cursor: null };
    },

    /**
     * Publishes a bill. A bill owing the platform (bill-owed.ts) goes to status 2 and its amount is
     * owed in the ledger in the same transaction as the bill, its list copies and the operation's
     * record; another is published as status 1. Published already (or a retry): BILL_ALREADY_PUBLISHED.
     */
    async publish(p: Principal, body: { billId: string }) {
      const bill = await readable(p, body.billId);
      if (bill.publishStatus === 1) throw new AppError('BILL_ALREADY_PUBLISHED');
      const at = d.clock().toISOString();
      const owes = owesPlatform(bill);
      const status = owes ? 2 : 1;
      const set: Partial<Bill> = {
        publishStatus: 1,
        publishedAt: at,
        publishedBy: p.loginName,
        status,
        ...(owes ? { writtenOff: 0, dueDate: dueDateOf(bill.cycle) } : {}),
      };
      const op: BillOperation = {
        operationId: operationIds.publish(bill.billId),
        type: 'publish',
        billId: bill.billId,
        channelCustId: bill.channelCustId,
        custId: bill.custId,
        cycle: bill.cycle,
        amount: owes ? bill.totals.total : 0,
        statusBefore: bill.status,
        statusAfter: status,
        writtenOffAfter: 0,
        by: p.loginName,
        at,
        reason: owes ? ruleReasons.owed : ruleReasons.notOwed,
      };
      // Prepaid terms roll up in the publication's own transaction (ADDs, conditioned with it on the bill being unpublished).
      const prepaid = await d.prepaid?.publishing(bill);
      await prepaid?.writeCards();
      const steps = [...d.bills.publishSteps(bill, set, op), ...(prepaid?.steps ?? [])];
      if (!owes) {
        if (!(await d.bills.transact(steps))) throw new AppError('BILL_ALREADY_PUBLISHED');
      } else {
        await openFunds(d.ledger, bill.channelCustId, at);
        const owed = billOwedTransfer(bill.channelCustId, bill.billId, bill.totals.total, { actor: p.loginName, at });
        const outcome = await d.ledger.transfer(owed, steps);
        if (outcome.code === 'precondition' || (outcome.code === 'ok' && outcome.replayed))
          throw new AppError('BILL_ALREADY_PUBLISHED');
        if (outcome.code !== 'ok') throw fundsError(outcome);
      }
      return { billId: bill.billId, publishStatus: 1 as const, status, publishedAt: at };
    },
  };
}

export type BillService = ReturnType<typeof createBillService>;
