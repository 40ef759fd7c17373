import { useMemo } from 'react';
import { Navigate, useParams } from 'react-router';
import { type DetailDeclaration, DetailPage, type DetailPartProps } from '../../../components/detail-page';
import { type ListDeclaration, ListPage } from '../../../components/list-page';
import { type ContentOrder, type ContentUser, userRequest } from '../shared/content-model';
import { orderColumns } from '../shared/order-columns';

const k = (key: string) => `content.user.${key}`;

/** The user's orders, newest first. */
function UserOrders({ record: user }: DetailPartProps<ContentUser>) {
  const declaration = useMemo(
    (): ListDeclaration<ContentOrder> => ({
      title: k('orders'),
      heading: k('orders'),
      source: 'content.orderList',
      localized: true,
      fixed: () => ({ channelCustId: user.channelCustId, targetKind: user.targetKind, target: user.target }),
      rowKey: 'orderId',
      columns: orderColumns,
      testIds: { table: 'content-user-orders' },
    }),
    [user.channelCustId, user.targetKind, user.target],
  );
  return <ListPage embedded declaration={declaration} />;
}

/** /content/user/detail/:iccid?/:vin?: a card's (`/<iccid>`) or a vehicle's (`/-/<vin>`) rights and orders. */
const userDetail: DetailDeclaration<ContentUser> = {
  title: 'menu.content.user.detail',
  heading: (u) => u.target,
  subtitle: (u, { t }) => (u ? t(`content.targetKinds.${u.targetKind}`) : undefined),
  source: 'content.userDetail',
  request: ({ params }) => userRequest(params),
  scope: 'byId',
  notFound: k('notFound'),
  notFoundTestId: 'content-user-not-found',
  testId: 'content-user-detail',
  sections: [
    {
      id: 'user',
      columns: 4,
      fields: [
        { key: 'orderCount', label: k('fields.orderCount'), format: 'count' },
        { key: 'amount', label: k('fields.amount'), format: 'money' },
        { key: 'firstOrderAt', label: k('fields.firstOrderAt'), format: 'dateTime' },
        { key: 'lastOrderAt', label: k('fields.lastOrderAt'), format: 'dateTime' },
        { key: 'rightsEndAt', label: k('fields.rightsEndAt'), format: 'date' },
        {
          key: 'state',
          label: k('fields.state'),
          state: { tones: { active: 'green', expired: 'slate' }, label: 'content.userStates', testId: 'content-user-state' },
        },
      ],
    },
  ],
  after: UserOrders,
  back: (u, ctx) => `/content/user/list${ctx.scope.queryOf(u?.channelCustId)}`,
  backLabel: k('back'),
};

export default function UserDetailPage() {
  const params = useParams();
  if (!userRequest(params)) return <Navigate to="/content/user/list" replace />;
  return <DetailPage declaration={userDetail} />;
}
