/**
 * The financial day and month reports (issue #14, item 7; spec §7 "day and month reports"): what the
 * ledger's roll-ups (ledger/ledger-rollup.ts) mean as report figures. Pure: no storage.
 *
 * A roll-up holds, per movement (`<settles kind>:<debit account kind>:<credit account kind>`), its fen
 * and its number of transfers. Each movement falls in one column; a movement the report does not know
 * (a kind of money added later, a correction) falls in `other` instead of being lost or breaking the
 * report. The net change of customer funds is computed from the account kinds alone, so it is right
 * for unknown movements too: money into a customer's funds account counts +, out of one −.
 */
import { addMonths, shanghaiDay } from '../shared/time/calendar.ts';

/** The report's money columns, in the order a row shows them (fen). */
export const reportColumns = [
  /** Recharges reviewed: pre-deposits credited. */
  'recharged',
  /** Refunds of recharges. */
  'refunded',
  /** Withdrawals paid out (the post of their reservation; a request in process or rejected is not). */
  'withdrawn',
  /** Grants given. */
  'granted',
  /** Contract payments received. */
  'contractPaid',
  /** Bills published: owed by customers. */
  'billed',
  /** Written off from pre-deposits. */
  'writtenOffPreDeposit',
  /** Written off from grants. */
  'writtenOffGrant',
  /** Written off on the credit line: credit used. */
  'creditUsed',
  /** Movements the report does not name. */
  'other',
] as const;
export type ReportColumn = (typeof reportColumns)[number];

/** A report row's figures: fen per column, the number of transfers per column, the total written off and the net change of funds. */
export interface ReportFigures {
  amounts: Record<ReportColumn, number>;
  counts: Record<ReportColumn, number>;
  /** Written off from pre-deposits, grants and credit together. */
  writtenOff: number;
  /** The change of customers' funds (pre-deposits, grants, credit, contract payments): in − out. */
  net: number;
}

/** The customer accounts that hold funds (what is owed, `toWriteOff`, is not funds). */
const fundsKinds: readonly string[] = ['preDeposit', 'grant', 'credit', 'contract', 'withdrawable'];

const known: Record<string, ReportColumn> = {
  'recharge:settlement:preDeposit': 'recharged',
  'refund:preDeposit:settlement': 'refunded',
  'withdrawal:preDeposit:settlement': 'withdrawn',
  'grant:grantIssued:grant': 'granted',
  'bill:toWriteOff:revenue': 'billed',
  'bill:preDeposit:toWriteOff': 'writtenOffPreDeposit',
  'bill:grant:toWriteOff': 'writtenOffGrant',
  'bill:credit:toWriteOff': 'creditUsed',
};

/** The column a movement falls in: a named one, a contract payment into a customer's funds, or `other`. */
export function columnOf(movement: string): ReportColumn {
  const named = known[movement];
  if (named) return named;
  const [kind, , credit] = movement.split(':');
  if (kind === 'contract' && fundsKinds.includes(credit ?? '')) return 'contractPaid';
  return 'other';
}

/** What a movement does to customers' funds per fen: +1 into a funds account, −1 out of one, 0 between two or none. */
export function fundsSign(movement: string): number {
  const [, debit, credit] = movement.split(':');
  return (fundsKinds.includes(credit ?? '') ? 1 : 0) - (fundsKinds.includes(debit ?? '') ? 1 : 0);
}

const zeros = () => Object.fromEntries(reportColumns.map((c) => [c, 0])) as Record<ReportColumn, number>;
export const emptyFigures = (): ReportFigures => ({ amounts: zeros(), counts: zeros(), writtenOff: 0, net: 0 });

/** Adds a roll-up item's counters (`fen:<movement>`, `n:<movement>`; other attributes ignored) to `into`. */
export function addRollup(into: ReportFigures, item: Record<string, unknown>): ReportFigures {
  for (const [name, value] of Object.entries(item)) {
    if (typeof value !== 'number') continue;
    if (name.startsWith('fen:')) {
      const movement = name.slice(4);
      const column = columnOf(movement);
      into.amounts[column] += value;
      into.net += fundsSign(movement) * value;
      if (column === 'writtenOffPreDeposit' || column === 'writtenOffGrant' || column === 'creditUsed') into.writtenOff += value;
    } else if (name.startsWith('n:')) into.counts[columnOf(name.slice(2))] += value;
  }
  return into;
}

/** The figures of several roll-up items together. */
export const figuresOf = (items: readonly Record<string, unknown>[]): ReportFigures =>
  items.reduce<ReportFigures>((f, i) => addRollup(f, i), emptyFigures());

/** Whether a row has any movement. */
export const hasMovement = (f: ReportFigures): boolean => reportColumns.some((c) => f.counts[c] > 0);

/** Sums rows' figures (a totals row). */
export function sumFigures(rows: readonly ReportFigures[]): ReportFigures {
  const out = emptyFigures();
  for (const r of rows) {
    for (const c of reportColumns) {
      out.amounts[c] += r.amounts[c];
      out.counts[c] += r.counts[c];
    }
    out.writtenOff += r.writtenOff;
    out.net += r.net;
  }
  return out;
}

export const reportTypes = ['day', 'month'] as const;
export type ReportType = (typeof reportTypes)[number];

const DAY = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const YEAR = /^\d{4}$/;

/** Whether `id` is a real day (`YYYY-MM-DD`) for `day`, a month (`YYYY-MM`) for `month`. */
export function validPeriod(type: ReportType, id: string): boolean {
  if (type === 'month') return MONTH.test(id);
  if (!DAY.test(id)) return false;
  const d = new Date(`${id}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === id;
}

/** Whether `range` is a month (`YYYY-MM`, the range of a day report) or a year (`YYYY`, of a month report). */
export const validRange = (type: ReportType, range: string): boolean => (type === 'day' ? MONTH : YEAR).test(range);

/** The range a list shows when none is asked: this Shanghai month (day report) or year (month report). */
export const defaultRange = (type: ReportType, now: Date): string => shanghaiDay(now).slice(0, type === 'day' ? 7 : 4);

/** The UTC instants a Shanghai day or month starts and ends (end exclusive), for reading transfers by time. */
export function periodSpan(type: ReportType, id: string): { from: string; to: string } {
  const at = (day: string) => new Date(`${day}T00:00:00+08:00`).toISOString();
  if (type === 'month') return { from: at(`${id}-01`), to: at(`${addMonths(id, 1)}-01`) };
  const from = at(id);
  return { from, to: new Date(new Date(from).getTime() + 86_400_000).toISOString() };
}
