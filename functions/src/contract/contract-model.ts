/**
 * Contracts (issue #14 item 6): pure rules, no storage. The entity is
 * shared/data/entities/contract.entity.ts.
 */
import type { ContractPaymentKind, ContractState } from '../shared/data/entities/contract.entity.ts';

export {
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
