/**
 * The contract aggregate (contract/, issue #14 item 6): a contract the platform signed with an
 * enterprise — its payment kind (spec §9: prepaid contract, prepaid deposit, postpaid), its pay mode
 * (prepaid, postpaid, prepaid on credit), its value and validity. Rules: contract/contract-model.ts.
 */
import { attr, entity } from '../entity.ts';
import { keys } from '../keys.ts';

/** Spec §9 contract payment kinds: prepaid contract, prepaid deposit, postpaid. */
export const contractPaymentKinds = ['prepaidContract', 'prepaidDeposit', 'postpaid'] as const;
export type ContractPaymentKind = (typeof contractPaymentKinds)[number];
/** Spec §9 pay modes: prepaid, postpaid, prepaid on credit. */
export const payModes = ['prepaid', 'postpaid', 'prepaidCredit'] as const;
export type PayMode = (typeof payModes)[number];
/** A contract is in force within its validity unless terminated; `notStarted` and `expired` are derived on read. */
export type ContractState = 'active' | 'terminated';

export const contractEntity = /* @__PURE__ */ entity({
  name: 'contract',
  attributes: {
    contractNumber: attr<string>(),
    channelCustId: attr<string>(),
    name: attr<string>(),
    paymentKind: attr<ContractPaymentKind>(),
    payMode: attr<PayMode>(),
    /** The contract's value (fen). */
    amount: attr<number>(),
    /** Shanghai days: signed, and valid from … to (inclusive). */
    signedOn: attr<string>(),
    validFrom: attr<string>(),
    validTo: attr<string>(),
    state: attr<ContractState>(),
    remark: attr<string | null>(),
    createdAt: attr<string>(),
    createdBy: attr<string>(),
    updatedAt: attr<string>(),
    updatedBy: attr<string>(),
    /** Counted up by every change: a change is written on condition that the contract is as it was read. */
    version: attr<number>(),
  },
  key: ({ channelCustId, contractNumber }: { channelCustId: string; contractNumber: string }) =>
    keys.contract(channelCustId, contractNumber),
});
