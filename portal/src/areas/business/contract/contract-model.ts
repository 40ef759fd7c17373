import {
  CONTRACT_NUMBER,
  type ContractPaymentKind,
  type PayMode,
  type RequestOf,
  type ResponseOf,
  type RouteId,
  accessPointOperators,
  accessPointStates,
  contractPaymentKinds,
  contractStatuses,
  ipv4ToNumber as ipNumber,
  isIpv4,
  payModes,
} from '@cmp/functions/contracts';
import type { StateTone } from '@cmp/ui-kit';
import { api } from '../../../app/services';
import { fenOf, formatCny } from '../../../lib/format';

export const CONTRACT_LIST = 'contract.list' satisfies RouteId;
export const CONTRACT_DETAIL = 'contract.detail' satisfies RouteId;
export const CONTRACT_LOG = 'contract.changeLog' satisfies RouteId;
export const ACCESS_POINT_LIST = 'contract.accessPointList' satisfies RouteId;
export { accessPointOperators, accessPointStates, contractPaymentKinds, contractStatuses, payModes };

/** A contract as the server answers it (fen; its status derived today). */
export type ContractRow = ResponseOf<'contract.list'>['items'][number];
export type ContractDetail = ResponseOf<'contract.detail'>;
export type ContractPayment = ContractDetail['payments'][number];
export type ContractChange = ResponseOf<'contract.changeLog'>['items'][number];
export type AccessPointRow = ResponseOf<'contract.accessPointList'>['items'][number];

export const statusTones: Record<ContractRow['status'], StateTone> = {
  notStarted: 'blue',
  inForce: 'green',
  expired: 'slate',
  terminated: 'red',
};
export const accessPointTones: Record<AccessPointRow['state'], StateTone> = { enabled: 'green', disabled: 'slate' };

export const accessPointPath = (contractNumber: string) =>
  `/business/contract/access-point/${encodeURIComponent(contractNumber)}`;
/** The customer as a person reads it: its name (its id only when the name is unknown). */
export const customerOf = (c: Pick<ContractRow, 'customerName' | 'channelCustId'>) => c.customerName ?? c.channelCustId;

/** The Shanghai day of now (YYYY-MM-DD). */
export const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

/** A contract as typed in its dialog: the value in yuan, days as YYYY-MM-DD. */
export interface ContractDraft {
  channelCustId: string;
  contractNumber: string;
  name: string;
  paymentKind: ContractPaymentKind;
  payMode: PayMode;
  amount: string;
  signedOn: string;
  validFrom: string;
  validTo: string;
  remark: string;
}

export function emptyContractDraft(channelCustId: string | null): ContractDraft {
  const day = today();
  return {
    channelCustId: channelCustId ?? '',
    contractNumber: '',
    name: '',
    paymentKind: 'prepaidContract',
    payMode: 'prepaid',
    amount: '',
    signedOn: day,
    validFrom: day,
    validTo: `${Number(day.slice(0, 4)) + 1}${day.slice(4, 10)}`,
    remark: '',
  };
}

export const contractDraftOf = (c: ContractRow): ContractDraft => ({
  channelCustId: c.channelCustId,
  contractNumber: c.contractNumber,
  name: c.name,
  paymentKind: c.paymentKind,
  payMode: c.payMode,
  amount: (c.amount / 100).toFixed(2),
  signedOn: c.signedOn,
  validFrom: c.validFrom,
  validTo: c.validTo,
  remark: c.remark ?? '',
});

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const rule = (key: string, values?: Record<string, unknown>) => ({ key: `business.contract.rules.${key}`, values });

/** What is wrong with a contract draft, field by field; nothing when it may be sent. */
export function contractProblems(d: ContractDraft, isNew: boolean) {
  const fen = fenOf(d.amount);
  const days = DAY.test(d.validFrom) && DAY.test(d.validTo);
  return {
    channelCustId: isNew && !d.channelCustId ? rule('customer') : undefined,
    contractNumber: isNew && !CONTRACT_NUMBER.test(d.contractNumber.trim()) ? rule('contractNumber') : undefined,
    name: d.name.trim() ? undefined : rule('name'),
    amount: fen === null || fen < 0 ? rule('amount') : undefined,
    signedOn: DAY.test(d.signedOn) ? undefined : rule('day'),
    validFrom: DAY.test(d.validFrom) ? undefined : rule('day'),
    validTo: !DAY.test(d.validTo) ? rule('day') : days && d.validTo < d.validFrom ? rule('validTo') : undefined,
  };
}

