import { ListPage } from '../../../components/list-page';
import { rechargeList } from '../../../components/recharge/recharge-list';

/** /business/recharge/list/:id? — recharges; `:id` (a platform user's) presets the customer. */
export default function RechargeListPage() {
  return <ListPage declaration={rechargeList} />;
}
