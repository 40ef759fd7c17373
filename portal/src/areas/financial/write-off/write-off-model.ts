import type { StateTone } from '@cmp/ui-kit';
import { fenOf } from '../../../lib/format';
import { formatCny } from '../../../lib/format';

/** The list's tabs (the API's `tab`). */
export const WRITE_OFF_TABS = ['toWriteOff', 'writtenOff', 'overdue', 'all'] as const;
export type WriteOffTab = (typeof WRITE_OFF_TABS)[number];
export const tabOf = (tab: string | undefined): WriteOffTab =>
  (WRITE_OFF_TABS as readonly string[]).includes(tab ?? '') ? (tab as WriteOffTab) : 'toWriteOff';

/** Bill status tones: owing amber, written off green, overdue red. */
export const statusTones: Record<number, StateTone> = { 1: 'slate', 2: 'amber', 3: 'green', 4: 'green', 5: 'red' };
export const OPERATION_TYPES = ['publish', 'writeOff', 'overdue'] as const;
export const operationTones: Record<string, StateTone> = { publish: 'blue', writeOff: 'green', overdue: 'red' };

/** A bill may be written off while it owes (2 or 5) and something is left. */
export const canWriteOff = (r: { status: number; remaining: number }) => (r.status === 2 || r.status === 5) && r.remaining > 0;

/** Fen as the amount field shows it: yuan with two decimals ("123.45"). */
export const yuanText = (fen: number) => (fen / 100).toFixed(2);

/** What is wrong with a typed amount (spec §5: not 0, not above what the bill owes, not above pre-deposits plus grants). */
export function amountProblem(
  typed: string,
  row: { remaining: number; payable: number },
): { key: string; values?: Record<string, unknown> } | undefined {
  const fen = fenOf(typed);
  const rule = (key: string, values?: Record<string, unknown>) => ({ key: `financial.writeOff.dialog.rules.${key}`, values });
  if (fen === null) return rule('amount');
  if (fen === 0) return rule('zero');
  if (fen > row.remaining) return rule('aboveOwed', { owed: formatCny(row.remaining) });
  if (fen > row.payable) return rule('aboveFunds', { available: formatCny(row.payable) });
  return undefined;
}

/** The last ended month (YYYY-MM) of `today`: what the cycle button offers. */
export function lastEndedMonth(today: Date): string {
  const y = today.getFullYear();
  const m = today.getMonth();
  return m === 0 ? `${y - 1}-12` : `${y}-${String(m).padStart(2, '0')}`;
}
export const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
