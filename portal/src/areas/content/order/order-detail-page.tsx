import { Navigate, useParams } from 'react-router';
import { type DetailDeclaration, DetailPage } from '../../../components/detail-page';
import { type ContentOrder, billPath, productPath, userPath } from '../shared/content-model';

const k = (key: string) => `content.order.${key}`;

/** /content/order/detail/:orderId?: a rights order (platform staff open it by id alone: the server finds the owner). */
const orderDetail: DetailDeclaration<ContentOrder> = {
  title: 'menu.content.order.detail',
  heading: (o) => o.productName,
  subtitle: (o) => o?.orderId,
  source: 'content.orderDetail',
  request: ({ params }) => ({ orderId: params.orderId ?? '' }),
  scope: 'byId',
  notFound: k('notFound'),
  notFoundTestId: 'content-order-not-found',
  testId: 'content-order-detail',
  sections: [
    {
      id: 'order',
      columns: 3,
      fields: [
        { key: 'productName', label: k('fields.product'), link: (o) => productPath(o.productId) },
        { key: 'providerName', label: k('fields.provider') },
        { key: 'targetKind', label: k('fields.targetKind'), enumLabel: 'content.targetKinds' },
        {
          key: 'target',
          label: k('fields.target'),
          format: 'code',
          link: (o, ctx) => userPath(o.targetKind, o.target, ctx.scope.queryOf(o.channelCustId)),
          testId: 'content-order-target',
        },
        { key: 'months', label: k('fields.months'), format: 'count' },
        { key: 'monthlyPrice', label: k('fields.monthlyPrice'), format: 'money' },
        { key: 'amount', label: k('fields.amount'), format: 'money', testId: 'content-order-amount' },
        {
          key: 'month',
          label: k('fields.month'),
          format: 'month',
          link: (o, ctx) => billPath(`CB${o.channelCustId}-${o.month.replace('-', '')}`, ctx.scope.queryOf(o.channelCustId)),
        },
        { key: 'startAt', label: k('fields.startAt'), format: 'date' },
        { key: 'endAt', label: k('fields.endAt'), format: 'date' },
        { key: 'providerOrderId', label: k('fields.providerOrderId'), format: 'code' },
        { key: 'createdAt', label: k('fields.createdAt'), format: 'dateTime' },
        { key: 'createdBy', label: k('fields.createdBy'), format: 'actor' },
        { key: 'remark', label: k('fields.remark'), wide: true },
      ],
    },
  ],
  back: (o, ctx) => `/content/order/list${ctx.scope.queryOf(o?.channelCustId)}`,
  backLabel: k('back'),
};

export default function OrderDetailPage() {
  const { orderId } = useParams();
  if (!orderId) return <Navigate to="/content/order/list" replace />;
  return <DetailPage declaration={orderDetail} />;
}
