/**
 * The `card-state-changed` and `card-zone-changed` domain events (events/src/contracts.ts) of a card,
 * built from the card as its writer read it: what state and zone rules (category D) match, no read needed.
 */
import { type CardEventSubject, type CardStateChanged, type CardZoneChanged, DOMAIN_EVENT_SOURCE } from '@cmp/events';

/** The card fields the event carries (a card item, or a projection of one). */
export interface StateChangedCard {
  iccid: string;
  channelCustId: string;
  custId?: string | null;
  msisdn?: string | null;
  operator?: string | null;
  goodsReleaseId?: string | null;
  poolId?: string | null;
  labels?: Iterable<string> | null;
}

export const labelList = (labels: Iterable<string> | null | undefined): string[] => [...(labels ?? [])].sort();

/** The card's fields every card event carries (events/src/contracts.ts `CardEventSubject`). */
export const eventSubject = (card: StateChangedCard): CardEventSubject => ({
  iccid: card.iccid,
  msisdn: card.msisdn ?? null,
  channelCustId: card.channelCustId,
  custId: card.custId ?? null,
  operator: card.operator ?? null,
  planId: card.goodsReleaseId ?? null,
  poolId: card.poolId ?? null,
  labels: labelList(card.labels),
});

export function cardStateChangedEvent(
  card: StateChangedCard,
  change: { from: number; to: number; at: string; cause: CardStateChanged['detail']['cause'] },
): CardStateChanged {
  return { source: DOMAIN_EVENT_SOURCE, 'detail-type': 'Card State Changed', detail: { ...eventSubject(card), ...change } };
}

export function cardZoneChangedEvent(
  card: StateChangedCard,
  change: Pick<CardZoneChanged['detail'], 'zoneId' | 'action' | 'at' | 'cause'>,
): CardZoneChanged {
  return { source: DOMAIN_EVENT_SOURCE, 'detail-type': 'Card Zone Changed', detail: { ...eventSubject(card), ...change } };
}
