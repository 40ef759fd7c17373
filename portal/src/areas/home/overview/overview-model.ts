import { type ResponseOf, cardOperators, lifecycleCodes } from '@cmp/functions/contracts';
import type { ChartPoint } from '@cmp/ui-kit';
import { formatDate, formatMonth } from '../../../lib/format';

type CycleData = ResponseOf<'home.getCycleNew'>;
type OperatorData = ResponseOf<'home.getLinkNew'>;
type MonthFlow = ResponseOf<'home.monthFlow'>;
type DayFlow = ResponseOf<'home.dayFlow'>;

/** Lifecycle state codes of spec §4 (contract), in display order; labels are i18n data under cardState.<code>. */
export const CARD_STATES = lifecycleCodes;
export const ACTIVATED = 64;
/** Operators (contract), in display order; labels under operator.<code>. */
export const OPERATORS = cardOperators;

type Translate = (key: string) => string;

export function countInState(cycle: CycleData | undefined, state: number): number {
  return cycle?.byState.find((s) => s.state === state)?.count ?? 0;
}

/** Change of this month vs the previous one; no percentage when there is nothing to compare with. */
export function monthChange(used: number, previous: number): { direction: 'up' | 'down' | 'flat'; percent: number | null } {
  if (previous <= 0) return { direction: used > 0 ? 'up' : 'flat', percent: null };
  const percent = ((used - previous) / previous) * 100;
  const direction = Math.abs(percent) < 0.05 ? 'flat' : percent > 0 ? 'up' : 'down';
  return { direction, percent: Math.abs(percent) };
}

/** Share as a percentage with one decimal ('62.5%'), or null without a denominator. */
export function percentText(part: number, whole: number): string | null {
  return whole > 0 ? `${((part / whole) * 100).toFixed(1)}%` : null;
}

/** Cards per lifecycle state in the fixed state order; states without cards are kept (shown as 0). */
export function stateDistribution(cycle: CycleData | undefined, t: Translate): ChartPoint[] {
  return CARD_STATES.map((state) => ({ label: t(`cardState.${state}`), value: countInState(cycle, state) }));
}

/** Cards per operator in the fixed operator order; unknown operators follow under their code. */
export function operatorDistribution(data: OperatorData | undefined, t: Translate): ChartPoint[] {
  const rows = data?.byOperator ?? [];
  const known = OPERATORS.map((op) => ({ label: t(`operator.${op}`), value: rows.find((r) => r.operator === op)?.count ?? 0 }));
  const others = rows.filter((r) => !OPERATORS.includes(r.operator as never)).map((r) => ({ label: r.operator, value: r.count }));
  return [...known, ...others];
}

export const monthFlowPoints = (data: MonthFlow | undefined): ChartPoint[] =>
  (data?.items ?? []).map((item) => ({ label: formatMonth(item.month), value: item.bytes }));

/** Today in the billing calendar (Asia/Shanghai) as YYYY-MM-DD. */
export const shanghaiToday = (now = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(now);

/** Daily points labelled MM/DD (the year is in the panel's description); days after today are left out. */
export const dayFlowPoints = (data: DayFlow | undefined, today = shanghaiToday()): ChartPoint[] =>
  (data?.items ?? [])
    // Operators deliver a day's usage the next day: today is drawn only once it has data.
    .filter((item) => item.day < today || (item.day === today && item.bytes > 0))
    .map((item) => ({ label: formatDate(item.day).slice(5), value: item.bytes }));

/** True when every value is zero (or there are none): the panel shows its empty state. */
export const allZero = (points: ChartPoint[]) => points.every((p) => p.value === 0);
