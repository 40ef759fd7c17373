import { figureColumns } from '../../../components/figures';
import { type ListDeclaration, ListPage } from '../../../components/list-page';
import { CAPITAL_LIST, type CapitalRow, capitalFigures, capitalPath } from './capital-model';

/**
 * /business/capital/list (also the shortcuts' capital list): each enterprise's funds — pre-deposits,
 * grants, credit, the amount to be written off, what may be withdrawn and what may pay bills. The
 * platform sees every enterprise (a name filter); an enterprise its own row.
 */
const capitalList: ListDeclaration<CapitalRow> = {
  texts: 'business.capital',
  source: CAPITAL_LIST,
  localized: true,
  rowKey: 'channelCustId',
  filters: [
    {
      kind: 'text',
      field: 'name',
      label: 'business.capital.filters.name',
      maxLength: 60,
      width: 'w-60',
      testId: 'capital-filter-name',
      visible: ({ scope }) => scope.side === 'platform',
    },
  ],
  columns: [
    {
      key: 'name',
      header: 'business.capital.fields.customer',
      cell: (r) => r.name ?? r.channelCustId,
      below: (r) => <span className="font-mono text-xs text-slate-500">{r.channelCustId}</span>,
      link: (r, ctx) => capitalPath(r.channelCustId, ctx.scope.side !== 'platform'),
      linkTestId: (r) => `capital-link-${r.channelCustId}`,
    },
    {
      key: 'paymentModel',
      header: 'business.capital.fields.paymentModel',
      value: (r) => r.paymentModel,
      enumLabel: 'business.capital.paymentModel',
    },
    ...figureColumns(capitalFigures, 'business.capital.fields').map((c) => ({ ...c, align: 'end' as const })),
  ],
  emptyDescription: 'business.capital.empty',
  testIds: { table: 'capital-table', empty: 'capital-empty' },
};

export default function CapitalListPage() {
  return <ListPage declaration={capitalList} />;
}
