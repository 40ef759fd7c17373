import { EmptyState, StatCard, StateBadge, Table } from '@cmp/ui-kit';
import { type DetailDeclaration, DetailPage, type DetailPartProps } from '../../../components/detail-page';
import { customerName } from '../../../lib/customer-name';
import { formatBytes, formatDate, formatMonth } from '../../../lib/format';
import { type TestCardDetail, remainingTone, usedPercent } from './test-card-model';

/** The days left of test + stock, the days so far, and the test usage against its quota. */
function TestFigures({ record: data, ctx: { t } }: DetailPartProps<TestCardDetail>) {
  return (
    <>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <StatCard
          label={t('card.testCard.fields.remainingDays')}
          value={
            <StateBadge tone={remainingTone(data.test)}>
              {data.test.expired ? t('card.testCard.expired') : t('card.testCard.days', { count: data.test.remainingDays })}
            </StateBadge>
          }
          hint={`${t('card.testCard.fields.deadline')}: ${formatDate(data.test.deadline)}`}
          data-testid="test-card-remaining"
        />
        <StatCard
          label={t('card.testCard.fields.elapsedDays')}
          value={t('card.testCard.days', { count: data.test.elapsedDays })}
          hint={`${t('card.testCard.fields.startedAt')}: ${formatDate(data.test.startedAt)}`}
        />
        <StatCard
          label={t('card.testCard.usage.used')}
          value={formatBytes(data.usage.usedBytes)}
          hint={`${usedPercent(data.usage.usedBytes, data.usage.quotaBytes)}% · ${t('card.testCard.usage.quota')} ${formatBytes(data.usage.quotaBytes)}`}
          data-testid="test-card-used"
        />
      </div>
      <p className="text-sm text-slate-500">{t('card.testCard.period.rule', { months: 12 })}</p>
    </>
  );
}

function UsageByMonth({ record: data, ctx: { t } }: DetailPartProps<TestCardDetail>) {
  return (
    <Table
      caption={t('card.testCard.usage.byMonth')}
      columns={[
        { key: 'month', header: t('card.testCard.usage.month'), cell: (m) => formatMonth(m.month) },
        { key: 'bytes', header: t('card.testCard.usage.bytes'), align: 'end', cell: (m) => formatBytes(m.bytes) },
      ]}
      rows={data.usage.months}
      rowKey={(m) => m.month}
      empty={<EmptyState compact title={t('common.noData')} />}
    />
  );
}

/** /card/testcard/detail/:iccid: a test card, the days left of test + stock and its test usage so far. */
export const testCardDetail: DetailDeclaration<TestCardDetail> = {
  title: 'card.testCard.menu.detail',
  subtitle: (_, ctx) => ctx.params.iccid,
  source: 'test-card.detail',
  request: ({ params }) => ({ iccid: params.iccid ?? '' }),
  scope: 'byId',
  notFound: 'card.testCard.notFound',
  notFoundTestId: 'test-card-not-found',
  before: TestFigures,
  layout: 'grid',
  sections: [
    {
      id: 'period',
      title: 'card.testCard.period.title',
      fields: [
        { key: 'iccid', label: 'card.testCard.fields.iccid', format: 'code' },
        { key: 'msisdn', label: 'card.testCard.fields.msisdn', format: 'code' },
        { key: 'imsi', label: 'card.testCard.fields.imsi', format: 'code' },
        { key: 'operator', label: 'card.testCard.fields.operator', enumLabel: 'operator' },
        { key: 'state', label: 'card.testCard.fields.state', enumLabel: 'cardState' },
        {
          key: 'customer',
          label: 'card.testCard.fields.customer',
          value: (d) => (d.custId ? customerName({ custId: d.custId, name: d.customerName }) : undefined),
        },
        { key: 'remaining', label: 'card.testCard.usage.remaining', format: 'size', value: (d) => d.usage.remainingBytes },
      ],
    },
    { id: 'usage', title: 'card.testCard.usage.byMonth', content: UsageByMonth },
  ],
  back: (data, ctx) => `/card/testcard/list${ctx.scope.queryOf(data?.channelCustId)}`,
  actions: [
    {
      id: 'card',
      label: 'card.testCard.openCard',
      to: (d, ctx) => `/card/card-list/detail/${d.iccid}${ctx.scope.platform ? `/${d.channelCustId}` : ''}`,
    },
  ],
};

export default function TestCardDetailPage() {
  return <DetailPage declaration={testCardDetail} />;
}
