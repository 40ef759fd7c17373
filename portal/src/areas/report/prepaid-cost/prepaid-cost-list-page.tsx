import { type ListDeclaration, ListPage } from '../../../components/list-page';
import { formatMonth } from '../../../lib/format';
import { PREPAID_COST_LIST, type PrepaidCostRow, prepaidCostPath } from './prepaid-cost-model';

const col = (key: string) => `report.prepaidCost.fields.${key}`;

/**
 * /report/prepaidCost/list: months of prepaid cost, newest first — prepaid received, cost recognised,
 * unconsumed at the month end. The platform's totals (the enterprises' own bills); an enterprise's or
 * a secondary customer's own. Each month opens its detail.
 */
const prepaidCostList: ListDeclaration<PrepaidCostRow> = {
  title: 'report.prepaidCost.title',
  subtitle: (ctx) => [ctx.scope.side === 'platform' ? 'report.prepaidCost.subtitlePlatform' : 'report.prepaidCost.subtitle'],
  source: PREPAID_COST_LIST,
  rowKey: 'recordId',
  columns: [
    {
      key: 'recordId',
      header: col('recordId'),
      value: (r) => formatMonth(r.recordId),
      link: (r) => prepaidCostPath(r.recordId),
      linkTestId: (r) => `prepaid-cost-${r.recordId}`,
    },
    { key: 'received', header: col('received'), format: 'money', align: 'end' },
    { key: 'recognised', header: col('recognised'), format: 'money', align: 'end' },
    { key: 'unconsumed', header: col('unconsumed'), format: 'money', align: 'end' },
  ],
  emptyDescription: 'report.prepaidCost.empty',
  testIds: { table: 'prepaid-cost-table', empty: 'prepaid-cost-empty' },
};

export default function PrepaidCostListPage() {
  return <ListPage declaration={prepaidCostList} />;
}
