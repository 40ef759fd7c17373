/**
 * The withdrawal aggregate (withdrawal/, issue #14 item 3): an enterprise's request to be paid out
 * (part of) its pre-deposits, in the enterprise's partition; the platform lists every request on
 * `byAlternateId`, and the run on the 10th finds the examined ones on a sparse `bySubCustomerState`
 * key. Beside it, the enterprise's one "open withdrawal" claim, which makes "no new request while one
 * is in process" a condition of the request's own transaction. Rules: withdrawal/withdrawal-model.ts.
 */
import { attr, entity } from '../entity.ts';
import { altKeys, keys } from '../keys.ts';

/** Spec §4 withdrawal: submitted → examined → applying → withdrawn, or rejected (from submitted or examined). */
export const withdrawalStates = ['submitted', 'examined', 'applying', 'withdrawn', 'rejected'] as const;
export type WithdrawalState = (typeof withdrawalStates)[number];

export const withdrawalEntity = /* @__PURE__ */ entity({
  name: 'withdrawal',
  attributes: {
    /** `<channelCustId>-W<UTC yyyyMMddHHmmssSSS><6 hex>`: the owner first, then the submission time. */
    withdrawalId: attr<string>(),
    channelCustId: attr<string>(),
    /** Fen, CNY. */
    amount: attr<number>(),
    currency: attr<'CNY'>(),
    /** The payee: the customer's bank (spec §3 customer "bank") as it was when the request was made. */
    bankName: attr<string>(),
    bankAccount: attr<string>(),
    accountName: attr<string>(),
    /** Finance has the enterprise's invoice for the amount (set when examined: spec §9 pays about 10 days after it). */
    invoiceReceived: attr<boolean>(),
    remark: attr<string | null>(),
    state: attr<WithdrawalState>(),
    /** Rejected: why. */
    reason: attr<string | null>(),
    createdAt: attr<string>(),
    createdBy: attr<string>(),
    examinedAt: attr<string | null>(),
    examinedBy: attr<string | null>(),
    rejectedAt: attr<string | null>(),
    rejectedBy: attr<string | null>(),
    /** The run that pays it (`run:<Shanghai date>`), when it started paying, and when it was paid. */
    runId: attr<string | null>(),
    applyingAt: attr<string | null>(),
    withdrawnAt: attr<string | null>(),
    withdrawnBy: attr<string | null>(),
  },
  key: ({ channelCustId, withdrawalId }: { channelCustId: string; withdrawalId: string }) =>
    keys.withdrawal(channelCustId, withdrawalId),
  indexes: {
    withdrawalsOfPlatform: {
      index: 'byAlternateId',
      uses: ['createdAt', 'withdrawalId'],
      key: (w) => altKeys.withdrawalOfPlatform(w.createdAt, w.withdrawalId),
    },
    withdrawalsDue: {
      index: 'bySubCustomerState',
      uses: ['state', 'withdrawalId'],
      key: (w) => (w.state === 'examined' || w.state === 'applying' ? altKeys.withdrawalDue(w.withdrawalId) : undefined),
    },
  },
});

/** The enterprise's withdrawal in process: at most one item per enterprise (put absent-only). */
export const openWithdrawalEntity = /* @__PURE__ */ entity({
  name: 'open withdrawal',
  attributes: {
    channelCustId: attr<string>(),
    withdrawalId: attr<string>(),
    createdAt: attr<string>(),
  },
  key: ({ channelCustId }: { channelCustId: string }) => keys.openWithdrawal(channelCustId),
});
