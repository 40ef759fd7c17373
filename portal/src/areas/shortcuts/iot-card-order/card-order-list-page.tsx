import { ListPage } from '../../../components/list-page';
import { cardOrderList } from '../../../components/order/order-list';

/** /shortcuts/iotCardOrder/list — purchases of SIM cards. */
export default function CardOrderListPage() {
  return <ListPage declaration={cardOrderList} />;
}
