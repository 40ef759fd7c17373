import { keys } from '../shared/data/keys.ts';
import type { LifecycleState } from './lifecycle.ts';

export type Operator = 'CMCC' | 'CUCC' | 'CTCC';

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
}

/** The stored card item and its directory entry. Index keys: cards of a customer by state. */
export function cardItems(card: Card) {
  const owner = card.custId ? `CUST#${card.channelCustId}#SUB#${card.custId}` : `CUST#${card.channelCustId}`;
  return {
    card: {
      ...keys.card(card.channelCustId, card.iccid),
      ...card,
      gsi1pk: `${owner}#CARDS`,
      gsi1sk: `S#${card.state}#${card.iccid}`,
    },
    directory: {
      ...keys.cardDirectory(card.iccid),
      iccid: card.iccid,
      msisdn: card.msisdn,
      channelCustId: card.channelCustId,
      custId: card.custId,
    },
  };
}

/** Roll-up scopes a card counts in: the platform, its enterprise and, if allocated, its secondary customer. */
export const cardScopes = (card: Pick<Card, 'channelCustId' | 'custId'>): string[] => [
  'PLATFORM',
  `CUST#${card.channelCustId}`,
  ...(card.custId ? [`CUST#${card.channelCustId}#SUB#${card.custId}`] : []),
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
