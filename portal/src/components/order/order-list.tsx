import { Link } from 'react-router';
import type { ColumnDeclaration, FilterDeclaration, ListContext, ListDeclaration } from '../list-page';
import { enumFilter } from '../list-page/common-filters';
import { exportCardOrders, exportOrders } from './order-api';
import { orderCreateAction } from './order-create-dialog';
import {
  CARD_ORDER_LIST,
  ORDER_LIST,
  type OrderRow,
  PAY_STATES,
  amountFor,
  orderPath,
  payStateTones,
  payerOf,
} from './order-model';

// The order lists as declarations over the shared list page: the order center's (one per tab), the
// one-off fees' and the card purchases'. What a column shows depends on the reader: a secondary
// customer sees its retail amounts only (the server sends it nothing else).

const col = (key: string) => `billing.order.columns.${key}`;
const isSecondary = (ctx: ListContext) => ctx.scope.side === 'secondary';

/** The order number, linking to the detail, with its type under it (the order center lists several types). */
function OrderLink({ order, ctx, typed }: { order: OrderRow; ctx: ListContext; typed: boolean }) {
  return (
    <div className="whitespace-nowrap">
      <Link
        to={orderPath(order)}
        className="font-mono text-xs text-slate-900 hover:text-brand-700 hover:underline"
        data-testid={`order-link-${order.orderId}`}
      >
        {order.orderId}
      </Link>
      {typed && (
        <div className="text-xs text-slate-500" data-testid={`order-type-${order.orderId}`}>
          {ctx.t(`billing.order.type.${order.orderType}`)}
        </div>
      )}
    </div>
  );
}

function Payer({ order }: { order: OrderRow }) {
  return (
    <div className="min-w-32">
      <div className="font-medium text-slate-900">{payerOf(order)}</div>
      {order.customerName && order.enterpriseName && <div className="text-xs text-slate-500">{order.enterpriseName}</div>}
    </div>
  );
}

/** The item and, for a card's order, its ICCID under it. */
function Item({ order }: { order: OrderRow }) {
  return (
    <div className="min-w-40">
      <div className="text-slate-900">{order.itemName}</div>
      {order.iccid && <div className="font-mono text-xs text-slate-500">{order.iccid}</div>}
    </div>
  );
}

const payStateFilter: FilterDeclaration = enumFilter(
  'payState',
  'billing.order.filters.payState',
  PAY_STATES,
  'billing.order.payState',
  {
    width: 'w-40',
    testId: 'order-filter-pay-state',
  },
);
const createdFilter: FilterDeclaration = {
  kind: 'dateRange',
  field: 'created',
  label: 'billing.order.filters.created',
  labels: ['billing.order.filters.createdFrom', 'billing.order.filters.createdTo'],
  testId: 'order-filter-created',
};

const columns = (kind: 'orders' | 'oneoff' | 'cards'): ColumnDeclaration<OrderRow>[] => [
  { key: 'orderId', header: col('orderId'), cell: (o, ctx) => <OrderLink order={o} ctx={ctx} typed={kind === 'orders'} /> },
  { key: 'payer', header: col('payer'), cell: (o) => <Payer order={o} />, visible: (ctx) => !isSecondary(ctx) },
  { key: 'item', header: col('item'), cell: (o) => <Item order={o} /> },
  ...(kind === 'cards'
    ? [
        {
          key: 'operator',
          header: col('operator'),
          cell: (o: OrderRow, ctx: ListContext) => (o.operator ? ctx.t(`operator.${o.operator}`) : ''),
        },
      ]
    : []),
  { key: 'quantity', header: col(kind === 'cards' ? 'cards' : 'quantity'), format: 'count', align: 'end' },
  {
    key: 'amount',
    header: col('amount'),
    format: 'money',
    value: (o) => amountFor(o, false),
    visible: (ctx) => !isSecondary(ctx),
    align: 'end',
  },
  ...(kind === 'orders'
    ? [
        {
          key: 'retailAmount',
          header: col('retailAmount'),
          format: 'money' as const,
          value: (o: OrderRow) => o.retailAmount,
          align: 'end' as const,
        },
      ]
    : []),
  {
    key: 'payState',
    header: col('payState'),
    state: { tones: payStateTones, label: 'billing.order.payState', testId: (o) => `order-pay-state-${o.orderId}` },
    className: 'whitespace-nowrap',
  },
  { key: 'createdAt', header: col('createdAt'), format: 'dateTime', className: 'whitespace-nowrap' },
];

/** The list's Export: its rows under the applied filters (and fixed fields) as a download task. */
const exportOf = (
  start: (body: Record<string, unknown>, format: 'csv' | 'xlsx') => Promise<unknown>,
  testId: string,
): ListDeclaration<OrderRow>['export'] => ({
  label: 'billing.order.export.action',
  title: 'billing.order.export.title',
  description: 'billing.order.export.description',
  start,
  testId,
});
const orderExport = (testId: string) =>
  exportOf((body, format) => exportOrders({ ...body, format } as Parameters<typeof exportOrders>[0]), testId);

/**
 * An order list: the shared filters and texts; the list route, columns and fixed fields its own. The
 * order number opens the order (no actions column: the table fits 1440 px).
 */
const orderList = (
  own: Pick<ListDeclaration<OrderRow>, 'title' | 'subtitle' | 'source' | 'scope' | 'fixed' | 'columns' | 'export'> &
    Partial<Pick<ListDeclaration<OrderRow>, 'headerActions'>>,
): ListDeclaration<OrderRow> => ({
  ...own,
  localized: true,
  rowKey: (o) => o.orderId,
  filters: [payStateFilter, createdFilter],
  emptyDescription: 'billing.order.empty',
  testIds: { table: 'order-table', empty: 'order-empty' },
});

/**
 * The order center's list of one tab (its type filter fixed), optionally the orders of one invoice;
 * the one-off fees' tab lets the platform record a fee.
 */
export const orderCenterList = (fixed: Record<string, string>) =>
  orderList({
    title: 'billing.order.title',
    source: ORDER_LIST,
    scope: 'secondary',
    fixed: ({ params }) => ({ ...fixed, ...(params.invoiceId ? { invoiceId: params.invoiceId } : {}) }),
    columns: columns('orders'),
    export: orderExport(`order-export-${fixed.orderType ?? 'all'}`),
    headerActions: fixed.orderType === 'oneoff' ? [orderCreateAction('oneoff')] : [],
  });

/** /shortcuts/oncecost/list: the one-off fees (the enterprise's to pay); the platform records one here. */
export const oneoffList = orderList({
  title: 'billing.order.oncecostTitle',
  subtitle: 'billing.order.oncecostSubtitle',
  source: ORDER_LIST,
  scope: 'enterprise',
  fixed: () => ({ orderType: 'oneoff' }),
  columns: columns('oneoff'),
  export: orderExport('order-export-oneoff'),
  headerActions: [orderCreateAction('oneoff')],
});

/** /shortcuts/iotCardOrder/list: purchases of cards; the platform records one here. */
export const cardOrderList = orderList({
  title: 'billing.order.cardTitle',
  subtitle: 'billing.order.cardSubtitle',
  source: CARD_ORDER_LIST,
  scope: 'enterprise',
  columns: columns('cards'),
  export: exportOf(
    (body, format) => exportCardOrders({ ...body, format } as Parameters<typeof exportCardOrders>[0]),
    'order-export-cards',
  ),
  headerActions: [orderCreateAction('card')],
});
