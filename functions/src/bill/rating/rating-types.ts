/**
 * The inputs and outputs of rating, declared once. Money in integer fen (net of tax), volumes in
 * integer bytes, days as Shanghai calendar days 'YYYY-MM-DD'. Rules: docs/decisions.md "Rating".
 */
import type { LifecycleState } from '../../card/lifecycle.ts';
import type { BasicPlan, RetailPlan } from '../../plan/plan-model.ts';
import type { BillingCycle } from './cycle.ts';

/** Spec §9 tariffType codes rating knows. */
export const TARIFF = {
  monthlySingle: 0,
  prepaidSingle: 1,
  prepaidShared: 2,
  monthlyFlexibleShared: 6,
  monthlyFixedShared: 18,
  eventPack: 8,
  addOnPack: 9,
  test: 10,
  excessPack: 11,
  valueAddedPack: 14,
} as const;

/** Lifecycle codes of spec §4 rating distinguishes: only 64 (activated) is billed. */
export const STATE = { test: 61, pendingActivation: 62, stock: 63, activated: 64 } as const satisfies Record<
  string,
  LifecycleState
>;

/** Days from `from` to `to`, both included; an absent end is open. */
export interface Span {
  from?: string;
  to?: string;
}

/** The basic plan (goodsRelease) fields rating reads: a stored BasicPlan is one. */
export type RatedPlan = Pick<
  BasicPlan,
  | 'goodsReleaseId'
  | 'tariffType'
  | 'releasePrice'
  | 'quotaBytes'
  | 'useUpAction'
  | 'outOfPlanGrade'
  | 'outOfPlanPrice'
  | 'testPrice'
  | 'taxRate'
>;

/** A retail plan over the basic plan: a secondary customer's card pays its price and tax rate. */
export type RatedRetail = Pick<RetailPlan, 'retailId' | 'retailPrice' | 'taxRate'>;

/** The fields of a pack's plan rating reads. */
export type RatedPack = Pick<RatedPlan, 'goodsReleaseId' | 'tariffType' | 'releasePrice' | 'quotaBytes' | 'taxRate'>;

export interface PackOrder {
  packId: string;
  plan: RatedPack;
  /** The day the pack was bought: its fee falls in the cycle holding this day. */
  orderedOn: string;
  /** Add-on packs (9): the cycles the volume lasts, from the ordering one (default 1). */
  validCycles?: number;
  /** The price charged for it, when a retail price applies; else the plan's releasePrice. */
  price?: number;
}

export interface DailyUsage {
  day: string;
  bytes: number;
}

/** One lifecycle change: from `day` on the card is in `state`. */
export interface StateChange {
  day: string;
  state: number;
}

export interface RateCardInput {
  iccid: string;
  cycle: BillingCycle;
  plan: RatedPlan;
  /** Present when the card is allocated to a secondary customer on a retail plan. */
  retail?: RatedRetail;
  /** Days of the cycle the card is on `plan` (default: all). */
  onPlan?: Span;
  /** The state at the start of the cycle, then changes in day order. */
  initialState: number;
  stateChanges?: StateChange[];
  usage: DailyUsage[];
  /** Days of the cycle the card is a member of a pool (default: none). */
  inPool?: Span;
  /** Prepaid plans (1, 2): days a term was bought or renewed. Test plan (10): the test start day. */
  termStarts?: string[];
  packs?: PackOrder[];
}

export type LineKind = 'planFee' | 'testFee' | 'overage' | 'poolOverage' | 'pack' | 'unbilledUsage';

/** Why a line, or part of one, is not billed. */
export type UnbilledReason =
  | 'testPeriod'
  | 'silentPeriod'
  | 'notActive'
  | 'notOnPlan'
  | 'prepaidTerm'
  | 'overageStoppedNextStatus'
  | 'overageBlockedUntilCycleEnd';

/** A line's unit; `item` (a one-off fee) and `card` (a card purchase) are order lines' (bill/order-lines.ts). */
export type LineUnit = 'day' | 'term' | 'MB' | 'pack' | 'byte' | 'item' | 'card';

export interface BillLine {
  kind: LineKind;
  iccid?: string;
  poolId?: string;
  goodsReleaseId: string;
  retailId?: string;
  packId?: string;
  tariffType: number;
  cardCount: number;
  quantity: number;
  unit: LineUnit;
  /** Fen per unit; for `day` lines the price of the whole cycle (the line is price × days / cycle days). */
  unitPrice: number;
  amount: number;
  tax: number;
  /** The volume behind the line (usage, overage), in bytes. */
  bytes?: number;
  reason?: UnbilledReason;
}

/** What a pooled card brings to its pool this cycle. */
export interface PoolShare {
  quotaBytes: number;
  usedBytes: number;
  packBytes: number;
  pooledDays: number;
}

export interface CardRating {
  iccid: string;
  lines: BillLine[];
  /** The card's own allowance and usage outside the pool (quota prorated + packs). */
  allowanceBytes: number;
  usedBytes: number;
  pool: PoolShare;
}

export interface RatePoolInput {
  poolId: string;
  /** The plan that prices the pool's overage and, for fixed shared (18), sets its size. */
  plan: RatedPlan;
  members: RateCardInput[];
}

export interface PoolRating {
  poolId: string;
  cards: CardRating[];
  poolLines: BillLine[];
  quotaBytes: number;
  usedBytes: number;
}
