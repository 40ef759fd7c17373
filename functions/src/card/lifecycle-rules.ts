/**
 * The SIM lifecycle rules of spec §4 and §5 as pure functions: no I/O, the clock is passed in.
 * Each returns `{ ok: true, ... }` or `{ ok: false, rule }`; the rule's message is in shared/http/errors/lifecycle-rules.ts.
 */
import { shanghaiDay, shanghaiMonth } from '../shared/time/calendar.ts';
import type { Card } from './card-record.ts';
import { billingPeriod, nextDay, shanghaiMidnight } from './lifecycle-billing.ts';
import { type RuleResult, refuse } from './lifecycle-messages.ts';
import { type LifecycleState, canTransition } from './lifecycle.ts';

const ACTIVE: LifecycleState = 64;
const DEACTIVATED: LifecycleState = 65;
const START: LifecycleState = 60;
/** Invalid, cancelled and forced shutdown (frozen). */
const NO_QR: readonly LifecycleState[] = [66, 67, 68];

type CardState = Pick<Card, 'state'>;

/** Deactivation: the card becomes 65 and every zone is blocked. */
export function deactivate(card: CardState): RuleResult<{ state: 65; zones: 'all-blocked' }> {
  if (!canTransition(card.state, DEACTIVATED)) return refuse('DEACTIVATE_STATE');
  return { ok: true, state: 65, zones: 'all-blocked' };
}

export type EndOfContract =
  | { action: 'renewed'; periodsAdded: 1; state: LifecycleState }
  | { action: 'deactivated'; state: 65; zones: 'all-blocked' };

/** End of contract by renewal mode: 'auto' renews one more period, 'deactivate' deactivates the card. */
export function endOfContract(card: Pick<Card, 'state' | 'renewalMode'>): RuleResult<EndOfContract> {
  if (card.renewalMode === 'auto') return { ok: true, action: 'renewed', periodsAdded: 1, state: card.state };
  const result = deactivate(card);
  return result.ok ? { ok: true, action: 'deactivated', state: result.state, zones: result.zones } : result;
}

export interface PlanChangeInput {
  now: Date;
  /** End of the card's valid (paid) period, if it has one. */
  validPeriodEnd?: Date;
  planKind: 'monthly' | 'prepaid';
  /** Shanghai month ('YYYY-MM') of the card's last plan change. */
  lastPlanChangeMonth?: string;
  currentApns: readonly string[];
  targetApns: readonly string[];
}

export type PlanChangeTiming =
  /** Active card: at the start of the next billing cycle. */
  | { when: 'next-cycle'; effectiveAt: string }
  /** Deactivated card with a valid period: when that period ends. */
  | { when: 'after-valid-period'; effectiveAt: string }
  /** Deactivated card without a valid period: on manual activation, at the latest at `effectiveAt`. */
  | { when: 'on-activation'; effectiveAt: string };

const sameApns = (a: readonly string[], b: readonly string[]): boolean => {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((apn) => right.has(apn));
};

/** When a plan change takes effect (spec §4), after the once-a-month and same-APN checks. */
export function planChangeEffective(
  card: Pick<Card, 'state' | 'operator'>,
  input: PlanChangeInput,
): RuleResult<PlanChangeTiming> {
  if (card.state !== ACTIVE && card.state !== DEACTIVATED) return refuse('PLAN_CHANGE_STATE');
  if (input.lastPlanChangeMonth === shanghaiMonth(input.now)) return refuse('PLAN_CHANGE_ONCE_A_MONTH');
  if (!sameApns(input.currentApns, input.targetApns)) return refuse('PLAN_CHANGE_APN_MISMATCH');
  const nextCycle = billingPeriod(card.operator, input.now).nextStartsAt;
  if (card.state === ACTIVE) return { ok: true, when: 'next-cycle', effectiveAt: nextCycle };
  if (input.validPeriodEnd && input.validPeriodEnd.getTime() > input.now.getTime()) {
    return { ok: true, when: 'after-valid-period', effectiveAt: input.validPeriodEnd.toISOString() };
  }
  const fallback = input.planKind === 'monthly' ? nextCycle : shanghaiMidnight(nextDay(shanghaiDay(input.now))).toISOString();
  return { ok: true, when: 'on-activation', effectiveAt: fallback };
}

