/**
 * Step 1 of the write-off cycle for one enterprise: its bills of earlier cycles still owing (status 2)
 * are past due, marked overdue (5) with their operation in one transaction, and each is announced on
 * the bus (`Bill Overdue`, what overdue-bill rules see). The mark carries `overdueNoticePending` until
 * the event is on the bus: a publish that failed (or a run that stopped between the two) is sent again
 * by the next run that reads the bill, since nothing else re-derives overdue bills. A repeat is
 * harmless: the rule evaluator fires once per (rule, enterprise, cycle).
 */
import { DOMAIN_EVENT_SOURCE, type DomainEvent } from '@cmp/events';
import { type BillOperation, dueDateOf, operationIds, ruleReasons } from '../bill/bill-owed.ts';
import type { BillSummary } from '../bill/bill.repository.ts';
import type { Condition } from '../shared/data/entity-operations.ts';
import type { TransactStep } from '../shared/data/operations.ts';
import { overdueInCycle, remainingOf } from './write-off-model.ts';

export interface OverdueDeps {
  billSteps(
    bill: BillSummary,
    set: Partial<BillSummary>,
    condition: Condition,
    remove?: 'overdueNoticePending'[],
  ): TransactStep[];
  operationSteps(op: BillOperation): TransactStep[];
  /** Writes the steps in one transaction; false when a condition failed (nothing written). */
  transact(steps: TransactStep[]): Promise<boolean>;
  publish(events: readonly DomainEvent[]): Promise<{ failed: number }>;
  now(): string;
}

const stillOwed: Condition = { expression: '#status = :st', names: { '#status': 'status' }, values: { ':st': 2 } };
const stillPending: Condition = { expression: 'overdueNoticePending = :t', values: { ':t': true } };

/** Marks the enterprise's past-due bills overdue and announces each (again, if its notice is pending); answers how many it marked. */
export async function markOverdue(d: OverdueDeps, channelCustId: string, month: string, bills: BillSummary[]): Promise<number> {
  let marked = 0;
  for (const bill of bills) {
    if (bill.status === 5 && bill.overdueNoticePending) {
      await announce(d, bill, d.now());
      continue;
    }
    if (bill.status !== 2 || !overdueInCycle(bill.cycle, month)) continue;
    const at = d.now();
    const op: BillOperation = {
      operationId: operationIds.overdue(bill.billId),
      type: 'overdue',
      billId: bill.billId,
      channelCustId,
      custId: bill.custId,
      cycle: bill.cycle,
      amount: 0,
      statusBefore: 2,
      statusAfter: 5,
      writtenOffAfter: bill.writtenOff ?? 0,
      by: `cycle:${month}`,
      at,
      reason: ruleReasons.overdue,
    };
    const set = { status: 5, overdueNoticePending: true } as const;
    if (await d.transact([...d.billSteps(bill, set, stillOwed), ...d.operationSteps(op)])) {
      marked++;
      Object.assign(bill, set);
      await announce(d, bill, at);
    }
  }
  return marked;
}

/** Puts the bill's `Bill Overdue` on the bus; once it is there, the pending notice is cleared. */
async function announce(d: OverdueDeps, bill: BillSummary, at: string): Promise<void> {
  const { failed } = await d.publish([
    {
      source: DOMAIN_EVENT_SOURCE,
      'detail-type': 'Bill Overdue',
      detail: {
        channelCustId: bill.channelCustId,
        billId: bill.billId,
        cycle: bill.cycle,
        dueDate: dueDateOf(bill.cycle),
        owed: remainingOf(bill),
        at,
      },
    },
  ]);
  if (failed) return;
  if (await d.transact(d.billSteps(bill, {}, stillPending, ['overdueNoticePending']))) bill.overdueNoticePending = undefined;
}
