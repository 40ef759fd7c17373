import type { Card } from './card-record.ts';

/** A card as the card list answers it (docs/api.md `CardRow`): the stored card plus display names. */
export interface CardRow {
  iccid: string;
  msisdn: string;
  imsi: string;
  imei: string;
  operator: Card['operator'];
  state: Card['state'];
  channelCustId: string;
  custId: string | null;
  /** The secondary customer's name (in the request's language when known), null when unallocated. */
  customerName: string | null;
  goodsReleaseId: string;
  /** The basic plan's name; null when the plan is unknown. */
  planName: string | null;
  quotaBytes: number;
  networkType: Card['networkType'];
  modeType: Card['modeType'];
  renewalMode: Card['renewalMode'];
  activatedAt: string | null;
  createdAt: string;
  /** The data pool the card is in, null when none. */
  poolId: string | null;
}

/** The API shape of a stored card item, names filled in later. */
export function toCardRow(item: Record<string, unknown>): CardRow {
  const c = item as unknown as Card;
  return {
    iccid: c.iccid,
    msisdn: c.msisdn,
    imsi: c.imsi,
    imei: c.imei,
    operator: c.operator,
    state: c.state,
    channelCustId: c.channelCustId,
    custId: c.custId ?? null,
    customerName: null,
    goodsReleaseId: c.goodsReleaseId,
    planName: null,
    quotaBytes: c.quotaBytes,
    networkType: c.networkType,
    modeType: c.modeType,
    renewalMode: c.renewalMode,
    activatedAt: c.activatedAt ?? null,
    createdAt: c.createdAt,
    poolId: c.poolId ?? null,
  };
}
