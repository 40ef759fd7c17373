import {
  cardActivationEntity,
  cardAltIdEntity,
  cardDirectoryEntity,
  cardEntity,
  cardMsisdnEntity,
} from '../shared/data/entities/card.entity.ts';
import type { InferItem } from '../shared/data/entity.ts';
import { type CardAltIdKind, scopeKeys } from '../shared/data/keys.ts';
import type { LifecycleState } from './lifecycle.ts';

export { type Operator, cardOperators, networkTypes } from './card-codes.ts';

/** A card as stored; its lifecycle state is one of card/lifecycle.ts, its eUICC profiles are the euicc group's (euicc/profile-machine.ts). */
export type Card = Omit<InferItem<typeof cardEntity>, 'state' | 'profiles'> & { state: LifecycleState };

/** The sort key of a card in both card-list indexes: lifecycle state, then ICCID. */
export const cardStateKey = (state: number, iccid: string): string =>
  cardEntity.indexPrefix('cardsOfCustomerByState', { channelCustId: '', state, iccid }).skPrefix;

/**
 * Index keys of a card: its enterprise's list (by state, then ICCID) always, its secondary customer's
 * list (by ICCID only) when allocated. The secondary customer's sort key leaves the state out so a
 * state change moves one index entry, not two (≤ 4 write units per card in a batch); its lists
 * filtered by state read the cheaper of the two indexes (card-query.ts `subStateRoute`).
 */
export function cardIndexKeys(card: Pick<Card, 'channelCustId' | 'custId' | 'state' | 'iccid' | 'listShards'>) {
  // The index keys read only these attributes (their `uses`).
  const item = card as Card;
  return { ...cardEntity.indexes.cardsOfCustomerByState.key(item), ...cardEntity.indexes.cardsOfSubCustomer.key(item) };
}

/** The card's IMSI or IMEI entry (found by that id through `byAlternateId`), or undefined when the card has none. */
export function cardAltIdItem(card: Pick<Card, 'iccid' | 'channelCustId' | 'imsi' | 'imei'>, kind: CardAltIdKind) {
  const value = kind === 'IMSI' ? card.imsi : card.imei;
  return value ? cardAltIdEntity.record({ iccid: card.iccid, kind, value, channelCustId: card.channelCustId }) : undefined;
}

/**
 * The transaction step that moves a card's IMEI entry to `imei` (a Put: same key, new index key), or
 * deletes it when the IMEI is emptied: written in the same transaction as the card's new IMEI.
 */
export function cardImeiEntryStep(table: string, card: Pick<Card, 'iccid' | 'channelCustId' | 'imsi'>, imei: string) {
  const item = cardAltIdItem({ ...card, imei }, 'IMEI');
  return item
    ? { Put: { TableName: table, Item: item } }
    : { Delete: { TableName: table, Key: cardAltIdEntity.key({ iccid: card.iccid, kind: 'IMEI' }) } };
}

/** The card's activation entry (listed by activation time), or undefined while it was never activated. */
export function cardActivationItem(
  card: Pick<Card, 'iccid' | 'channelCustId' | 'listShards'> & { activatedAt?: string | null },
  activatedAt = card.activatedAt,
) {
  if (!activatedAt) return undefined;
  return cardActivationEntity.record({
    iccid: card.iccid,
    channelCustId: card.channelCustId,
    activatedAt,
    ...(card.listShards && card.listShards > 1 ? { listShards: card.listShards } : {}),
  });
}

/** The card's MSISDN entry (listed by MSISDN under its enterprise), or undefined for a card without an MSISDN. */
export function cardMsisdnItem(card: Pick<Card, 'iccid' | 'channelCustId' | 'msisdn' | 'listShards'>) {
  if (!card.msisdn) return undefined;
  return cardMsisdnEntity.record({
    iccid: card.iccid,
    msisdn: card.msisdn,
    channelCustId: card.channelCustId,
    ...(card.listShards && card.listShards > 1 ? { listShards: card.listShards } : {}),
  });
}

/**
 * The stored card item, its directory entry (found by ICCID, or by MSISDN through `byAlternateId`),
 * its entries (`entries`: its IMSI and IMEI entries, those it has, its MSISDN entry) and its activation
 * entry (`activation`). The entries never change with the card's state or owner.
 */
export function cardItems(card: Card) {
  return {
    card: cardEntity.record(card),
    directory: cardDirectoryEntity.record({
      iccid: card.iccid,
      msisdn: card.msisdn,
      channelCustId: card.channelCustId,
      custId: card.custId,
      ...(card.listShards && card.listShards > 1 ? { listShards: card.listShards } : {}),
    }),
    entries: [
      ...(['IMSI', 'IMEI'] as const).flatMap((kind) => cardAltIdItem(card, kind) ?? []),
      ...[cardMsisdnItem(card)].flatMap((m) => m ?? []),
    ],
    /** The activation entry of a card loaded activated (none for a card never activated). */
    activation: cardActivationItem(card),
  };
}

/** Roll-up scopes a card counts in: the platform, its enterprise and, if allocated, its secondary customer. */
export const cardScopes = (card: Pick<Card, 'channelCustId' | 'custId'>): string[] => [
  scopeKeys.platform,
  ...scopeKeys.customers(card.channelCustId, card.custId),
];

/** Counter deltas of the card-stats item for a card entering (+1) or leaving (-1) its current state. */
export function statDelta(
  card: Pick<Card, 'state' | 'operator' | 'quotaBytes'>,
  sign: 1 | -1,
  includeTotals: boolean,
): Record<string, number> {
  const d: Record<string, number> = { [`s${card.state}`]: sign };
  if (card.state === 64) d.quotaActive = sign * card.quotaBytes;
  if (includeTotals) {
    d.total = sign;
    d[`op${card.operator}`] = sign;
  }
  return d;
}

export function addInto(target: Record<string, number>, delta: Record<string, number>): void {
  for (const [k, v] of Object.entries(delta)) target[k] = (target[k] ?? 0) + v;
}

/** Adds a card's counter deltas to the totals of each of its scopes (platform, enterprise, secondary customer). */
export function addCardStats(
  stats: Map<string, Record<string, number>>,
  card: Pick<Card, 'channelCustId' | 'custId'>,
  ...deltas: Record<string, number>[]
): void {
  for (const scope of cardScopes(card)) {
    const total = stats.get(scope) ?? {};
    for (const delta of deltas) addInto(total, delta);
    stats.set(scope, total);
  }
}
