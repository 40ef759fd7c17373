/**
 * Scheduled jobs and event-bus rules, declared once. infra turns them into EventBridge Scheduler
 * schedules and EventBridge rules; the local stack runs the same jobs from a timer and routes
 * events through a local bus that matches the same patterns.
 */
import type { WorkerName } from './route-table.ts';

export interface ScheduleDef {
  name: string;
  /** EventBridge Scheduler expression, evaluated in `timezone`. */
  expression: string;
  timezone: string;
  /** The same schedule's period, for the local timer. */
  everyMs: number;
  target: WorkerName;
  input: Record<string, unknown>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A schedule of the business calendar: a cron expression evaluated in Shanghai time. */
const shanghai = (
  name: string,
  expression: string,
  everyMs: number,
  target: WorkerName,
  input: Record<string, unknown>,
): ScheduleDef => ({
  name,
  expression: `cron(${expression})`,
  timezone: 'Asia/Shanghai',
  everyMs,
  target,
  input,
});

export const schedules: ScheduleDef[] = [
  shanghai('usage-sweep-daily', '30 2 * * ? *', DAY_MS, 'usage-ingest', { action: 'sweep' }),
  // Pending plan changes take effect at Shanghai midnight (cycle starts, period ends); hourly, so a
  // missed or failed run is caught up within the hour. Idempotent (card-detail/plan-change-sweep.ts).
  shanghai('plan-changes-hourly', '1 * * * ? *', 60 * 60 * 1000, 'card-cycle', { action: 'plan-changes' }),
  // The real-name check (realname/realname.service.ts `check`): hourly the card-cycle worker cuts off (operator
  // status I) the active cards that require real-name and lack it (a card activated since is cut off within the
  // hour) and restores the verified ones the rule still holds. Idempotent: a card at I, or restored, is left as it is.
  shanghai('realname-check-hourly', '31 * * * ? *', 60 * 60 * 1000, 'card-cycle', { action: 'realname-check' }),
  // The bill runs of the two billing calendars (bill/bill.service.ts `startClosedCycles`): in AWS on the
  // first day of a cycle, at 03:00 Shanghai; locally daily (a month overflows a timer). Idempotent: an
  // enterprise's run for a cycle starts once.
  shanghai('bill-run-month', '0 3 1 * ? *', DAY_MS, 'bill-schedule', { calendar: 'month' }),
  shanghai('bill-run-unicom', '0 3 26 * ? *', DAY_MS, 'bill-schedule', { calendar: 'unicom' }),
  // Spec §9: finance pays the examined withdrawal requests on the 10th of each month at 10:00 Shanghai
  // (withdrawal-model RUN_DAY, RUN_HOUR). Locally the timer fires daily and the worker pays only on the
  // 10th (`onDay`). Idempotent: a request paid is not paid again (withdrawal.service run).
  // The balance check (ledger/balance-check.ts): every enterprise's balances recomputed from their
  // transfers, daily at 03:45 Shanghai (after the usage sweep); differences are stored and logged.
  shanghai('ledger-check-daily', '45 3 * * ? *', DAY_MS, 'ledger-check', {}),
  // The credit-line sweep (credit/credit-sweep.ts): orders whose validity ended or began today change
  // the line, daily at 00:05 Shanghai. Idempotent: a line already right is not written.
  shanghai('credit-sweep-daily', '5 0 * * ? *', DAY_MS, 'credit-sweep', {}),
  shanghai('withdrawal-run', '0 10 10 * ? *', DAY_MS, 'withdrawal-run', { onDay: 10 }),
  // The monthly write-off cycle (write-off/write-off.service.ts `startScheduled`) of the month before: in
  // AWS on the 5th at 04:00 Shanghai (after both calendars' bill runs and a few days to publish); locally
  // daily. Idempotent: a month's cycle starts once from the schedule (re-runs are the platform's, by hand).
  // Data push over SFTP (data-push/data-push.service.ts `runDue`): hourly, the tasks whose hour has come
  // and that were not pushed today; a failure is retried the next hour up to PUSH_ATTEMPTS_MAX times.
  // Idempotent per (task, day): a task pushed today is not pushed again by the schedule.
  shanghai('data-push-hourly', '5 * * * ? *', 60 * 60 * 1000, 'data-push-run', {}),
  // Expiry rules (autorule/expiry-job.ts): daily at 09:00 Shanghai the autorule-eval worker starts the
  // day's expiry run on the card import's machine. Idempotent: one execution per day (its name), and
  // each firing is claimed once per (rule, scope, end day).
  shanghai('autorule-expiry-daily', '0 9 * * ? *', DAY_MS, 'autorule-eval', { action: 'expiry' }),
  shanghai('write-off-cycle-monthly', '0 4 5 * ? *', DAY_MS, 'write-off-schedule', {}),
  // The content catalogue sync (content/content-sync.ts): hourly at :20 Shanghai the card-cycle worker merges every
  // provider's catalogue. Idempotent: the run id is the Shanghai hour, and a finished run is not run again.
  shanghai('content-sync-hourly', '20 * * * ? *', 60 * 60 * 1000, 'card-cycle', { action: 'content-sync' }),
];

export interface EventRuleDef {
  name: string;
  /** An EventBridge event pattern (the subset the local bus matches: exact values and `prefix`). */
  pattern: Record<string, unknown>;
  target: WorkerName;
}

/**
 * CDR files dropped under `cdr/` and session files under `sessions/` (issue #16: IMEI and location of
 * each data session) in the imports bucket are ingested as they arrive, by the one usage-ingest worker.
 */
export const eventRules: EventRuleDef[] = [
  {
    name: 'usage-file-arrived',
    pattern: {
      source: ['aws.s3'],
      'detail-type': ['Object Created'],
      detail: { object: { key: [{ prefix: 'cdr/' }, { prefix: 'sessions/' }] } },
    },
    target: 'usage-ingest',
  },
  // Rule evaluation (autorule/rule-eval.service.ts): every domain event the rules watch.
  {
    name: 'autorule-domain-events',
    pattern: {
      source: ['cmp.domain'],
      'detail-type': ['Card Usage Recorded', 'Card State Changed', 'Funds Moved', 'Card Zone Changed', 'Bill Overdue'],
    },
    target: 'autorule-eval',
  },
];
