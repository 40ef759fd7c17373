import { type BillStatus, type LineUnit, type ResponseOf, type RouteId, billStatuses, calendars } from '@cmp/functions/contracts';
import type { ChartPoint, StateTone } from '@cmp/ui-kit';
import type { Figure } from '../../../components/figures';
import { EMPTY, formatBytes, formatCny, formatCount, formatDate, formatMonth } from '../../../lib/format';

// The cycles and card links are shared with the operator bill screens (../shared/cycles.ts).
export { cardPath, lastEndedCycle, recentCycles } from '../shared/cycles';

// Pure rules of the bill screens (unit-tested): what the API answers, the labels of lines and
// their units, the tones of the badges, where a bill opens, the cycles the run offers.

export const BILL_LIST = 'bill.list' satisfies RouteId;
export const BILL_DETAIL = 'bill.detail' satisfies RouteId;
export const BILL_CARDS = 'bill.cards' satisfies RouteId;

/** A bill of the list: its summary with the payer's and enterprise's names. */
export type BillRow = ResponseOf<'bill.list'>['items'][number];
/** A bill with its lines and the names of its plans, retail plans, pools and profit-sharing customers. */
export type BillRecord = ResponseOf<'bill.detail'>;
export type BillLine = BillRecord['lines'][number];
export type ProfitRow = BillRecord['profitLines'][number];
export type BillCard = ResponseOf<'bill.cards'>['items'][number];
export type CardLine = BillCard['lines'][number];
export type DryRunBill = ResponseOf<'bill.dryRun'>['bills'][number];
export type BillRunView = ResponseOf<'bill.runDetail'>;
export type BillKind = BillRow['kind'];
export type Calendar = BillRow['calendar'];

type T = (key: string, values?: Record<string, unknown>) => string;

export const BILL_KINDS = ['consumption', 'profit'] as const satisfies readonly BillKind[];
export const BILL_STATUSES = billStatuses;
export const CALENDARS = calendars;
export const PUBLISH_STATUSES = [0, 1] as const;

/** Spec §4 statuses: normal, to be written off, written off, overdue written off, overdue not written off. */
export const statusTones: Record<BillStatus, StateTone> = { 1: 'blue', 2: 'amber', 3: 'green', 4: 'green', 5: 'red' };
export const publishTones: Record<0 | 1, StateTone> = { 0: 'amber', 1: 'green' };
export const runTones: Record<BillRunView['status'], StateTone> = { processing: 'blue', succeeded: 'green', failed: 'red' };

/**
 * A bill's totals as figures (the list's columns and the summary's fields): cards, the amount (a
 * profit-sharing bill's is the enterprise's share), and for a consumption bill its tax and total.
 */
export function totalFigures(kind: BillKind): Figure<{ totals: BillRow['totals'] }>[] {
  const consumption = kind === 'consumption';
  return [
    { key: 'cards', format: 'count', value: (b) => b.totals.cardCount },
    {
      key: 'amount',
      label: consumption ? 'amount' : 'share',
      format: 'money',
      value: (b) => b.totals.amount,
      testId: consumption ? 'bill-amount' : 'bill-share',
    },
    ...(consumption
      ? ([
          { key: 'tax', format: 'money', value: (b) => b.totals.tax },
          { key: 'total', format: 'money', value: (b) => b.totals.total, emphasis: true, testId: 'bill-total' },
        ] satisfies Figure<{ totals: BillRow['totals'] }>[])
      : []),
  ];
}

/** The tab a list opens on: a secondary customer has consumption bills only. */
export const tabOf = (tab: string | undefined, secondary: boolean): BillKind =>
  !secondary && tab === 'profit' ? 'profit' : 'consumption';

/** Where a bill opens: a consumption bill on its spending page, a profit-sharing bill on its fenrun page. */
export const billPath = (b: { billId: string; kind: BillKind }) =>
  `/billing/bill/${b.kind === 'profit' ? 'fenrun' : 'spending'}/${encodeURIComponent(b.billId)}`;

export const CYCLE = /^\d{4}-(0[1-9]|1[0-2])$/;
export const ICCID = /^\d{19,20}$/;

/** The cycle as people read it (2026/10) with its calendar. */
export const cycleText = (b: { cycle: string; calendar: Calendar }, t: T) =>
  t('billing.bill.cycleOf', { cycle: formatMonth(b.cycle), calendar: t(`billing.bill.calendar.${b.calendar}`) });

