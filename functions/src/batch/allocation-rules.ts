import { type Card, addInto, statDelta } from '../card/card-record.ts';
import type { LifecycleState } from '../card/lifecycle.ts';
import { scopeKeys } from '../shared/data/keys.ts';
import { type Reason, reason } from './batch-reasons.ts';

/** Spec §5/§9: at most 10,000 cards selected; more need a search filter. */
export const ALLOCATE_MAX_CARDS = 10_000;
/** Spec §5/§9: data recovery takes only unallocated cards, at most 1000 per operation. */
export const RECOVER_MAX_CARDS = 1000;
/** The state a recovered card is reset to (stock, owner decision: 63). */
export const RECOVERED_STATE = 63;
/**
 * States data recovery resets: test, pending activation, stock, deactivated, invalid. Active cards
 * must be deactivated first; start (not available), cancelled (number returned to the operator)
 * and frozen (held for risk) cards are refused.
 */
export const RECOVERABLE_STATES = [61, 62, 63, 65, 66] as const;
/** States a card cannot be allocated in: start (spec §5: not available) and cancelled (retired). */
export const UNALLOCATABLE_STATES = [60, 67] as const;

type StoredCard = Record<string, unknown> & { state?: unknown; custId?: unknown };

/**
 * Why a card was not allocated to `targetCustId` (null: taken back to the enterprise), from the card
 * as it stands (undefined: no such card under the batch's enterprise, which is also how another
 * enterprise's card looks).
 */
export function allocationRefusal(card: StoredCard | undefined, targetCustId: string | null): Reason {
  if (!card) return reason('allocation.notFound');
  if (targetCustId === null) return reason('allocation.notAllocated');
  if (card.custId === targetCustId) return reason('allocation.sameCustomer');
  if ((UNALLOCATABLE_STATES as readonly number[]).includes(Number(card.state)))
    return reason('allocation.state', { state: Number(card.state) });
  return reason('allocation.notFound');
}

export const recoveryChangedReason = (): Reason => reason('recovery.changed');

export type RecoveryProblem =
  | { key: 'RECOVERY_NOT_FOUND'; iccid: string }
  | { key: 'RECOVERY_ALLOCATED'; iccid: string }
  | { key: 'RECOVERY_STATE'; iccid: string; state: number };

/**
 * Spec §5 "Data recovery: only unallocated cards": the first requested card that is not the
 * enterprise's, is allocated to a secondary customer, or is in a state recovery does not reset.
 */
export function recoveryProblem(cards: StoredCard[], requested: string[]): RecoveryProblem | null {
  const found = new Map(cards.map((c) => [String(c.iccid), c]));
  for (const iccid of requested) {
    const card = found.get(iccid);
    if (!card) return { key: 'RECOVERY_NOT_FOUND', iccid };
    if (card.custId) return { key: 'RECOVERY_ALLOCATED', iccid };
    if (!(RECOVERABLE_STATES as readonly number[]).includes(Number(card.state)))
      return { key: 'RECOVERY_STATE', iccid, state: Number(card.state) };
  }
  return null;
}

type CountedCard = Pick<Card, 'state' | 'operator' | 'quotaBytes'>;

/**
 * Counter deltas of moving a card between secondary customers of `channelCustId`: it leaves the
 * previous one's counters (if any) and enters the target's (none when taken back to the enterprise).
 * The platform and enterprise counts do not change: the card stays the enterprise's.
 */
export function allocationDeltas(
  channelCustId: string,
  card: CountedCard,
  fromCustId: string | null,
  toCustId: string | null,
  into: Map<string, Record<string, number>> = new Map(),
): Map<string, Record<string, number>> {
  const add = (scope: string, delta: Record<string, number>) => {
    const acc = into.get(scope) ?? {};
    addInto(acc, delta);
    into.set(scope, acc);
  };
  if (fromCustId === toCustId) return into;
  if (fromCustId) add(scopeKeys.secondary(channelCustId, fromCustId), statDelta(card, -1, true));
  if (toCustId) add(scopeKeys.secondary(channelCustId, toCustId), statDelta(card, 1, true));
  return into;
}

/** Counter deltas of a recovered (unallocated) card: it leaves its state for stock in the platform and enterprise counts. */
export function recoveryDeltas(
  channelCustId: string,
  card: CountedCard,
  into: Map<string, Record<string, number>> = new Map(),
): Map<string, Record<string, number>> {
  for (const scope of [scopeKeys.platform, scopeKeys.enterprise(channelCustId)]) {
    const acc = into.get(scope) ?? {};
    addInto(acc, statDelta(card, -1, false));
    addInto(acc, statDelta({ ...card, state: RECOVERED_STATE as LifecycleState }, 1, false));
    into.set(scope, acc);
  }
  return into;
}
