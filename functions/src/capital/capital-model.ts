/**
 * Funds as the capital screens show them (issue #14, item 6): a customer's figures (funds-model.ts)
 * with its name and pay mode, and a ledger transfer as a movement of one account — what it changed in
 * that account's own direction (funds in and out; for the amount to be written off, owed and paid).
 * Pure.
 */
import type { FundsSummary } from '../funds/funds-model.ts';
import type { Transfer } from '../ledger/ledger-model.ts';
import { parseAccountId } from '../ledger/ledger-model.ts';

/** The accounts whose movements a person may read (the platform's counter-accounts are not a customer's). */
export const movementAccounts = ['preDeposit', 'grant', 'credit', 'toWriteOff'] as const;
export type MovementAccount = (typeof movementAccounts)[number];

export interface CapitalRow extends FundsSummary {
  name: string | null;
  /** The customer's pay mode (spec §9): prepaid, postpaid, prepaid on credit. */
  paymentModel: string | null;
}

export interface Movement {
  transferId: string;
  at: string;
  /** single: moved; pending: reserved; post: a reservation paid out; void: a reservation released. */
  type: Transfer['type'];
  reason: string;
  settles: Transfer['settles'];
  /** Who made it (a platform login name reads as the platform to customers: response-view.ts). */
  by: string;
  amount: number;
  /**
   * The change of the account's balance in its own direction (+ in, − out; for the amount to be
   * written off + owed more, − paid); 0 for a reservation and its release (only what is available moves).
   */
  change: number;
  /** The change of what is reserved (+ reserved, − released or paid out). */
  reservedChange: number;
  /** The other side's account kind (settlement, revenue, grant ...). */
  counterpart: string;
}

/** A transfer as a movement of `accountId`. */
export function movementOf(t: Transfer, accountId: string): Movement {
  const debit = t.debitAccountId === accountId;
  const owedSide = parseAccountId(accountId)?.kind === 'toWriteOff';
  // Customer funds rise on credit; the amount owed rises on debit.
  const sign = (debit ? -1 : 1) * (owedSide ? -1 : 1);
  const posted = t.type === 'single' || t.type === 'post' ? t.amount : 0;
  const reserved = t.type === 'pending' ? t.amount : t.type === 'single' ? 0 : -(t.pendingAmount ?? 0);
  return {
    transferId: t.transferId,
    at: t.at,
    type: t.type,
    reason: t.reason,
    settles: t.settles,
    by: t.actor,
    amount: t.amount,
    change: sign * posted,
    reservedChange: debit ? reserved : 0,
    counterpart: parseAccountId(debit ? t.creditAccountId : t.debitAccountId)?.kind ?? '',
  };
}
