import { observedWorker } from '../shared/observability/worker.ts';
import { createCardDetailRepository } from './card-detail.repository.ts';
import { createPlanChangeSweep } from './plan-change-sweep.ts';

const sweep = createPlanChangeSweep({ cards: createCardDetailRepository(), clock: () => new Date() });

/** The `plan-changes` schedule (platform/schedules.ts): applies the pending plan changes that fell due. */
export const handler = observedWorker(
  'plan-changes',
  () => sweep.sweep(),
  (_event, r) => ({
    items: r.applied + r.stale + r.dropped + r.retried,
    failures: r.dropped,
  }),
);
