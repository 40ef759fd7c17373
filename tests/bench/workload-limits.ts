import { planExpiryChunks } from '@cmp/functions/autorule/expiry';
/**
 * The long workloads planned at 10,000,000 cards (issue #19 item 3): each workload's own planning
 * step run on stand-in reads of that size, split as the state machine splits it (chunked-job-worker.ts
 * `splitPlan`: one execution, or child executions of at most `JOB_CHILD_CHUNKS` chunks), and the
 * history events and transitions of its executions estimated from the plan (history-events.ts).
 * The unit tests (workload-limits.test.ts) hold every workload's largest execution under 25,000
 * events; `npm run bench` prints the table (run.ts).
 */
import { CHUNK_SIZE as BATCH_CHUNK, BATCH_MAX_CARDS } from '@cmp/functions/batch/batch-model';
import { billRunJob } from '@cmp/functions/bill/bill-run-job';
import { BILL_RUN_CHUNK_CARDS, createBillRunWorker } from '@cmp/functions/bill/bill-run.worker';
import { IMPORT_CHUNK_SIZE } from '@cmp/functions/card-import/import-model';
import { IMPORT_MAX_ROWS } from '@cmp/functions/card-import/import-rows';
import { CHANNEL_BILL_CHUNK_CARDS, CHANNEL_BILL_MAX_LINES } from '@cmp/functions/channel-bill/reconcile';
import type { DownloadTask } from '@cmp/functions/download/download-model';
import { exportJob } from '@cmp/functions/download/export-job';
import { createExportWorker } from '@cmp/functions/download/export-worker.service';
import { RENEWAL_CHUNK, RENEWAL_MAX_ROWS } from '@cmp/functions/risk-renewal/renewal-rules';
import { chunkRanges } from '@cmp/functions/shared/jobs/chunked-job';
import { type SplitPlan, childChunks, dispatchChunkedJob, splitPlan } from '@cmp/functions/shared/jobs/chunked-job-worker';
import { HISTORY_EVENT_LIMIT, type JobHistory, jobHistory } from '@cmp/functions/shared/jobs/history-events';
import { STOCK_CHUNK, STOCK_MAX_ROWS } from '@cmp/functions/stock/stock-rules';
import { CYCLE_CHUNK_ENTERPRISES, createWriteOffCycle } from '@cmp/functions/write-off/write-off-cycle';

/** The size the limits are judged at: one enterprise's cards, and the enterprises on the platform beside it. */
export const LIMIT_CARDS = 10_000_000;
/** Enterprises at that size, at 100 cards each (the sweeps over enterprises plan one chunk per 1 or 10 of them). */
export const LIMIT_ENTERPRISES = 100_000;

export interface WorkloadPlan {
  workload: string;
  chunk: string;
  /** The plan Task's answer (the parent's, when it splits). */
  plan: SplitPlan<unknown>;
  /** Each execution's plan Task answer: the one execution's, or every child's. */
  executionPlans: SplitPlan<unknown>[];
  history: JobHistory;
}

type Plan = (input: unknown) => Promise<unknown>;

/** Runs a workload's plan Task as the parent and as every child execution would, through `plan` (a dispatch). */
async function planned(workload: string, chunk: string, plan: Plan, input: unknown): Promise<WorkloadPlan> {
  const top = (await plan(input)) as SplitPlan<unknown>;
  const executionPlans =
    'shards' in top ? await Promise.all(top.shards.map((s) => plan(s) as Promise<SplitPlan<unknown>>)) : [top];
  return { workload, chunk, plan: top, executionPlans, history: jobHistory(top) };
}

/** A job whose plan cuts `items` into chunks of `size`, a descriptor per chunk as its worker answers it. */
const rangePlan =
  (ref: Record<string, unknown>, items: number, size: number): Plan =>
  async (input) =>
    splitPlan(
      chunkRanges(items, size).map((r) => ({ ...ref, ...r })),
      input,
      childChunks(),
    );

/** The bill run of one enterprise of `cards` cards: its worker's plan from the card count, through the machine's dispatch. */
function billRunPlan(cards: number): Plan {
  let run: Record<string, unknown> = { status: 'processing' };
  const bills = {
    getRun: async () => run,
    updateRun: async (_ref: unknown, set: Record<string, unknown>) => {
      run = { ...run, ...set };
    },
    cardCount: async () => cards,
  };
  const worker = createBillRunWorker({ bills: bills as never, clock: () => new Date() });
  const dispatch = dispatchChunkedJob(billRunJob, {
    planChunks: worker.planChunks,
    runChunk: worker.runChunk,
    finish: worker.finishBills,
  });
  return (input) => dispatch({ action: 'planChunks', input });
}

/** A card export of an enterprise of `cards` cards: its worker's plan from the scope's counters (capped at a file's rows). */
function exportPlan(cards: number): Plan {
  let task = {
    taskId: 'T1',
    scope: 'CUST#C1',
    kind: 'cards',
    format: 'xlsx',
    status: 'processing',
    tenant: { channelCustId: 'C1', custId: null },
    filter: {},
    lang: 'en-US',
  } as unknown as DownloadTask;
  const tasks = {
    get: async () => task,
    update: async (_s: string, _t: string, set: Partial<DownloadTask>) => {
      task = { ...task, ...set };
      return true;
    },
    cardCounters: async () => ({ total: cards }),
  };
  const worker = createExportWorker({
    tasks: tasks as never,
    cards: {} as never,
    catalogue: {} as never,
    clock: () => new Date(),
  });
  const dispatch = dispatchChunkedJob(exportJob, {
    planChunks: worker.planChunks,
    runChunk: worker.runChunk,
    finish: worker.finishExport,
  });
  return (input) => dispatch({ action: 'planChunks', input });
}

