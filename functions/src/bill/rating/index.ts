/** Rating: pure functions from a card's (or pool's) plan, lifecycle, usage and packs to bill lines. */
export { billingCycle, cycleDays, cycleOfDay, cycleOfInstant } from './cycle.ts';
export { cycleMonths, usageOfCycle } from './daily-usage.ts';
export { prorate, roundHalfUp, taxOf, yuanToFen } from './money.ts';
export { rateCard } from './rate-card.ts';
export { ratePool } from './rate-pool.ts';
export type * from './rating-types.ts';
