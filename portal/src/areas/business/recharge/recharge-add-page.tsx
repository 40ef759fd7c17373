import { FormPage } from '../../../components/form-page';
import { rechargeForm } from '../../../components/recharge/recharge-form';

/** /business/recharge/add — file a recharge (a voucher image for offline and corporate remittances). */
export default function RechargeAddPage() {
  return <FormPage declaration={rechargeForm} />;
}