/** The terms of a draft as the server takes them (the value in fen). */
export const contractTermsOf = (d: ContractDraft) => ({
  name: d.name.trim(),
  paymentKind: d.paymentKind,
  payMode: d.payMode,
  amount: fenOf(d.amount) ?? 0,
  signedOn: d.signedOn,
  validFrom: d.validFrom,
  validTo: d.validTo,
  ...(d.remark.trim() ? { remark: d.remark.trim() } : {}),
});

/** A payment as typed: yuan, the day it arrived. */
export interface PaymentDraft {
  amount: string;
  paidOn: string;
  remark: string;
}

export function paymentProblems(d: PaymentDraft, remaining: number) {
  const fen = fenOf(d.amount);
  return {
    amount:
      fen === null || fen <= 0
        ? rule('payAmount')
        : fen > remaining
          ? rule('aboveRemaining', { remaining: formatCny(remaining) })
          : undefined,
    paidOn: DAY.test(d.paidOn) ? undefined : rule('day'),
  };
}

/** An access point as typed. */
export interface AccessPointDraft {
  name: string;
  operator: AccessPointRow['operator'];
  apnId: string;
  startIp: string;
  endIp: string;
  cardLimit: string;
}

export const emptyAccessPointDraft = (): AccessPointDraft => ({
  name: '',
  operator: 'CMCC',
  apnId: '',
  startIp: '',
  endIp: '',
  cardLimit: '0',
});
export const accessPointDraftOf = (a: AccessPointRow): AccessPointDraft => ({
  name: a.name,
  operator: a.operator,
  apnId: a.apnId,
  startIp: a.startIp,
  endIp: a.endIp,
  cardLimit: String(a.cardLimit),
});

const apRule = (key: string) => ({ key: `business.contract.accessPoint.rules.${key}` });

/** What is wrong with an access point draft (spec §5 'IP format wrong'); the APN's range is the server's check. */
export function accessPointProblems(d: AccessPointDraft) {
  const start = d.startIp.trim();
  const end = d.endIp.trim();
  return {
    name: d.name.trim() ? undefined : apRule('name'),
    apnId: d.apnId ? undefined : apRule('apn'),
    startIp: isIpv4(start) ? undefined : apRule('ip'),
    endIp: !isIpv4(end) ? apRule('ip') : isIpv4(start) && ipNumber(end) <= ipNumber(start) ? apRule('ipOrder') : undefined,
    cardLimit: /^\d{1,8}$/.test(d.cardLimit.trim()) ? undefined : apRule('cardLimit'),
  };
}

export const accessPointTermsOf = (d: AccessPointDraft) => ({
  name: d.name.trim(),
  operator: d.operator,
  apnId: d.apnId,
  startIp: d.startIp.trim(),
  endIp: d.endIp.trim(),
  cardLimit: Number(d.cardLimit.trim()),
});

/** A client operation id: the same payment submitted twice (a retry) is recorded once. */
export const newOpId = () => `ui-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

const post = <Id extends RouteId>(id: Id, body: RequestOf<Id>) => api.call(id, body, { silent: true });
export const createContract = (body: RequestOf<'contract.create'>) => post('contract.create', body);
export const updateContract = (body: RequestOf<'contract.update'>) => post('contract.update', body);
export const terminateContract = (body: RequestOf<'contract.terminate'>) => post('contract.terminate', body);
export const payContract = (body: RequestOf<'contract.pay'>) => post('contract.pay', body);
export const addAccessPoint = (body: RequestOf<'contract.accessPointAdd'>) => post('contract.accessPointAdd', body);
export const updateAccessPoint = (body: RequestOf<'contract.accessPointUpdate'>) => post('contract.accessPointUpdate', body);
export const setAccessPointState = (body: RequestOf<'contract.accessPointState'>) => post('contract.accessPointState', body);
export const deleteAccessPoint = (body: RequestOf<'contract.accessPointDelete'>) => post('contract.accessPointDelete', body);
