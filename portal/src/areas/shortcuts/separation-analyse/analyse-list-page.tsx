import { type ListDeclaration, ListPage, textFilter } from '../../../components/list-page';
import { enterpriseFilter } from '../../../components/list-page/common-filters';
import { ANALYSE_LIST, type AnalyseRow, analyseDetailPath, monthText } from './analyse-model';

const k = (key: string) => `shortcuts.separationAnalyse.${key}`;

/**
 * /shortcuts/mobileSeparationAnalyse/list: separations per month, enterprise and operator, newest
 * month first; a group opens its cards. The platform sees every enterprise and may narrow to one.
 */
const analyseList: ListDeclaration<AnalyseRow> = {
  texts: 'shortcuts.separationAnalyse',
  source: ANALYSE_LIST,
  rowKey: 'operationId',
  filters: [
    enterpriseFilter(k('filters.enterprise'), 'separation-analyse-filter-enterprise'),
    textFilter('month', k('filters.month'), {
      width: 'w-36',
      maxLength: 7,
      pattern: /^\d{4}-\d{2}$/,
      placeholder: k('filters.monthPlaceholder'),
      invalid: k('filters.monthHint'),
      testId: 'separation-analyse-filter-month',
    }),
  ],
  columns: [
    {
      key: 'month',
      value: (r) => monthText(r.month),
      link: (r) => analyseDetailPath(r.operationId),
      linkTestId: (r) => `separation-group-${r.operationId}`,
    },
    { key: 'enterprise', value: (r) => r.enterpriseName ?? r.channelCustId },
    { key: 'operator', enumLabel: 'operator' },
    { key: 'count', format: 'count', align: 'end' },
  ],
  emptyDescription: k('empty'),
  testIds: { table: 'separation-analyse-table', empty: 'separation-analyse-empty' },
};

export default function SeparationAnalyseListPage() {
  return <ListPage declaration={analyseList} />;
}
