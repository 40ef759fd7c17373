/**
 * Builders of rating inputs for the unit and golden suites: a plan, a card and a pack with the
 * defaults of a plain monthly plan (30.00 CNY, 1 GB, overdraw at 0.10 CNY per MB, tax 6 %).
 */
import type { Operator } from '../../plan/plan-model.ts';
import { billingCycle } from './cycle.ts';
import { type BillLine, type PackOrder, type RateCardInput, type RatedPlan, STATE } from './rating-types.ts';

export const MB = 1024 * 1024;
export const GB = 1024 * MB;

export const plan = (over: Partial<RatedPlan> = {}): RatedPlan => ({
  goodsReleaseId: 'GR-MONTHLY',
  tariffType: 0,
  releasePrice: 3000,
  quotaBytes: GB,
  useUpAction: 'overdraw',
  outOfPlanGrade: 1,
  outOfPlanPrice: 10,
  testPrice: 0,
  taxRate: 6,
  ...over,
});

export const pack = (tariffType: number, orderedOn: string, over: Partial<RatedPlan> = {}, order: Partial<PackOrder> = {}) => ({
  packId: `PK-${tariffType}-${orderedOn}`,
  orderedOn,
  plan: plan({ goodsReleaseId: `GR-PACK-${tariffType}`, tariffType, releasePrice: 500, quotaBytes: 100 * MB, ...over }),
  ...order,
});

/** A card active for the whole cycle `cycleMonth` of `operator`, with no usage unless given. */
export const card = (cycleMonth: string, over: Partial<RateCardInput> = {}, operator: Operator = 'CMCC'): RateCardInput => ({
  iccid: '8986000000000000001',
  cycle: billingCycle(operator, cycleMonth),
  plan: plan(),
  initialState: STATE.activated,
  usage: [],
  ...over,
});

/** One day's usage. */
export const used = (day: string, bytes: number) => ({ day, bytes });

/** The fields a scenario pins of a line: kind, quantity, amount, tax and the reason when not billed. */
export type LineDigest = [BillLine['kind'], number, number, number, BillLine['reason']?];
export const digest = (line: BillLine): LineDigest =>
  line.reason
    ? [line.kind, line.quantity, line.amount, line.tax, line.reason]
    : [line.kind, line.quantity, line.amount, line.tax];
