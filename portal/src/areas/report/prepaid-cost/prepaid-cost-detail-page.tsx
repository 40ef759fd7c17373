import { Table, type TableColumn } from '@cmp/ui-kit';
import { Link } from 'react-router';
import { type DetailDeclaration, DetailPage, type DetailPartProps } from '../../../components/detail-page';
import { formatCny, formatCount, formatMonth } from '../../../lib/format';
import { prepayCardPath } from '../../../lib/prepaid-paths';
import {
  type CustomerRow,
  PREPAID_COST_DETAIL,
  type PlanRow,
  type PrepaidCostDetail,
  prepaidCostPath,
} from './prepaid-cost-model';

const f = (key: string) => `report.prepaidCost.fields.${key}`;
const linkClass = 'text-sky-700 hover:underline';

type Money = { received: number; recognised: number; unconsumed: number };
const moneyColumns = <T extends Money>(t: (k: string) => string, testId: (r: T) => string): TableColumn<T>[] =>
  (['received', 'recognised', 'unconsumed'] as const).map((key) => ({
    key,
    header: t(f(key)),
    align: 'end' as const,
    cell: (r: T) => <span data-testid={`${testId(r)}-${key}`}>{formatCny(r[key])}</span>,
  }));

/** The platform's month: a row per enterprise, each opening that enterprise's month. */
function Customers({ record, ctx }: DetailPartProps<PrepaidCostDetail>) {
  return (
    <Table<CustomerRow>
      caption={ctx.t('report.prepaidCost.customersTitle')}
      rows={record.customers}
      rowKey={(r) => r.channelCustId}
      columns={[
        {
          key: 'customer',
          header: ctx.t(f('customer')),
          cell: (r) => (
            <Link
              className={linkClass}
              to={prepaidCostPath(record.recordId, r.channelCustId)}
              data-testid={`prepaid-cost-customer-${r.channelCustId}`}
            >
              {r.customerName ?? r.channelCustId}
            </Link>
          ),
        },
        ...moneyColumns<CustomerRow>(ctx.t, (r) => `prepaid-cost-row-${r.channelCustId}`),
      ]}
    />
  );
}

/** One payer's month: a row per plan group active in it (its own groups open their prepaid-card funds). */
function Plans({ record, ctx }: DetailPartProps<PrepaidCostDetail>) {
  const platform = ctx.scope.side === 'platform';
  const secondary = ctx.scope.side === 'secondary';
  const key = (r: PlanRow) => [r.cycle, r.goodsReleaseId, r.elementId, r.contractType].join('|');
  return (
    <Table<PlanRow>
      caption={ctx.t('report.prepaidCost.plansTitle')}
      rows={record.plans}
      rowKey={key}
      columns={[
        {
          key: 'plan',
          header: ctx.t(f('plan')),
          cell: (r) =>
            secondary || r.custId ? (
              (r.planName ?? r.goodsReleaseId)
            ) : (
              <Link
                className={linkClass}
                to={prepayCardPath(r, platform ? r.channelCustId : null)}
                data-testid={`prepaid-cost-plan-${r.goodsReleaseId}-${r.cycle}`}
              >
                {r.planName ?? r.goodsReleaseId}
              </Link>
            ),
        },
        { key: 'zone', header: ctx.t(f('zone')), cell: (r) => r.zoneName ?? ctx.t('report.prepaidCost.noZone') },
        { key: 'cycle', header: ctx.t(f('cycle')), cell: (r) => formatMonth(r.cycle) },
        {
          key: 'contractType',
          header: ctx.t(f('contractType')),
          cell: (r) => ctx.t(`report.prepaidCost.contractTypes.${r.contractType}`),
        },
        { key: 'cards', header: ctx.t(f('cards')), align: 'end', cell: (r) => formatCount(r.cards) },
        {
          key: 'fee',
          header: ctx.t(f('fee')),
          align: 'end',
          cell: (r) => (
            <span className="whitespace-nowrap">
              {formatCny(r.fee)}
              <span className="block text-xs text-slate-500">{ctx.t('report.prepaidCost.monthsValue', { count: r.months })}</span>
            </span>
          ),
        },
        ...moneyColumns<PlanRow>(ctx.t, (r) => `prepaid-cost-plan-row-${r.goodsReleaseId}-${r.cycle}`),
      ]}
    />
  );
}

/**
 * /report/prepaidCost/detail/:recordId/:channelCustId? — a month of prepaid cost: for the platform
 * without a customer, its totals and each enterprise; otherwise one customer's figures and plans.
 */
const prepaidCostDetail: DetailDeclaration<PrepaidCostDetail> = {
  title: 'menu.report.prepaidcost.detail',
  heading: (r, ctx) => ctx.t('report.prepaidCost.detailTitle', { month: formatMonth(r.recordId) }),
  subtitle: (r) => (r?.view === 'plans' ? (r.customerName ?? r.channelCustId) : null),
  source: PREPAID_COST_DETAIL,
  request: ({ params }) => ({
    recordId: params.recordId ?? '',
    ...(params.channelCustId ? { channelCustId: params.channelCustId } : {}),
  }),
  notFound: 'report.prepaidCost.notFound',
  notFoundTestId: 'prepaid-cost-not-found',
  sections: [
    {
      id: 'figures',
      columns: 3,
      testId: 'prepaid-cost-figures',
      fields: [
        { key: 'received', label: f('received'), format: 'money', testId: 'prepaid-cost-received' },
        { key: 'recognised', label: f('recognised'), format: 'money', testId: 'prepaid-cost-recognised' },
        { key: 'unconsumed', label: f('unconsumed'), format: 'money', testId: 'prepaid-cost-unconsumed' },
      ],
    },
    {
      id: 'customers',
      title: 'report.prepaidCost.customersTitle',
      content: Customers,
      visible: (r) => r.view === 'customers',
      testId: 'prepaid-cost-customers',
    },
    {
      id: 'plans',
      title: (r, ctx) =>
        r.customerName
          ? ctx.t('report.prepaidCost.plansOf', { customer: r.customerName })
          : ctx.t('report.prepaidCost.plansTitle'),
      content: Plans,
      visible: (r) => r.view === 'plans',
      testId: 'prepaid-cost-plans',
    },
  ],
  back: (r, ctx) =>
    ctx.scope.side === 'platform' && ctx.params.channelCustId
      ? prepaidCostPath(r?.recordId ?? ctx.params.recordId ?? '')
      : '/report/prepaidCost/list',
};

export default function PrepaidCostDetailPage() {
  return <DetailPage declaration={prepaidCostDetail} />;
}
