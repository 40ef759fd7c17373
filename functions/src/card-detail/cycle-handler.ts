import { createCardDetailRepository } from './card-detail.repository.ts';
import { createPlanChangeSweep } from './plan-change-sweep.ts';

const sweep = createPlanChangeSweep({ cards: createCardDetailRepository(), clock: () => new Date() });

/** The `plan-changes` schedule (platform/schedules.ts): applies the pending plan changes that fell due. */
export async function handler() {
  return sweep.sweep();
}
