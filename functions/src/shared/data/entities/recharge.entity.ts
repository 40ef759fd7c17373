/**
 * The recharge aggregate (recharge/, issue #14 item 2): a recharge an enterprise filed (amount,
 * payment method, when it paid, its voucher image) with its audit (pending review → reviewed or
 * rejected) and the refunds of it. One copy per scope that lists it — the platform's and its
 * enterprise's — written together, so each list is one Query; every change updates both copies in
 * one transaction (an audit: with the ledger transfer). Types and rules: recharge/recharge-model.ts.
 */
import { attr, entity } from '../entity.ts';
import { keys } from '../keys.ts';

/** Spec §9 payment methods: 0 Alipay, 1 WeChat, 2 offline remittance, 3 corporate (public) transfer, 4 online. */
export const payMethods = [0, 1, 2, 3, 4] as const;
export type PayMethod = (typeof payMethods)[number];
/** Spec §4 recharge audit: 0 pending review, 1 reviewed (funds credited), 2 rejected. */
export const rechargeStates = [0, 1, 2] as const;
export type RechargeState = (typeof rechargeStates)[number];

/** A refund of (part of) a reviewed recharge. */
export interface RechargeRefund {
  refundId: string;
  amount: number;
  reason: string;
  at: string;
  by: string;
}

export const rechargeEntity = /* @__PURE__ */ entity({
  name: 'recharge',
  attributes: {
    rechargeId: attr<string>(),
    channelCustId: attr<string>(),
    /** Fen. */
    amount: attr<number>(),
    currency: attr<'CNY'>(),
    payMethod: attr<PayMethod>(),
    /** When the payer remitted or paid (ISO instant, as the filer gave it). */
    paidAt: attr<string>(),
    /** The payer's remark (who paid, the bank reference). */
    remark: attr<string | null>(),
    /** The voucher image's key in the assets bucket (required for offline and corporate remittances). */
    voucherKey: attr<string | null>(),
    state: attr<RechargeState>(),
    rejectReason: attr<string | null>(),
    createdAt: attr<string>(),
    createdBy: attr<string>(),
    auditedAt: attr<string | null>(),
    auditedBy: attr<string | null>(),
    /** Fen refunded so far (the sum of `refunds`). */
    refundedAmount: attr<number>(),
    refunds: attr<RechargeRefund[]>(),
  },
  /** `scope`: `PLATFORM` or the enterprise's `CUST#<c>` (a key argument, not stored). */
  key: ({ scope, rechargeId }: { scope: string; rechargeId: string }) => keys.recharge(scope, rechargeId),
});
