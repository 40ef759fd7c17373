import type { ColumnDeclaration } from '../../../components/list-page';
import { type ContentOrder, orderPath, userPath } from './content-model';

/** The order columns the order list, a user's orders and a bill's orders share. */
export const orderColumns: ColumnDeclaration<ContentOrder>[] = [
  {
    key: 'orderId',
    header: 'content.order.fields.orderId',
    format: 'code',
    link: (o, { scope }) => orderPath(o.orderId, scope.query),
    linkTestId: (o) => `content-order-${o.orderId}`,
  },
  {
    key: 'productName',
    header: 'content.order.fields.product',
    below: (o) => <span className="block text-xs text-slate-500">{o.providerName}</span>,
  },
  {
    key: 'target',
    header: 'content.order.fields.target',
    link: (o, { scope }) => userPath(o.targetKind, o.target, scope.query),
    below: (o, { t }) => <span className="block text-xs text-slate-500">{t(`content.targetKinds.${o.targetKind}`)}</span>,
  },
  { key: 'months', header: 'content.order.fields.months', format: 'count', align: 'end' },
  { key: 'amount', header: 'content.order.fields.amount', format: 'money', align: 'end' },
  { key: 'endAt', header: 'content.order.fields.endAt', format: 'date' },
  { key: 'createdAt', header: 'content.order.fields.createdAt', format: 'dateTime' },
];
