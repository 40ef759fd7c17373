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

export const schedules: ScheduleDef[] = [
  {
    name: 'usage-sweep-daily',
    expression: 'cron(30 2 * * ? *)',
    timezone: 'Asia/Shanghai',
    everyMs: 24 * 60 * 60 * 1000,
    target: 'usage-ingest',
    input: { action: 'sweep' },
  },
  {
    // Pending plan changes take effect at Shanghai midnight (cycle starts, period ends); hourly, so a
    // missed or failed run is caught up within the hour. Idempotent (card-detail/plan-change-sweep.ts).
    name: 'plan-changes-hourly',
    expression: 'cron(1 * * * ? *)',
    timezone: 'Asia/Shanghai',
    everyMs: 60 * 60 * 1000,
    target: 'card-cycle',
    input: { action: 'plan-changes' },
  },
  // The bill runs of the two billing calendars (bill/bill.service.ts `startClosedCycles`): in AWS on the
  // first day of a cycle, at 03:00 Shanghai; locally daily (a month overflows a timer). Idempotent: an
  // enterprise's run for a cycle starts once.
  {
    name: 'bill-run-month',
    expression: 'cron(0 3 1 * ? *)',
    timezone: 'Asia/Shanghai',
    everyMs: 24 * 60 * 60 * 1000,
    target: 'bill-schedule',
    input: { calendar: 'month' },
  },
  {
    name: 'bill-run-unicom',
    expression: 'cron(0 3 26 * ? *)',
    timezone: 'Asia/Shanghai',
    everyMs: 24 * 60 * 60 * 1000,
    target: 'bill-schedule',
    input: { calendar: 'unicom' },
  },
];

export interface EventRuleDef {
  name: string;
  /** An EventBridge event pattern (the subset the local bus matches: exact values and `prefix`). */
  pattern: Record<string, unknown>;
  target: WorkerName;
}

/** CDR files dropped under `cdr/` in the imports bucket are ingested as they arrive. */
export const eventRules: EventRuleDef[] = [
  {
    name: 'usage-file-arrived',
    pattern: {
      source: ['aws.s3'],
      'detail-type': ['Object Created'],
      detail: { object: { key: [{ prefix: 'cdr/' }] } },
    },
    target: 'usage-ingest',
  },
];
