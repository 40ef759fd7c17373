/**
 * Spec §5 "renew card separation": which cards a renewal batch may unlock. Pure rules, decided per
 * card when its chunk runs (risk-renewal/renewal.worker.ts); the monthly count is kept durably and
 * moved in the unlock's own transaction (renewal.repository.ts), these rules only read it.
 */
import type { Operator } from '../card/card-record.ts';
import { shanghaiMonth } from '../shared/time/calendar.ts';
import { type RenewalReason, renewalReason } from './renewal-reasons.ts';

/** Spec §5: at most 10,000 rows per operation (more are refused whole, nothing recorded). */
export const RENEWAL_MAX_ROWS = 10_000;
/** Spec §5: each card is unlocked at most twice per calendar month (Asia/Shanghai). */
export const MONTHLY_UNLOCK_LIMIT = 2;
/** Cards per chunk: one chunk marker holds their results. */
export const RENEWAL_CHUNK = 100;
/** ICCIDs per stored slice (a batch of 10,000 rows is 20 slices, written with the batch in one transaction). */
export const RENEWAL_SLICE = 500;

/** The operator status of a card shut down because it was separated from its device (spec §4). */
export const SEPARATED = 'N';
/** Only telecom cards can be renewed (spec §5). */
export const RENEWABLE_OPERATOR = 'CTCC';

/** The Shanghai calendar month an unlock at `at` counts in ('YYYY-MM'). */
export const unlockMonth = (at: Date): string => shanghaiMonth(at);

/** Whether one more unlock fits in a month that has `count` already. */
export const withinMonthlyLimit = (count: number): boolean => count < MONTHLY_UNLOCK_LIMIT;

/** What a renewal reads of a card. */
export interface RenewalCard {
  iccid: string;
  operator: Operator;
  /** The operator-side status (absent: the one its lifecycle implies, never N). */
  operatorStatus?: string;
}

/** What to do with one card of a renewal batch. */
export type RenewalDecision = { kind: 'already' } | { kind: 'unlock' } | { kind: 'refuse'; reason: RenewalReason };

/**
 * The decision for one card, in this order: an unknown card (or another enterprise's) is refused;
 * a card this batch unlocked already (a replayed chunk) counts as done without a second unlock or
 * count; then only telecom cards, only separated ones (operator status N), and only while the
 * card's unlocks of the month are below the limit.
 */
export function decideRenewal(
  card: RenewalCard | undefined,
  o: { unlockedByThisBatch: boolean; unlocksThisMonth: number },
): RenewalDecision {
  if (!card) return { kind: 'refuse', reason: renewalReason('renewal.notFound') };
  if (o.unlockedByThisBatch) return { kind: 'already' };
  if (card.operator !== RENEWABLE_OPERATOR)
    return { kind: 'refuse', reason: renewalReason('renewal.notTelecom', { operator: card.operator }) };
  if (card.operatorStatus !== SEPARATED) return { kind: 'refuse', reason: renewalReason('renewal.notSeparated') };
  if (!withinMonthlyLimit(o.unlocksThisMonth))
    return { kind: 'refuse', reason: renewalReason('renewal.monthlyLimit', { limit: MONTHLY_UNLOCK_LIMIT }) };
  return { kind: 'unlock' };
}
