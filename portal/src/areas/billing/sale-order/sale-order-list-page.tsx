import { StateBadge, Tabs } from '@cmp/ui-kit';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/data-list';
import { type ListContext, type ListDeclaration, ListPage } from '../../../components/list-page';
import { formatCount } from '../../../lib/format';
import { audienceOf } from '../../../routing/access';
import {
  HANDLE_STATUSES,
  ORDER_TABS,
  type OrderTab,
  REPLY_STATUSES,
  SALE_ORDER_LIST,
  type SaleOrderRow,
  handleTones,
  orderPath,
  payerOf,
  replyTones,
  resultTones,
  tabOf,
  typeOfTab,
} from './sale-order-model';

const col = (key: string) => `billing.saleOrder.columns.${key}`;

function Payer({ order, ctx }: { order: SaleOrderRow; ctx: ListContext }) {
  return (
    <div className="min-w-28">
      <div className="text-slate-900">{payerOf(order)}</div>
      {order.custId && audienceOf(ctx.session) !== 'secondary' && (
        <div className="text-xs text-slate-500">{order.enterpriseName}</div>
      )}
    </div>
  );
}

/** The plan a person reads: the retail plan for a secondary customer's order, with its basic plan under it. */
function Plan({ order }: { order: SaleOrderRow }) {
  return (
    <div className="min-w-32">
      <div>{order.retailName ?? order.planName ?? order.goodsReleaseId}</div>
      {order.retailName && order.planName && <div className="text-xs text-slate-500">{order.planName}</div>}
    </div>
  );
}

function Handling({ order, ctx }: { order: SaleOrderRow; ctx: ListContext }) {
  return (
    <div className="whitespace-nowrap">
      <StateBadge tone={handleTones[order.handleStatus]}>
        {ctx.t(`billing.saleOrder.handleStatus.${order.handleStatus}`)}
      </StateBadge>
      <div className="mt-0.5 text-xs text-slate-500 tabular-nums">
        {ctx.t('billing.saleOrder.cardsOf', { linked: formatCount(order.handledCards), quantity: formatCount(order.quantity) })}
      </div>
    </div>
  );
}

function Reply({ order, ctx }: { order: SaleOrderRow; ctx: ListContext }) {
  return (
    <div className="whitespace-nowrap" data-testid={`sale-order-reply-${order.salesOrderNumber}`}>
      {order.replyStatus === 1 && order.result ? (
        <StateBadge tone={resultTones[order.result]}>{ctx.t(`billing.saleOrder.result.${order.result}`)}</StateBadge>
      ) : (
        <StateBadge tone={replyTones[order.replyStatus]}>
          {ctx.t(`billing.saleOrder.replyStatus.${order.replyStatus}`)}
        </StateBadge>
      )}
    </div>
  );
}

function orderList(tab: OrderTab): ListDeclaration<SaleOrderRow> {
  return {
    title: 'billing.saleOrder.list.title',
    source: SALE_ORDER_LIST,
    scope: 'enterprise',
    fixed: () => typeOfTab(tab),
    rowKey: (o) => o.salesOrderNumber,
    filters: [
      {
        kind: 'select',
        field: 'replyStatus',
        label: 'billing.saleOrder.filters.replyStatus',
        options: REPLY_STATUSES,
        optionLabel: 'billing.saleOrder.replyStatus',
        width: 'w-44',
        testId: 'sale-order-filter-reply',
      },
      {
        kind: 'select',
        field: 'handleStatus',
        label: 'billing.saleOrder.filters.handleStatus',
        options: HANDLE_STATUSES,
        optionLabel: 'billing.saleOrder.handleStatus',
        width: 'w-44',
        testId: 'sale-order-filter-handle',
      },
    ],
    columns: [
      {
        key: 'salesOrderNumber',
        header: col('salesOrderNumber'),
        format: 'code',
        link: orderPath,
        linkTestId: (o) => `sale-order-link-${o.salesOrderNumber}`,
        // What the order is for.
        below: (o, { t }) => t(`billing.saleOrder.orderType.${o.orderType}`),
        className: 'min-w-40',
      },
      { key: 'payer', header: col('payer'), cell: (o, ctx) => <Payer order={o} ctx={ctx} /> },
      { key: 'plan', header: col('plan'), cell: (o) => <Plan order={o} /> },
      { key: 'quantity', header: col('quantity'), format: 'count' },
      { key: 'amount', header: col('amount'), format: 'money', className: 'font-medium' },
      { key: 'handling', header: col('handling'), cell: (o, ctx) => <Handling order={o} ctx={ctx} /> },
      { key: 'reply', header: col('reply'), cell: (o, ctx) => <Reply order={o} ctx={ctx} /> },
      { key: 'createdAt', header: col('createdAt'), format: 'dateTime' },
    ],
    rowActions: [
      {
        id: 'open',
        label: 'billing.saleOrder.list.open',
        to: (o) => orderPath(o),
        testId: (o) => `sale-order-open-${o.salesOrderNumber}`,
      },
    ],
    emptyDescription: 'billing.saleOrder.list.empty',
    testIds: { table: 'sale-order-table', empty: 'sale-order-empty' },
  };
}

const declarations = Object.fromEntries(ORDER_TABS.map((tab) => [tab, orderList(tab)])) as Record<
  OrderTab,
  ListDeclaration<SaleOrderRow>
>;

/** /billing/saleOrder/list/:orderType? — sales orders of cards, one tab per order type. */
export default function SaleOrderListPage() {
  const { t } = useTranslation('billing');
  const { orderType } = useParams();
  const navigate = useNavigate();
  const { search } = useLocation();
  const selected = tabOf(orderType);
  return (
    <div className="space-y-5">
      <PageHeader title={t('billing.saleOrder.list.title')} subtitle={t('billing.saleOrder.list.subtitle')} />
      <Tabs
        label={t('billing.saleOrder.list.title')}
        selectedId={selected}
        onChange={(id) => navigate(`/billing/saleOrder/list${id === 'all' ? '' : `/${id}`}${search}`, { replace: true })}
        tabs={ORDER_TABS.map((tab) => ({
          id: tab,
          label: <span data-testid={`sale-order-tab-${tab}`}>{t(`billing.saleOrder.tabs.${tab}`)}</span>,
          content: (
            <div className="mt-4">
              <ListPage declaration={declarations[tab]!} embedded />
            </div>
          ),
        }))}
      />
    </div>
  );
}
