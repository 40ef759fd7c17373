import { DetailPage } from '../../../components/detail-page';
import { rechargeDetail } from '../../../components/recharge/recharge-detail';

/** /business/recharge/detail/:billId? — one recharge (billId = its recharge id): voucher, audit, refunds, timeline. */
export default function RechargeDetailPage() {
  return <DetailPage declaration={rechargeDetail} />;
}
