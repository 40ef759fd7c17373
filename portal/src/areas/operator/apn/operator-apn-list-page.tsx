import { ListPage } from '../../../components/list-page';
import { apnDeclaration } from './apn-list-page';

const operatorApnList = apnDeclaration(true);

/** /operator/operator-apn/list: the APN catalogue read by operator and operator APN code. */
export default function OperatorApnListPage() {
  return <ListPage declaration={operatorApnList} />;
}
