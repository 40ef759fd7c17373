import { type ListDeclaration, ListPage } from '../../../components/list-page';
import { enumFilter } from '../../../components/list-page/common-filters';
import { formatDate } from '../../../lib/format';
import { creditCreateAction, creditDialogs, creditRowActions } from './credit-dialogs';
import { CREDIT_LIST, type CreditRow, creditLogPath, creditRanges, creditStateTones } from './credit-model';

const col = (key: string) => `financial.credit.fields.${key}`;

/**
 * /financial/credit/list: credit orders — the line each grants, its validity and state, the range of
 * spec §9 — newest first. The platform sees every enterprise's and records, changes and cancels them
 * (9010001); an enterprise reads its own. Each order opens its change log.
 */
const creditList: ListDeclaration<CreditRow> = {
  texts: 'financial.credit',
  source: CREDIT_LIST,
  localized: true,
  rowKey: 'creditId',
  filters: [
    enumFilter('range', 'financial.credit.filters.range', creditRanges, 'financial.credit.ranges', {
      width: 'w-44',
      testId: 'credit-filter-range',
    }),
  ],
  columns: [
    {
      key: 'creditId',
      header: col('creditId'),
      format: 'code',
      link: (o) => creditLogPath(o.creditId),
      linkTestId: (o) => `credit-link-${o.creditId}`,
    },
    {
      key: 'enterprise',
      header: col('enterprise'),
      value: (o) => o.enterpriseName ?? o.channelCustId,
      visible: (ctx) => ctx.scope.side === 'platform',
    },
    {
      key: 'amount',
      header: col('amount'),
      format: 'money',
      align: 'end',
      className: 'whitespace-nowrap',
      below: (o, ctx) => <span className="text-xs text-slate-500">{ctx.t(`financial.credit.ranges.${o.range}`)}</span>,
    },
    {
      key: 'validity',
      header: col('validity'),
      cell: (o, ctx) => (
        <span className="whitespace-nowrap">
          {formatDate(o.validFrom)} – {formatDate(o.validTo)}
          <span className="block text-xs text-slate-500">
            {ctx.t(`financial.credit.unitCount.${o.unit}`, { count: o.validity })}
          </span>
        </span>
      ),
    },
    { key: 'paymentTime', header: col('paymentTime'), format: 'date', className: 'whitespace-nowrap' },
    {
      key: 'state',
      header: col('state'),
      state: { tones: creditStateTones, label: 'financial.credit.states', testId: (o) => `credit-state-${o.creditId}` },
    },
  ],
  headerActions: [creditCreateAction],
  rowActions: creditRowActions,
  dialogs: creditDialogs,
  emptyDescription: 'financial.credit.empty',
  testIds: { table: 'credit-table', empty: 'credit-empty' },
};

export default function CreditListPage() {
  return <ListPage declaration={creditList} />;
}
