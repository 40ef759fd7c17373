/**
 * The credit aggregate (credit/, issue #14 item 4): credit orders of an enterprise — a credit line
 * granted for a validity — their copies in the platform's list, and the log of every change with
 * before and after. The credit line itself is the credit limit of the enterprise's `credit` ledger
 * account (ledger.entity.ts), written in the same transaction as the order. Rules: credit/credit-model.ts.
 */
import { attr, entity } from '../entity.ts';
import { keys } from '../keys.ts';
import { createdStamps, updatedStamps } from './stamps.ts';

/** The unit of a credit order's validity. */
export const creditUnits = ['day', 'month', 'year'] as const;
export type CreditUnit = (typeof creditUnits)[number];
/** A credit order counts towards the line while active and within its validity; a cancelled one never. */
export type CreditState = 'active' | 'cancelled';

const creditAttributes = {
  creditId: attr<string>(),
  channelCustId: attr<string>(),
  /** The credit line this order grants (fen). */
  amount: attr<number>(),
  /** When the customer paid for (or signed) the credit. */
  paymentTime: attr<string>(),
  unit: attr<CreditUnit>(),
  /** How many units the credit is valid, from `validFrom` (a Shanghai day) to `validTo` (inclusive). */
  validity: attr<number>(),
  validFrom: attr<string>(),
  validTo: attr<string>(),
  state: attr<CreditState>(),
  remark: attr<string | null>(),
  ...createdStamps,
  ...updatedStamps,
  /** Counted up by every change: a change is written on condition that the order is as it was read. */
  version: attr<number>(),
};

export const creditOrderEntity = /* @__PURE__ */ entity({
  name: 'credit order',
  attributes: creditAttributes,
  key: ({ channelCustId, creditId }: { channelCustId: string; creditId: string }) => keys.creditOrder(channelCustId, creditId),
});

export const creditListEntity = /* @__PURE__ */ entity({
  name: 'credit order list entry',
  attributes: creditAttributes,
  key: ({ creditId }: { creditId: string }) => keys.creditListItem(creditId),
});

export const creditChangeEntity = /* @__PURE__ */ entity({
  name: 'credit change',
  attributes: {
    changeId: attr<string>(),
    creditId: attr<string>(),
    channelCustId: attr<string>(),
    /** `expire` / `start`: the daily sweep found the order's validity ended / begun (credit/credit-sweep.ts). */
    action: attr<'create' | 'update' | 'cancel' | 'expire' | 'start'>(),
    before: attr<Record<string, unknown> | null>(),
    after: attr<Record<string, unknown>>(),
    /** The enterprise's credit line before and after the change (fen). */
    lineBefore: attr<number>(),
    lineAfter: attr<number>(),
    reason: attr<string | null>(),
    by: attr<string>(),
    at: attr<string>(),
  },
  key: ({ channelCustId, creditId, at, changeId }: { channelCustId: string; creditId: string; at: string; changeId: string }) =>
    keys.creditChange(channelCustId, creditId, at, changeId),
});

/**
 * The day an enterprise's credit line was last computed and the line then (written with every change
 * of the line): the daily sweep logs the orders whose validity ended or began since that day.
 */
export const creditLineEntity = /* @__PURE__ */ entity({
  name: 'credit line',
  attributes: { channelCustId: attr<string>(), day: attr<string>(), line: attr<number>(), at: attr<string>() },
  key: ({ channelCustId }: { channelCustId: string }) => keys.creditLine(channelCustId),
});
