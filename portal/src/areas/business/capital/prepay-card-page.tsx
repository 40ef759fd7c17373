import { Table } from '@cmp/ui-kit';
import { useMemo } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { type DetailDeclaration, DetailPage, type DetailPartProps } from '../../../components/detail-page';
import { type ListDeclaration, ListPage } from '../../../components/list-page';
import { formatCny, formatDate, formatMonth } from '../../../lib/format';
import { useSession } from '../../../lib/use-session';
import { audienceOf } from '../../../routing/access';
import { capitalPath } from './capital-model';
import { PREPAID_CARDS, PREPAID_GROUP, type PrepaidCard, type PrepaidGroup, type ScheduleRow } from './prepaid-model';

const f = (key: string) => `business.prepaid.fields.${key}`;
const s = (key: string) => `business.prepaid.schedule.${key}`;

/** The group's month-by-month recognition: the part of each month, recognised by its end, still unconsumed. */
function Schedule({ record, ctx }: DetailPartProps<PrepaidGroup>) {
  const money = (key: keyof ScheduleRow, testId?: (r: ScheduleRow) => string) => ({
    key,
    header: ctx.t(s(key)),
    align: 'end' as const,
    cell: (r: ScheduleRow) => <span data-testid={testId?.(r)}>{formatCny(Number(r[key]))}</span>,
  });
  return (
    <Table
      caption={ctx.t(s('title'))}
      rows={record.schedule}
      rowKey={(r) => r.month}
      columns={[
        { key: 'month', header: ctx.t(s('month')), cell: (r) => formatMonth(r.month) },
        money('recognised', (r) => `prepaid-schedule-${r.month}`),
        money('toDate'),
        money('unconsumed'),
      ]}
      className="w-full"
    />
  );
}

/** The group's cards: each term's first and last day and its fee. */
function Cards({ record, ctx }: DetailPartProps<PrepaidGroup>) {
  const platform = ctx.scope.side === 'platform';
  const declaration = useMemo<ListDeclaration<PrepaidCard>>(
    () => ({
      title: 'business.prepaid.cards.title',
      source: PREPAID_CARDS,
      fixed: () => ({
        goodsReleaseId: record.goodsReleaseId,
        elementId: record.elementId,
        cycle: record.cycle,
        contractType: record.contractType,
        ...(platform ? { channelCustId: record.channelCustId } : {}),
      }),
      rowKey: (r) => `${r.iccid}|${r.termStart}`,
      columns: [
        {
          key: 'iccid',
          header: 'business.prepaid.cards.fields.iccid',
          format: 'code',
          link: (r) =>
            `/card/card-list/detail/${encodeURIComponent(r.iccid)}${platform ? `/${encodeURIComponent(record.channelCustId)}` : ''}`,
        },
        { key: 'termStart', header: 'business.prepaid.cards.fields.termStart', value: (r) => formatDate(r.termStart) },
        { key: 'termEnd', header: 'business.prepaid.cards.fields.termEnd', value: (r) => formatDate(r.termEnd) },
        { key: 'fee', header: 'business.prepaid.cards.fields.fee', format: 'money', align: 'end' },
        {
          key: 'billId',
          header: 'business.prepaid.cards.fields.billId',
          format: 'code',
          link: (r) => `/billing/bill/spending/${encodeURIComponent(r.billId)}`,
        },
      ],
      emptyDescription: 'business.prepaid.cards.empty',
      testIds: { table: 'prepaid-cards', empty: 'prepaid-cards-empty' },
    }),
    [record.goodsReleaseId, record.elementId, record.cycle, record.contractType, record.channelCustId, platform],
  );
  return (
    <section className="space-y-3" data-testid="prepaid-group-cards">
      <h2 className="text-base font-semibold text-slate-900">{ctx.t('business.prepaid.cards.title')}</h2>
      <ListPage embedded declaration={declaration} />
    </section>
  );
}

/**
 * /business/capital/prepay-card/:goodsReleaseId/:elementId/:cycle/:contractType — one group of an
 * enterprise's prepaid-card funds (the enterprise in `?channelCustId=` for the platform): its figures,
 * recognition schedule and cards.
 */
const prepayCard: DetailDeclaration<PrepaidGroup> = {
  title: 'menu.business.capital.prepaycard',
  heading: (r, ctx) =>
    ctx.t('business.prepaid.detailTitle', { plan: r.planName ?? r.goodsReleaseId, cycle: formatMonth(r.cycle) }),
  subtitle: (r, ctx) => (r && ctx.scope.side === 'platform' ? (r.customerName ?? r.channelCustId) : null),
  source: PREPAID_GROUP,
  scope: 'byId',
  request: ({ params }) => ({
    goodsReleaseId: params.goodsReleaseId ?? '',
    elementId: params.elementId ?? '',
    cycle: params.cycle ?? '',
    contractType: params.contractType ?? '',
  }),
  notFound: 'business.prepaid.notFound',
  notFoundTestId: 'prepaid-group-not-found',
  sections: [
    {
      id: 'figures',
      columns: 4,
      testId: 'prepaid-group-figures',
      fields: [
        { key: 'plan', label: f('plan'), value: (r) => r.planName ?? r.goodsReleaseId },
        { key: 'zone', label: f('zone'), value: (r, ctx) => r.zoneName ?? ctx.t('business.prepaid.noZone') },
        { key: 'cycle', label: f('cycle'), format: 'month' },
        {
          key: 'contractType',
          label: f('contractType'),
          enumLabel: 'business.prepaid.contractTypes',
          testId: 'prepaid-group-contract',
        },
        { key: 'months', label: f('months'), value: (r, ctx) => ctx.t(f('monthsValue'), { count: r.months }) },
        { key: 'period', label: f('period'), value: (r) => `${formatMonth(r.cycle)} – ${formatMonth(r.lastMonth)}` },
        { key: 'cards', label: f('cards'), format: 'count', testId: 'prepaid-group-cards-count' },
        { key: 'prepaid', label: f('prepaid'), format: 'money', testId: 'prepaid-group-prepaid' },
        { key: 'recognisedToDate', label: f('recognisedToDate'), format: 'money', testId: 'prepaid-group-recognised' },
        { key: 'unconsumed', label: f('unconsumed'), format: 'money', testId: 'prepaid-group-unconsumed' },
      ],
    },
    { id: 'schedule', title: s('title'), content: Schedule, testId: 'prepaid-schedule' },
  ],
  after: Cards,
  back: (r, ctx) => capitalPath(r?.channelCustId ?? ctx.scope.channelCustId, ctx.scope.side !== 'platform'),
};

/** The platform names the customer in `?channelCustId=`; a link without one is sent to the funds list to choose. */
export default function PrepayCardPage() {
  const [search] = useSearchParams();
  const platform = audienceOf(useSession()) === 'platform';
  if (platform && !search.get('channelCustId')) return <Navigate to="/business/capital/list" replace />;
  return <DetailPage declaration={prepayCard} />;
}
