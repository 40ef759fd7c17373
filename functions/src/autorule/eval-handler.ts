import type { DomainEvent } from '@cmp/events';
import { startJob } from '../shared/jobs/job-store.ts';
import { observedWorker } from '../shared/observability/worker.ts';
import { shanghaiDay } from '../shared/time/calendar.ts';
import { expiryExecutionName, expiryJob } from './expiry-job.ts';
import { evaluator } from './live-evaluator.ts';
import type { EvalReport } from './rule-eval.service.ts';

/** The schedule's input (platform/schedules.ts `autorule-expiry-daily`): start the day's expiry run. */
export interface ExpiryStart {
  action: 'expiry';
  /** The Shanghai day to evaluate (default: today). */
  day?: string;
}

const isExpiryStart = (e: unknown): e is ExpiryStart =>
  !!e && typeof e === 'object' && (e as { action?: unknown }).action === 'expiry';

/** Starts the day's expiry run once (a second start of the same day finds its execution and does nothing). */
export async function startExpiryRun(day: string): Promise<void> {
  try {
    await startJob(expiryJob, { day }, expiryExecutionName(day));
  } catch (error) {
    if (!(error instanceof Error && /ExecutionAlreadyExists/.test(`${error.name} ${error.message}`))) throw error;
  }
}

const empty: EvalReport = { candidates: 0, reads: 0, fired: [], held: 0, rearmed: 0 };

/** The `autorule-eval` worker: the domain events of platform/schedules.ts `autorule-domain-events` (autorule/rule-eval.service.ts), and the daily schedule `autorule-expiry-daily` that starts the expiry run (expiry-job.ts). */
export const handler = observedWorker(
  'autorule-eval',
  async (event: DomainEvent | ExpiryStart) => {
    if (!isExpiryStart(event)) return evaluator.handle(event);
    await startExpiryRun(event.day ?? shanghaiDay(new Date()));
    return empty;
  },
  (_event, r) => ({ items: r.candidates, failures: 0 }),
);