/** Period renewal: non-active cards with no pending plan change; adds periods and keeps the state. */
export function renewPeriod(
  card: CardState,
  input: { pendingPlanChange: boolean; periods?: number },
): RuleResult<{ periodsAdded: number; state: LifecycleState }> {
  const unavailable = available(card);
  if (!unavailable.ok) return unavailable;
  if (card.state === ACTIVE) return refuse('RENEW_PERIOD_ACTIVE');
  if (input.pendingPlanChange) return refuse('RENEW_PERIOD_PLAN_CHANGE_PENDING');
  return { ok: true, periodsAdded: input.periods ?? 1, state: card.state };
}

/** Cycle renewal of a monthly (post-paid) plan: active cards only. */
export function renewCycle(card: CardState): RuleResult {
  return card.state === ACTIVE ? { ok: true } : refuse('RENEW_CYCLE_ACTIVE_ONLY');
}

/** Event packs: active cards only; the event ends with the basic plan cycle. */
export function orderEventPack(card: CardState, input: { basicCycleEnd: Date }): RuleResult<{ eventEndsAt: string }> {
  if (card.state !== ACTIVE) return refuse('EVENT_PACK_ACTIVE_ONLY');
  return { ok: true, eventEndsAt: input.basicCycleEnd.toISOString() };
}

/** Test plus stock period is at most 12 months. */
export function checkTestAndStockPeriod(testMonths: number, stockMonths: number): RuleResult<{ totalMonths: number }> {
  const whole = (n: number) => Number.isInteger(n) && n >= 0;
  if (!whole(testMonths) || !whole(stockMonths)) return refuse('TEST_STOCK_PERIOD_INVALID');
  const totalMonths = testMonths + stockMonths;
  return totalMonths <= 12 ? { ok: true, totalMonths } : refuse('TEST_STOCK_PERIOD_TOO_LONG');
}

/** A card in the start state (60) is not available. */
export function available(card: CardState): RuleResult {
  return card.state === START ? refuse('CARD_UNAVAILABLE') : { ok: true };
}

/** Only these states are on the operator's network (61 test → T, 64 activated → 1), so only they can take an SMS. */
const RECEIVES_SMS: readonly LifecycleState[] = [61, 64];

/** SMS (single card and SMS area): a start-state card is unavailable; otherwise only test and activated cards. */
export function receiveSms(card: CardState): RuleResult {
  const unavailable = available(card);
  if (!unavailable.ok) return unavailable;
  return RECEIVES_SMS.includes(card.state) ? { ok: true } : refuse('SMS_STATE');
}

/** No QR code download for invalid (66), cancelled (67) or frozen (68) cards. */
export function canDownloadQr(card: CardState): RuleResult {
  return NO_QR.includes(card.state) ? refuse('QR_NOT_ALLOWED') : { ok: true };
}

export type ZoneStatus = 'normal' | 'blocked';

/** Allowing a card's network in a zone: not for start-state or deactivated cards, nor in a blocked zone. */
export function allowNetwork(card: CardState, zone: { status: ZoneStatus }): RuleResult {
  const unavailable = available(card);
  if (!unavailable.ok) return unavailable;
  if (card.state === DEACTIVATED) return refuse('NETWORK_DEACTIVATED');
  return zone.status === 'blocked' ? refuse('ZONE_BLOCKED') : { ok: true };
}

/** Diagnosis: not for standard-edition cards (mode type '00'). */
export function canDiagnose(card: Pick<Card, 'modeType'>): RuleResult {
  return card.modeType === '00' ? refuse('DIAGNOSIS_STANDARD_EDITION') : { ok: true };
}

export { billingPeriod } from './lifecycle-billing.ts';
