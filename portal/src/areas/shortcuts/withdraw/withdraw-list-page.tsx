import { ListPage } from '../../../components/list-page';
import { withdrawalList } from '../../../components/withdrawal/withdrawal-list';

const declaration = withdrawalList('business.withdraw.shortcutTitle');

/** /shortcuts/withdraw/list — the withdrawal list as a quick entry (the same list as /business/withdraw/list). */
export default function WithdrawShortcutPage() {
  return <ListPage declaration={declaration} />;
}