/** The monthly write-off cycle over `enterprises` enterprises: its own plan, 10 enterprises a chunk. */
function writeOffPlan(enterprises: number): Plan {
  const ids = Array.from({ length: enterprises }, (_, i) => `C${String(1_000_000 + i)}`);
  const cycle = createWriteOffCycle({ repo: { enterprises: async () => ids } } as never, {} as never);
  return async (input) => {
    const { shard: _s, ...own } = input as { shard?: unknown; month: string; run: number };
    return splitPlan((await cycle.planChunks(own)).chunks, input, childChunks());
  };
}

/** The daily expiry sweep with a due contract-end rule in each of `enterprises` enterprises: one chunk per enterprise. */
function expiryPlan(enterprises: number): Plan {
  const rules = Array.from({ length: enterprises }, (_, i) => ({
    channelCustId: `C${String(1_000_000 + i)}`,
    ruleId: `R${i}`,
    triggerKind: 'contractEnd' as const,
    trigger: { days: 7 },
  }));
  // The rules stay as they are between the parent's plan and its children's: planned once here.
  const chunks = planExpiryChunks('2026-11-27', rules).map((c) => ({ ...c, job: 'expiry-run' }));
  return async (input) => splitPlan(chunks, input, childChunks());
}

/** Every long workload planned at 10,000,000 cards (jobs capped per request at their own limit). */
export async function workloadPlans(cards = LIMIT_CARDS, enterprises = LIMIT_ENTERPRISES): Promise<WorkloadPlan[]> {
  const tenantJob = { channelCustId: 'C1001', jobId: 'J20261127000000001' };
  return Promise.all([
    planned('Bill run', `${BILL_RUN_CHUNK_CARDS.toLocaleString('en-US')} cards`, billRunPlan(cards), {
      channelCustId: 'C1001',
      cycle: '2026-10',
      calendar: 'month',
    }),
    planned('Card export', '2,000 rows (≤ 1,048,575 a file)', exportPlan(cards), { scope: 'CUST#C1', taskId: 'T1' }),
    planned(
      'Card import',
      `${IMPORT_CHUNK_SIZE} rows, ≤ ${IMPORT_MAX_ROWS.toLocaleString('en-US')} a file`,
      rangePlan(tenantJob, IMPORT_MAX_ROWS, IMPORT_CHUNK_SIZE),
      tenantJob,
    ),
    planned(
      'Batch',
      `${BATCH_CHUNK} cards, ≤ ${BATCH_MAX_CARDS.toLocaleString('en-US')} a batch`,
      rangePlan(tenantJob, BATCH_MAX_CARDS, BATCH_CHUNK),
      tenantJob,
    ),
    planned(
      'Renewal',
      `${RENEWAL_CHUNK} cards, ≤ ${RENEWAL_MAX_ROWS.toLocaleString('en-US')} a request`,
      rangePlan({ ...tenantJob, job: 'renewal' }, RENEWAL_MAX_ROWS, RENEWAL_CHUNK),
      { ...tenantJob, job: 'renewal' },
    ),
    planned(
      'Stock import',
      `${STOCK_CHUNK} rows, ≤ ${STOCK_MAX_ROWS.toLocaleString('en-US')} a file`,
      rangePlan({ ...tenantJob, job: 'stock' }, STOCK_MAX_ROWS, STOCK_CHUNK),
      { ...tenantJob, job: 'stock' },
    ),
    planned(
      'Operator bill reconciliation',
      `${CHANNEL_BILL_CHUNK_CARDS.toLocaleString('en-US')} lines, ≤ ${CHANNEL_BILL_MAX_LINES.toLocaleString('en-US')} a bill`,
      rangePlan({ billId: 'CB1', job: 'channel-bill-import' }, CHANNEL_BILL_MAX_LINES, CHANNEL_BILL_CHUNK_CARDS),
      { billId: 'CB1', job: 'channel-bill-import' },
    ),
    planned('Write-off cycle', `${CYCLE_CHUNK_ENTERPRISES} enterprises`, writeOffPlan(enterprises), { month: '2026-11', run: 1 }),
    planned('Expiry sweep', '1 enterprise', expiryPlan(enterprises), { day: '2026-11-27', job: 'expiry-run' }),
  ]);
}

/** The table `npm run bench` prints. */
export function workloadLimitLines(plans: WorkloadPlan[], cards = LIMIT_CARDS, enterprises = LIMIT_ENTERPRISES): string[] {
  const n = (x: number) => x.toLocaleString('en-US');
  return [
    `\nWorkload limits at ${n(cards)} cards in one enterprise and ${n(enterprises)} enterprises (planning steps run on stand-in reads; events estimated from the plan, shared/jobs/history-events.ts; ≤ ${n(childChunks())} chunks an execution) [target: largest execution < ${n(HISTORY_EVENT_LIMIT)} history events]:`,
    ...plans.map(
      (p) =>
        `  ${p.workload} (${p.chunk}): ${n(p.history.chunks)} chunks in ${n(p.history.executions)} execution${p.history.executions > 1 ? 's (a parent and its children)' : ''}; largest execution ${n(p.history.largest.events)} events; ${n(p.history.transitions)} state transitions`,
    ),
  ];
}
