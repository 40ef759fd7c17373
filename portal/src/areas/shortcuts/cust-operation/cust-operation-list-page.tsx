import { type ListDeclaration, ListPage, textFilter } from '../../../components/list-page';
import { shanghaiDayBefore } from '../shared/shanghai-day';
import { OPERATION_LIST, type OperationRow, operationDetailPath } from './cust-operation-model';

const k = (key: string) => `shortcuts.custOperation.${key}`;

/**
 * /shortcuts/cust-operation/list: the enterprise's data pools per customer, plan and zone on a day
 * (yesterday unless another is chosen): the cards, their pooled quota, the day's and the month's
 * usage so far. A row opens its cards. The platform picks the enterprise first.
 */
const operationList: ListDeclaration<OperationRow> = {
  texts: 'shortcuts.custOperation',
  source: OPERATION_LIST,
  paged: false,
  scope: 'enterprise',
  rowKey: 'groupId',
  filters: [
    textFilter('queryDate', k('filters.queryDate'), {
      width: 'w-40',
      initial: shanghaiDayBefore(1),
      maxLength: 10,
      pattern: /^\d{4}-\d{2}-\d{2}$/,
      placeholder: 'YYYY-MM-DD',
      invalid: k('filters.queryDateHint'),
      testId: 'cust-operation-filter-date',
    }),
    textFilter('accountName', k('filters.accountName'), { maxLength: 100, testId: 'cust-operation-filter-account' }),
    textFilter('ratePlanName', k('filters.ratePlanName'), { maxLength: 100, testId: 'cust-operation-filter-plan' }),
    textFilter('zoneName', k('filters.zoneName'), { maxLength: 100, more: true, testId: 'cust-operation-filter-zone' }),
  ],
  columns: [
    {
      key: 'accountName',
      link: (r, ctx) => operationDetailPath(r, ctx.scope.platform ? ctx.scope.channelCustId : null),
      linkTestId: (r) => `cust-operation-row-${r.groupId}`,
    },
    { key: 'ratePlanName' },
    { key: 'zoneName' },
    { key: 'queryDate', format: 'date' },
    { key: 'pools', value: (r) => r.pools.join(', ') },
    { key: 'cardCount', format: 'count', align: 'end' },
    { key: 'quotaBytes', format: 'size', align: 'end' },
    { key: 'dayBytes', format: 'size', align: 'end' },
    { key: 'monthBytes', format: 'size', align: 'end' },
  ],
  emptyDescription: k('empty'),
  testIds: { table: 'cust-operation-table', empty: 'cust-operation-empty' },
};

export default function CustOperationListPage() {
  return <ListPage declaration={operationList} />;
}
