/**
 * The ledger as the funds areas use it: an enterprise's accounts opened once (on its first money
 * operation), its summary, and a ledger refusal turned into the API's error. Every area (recharge,
 * withdrawal, write-off, credit, capital) goes through here rather than opening accounts itself.
 */
import type { LedgerOutcome, LedgerRepository } from '../ledger/ledger.repository.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import { type FundsSummary, fundsAccountKinds, fundsSummary } from './funds-model.ts';

/** Enterprises whose accounts this process has opened (opening is idempotent; this saves the writes). */
const opened = new Set<string>();

/** Opens the enterprise's accounts (each once: an existing account is left as it is). */
export async function openFunds(ledger: LedgerRepository, channelCustId: string, at: string): Promise<void> {
  if (opened.has(channelCustId)) return;
  const have = new Set((await ledger.accounts(channelCustId)).filter((a) => !a.custId).map((a) => a.kind));
  await Promise.all(fundsAccountKinds.filter((k) => !have.has(k)).map((k) => ledger.openAccount({ channelCustId }, k, at)));
  opened.add(channelCustId);
}

/** The enterprise's funds figures (one Query of its accounts). */
export async function readFunds(ledger: LedgerRepository, channelCustId: string): Promise<FundsSummary> {
  return fundsSummary(channelCustId, await ledger.accounts(channelCustId));
}

/**
 * The error for a ledger outcome that is not `ok` (and not the caller's own `precondition`, which the
 * caller answers): want of funds, more than owed, contention after every retry, an operation id reused
 * with other details. Anything else is a defect of the caller (an account never opened, a bad amount).
 */
export function fundsError(o: LedgerOutcome, field?: string): AppError {
  switch (o.code) {
    case 'insufficientFunds':
      return new AppError('FUNDS_INSUFFICIENT', {}, field);
    case 'overLimit':
      return new AppError('FUNDS_OVER_OWED', {}, field);
    case 'conflict':
    case 'limitChanged':
      return new AppError('FUNDS_BUSY');
    case 'idConflict':
      return new AppError('FUNDS_ID_CONFLICT');
    case 'limitBelowUsage':
      return new AppError('FUNDS_CREDIT_IN_USE', {}, field);
    default:
      throw new Error(`funds: unexpected ledger outcome ${o.code}`);
  }
}
