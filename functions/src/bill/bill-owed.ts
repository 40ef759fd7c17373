/**
 * What publishing a bill owes the platform (issue #14, item 5; docs/decisions.md "Write-off and the
 * write-off cycle"), and the record every bill operation leaves (publish, write-off, overdue mark).
 *
 * - The enterprise's own consumption bills (custId null) with a total above 0 owe: published, they
 *   go to status 2 (to be written off) and the ledger's `billOwedTransfer` is written in the same
 *   transaction. A secondary customer's retail bill is what the enterprise collects from its customer
 *   (the platform is not party to it) and a profit-sharing bill is the enterprise's income: both, and
 *   a bill of total 0, are published as status 1 (normal).
 * - A bill owing falls due on the last day of the month after its cycle.
 */
import {
  type BillOperationType,
  billOperationEntity,
  billOperationListEntity,
} from '../shared/data/entities/write-off.entity.ts';
import { entitySteps } from '../shared/data/entity-operations.ts';
import type { InferItem } from '../shared/data/entity.ts';
import { scopeKeys } from '../shared/data/keys.ts';
import type { TransactStep } from '../shared/data/operations.ts';
import { addMonths, daysInMonth } from '../shared/time/calendar.ts';

export type BillOperation = InferItem<typeof billOperationEntity>;
export type { BillOperationType };

interface OwingBill {
  custId: string | null;
  kind: 'consumption' | 'profit';
  totals: { total: number };
}

/** Whether publishing the bill makes it owed to the platform (status 2) rather than normal (1). */
export const owesPlatform = (b: OwingBill): boolean => b.custId === null && b.kind === 'consumption' && b.totals.total > 0;

/** The day a bill of `cycle` falls due: the last day of the month after it. */
export function dueDateOf(cycle: string): string {
  const month = addMonths(cycle, 1);
  return `${month}-${String(daysInMonth(month)).padStart(2, '0')}`;
}

/** Operation ids: publishing and an overdue mark happen once per bill; the cycle's write-off once per bill and month. */
export const operationIds = {
  publish: (billId: string) => `publish-${billId}`,
  overdue: (billId: string) => `overdue-${billId}`,
  cycle: (month: string, billId: string) => `cycle-${month}-${billId}`,
  /** A manual write-off: the client's id (its Idempotency-Key or its own `opId`). */
  manual: (billId: string, clientId: string) => `manual-${billId}-${clientId}`,
};

/**
 * Why an operation happened when no person said why: a rule, stored as `rule:<code>` and worded by
 * the reader (the log screen, the export) in its language. A person's note is stored as written.
 */
export const ruleReasons = {
  /** Published, owed to the platform. */
  owed: 'rule:owed',
  /** Published, owing the platform nothing (a secondary customer's or profit-sharing bill, or 0). */
  notOwed: 'rule:notOwed',
  /** Written off by hand without a note. */
  manual: 'rule:manual',
  /** Written off by the monthly cycle. */
  cycle: 'rule:cycle',
  /** Unpaid past its due date. */
  overdue: 'rule:overdue',
} as const;

/** The logs a bill operation is listed in: the platform's and its enterprise's. */
export const operationScopes = (channelCustId: string): string[] => [scopeKeys.platform, scopeKeys.enterprise(channelCustId)];

/** The steps writing an operation's record (absent-only: the same operation id twice fails) and its log entries. */
export function operationSteps(table: string, op: BillOperation): TransactStep[] {
  return [
    entitySteps.put(table, billOperationEntity, op, 'absent'),
    ...operationScopes(op.channelCustId).map((scope) => entitySteps.put(table, billOperationListEntity, { ...op, scope })),
  ];
}
