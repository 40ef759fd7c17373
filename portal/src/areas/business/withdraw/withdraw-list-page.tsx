import { ListPage } from '../../../components/list-page';
import { withdrawalList } from '../../../components/withdrawal/withdrawal-list';

const declaration = withdrawalList('business.withdraw.title');

/** /business/withdraw/list — withdrawal requests: an enterprise's own, or every enterprise's for finance. */
export default function WithdrawListPage() {
  return <ListPage declaration={declaration} />;
}
