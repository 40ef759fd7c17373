/**
 * Prepaid-card funds and prepaid cost (issue #14, items 6 and 7): roll-ups written when a bill with
 * prepaid terms is published (bill/bill-prepaid.ts), read by the prepaid screens without scanning
 * cards or bills. Rules: prepaid/prepaid-model.ts.
 */
import { attr, attrsNamed, entity } from '../entity.ts';
import { keys, scopeKeys } from '../keys.ts';
import type { ContractPaymentKind } from './contract.entity.ts';

/** The contract type a term is filed under: the payment kind of the contract in force on its first day, or none. */
export type ContractType = ContractPaymentKind | 'none';

interface GroupKey {
  channelCustId: string;
  custId: string | null;
  cycle: string;
  goodsReleaseId: string;
  elementId: string;
  contractType: string;
}

const payerOf = (k: { channelCustId: string; custId: string | null }) => scopeKeys.customer(k.channelCustId, k.custId);

/**
 * One payer's prepaid terms of one plan and zone that began in one billing cycle under one contract
 * type: cards, term fees (fen, net of tax), the term's length and the part recognised each month
 * (`rYYYYMM`, added by each bill that contributes: the parts of each contribution sum to its fee).
 */
export const prepaidGroupEntity = /* @__PURE__ */ entity({
  name: 'prepaid funds group',
  attributes: {
    channelCustId: attr<string>(),
    /** The secondary customer paying (its retail bill); null: the enterprise's own bill. */
    custId: attr<string | null>(),
    cycle: attr<string>(),
    goodsReleaseId: attr<string>(),
    elementId: attr<string>(),
    contractType: attr<ContractType>(),
    months: attr<number>(),
    cards: attr<number>(),
    fee: attr<number>(),
    ...attrsNamed('r', attr<number>()),
  },
  key: (k: GroupKey) => keys.prepaidGroup(payerOf(k), k.cycle, k.goodsReleaseId, k.elementId, k.contractType),
});

/** A card's term in its group: first and last day, its fee. */
export const prepaidCardEntity = /* @__PURE__ */ entity({
  name: 'prepaid funds card',
  attributes: {
    iccid: attr<string>(),
    termStart: attr<string>(),
    termEnd: attr<string>(),
    fee: attr<number>(),
    billId: attr<string>(),
  },
  key: (k: GroupKey & { iccid: string; termStart: string }) =>
    keys.prepaidCard(payerOf(k), k.cycle, k.goodsReleaseId, k.elementId, k.contractType, k.iccid, k.termStart),
});

/**
 * A month's prepaid cost of a scope (`recordId` = the month): prepaid received (term fees of terms
 * that began that month), cost recognised that month, and what is still unconsumed at its end.
 * Scopes: a payer's own (`CUST#<c>`, `CUST#<c>#SUB#<s>`) and the platform's totals (`PLATFORM`, the
 * enterprises' own bills).
 */
export const prepaidCostEntity = /* @__PURE__ */ entity({
  name: 'prepaid cost record',
  attributes: {
    month: attr<string>(),
    received: attr<number>(),
    recognised: attr<number>(),
    unconsumed: attr<number>(),
  },
  key: ({ scope, month }: { scope: string; month: string }) => keys.prepaidCost(scope, month),
});

/** An enterprise's figures in the platform's month (the same as its own record of that month). */
export const prepaidCostCustomerEntity = /* @__PURE__ */ entity({
  name: 'prepaid cost customer row',
  attributes: {
    month: attr<string>(),
    channelCustId: attr<string>(),
    received: attr<number>(),
    recognised: attr<number>(),
    unconsumed: attr<number>(),
  },
  key: ({ month, channelCustId }: { month: string; channelCustId: string }) => keys.prepaidCostCustomer(month, channelCustId),
});
