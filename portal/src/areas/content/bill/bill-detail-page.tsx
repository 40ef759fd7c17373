import { useMemo } from 'react';
import { Navigate, useParams } from 'react-router';
import { type DetailDeclaration, DetailPage, type DetailPartProps } from '../../../components/detail-page';
import { type ListDeclaration, ListPage } from '../../../components/list-page';
import type { ContentBill, ContentOrder } from '../shared/content-model';
import { orderColumns } from '../shared/order-columns';

const k = (key: string) => `content.bill.${key}`;

/** The month's orders, newest first. */
function BillOrders({ record: bill }: DetailPartProps<ContentBill>) {
  const declaration = useMemo(
    (): ListDeclaration<ContentOrder> => ({
      title: k('orders'),
      heading: k('orders'),
      source: 'content.orderList',
      localized: true,
      fixed: () => ({ channelCustId: bill.channelCustId, month: bill.month }),
      rowKey: 'orderId',
      columns: orderColumns,
      testIds: { table: 'content-bill-orders' },
    }),
    [bill.channelCustId, bill.month],
  );
  return <ListPage embedded declaration={declaration} />;
}

/** /content/bill/detail/:billId?: a month's content bill and its orders (platform staff open it by id alone). */
const billDetail: DetailDeclaration<ContentBill> = {
  title: 'menu.content.bill.detail',
  heading: (b) => b.month.replace('-', '/'),
  subtitle: (b) => b?.billId,
  source: 'content.billDetail',
  request: ({ params }) => ({ billId: params.billId ?? '' }),
  scope: 'byId',
  notFound: k('notFound'),
  notFoundTestId: 'content-bill-not-found',
  testId: 'content-bill-detail',
  sections: [
    {
      id: 'bill',
      columns: 3,
      fields: [
        { key: 'amount', label: k('fields.amount'), format: 'money', testId: 'content-bill-amount' },
        { key: 'orderCount', label: k('fields.orderCount'), format: 'count' },
        { key: 'updatedAt', label: k('fields.updatedAt'), format: 'dateTime' },
      ],
    },
  ],
  after: BillOrders,
  back: (b, ctx) => `/content/bill/list${ctx.scope.queryOf(b?.channelCustId)}`,
  backLabel: k('back'),
};

export default function BillDetailPage() {
  const { billId } = useParams();
  if (!billId) return <Navigate to="/content/bill/list" replace />;
  return <DetailPage declaration={billDetail} />;
}
