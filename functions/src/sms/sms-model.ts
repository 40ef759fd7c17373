/**
 * The SMS area's pure rules: which scopes list an SMS, which stored `submitted` records a read may
 * refresh from the operator, and the time window a list filter reads. No I/O.
 */
import { shanghaiDayEnd, shanghaiDayStart } from '../card/card-filter.ts';
import type { Operator } from '../card/card-record.ts';
import { type cardSmsEntity, smsStates } from '../shared/data/entities/card-detail.entity.ts';
import type { InferItem } from '../shared/data/entity.ts';
import { scopeKeys } from '../shared/data/keys.ts';
import { AppError } from '../shared/http/error-catalogue.ts';

/** Most cards one SMS-area send may address: the whole send is synchronous and must finish well within the API's 29 s. */
export const SMS_SEND_MAX = 1000;
/** Operator calls in flight during one send, and during one list read's delivery refresh. */
export const SMS_SEND_CONCURRENCY = 16;
export const SMS_REFRESH_CONCURRENCY = 5;
/** At most this many `submitted` records of one page are checked with the operator per read. */
export const SMS_REFRESH_MAX = 20;
/** An SMS still without a delivery receipt after this long has expired at the SMS centre (its validity period). */
export const SMS_VALIDITY_MS = 72 * 60 * 60 * 1000;

export { smsStates };
export type SmsState = (typeof smsStates)[number];

/**
 * One SMS to one card, as stored in the card's partition (`SMS#<at>#<smsId>`) and copied into each
 * scope's list (`<scope>#SMS`). `scopes` names the copies, so every change updates all of them.
 * Records written before the SMS area existed have no iccid/operator/scopes: the card supplies them.
 */
export type SmsRecord = InferItem<typeof cardSmsEntity>;

/**
 * An SMS record of a card's partition with the card's fields filled in: records written before the
 * SMS area carry no card fields or list copies, so the card supplies them.
 */
export const withCardFields = (
  r: SmsRecord,
  card: { iccid: string; channelCustId: string; operator: SmsRecord['operator'] },
): SmsRecord => ({
  ...r,
  iccid: card.iccid,
  channelCustId: card.channelCustId,
  operator: r.operator ?? card.operator,
  custId: r.custId ?? null,
  scopes: r.scopes ?? [],
});

/** The SMS lists that show an SMS: its enterprise's and, if the card is allocated, its secondary customer's. */
export const smsListScopes = (card: { channelCustId: string; custId: string | null }): string[] =>
  scopeKeys.customers(card.channelCustId, card.custId);

/** The list a caller reads: a secondary customer its own, anyone else the enterprise's. */
export const smsListScope = (tenant: { channelCustId: string; custId: string | null }): string =>
  scopeKeys.customer(tenant.channelCustId, tenant.custId);

export type DeliveryCheck = 'ask' | 'expire' | 'keep';

/** What a read does with a record: ask the operator about a recent `submitted` one, expire an old one, keep the rest. */
export function deliveryCheck(r: Pick<SmsRecord, 'state' | 'at' | 'messageId'>, now: Date): DeliveryCheck {
  if (r.state !== 'submitted') return 'keep';
  if (now.getTime() - Date.parse(r.at) >= SMS_VALIDITY_MS) return 'expire';
  return r.messageId ? 'ask' : 'keep';
}

/** The records of a page a read refreshes: the first {@link SMS_REFRESH_MAX} that are not `keep`. */
export function refreshPlan<T extends Pick<SmsRecord, 'state' | 'at' | 'messageId'>>(
  records: readonly T[],
  now: Date,
): { record: T; check: Exclude<DeliveryCheck, 'keep'> }[] {
  const plan: { record: T; check: Exclude<DeliveryCheck, 'keep'> }[] = [];
  for (const record of records) {
    const check = deliveryCheck(record, now);
    if (check !== 'keep') plan.push({ record, check });
    if (plan.length >= SMS_REFRESH_MAX) break;
  }
  return plan;
}

const validDay = (s: string): boolean => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

/**
 * The sort-key window of a date filter ('YYYY-MM-DD', Asia/Shanghai days, both inclusive): the
 * records' ISO times compare as text, so the window is a `BETWEEN` on the key. Open ends read everything.
 */
export function timeWindow(from?: string, to?: string): { from: string; to: string } {
  for (const [field, v] of [
    ['dateFrom', from],
    ['dateTo', to],
  ] as const)
    if (v !== undefined && !validDay(v)) throw new AppError('VALIDATION', { reasonKey: 'format' }, field);
  if (from !== undefined && to !== undefined && from > to) throw new AppError('SMS_DATE_RANGE', {}, 'dateTo');
  // '0' sorts before any ISO time and '~' after any, so open ends need no special Query.
  return { from: from ? shanghaiDayStart(from) : '0', to: to ? shanghaiDayEnd(to) : '~' };
}
