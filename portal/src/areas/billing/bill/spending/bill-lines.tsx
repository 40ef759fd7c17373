import { BarChart, EmptyState, Table, type TableColumn, textActionVariants } from '@cmp/ui-kit';
import { Link, useSearchParams } from 'react-router';
import type { DetailPartProps } from '../../../../components/detail-page';
import { orderPath } from '../../../../components/order/order-model';
import { EMPTY, byteTicks, formatBytes, formatCny, formatCount } from '../../../../lib/format';
import { type BillLine, type BillRecord, lineItem, planName, quantityText, totalsByKind, unitPriceText } from '../bill-model';

/** The order items are listed in under their plan. */
const KIND_ORDER = [
  'planFee',
  'testFee',
  'pack',
  'overage',
  'poolOverage',
  'unbilledUsage',
  'adjustment',
  'oneoff',
  'cardPurchase',
];
/** Lines of no card plan: packs and orders have no cards of their own to open. */
const NO_CARDS = new Set(['pack', 'oneoff', 'cardPurchase']);
const rank = (kind: string) => {
  const i = KIND_ORDER.indexOf(kind);
  return i < 0 ? KIND_ORDER.length : i;
};

interface Row extends BillLine {
  key: string;
  /** The first line of its plan: it names the plan and opens the plan's cards. */
  first: boolean;
}

/** A bill's lines grouped by plan (in the order plans first appear), items in a fixed order within a plan. */
export function groupLines(lines: readonly BillLine[]): Row[] {
  // An order's line is a group of its own; the rest group by plan (a pack is its own plan).
  const groupOf = (l: BillLine) => (l.orderId ? `order|${l.orderId}` : `${l.goodsReleaseId}|${l.retailId ?? ''}`);
  const order = [...new Set(lines.map(groupOf))];
  const sorted = lines
    .map((l, i) => ({ l, i }))
    .sort(
      (a, b) =>
        order.indexOf(groupOf(a.l)) - order.indexOf(groupOf(b.l)) ||
        rank(a.l.kind) - rank(b.l.kind) ||
        Number(Boolean(a.l.reason)) - Number(Boolean(b.l.reason)) ||
        a.i - b.i,
    );
  return sorted.map(({ l, i }, at) => ({
    ...l,
    key: String(i),
    first: at === 0 || groupOf(sorted[at - 1]!.l) !== groupOf(l),
  }));
}

/** The id of the bill's drill-down section (the plan lines' Cards link scrolls to it). */
export const CARDS_ANCHOR = 'bill-cards';

