import { featureCodes } from '@cmp/functions/platform/permissions';
import { type ListDeclaration, ListPage } from '../../../components/list-page';
import { enumFilter, textFilter } from '../../../components/list-page/common-filters';
import { type ContentOrder, TARGET_KINDS } from '../shared/content-model';
import { orderColumns } from '../shared/order-columns';
import { OrderDialog } from '../shared/order-dialog';
import { providerFilter } from '../shared/provider-filter';

const k = (key: string) => `content.order.${key}`;

/**
 * /content/order/list/:custId?/:supportId?: the enterprise's rights orders, newest first; the URL's
 * customer (a secondary customer's custId) and provider (`supportId`) narrow the list. Holders of
 * 12020001 order a product for a card or a vehicle.
 */
export const orderList: ListDeclaration<ContentOrder> = {
  texts: 'content.order',
  source: 'content.orderList',
  localized: true,
  scope: 'enterprise',
  fixed: ({ params }) => ({
    ...(params.custId && params.custId !== '-' ? { custId: params.custId } : {}),
    ...(params.supportId ? { providerId: params.supportId } : {}),
  }),
  rowKey: 'orderId',
  filters: [
    providerFilter(k('filters.provider'), 'content-order-provider'),
    enumFilter('targetKind', k('filters.targetKind'), TARGET_KINDS, 'content.targetKinds', { width: 'w-44' }),
    textFilter('target', k('filters.target'), { maxLength: 20, testId: 'content-order-filter-target' }),
    {
      kind: 'text',
      field: 'month',
      label: k('filters.month'),
      placeholder: 'YYYY-MM',
      maxLength: 7,
      pattern: /^\d{4}-(0[1-9]|1[0-2])$/,
      invalid: k('filters.monthInvalid'),
      width: 'w-36',
      testId: 'content-order-filter-month',
    },
  ],
  columns: orderColumns,
  headerActions: [
    {
      id: 'order',
      label: k('add'),
      permission: featureCodes.contentOrder,
      variant: 'primary',
      open: OrderDialog,
      testId: 'content-order-add',
    },
  ],
  emptyTitle: k('empty'),
  testIds: { table: 'content-order-table' },
};

export default function OrderListPage() {
  return <ListPage declaration={orderList} />;
}
