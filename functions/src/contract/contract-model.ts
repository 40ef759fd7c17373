/**
 * Contracts (issue #14 item 6): pure rules, no storage. The entity is
 * shared/data/entities/contract.entity.ts.
 */
import { ipv4ToNumber, isIpv4 } from '../apn/apn-rules.ts';
import { isDay } from '../credit/credit-model.ts';
import type {
  AccessPointState,
  ContractPaymentKind,
  ContractState,
  accessPointEntity,
  contractEntity,
} from '../shared/data/entities/contract.entity.ts';
import type { InferItem } from '../shared/data/entity.ts';

export {
  type AccessPointOperator,
  type AccessPointState,
  type ContractPaymentKind,
  type PayMode,
  contractPaymentKinds,
  payModes,
} from '../shared/data/entities/contract.entity.ts';

/** What a person sees of a contract's state on `day` (a Shanghai day, yyyy-mm-dd). */
export type ContractStatus = 'notStarted' | 'inForce' | 'expired' | 'terminated';

export interface ContractTerms {
  contractNumber: string;
  paymentKind: ContractPaymentKind;
  validFrom: string;
  validTo: string;
  state: ContractState;
}

export function contractStatus(c: Pick<ContractTerms, 'validFrom' | 'validTo' | 'state'>, day: string): ContractStatus {
  if (c.state === 'terminated') return 'terminated';
  if (day < c.validFrom) return 'notStarted';
  if (day > c.validTo) return 'expired';
  return 'inForce';
}

/**
 * The contract in force on `day` among an enterprise's contracts: of those in force, the one that
 * began last (ties: the greater number), or undefined. Its payment kind is the contract type that
 * prepaid-card funds and prepaid cost are filed under.
 */
export function contractInForce<T extends ContractTerms>(contracts: readonly T[], day: string): T | undefined {
  let best: T | undefined;
  for (const c of contracts) {
    if (contractStatus(c, day) !== 'inForce') continue;
    if (!best || c.validFrom > best.validFrom || (c.validFrom === best.validFrom && c.contractNumber > best.contractNumber))
      best = c;
  }
  return best;
}

/** Spec §7: contracts and access points; the operators an access point may be on. */
export { cardOperators as accessPointOperators } from '../card/card-codes.ts';
export const accessPointStates = ['enabled', 'disabled'] as const satisfies readonly AccessPointState[];
export const contractStatuses = ['notStarted', 'inForce', 'expired', 'terminated'] as const satisfies readonly ContractStatus[];
export const CONTRACT_REMARK_MAX = 500;
export const CONTRACT_NUMBER = /^[A-Za-z0-9][A-Za-z0-9-]{2,31}$/;

export type Contract = InferItem<typeof contractEntity>;
export type AccessPoint = InferItem<typeof accessPointEntity>;

/** What remains of a contract's value to be paid (fen). */
export const remainingOf = (c: Pick<Contract, 'amount' | 'paid'>) => Math.max(0, c.amount - (c.paid ?? 0));

/** What is wrong with a contract's terms (days, validity order, remark length), or nothing. */
export function termsProblem(t: {
  name: string;
  signedOn: string;
  validFrom: string;
  validTo: string;
  remark?: string | null;
}): { key: 'CONTRACT_NAME' | 'CONTRACT_DAY' | 'CONTRACT_VALIDITY'; field: string } | undefined {
  if (!t.name.trim()) return { key: 'CONTRACT_NAME', field: 'name' };
  for (const field of ['signedOn', 'validFrom', 'validTo'] as const) if (!isDay(t[field])) return { key: 'CONTRACT_DAY', field };
  if (t.validTo < t.validFrom) return { key: 'CONTRACT_VALIDITY', field: 'validTo' };
  return undefined;
}

/** Why a payment of `amount` fen under `c` is refused: terminated, not above 0, above what remains. */
export function paymentRefusal(
  c: Pick<Contract, 'amount' | 'paid' | 'state'>,
  amount: number,
): 'terminated' | 'zero' | 'aboveRemaining' | undefined {
  if (c.state === 'terminated') return 'terminated';
  if (!(amount > 0)) return 'zero';
  if (amount > remainingOf(c)) return 'aboveRemaining';
  return undefined;
}

/** What a person reads of a contract in its change log (before and after a change). */
export const contractTermsOf = (c: Contract) => ({
  name: c.name,
  paymentKind: c.paymentKind,
  payMode: c.payMode,
  amount: c.amount,
  signedOn: c.signedOn,
  validFrom: c.validFrom,
  validTo: c.validTo,
  state: c.state,
  remark: c.remark,
  paid: c.paid ?? 0,
});

/**
 * The filter of the contracts shown with `status` on `day` (a Shanghai day): the derived status as a
 * condition on the stored state and validity.
 */
export function statusCondition(status: ContractStatus, day: string) {
  const values = { ':active': 'active', ':day': day };
  const names = { '#state': 'state' };
  switch (status) {
    case 'terminated':
      return { expression: '#state = :t', names, values: { ':t': 'terminated' } };
    case 'notStarted':
      return { expression: '#state = :active AND validFrom > :day', names, values };
    case 'expired':
      return { expression: '#state = :active AND validTo < :day', names, values };
    case 'inForce':
      return { expression: '#state = :active AND validFrom <= :day AND validTo >= :day', names, values };
  }
}

/** The APN an access point names, as the rules read it. */
export interface ApnRange {
  operator: string;
  startIp: string;
  endIp: string;
}

/**
 * What is wrong with an access point's network terms (spec §5 'IP format wrong'): an address that is
 * not IPv4, an end not after the start, an APN of another operator, a range outside the APN's.
 */
export function accessPointProblem(
  a: { operator: string; startIp: string; endIp: string },
  apn: ApnRange,
):
  | { key: 'APN_IP_FORMAT' | 'APN_IP_ORDER' | 'ACCESS_POINT_APN_OPERATOR' | 'ACCESS_POINT_OUTSIDE_APN'; field: string }
  | undefined {
  for (const field of ['startIp', 'endIp'] as const) if (!isIpv4(a[field])) return { key: 'APN_IP_FORMAT', field };
  const start = ipv4ToNumber(a.startIp);
  const end = ipv4ToNumber(a.endIp);
  if (end <= start) return { key: 'APN_IP_ORDER', field: 'endIp' };
  if (apn.operator !== a.operator) return { key: 'ACCESS_POINT_APN_OPERATOR', field: 'apnId' };
  if (start < ipv4ToNumber(apn.startIp) || end > ipv4ToNumber(apn.endIp))
    return { key: 'ACCESS_POINT_OUTSIDE_APN', field: 'startIp' };
  return undefined;
}

/** Ids that sort by creation time: `<prefix><yyyyMMddHHmmss><6 hex>`. */
export const timeId = (prefix: string, now: Date, id: string) =>
  `${prefix}${now.toISOString().replace(/\D/g, '').slice(0, 14)}${id.replace(/-/g, '').slice(0, 6).toUpperCase()}`;