/** The bill's lines, by plan; a plan's first line opens its cards below. */
export function BillLines({ record, ctx }: DetailPartProps<BillRecord>) {
  const { t } = ctx;
  const [, setSearch] = useSearchParams();
  const pools = record.poolNames as Record<string, string>;
  const plans = record.planNames as Record<string, string>;
  const showCards = (goodsReleaseId: string) => {
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('plan', goodsReleaseId);
        next.delete('iccid');
        return next;
      },
      { replace: true },
    );
    // A smooth scroll moves the cards under the pointer for a moment: not for readers who ask for less motion.
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    document.getElementById(CARDS_ANCHOR)?.scrollIntoView?.({ behavior: still ? 'auto' : 'smooth', block: 'start' });
  };
  const columns: TableColumn<Row>[] = [
    {
      key: 'plan',
      header: t('billing.bill.spending.columns.plan'),
      className: 'min-w-40',
      cell: (l) => {
        const sub = l.poolId
          ? t('billing.bill.spending.poolOf', { name: pools[l.poolId] ?? l.poolId })
          : l.retailId && l.first
            ? plans[l.goodsReleaseId]
            : undefined;
        const { orderId } = l;
        return (
          <div>
            {l.first && <div className="font-medium text-slate-900">{planName(record, l)}</div>}
            {sub && <div className="text-xs text-slate-500">{sub}</div>}
            {orderId && (
              <Link
                className="text-xs text-brand-700 hover:underline"
                to={orderPath({ orderId, orderType: l.kind === 'cardPurchase' ? 'card' : 'oneoff' })}
                data-testid={`bill-line-order-${orderId}`}
              >
                {t('billing.bill.spending.orderNo', { orderId })}
              </Link>
            )}
          </div>
        );
      },
    },
    { key: 'item', header: t('billing.bill.spending.columns.item'), cell: (l) => lineItem(l, t) },
    {
      key: 'unit',
      header: t('billing.bill.spending.columns.unit'),
      cell: (l) => t(`billing.bill.unit.${l.unit}`),
      className: 'whitespace-nowrap',
    },
    {
      key: 'cards',
      header: t('billing.bill.spending.columns.cards'),
      align: 'end',
      cell: (l) => formatCount(l.cardCount),
      className: 'tabular-nums',
    },
    {
      key: 'quantity',
      header: t('billing.bill.spending.columns.quantity'),
      align: 'end',
      cell: (l) => quantityText(l),
      className: 'tabular-nums whitespace-nowrap',
    },
    {
      key: 'unitPrice',
      header: t('billing.bill.spending.columns.unitPrice'),
      align: 'end',
      cell: (l) => unitPriceText(l, t),
      className: 'tabular-nums whitespace-nowrap',
    },
    {
      key: 'amount',
      header: t('billing.bill.spending.columns.amount'),
      align: 'end',
      cell: (l) => formatCny(l.amount),
      className: 'tabular-nums whitespace-nowrap font-medium',
    },
    {
      key: 'tax',
      header: t('billing.bill.spending.columns.tax'),
      align: 'end',
      cell: (l) => formatCny(l.tax),
      className: 'tabular-nums whitespace-nowrap',
    },
    {
      key: 'cardsLink',
      header: <span className="sr-only">{t('dataList.actions')}</span>,
      cell: (l) =>
        l.first && !NO_CARDS.has(l.kind) ? (
          <button
            type="button"
            className={textActionVariants()}
            onClick={() => showCards(l.goodsReleaseId)}
            aria-label={t('billing.bill.spending.showCardsOf', { plan: planName(record, l) })}
            data-testid={`bill-line-cards-${l.goodsReleaseId}`}
          >
            {t('billing.bill.spending.showCards')}
          </button>
        ) : null,
    },
  ];
  if (!record.lines.length) return <EmptyState compact title={t('billing.bill.spending.noLines')} />;
  return (
    <Table
      caption={t('billing.bill.spending.lines')}
      columns={columns}
      rows={groupLines(record.lines)}
      rowKey={(l) => l.key}
      data-testid="bill-lines"
    />
  );
}

/** The cycle at a glance: amounts and data volumes of the bill's lines per item. */
export function BillCharts({ record, ctx }: DetailPartProps<BillRecord>) {
  const { t } = ctx;
  const { amount, volume } = totalsByKind(record.lines, t);
  const headers = { labelHeader: t('billing.bill.spending.chartItem'), valueHeader: t('billing.bill.spending.chartValue') };
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <figure className="min-w-0">
        <figcaption className="mb-2 text-sm font-medium text-slate-700">{t('billing.bill.spending.chartAmount')}</figcaption>
        <BarChart
          data={amount}
          label={t('billing.bill.spending.chartAmount')}
          formatValue={formatCny}
          height={220}
          data-testid="bill-chart-amount"
          {...headers}
        />
      </figure>
      <figure className="min-w-0">
        <figcaption className="mb-2 text-sm font-medium text-slate-700">{t('billing.bill.spending.chartVolume')}</figcaption>
        {volume.length ? (
          <BarChart
            data={volume}
            label={t('billing.bill.spending.chartVolume')}
            formatValue={(v) => (v ? formatBytes(v) : '0')}
            tickValues={byteTicks}
            color="var(--color-chart-2)"
            height={220}
            data-testid="bill-chart-volume"
            {...headers}
          />
        ) : (
          <p className="text-sm text-slate-500">{t('billing.bill.spending.chartNoVolume') || EMPTY}</p>
        )}
      </figure>
    </div>
  );
}
