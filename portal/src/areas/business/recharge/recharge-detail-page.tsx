import { Navigate, useParams } from 'react-router';
import { DetailPage } from '../../../components/detail-page';
import { rechargeDetail } from '../../../components/recharge/recharge-detail';

/**
 * /business/recharge/detail/:billId? — one recharge (billId = its recharge id): voucher, audit,
 * refunds, timeline. Without an id there is nothing to show: the recharge list opens instead.
 */
export default function RechargeDetailPage() {
  const { billId } = useParams();
  if (!billId) return <Navigate to="/business/recharge/list" replace />;
  return <DetailPage declaration={rechargeDetail} />;
}
