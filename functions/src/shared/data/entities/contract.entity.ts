/**
 * The contract aggregate (contract/, issue #14 item 6): a contract the platform signed with an
 * enterprise — its payment kind (spec §9: prepaid contract, prepaid deposit, postpaid), its pay mode
 * (prepaid, postpaid, prepaid on credit), its value and validity; its copy in the platform's list, the
 * log of every change, the payments received under it and the network access points it provides.
 * Rules: contract/contract-model.ts.
 */
import { attr, entity, optionalAttr } from '../entity.ts';
import { keys } from '../keys.ts';
import { createdStamps, updatedStamps } from './stamps.ts';

/** Spec §9 contract payment kinds: prepaid contract, prepaid deposit, postpaid. */
export const contractPaymentKinds = ['prepaidContract', 'prepaidDeposit', 'postpaid'] as const;
export type ContractPaymentKind = (typeof contractPaymentKinds)[number];
/** Spec §9 pay modes: prepaid, postpaid, prepaid on credit. */
export const payModes = ['prepaid', 'postpaid', 'prepaidCredit'] as const;
export type PayMode = (typeof payModes)[number];
/** A contract is in force within its validity unless terminated; `notStarted` and `expired` are derived on read. */
export type ContractState = 'active' | 'terminated';

/** Operators an access point is on (the card area's `cardOperators`). */
export type AccessPointOperator = 'CMCC' | 'CUCC' | 'CTCC';
export type AccessPointState = 'enabled' | 'disabled';

const contractAttributes = {
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
  ...createdStamps,
  ...updatedStamps,
  /** Counted up by every change: a change is written on condition that the contract is as it was read. */
  version: attr<number>(),
  /** Payments received under it so far (fen; absent = none): never above `amount` (the payment's condition). */
  paid: optionalAttr<number>(),
  /** Why and when it was terminated. */
  terminatedReason: optionalAttr<string>(),
  terminatedAt: optionalAttr<string>(),
};

export const contractEntity = /* @__PURE__ */ entity({
  name: 'contract',
  attributes: contractAttributes,
  key: ({ channelCustId, contractNumber }: { channelCustId: string; contractNumber: string }) =>
    keys.contract(channelCustId, contractNumber),
});

/** A contract in the platform's list (a copy written with it): every enterprise's, by number. */
export const contractListEntity = /* @__PURE__ */ entity({
  name: 'contract list entry',
  attributes: contractAttributes,
  key: ({ contractNumber }: { contractNumber: string }) => keys.contractListItem(contractNumber),
});

/** One change of a contract, with the terms before and after, who, when and why. */
export const contractChangeEntity = /* @__PURE__ */ entity({
  name: 'contract change',
  attributes: {
    changeId: attr<string>(),
    contractNumber: attr<string>(),
    channelCustId: attr<string>(),
    action: attr<'create' | 'update' | 'terminate' | 'payment'>(),
    before: attr<Record<string, unknown> | null>(),
    after: attr<Record<string, unknown>>(),
    reason: attr<string | null>(),
    by: attr<string>(),
    at: attr<string>(),
  },
  key: ({
    channelCustId,
    contractNumber,
    at,
    changeId,
  }: { channelCustId: string; contractNumber: string; at: string; changeId: string }) =>
    keys.contractChange(channelCustId, contractNumber, at, changeId),
});

/** A payment received under a contract: one ledger transfer settlement → contract (`contractPayment:<paymentId>`). */
export const contractPaymentEntity = /* @__PURE__ */ entity({
  name: 'contract payment',
  attributes: {
    paymentId: attr<string>(),
    contractNumber: attr<string>(),
    channelCustId: attr<string>(),
    /** Fen, > 0. */
    amount: attr<number>(),
    /** The Shanghai day the money arrived. */
    paidOn: attr<string>(),
    remark: attr<string | null>(),
    transferId: attr<string>(),
    /** The contract's payments after this one (fen). */
    paidAfter: attr<number>(),
    by: attr<string>(),
    at: attr<string>(),
  },
  key: ({ channelCustId, contractNumber, paymentId }: { channelCustId: string; contractNumber: string; paymentId: string }) =>
    keys.contractPayment(channelCustId, contractNumber, paymentId),
});

/** A network access point a contract provides: operator, APN of the catalogue, an IPv4 range, a card limit. */
export const accessPointEntity = /* @__PURE__ */ entity({
  name: 'access point',
  attributes: {
    accessPointId: attr<string>(),
    contractNumber: attr<string>(),
    channelCustId: attr<string>(),
    name: attr<string>(),
    operator: attr<AccessPointOperator>(),
    apnId: attr<string>(),
    /** The APN's name when the access point was last saved (the catalogue is the platform's). */
    apnName: attr<string>(),
    startIp: attr<string>(),
    endIp: attr<string>(),
    /** How many cards may use it (0: none yet). */
    cardLimit: attr<number>(),
    state: attr<AccessPointState>(),
    ...createdStamps,
    ...updatedStamps,
    version: attr<number>(),
  },
  key: ({
    channelCustId,
    contractNumber,
    accessPointId,
  }: { channelCustId: string; contractNumber: string; accessPointId: string }) =>
    keys.accessPoint(channelCustId, contractNumber, accessPointId),
});
