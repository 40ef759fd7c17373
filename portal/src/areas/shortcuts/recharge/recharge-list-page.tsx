import { ListPage } from '../../../components/list-page';
import { rechargeList } from '../../../components/recharge/recharge-list';

/** /shortcuts/recharge/list — the recharge list as a quick entry (the business area's list). */
export default function ShortcutRechargeListPage() {
  return <ListPage declaration={rechargeList} />;
}
