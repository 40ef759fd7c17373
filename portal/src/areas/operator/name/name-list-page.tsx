import type { ResponseOf } from '@cmp/functions/contracts';
import { type ListDeclaration, ListPage } from '../../../components/list-page';

type Names = ResponseOf<'operator-config.nameList'>;
type StatusCode = Names['items'][number]['statusCodes'][number] & { operator: string; name: string };

/**
 * /operator/name/list: the three operators and the card status codes each reports, one row a code;
 * the server writes the labels in the request's language, so the answer is kept per language.
 */
export const operatorNameList: ListDeclaration<StatusCode> = {
  title: 'operator.config.menu.names',
  subtitle: 'operator.config.names.subtitle',
  source: 'operator-config.nameList',
  paged: false,
  localized: true,
  rows: (answer: Names) => answer.items.flatMap((o) => o.statusCodes.map((s) => ({ ...s, operator: o.operator, name: o.name }))),
  rowKey: (s) => `${s.operator}/${s.code}`,
  columns: [
    { key: 'operator', header: 'operator.config.names.operator', value: (s) => `${s.name} (${s.operator})` },
    { key: 'code', header: 'operator.config.names.code', format: 'code' },
    { key: 'label', header: 'operator.config.names.label' },
  ],
  testIds: { table: 'operator-names' },
};

export default function NameListPage() {
  return <ListPage declaration={operatorNameList} />;
}
