import { ApnList } from './apn-list-page';

/** /operator/operator-apn/list: the APN catalogue read by operator and operator APN code. */
export default function OperatorApnListPage() {
  return <ApnList byOperator />;
}
