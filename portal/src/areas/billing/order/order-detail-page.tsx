import { DetailPage } from '../../../components/detail-page';
import { orderDetail } from '../../../components/order/order-detail';

const declaration = orderDetail('orders');

/** /billing/orderCenter/orders/detail/:orderId — an order of a pack, a renewal or a one-off fee. */
export default function OrderDetailPage() {
  return <DetailPage declaration={declaration} />;
}
