/**
 * Bills as the bill run writes them and the API answers them: ids, payers, calendars, statuses and
 * the summary lines of a bill (docs/decisions.md "The bill run (issue #13, item 3)").
 */
import type { Operator } from '../plan/plan-model.ts';
import type { BillKind, Calendar } from '../shared/data/entities/bill.entity.ts';

export type {
  BillKind,
  BillStatus,
  BillTotals,
  Calendar,
  CardLines,
  ChunkSums,
  CompactLine,
  PoolShareSum,
  ProfitLine,
  SummaryLine,
} from '../shared/data/entities/bill.entity.ts';

export const calendars: readonly Calendar[] = ['month', 'unicom'];
export const calendarOf = (operator: Operator): Calendar => (operator === 'CUCC' ? 'unicom' : 'month');
/** An operator of the calendar: cycles are the same for every operator of one calendar. */
export const calendarOperator = (calendar: Calendar): Operator => (calendar === 'unicom' ? 'CUCC' : 'CMCC');

/** Who a bill is for: the enterprise itself (`E`) or one of its secondary customers (its custId). */
export type Payer = 'E' | string;
export const ENTERPRISE: Payer = 'E';

/** Spec §4: 1 normal, 2 to be written off, 3 written off, 4 overdue written off, 5 overdue not written off. */
export const billStatuses = [1, 2, 3, 4, 5] as const;

export interface BillRef {
  channelCustId: string;
  /** 'YYYY-MM': the month the cycle ends in. */
  cycle: string;
  calendar: Calendar;
  kind: BillKind;
  payer: Payer;
}

const ID = /^([A-Za-z0-9]{1,40})_(\d{4})(\d{2})_([MU])([CP])_([A-Za-z0-9]{1,40})$/;

/**
 * A bill's id names everything that makes it unique, so a re-run finds the same bill and a deep link
 * finds its owner without a directory: `C1001_202603_MC_E` (Acme, March 2026, calendar month,
 * consumption, the enterprise itself), `C1001_202603_UC_S2001`, `C1001_202603_MP_E`.
 */
export function billIdOf(r: BillRef): string {
  const cal = r.calendar === 'unicom' ? 'U' : 'M';
  const kind = r.kind === 'profit' ? 'P' : 'C';
  return `${r.channelCustId}_${r.cycle.replace('-', '')}_${cal}${kind}_${r.payer}`;
}

/** The parts of a bill id, or undefined when it is not one. */
export function parseBillId(billId: string): BillRef | undefined {
  const m = ID.exec(billId);
  if (!m) return undefined;
  const [, channelCustId, year, month, cal, kind, payer] = m;
  return {
    channelCustId: channelCustId!,
    cycle: `${year}-${month}`,
    calendar: cal === 'U' ? 'unicom' : 'month',
    kind: kind === 'P' ? 'profit' : 'consumption',
    payer: payer!,
  };
}
