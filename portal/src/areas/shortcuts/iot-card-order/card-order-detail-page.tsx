import { DetailPage } from '../../../components/detail-page';
import { orderDetail } from '../../../components/order/order-detail';

const declaration = orderDetail('cards');

/** /shortcuts/iotCardOrder/detail/:orderId — a purchase of SIM cards. */
export default function CardOrderDetailPage() {
  return <DetailPage declaration={declaration} />;
}
