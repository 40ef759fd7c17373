/**
 * One write-off as ONE transaction (issue #14, item 5), shared by the write-off by hand
 * (write-off.service.ts) and the monthly cycle (write-off-cycle.ts): the ledger's linked legs
 * (grants, then pre-deposits, then — the cycle only — the credit line, each → toWriteOff), the bill and
 * its list copies (written-off amount and status, conditioned on the status and written-off amount
 * read, so two concurrent write-offs of one bill cannot both pass) and the operation's record with its
 * log entries (absent-only: the operation id of a retried write-off finds the first).
 */
import type { BillOperation } from '../bill/bill-owed.ts';
import type { FundsSummary, writeOffLegs } from '../funds/funds-model.ts';
import type { LedgerRepository } from '../ledger/ledger.repository.ts';
import { statusAfterWriteOff } from './write-off-model.ts';
import type { Bill, WriteOffRepository } from './write-off.repository.ts';

/** Times a write-off is tried again when its bill changed between reading and writing. */
export const BILL_RETRIES = 4;

/** What pays a bill by hand: pre-deposits not reserved plus grants (spec §5; the credit line is the cycle's only). */
export const payable = (s: Pick<FundsSummary, 'grant' | 'withdrawable'>) => Math.max(0, s.grant) + Math.max(0, s.withdrawable);

/** An operation as the log answers it (the acting login is platform staff or the enterprise's own). */
export const operationView = ({ scope: _s, ...op }: BillOperation & { scope?: string }) => op;

export type WriteOffApply = ReturnType<typeof writeOffApplier>;

export function writeOffApplier(d: { repo: WriteOffRepository; ledger: LedgerRepository }) {
  /**
   * Writes `amount` off the bill from `legs` in one transaction. `precondition` (the bill changed, or
   * the operation exists) and the ledger's refusals are the caller's to answer.
   */
  return function apply(
    bill: Pick<Bill, 'billId' | 'channelCustId' | 'custId' | 'cycle' | 'status' | 'totals' | 'writtenOff'>,
    amount: number,
    legs: NonNullable<ReturnType<typeof writeOffLegs>>,
    o: { operationId: string; by: string; at: string; reason: string },
  ) {
    const before = bill.writtenOff ?? 0;
    const writtenOff = before + amount;
    const status = statusAfterWriteOff(bill.status, bill.totals.total - writtenOff);
    const op: BillOperation = {
      operationId: o.operationId,
      type: 'writeOff',
      billId: bill.billId,
      channelCustId: bill.channelCustId,
      custId: bill.custId,
      cycle: bill.cycle,
      amount,
      statusBefore: bill.status,
      statusAfter: status,
      writtenOffAfter: writtenOff,
      legs: legs.map((l) => ({ source: l.transferId.split(':').at(-1) as 'grant' | 'preDeposit' | 'credit', amount: l.amount })),
      by: o.by,
      at: o.at,
      reason: o.reason,
    };
    const unchanged = {
      expression: '#status = :st AND writtenOff = :w',
      names: { '#status': 'status' },
      values: { ':st': bill.status, ':w': before },
    };
    const steps = [...d.repo.billSteps(bill, { writtenOff, status }, unchanged), ...d.repo.operationSteps(op)];
    return { op, outcome: d.ledger.linked(legs, steps) };
  };
}