/** The cycle's first and last day: 2026/10/01 to 2026/10/31. */
export const periodText = (b: { start: string; end: string }, t: T) =>
  t('billing.bill.period', { start: formatDate(b.start), end: formatDate(b.end) });

/** What a line is: its kind, why it is not billed, or the cycle and kind an adjustment corrects. */
export function lineItem(
  line: { kind: string; reason?: string | null; adjusts?: { cycle: string; kind: string } },
  t: T,
): string {
  // A card's adjustment line carries `<cycle>:<kind>` as its reason (bill/late-adjustments.ts).
  const adjusts =
    line.adjusts ??
    (line.kind === 'adjustment' && line.reason && /^\d{4}-\d{2}:\w+$/.test(line.reason)
      ? { cycle: line.reason.slice(0, 7), kind: line.reason.slice(8) }
      : undefined);
  if (adjusts)
    return t('billing.bill.spending.adjustment', {
      cycle: formatMonth(adjusts.cycle),
      kind: t(`billing.bill.lineKind.${adjusts.kind}`),
    });
  const item = t(`billing.bill.lineKind.${line.kind}`);
  return line.reason ? t('billing.bill.spending.withReason', { item, reason: t(`billing.bill.reason.${line.reason}`) }) : item;
}

/** A line's quantity in its unit: a volume in bytes as a size, anything else as a count. */
export const quantityText = (line: { unit: string; quantity: number }) =>
  line.unit === 'byte' ? formatBytes(line.quantity) : formatCount(line.quantity);

/** A line's unit price per unit (a day line's price is the plan's price for the whole cycle). */
export function unitPriceText(line: { unit: string; unitPrice: number }, t: T): string {
  if (line.unit === 'byte' || !line.unitPrice) return EMPTY;
  return t(`billing.bill.per.${line.unit as LineUnit}`, { price: formatCny(line.unitPrice) });
}

/** The plan a line or card is on, by name: the retail plan a secondary customer bought, else the basic plan. */
export function planName(
  b: Pick<BillRecord, 'planNames' | 'retailNames'>,
  row: { goodsReleaseId: string; retailId?: string | null; itemName?: string | null },
): string {
  // A pack's or an order's line names its item as it was when ordered.
  if (row.itemName) return row.itemName;
  const names = b.planNames as Record<string, string>;
  const retails = b.retailNames as Record<string, string>;
  if (row.retailId) return retails[row.retailId] ?? names[row.goodsReleaseId] ?? EMPTY;
  return names[row.goodsReleaseId] ?? EMPTY;
}

/** Amounts (fen) and volumes (bytes) of a bill's lines added up per line kind, in the order kinds first appear. */
export function totalsByKind(lines: readonly BillLine[], t: T): { amount: ChartPoint[]; volume: ChartPoint[] } {
  const kinds = new Map<string, { amount: number; bytes: number }>();
  for (const l of lines) {
    const sum = kinds.get(l.kind) ?? { amount: 0, bytes: 0 };
    sum.amount += l.amount;
    sum.bytes += l.bytes;
    kinds.set(l.kind, sum);
  }
  const points = [...kinds].map(([kind, sum]) => ({ label: t(`billing.bill.lineKind.${kind}`), ...sum }));
  return {
    amount: points.map((p) => ({ label: p.label, value: p.amount })),
    volume: points.filter((p) => p.bytes > 0).map((p) => ({ label: p.label, value: p.bytes })),
  };
}

/** A card's lines added up: amount and tax (fen), data volume (bytes). */
export function cardTotals(card: Pick<BillCard, 'lines'>): { amount: number; tax: number; bytes: number } {
  return card.lines.reduce((sum, l) => ({ amount: sum.amount + l.amount, tax: sum.tax + l.tax, bytes: sum.bytes + l.bytes }), {
    amount: 0,
    tax: 0,
    bytes: 0,
  });
}

/** The basic plans of a bill's lines, once each, for the drill-down's plan choice. */
export function plansOf(b: Pick<BillRecord, 'lines' | 'planNames'>): { goodsReleaseId: string; name: string }[] {
  const names = b.planNames as Record<string, string>;
  const ids = [...new Set(b.lines.map((l) => l.goodsReleaseId))];
  return ids.map((goodsReleaseId) => ({ goodsReleaseId, name: names[goodsReleaseId] ?? goodsReleaseId }));
}
