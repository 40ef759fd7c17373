import type { Context } from 'aws-lambda';
import { realNameService } from '../realname/service-instance.ts';
import { observedWorker } from '../shared/observability/worker.ts';
import { createCardDetailRepository } from './card-detail.repository.ts';
import { createPlanChangeSweep } from './plan-change-sweep.ts';

const sweep = createPlanChangeSweep({ cards: createCardDetailRepository(), clock: () => new Date() });
const realNames = realNameService();

/** The schedules' inputs (platform/schedules.ts): `plan-changes` (hourly), `realname-check` (daily). */
export interface CycleInput {
  action?: 'plan-changes' | 'realname-check';
}

/** The `plan-changes` schedule: applies the pending plan changes that fell due. */
const planChanges = observedWorker(
  'plan-changes',
  () => sweep.sweep(),
  (_event, r) => ({
    items: r.applied + r.stale + r.dropped + r.retried,
    failures: r.dropped,
  }),
);

/** The `realname-check` schedule: settles the cards that require real-name and lack it (realname/realname.service.ts `check`). */
const realNameCheck = observedWorker(
  'realname-check',
  () => realNames.check(),
  (_event, r) => ({ items: r.checked, failures: r.failed }),
);

/** The card-cycle worker, dispatched by its schedule's input. */
export const handler = (event: CycleInput, context: Context) =>
  event?.action === 'realname-check' ? realNameCheck(event, context) : planChanges(event, context);
