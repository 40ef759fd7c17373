import { altKeys, cardListKeys, keys, scopeKeys } from '../shared/data/keys.ts';
import type { LifecycleState } from './lifecycle.ts';

export type Operator = 'CMCC' | 'CUCC' | 'CTCC';
export const cardOperators = ['CMCC', 'CUCC', 'CTCC'] as const satisfies readonly Operator[];
export const networkTypes = [1, 2, 3, 4, 5, 6] as const;

export interface Card {
  iccid: string;
  msisdn: string;
  imsi: string;
  imei: string;
  operator: Operator;
  state: LifecycleState;
  channelCustId: string;
  custId: string | null;
  goodsReleaseId: string;
  quotaBytes: number;
  networkType: 1 | 2 | 3 | 4 | 5 | 6;
  modeType: '00' | '01' | '02';
  renewalMode: 'auto' | 'deactivate';
  activatedAt: string | null;
  createdAt: string;
  lastBatchId?: string;
  /** The data pool the card is in (card-pool), absent when none. */
  poolId?: string;
}

/** The sort key of a card in both card-list indexes: lifecycle state, then ICCID. */
export const cardStateKey = (state: number, iccid: string): string => cardListKeys.state(state, iccid);

/**
 * Index keys of a card: its enterprise's list (by state, then ICCID) always, its secondary customer's
 * list (by ICCID only) when allocated. The secondary customer's sort key leaves the state out so a
 * state change moves one index entry, not two (≤ 4 write units per card in a batch); its lists
 * filtered by state read the cheaper of the two indexes (card-query.ts `subStateRoute`).
 */
export function cardIndexKeys(card: Pick<Card, 'channelCustId' | 'custId' | 'state' | 'iccid'>) {
  return {
    gsi1pk: cardListKeys.enterprise(card.channelCustId),
    gsi1sk: cardStateKey(card.state, card.iccid),
    // gsi3sk is kept on unallocated cards too (allocation only sets gsi3pk); without gsi3pk they stay out of the index.
    ...(card.custId ? { gsi3pk: cardListKeys.secondary(card.channelCustId, card.custId) } : {}),
    gsi3sk: card.iccid,
  };
}

/** The stored card item and its directory entry (found by ICCID, or by MSISDN through `byAlternateId`). */
export function cardItems(card: Card) {
  return {
    card: { ...keys.card(card.channelCustId, card.iccid), ...card, ...cardIndexKeys(card) },
    directory: {
      ...keys.cardDirectory(card.iccid),
      iccid: card.iccid,
      msisdn: card.msisdn,
      channelCustId: card.channelCustId,
      custId: card.custId,
      ...altKeys.cardByMsisdn(card.msisdn, card.iccid),
    },
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
