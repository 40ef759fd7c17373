import { ListPage } from '../../../components/list-page';
import { oneoffList } from '../../../components/order/order-list';

/** /shortcuts/oncecost/list — one-off fees; each opens in the order center. */
export default function OncecostListPage() {
  return <ListPage declaration={oneoffList} />;
}
