import { Button, EmptyState, Panel, Skeleton, StatCard, StateBadge, Table, cn } from '@cmp/ui-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import useSWR from 'swr';
import { PageHeader } from '../../../components/data-list';
import { useTenantScope } from '../../../components/tenant-scope';
import type { ApiError } from '../../../lib/api';
import { customerName } from '../../../lib/customer-name';
import { formatBytes, formatDate, formatMonth } from '../../../lib/format';
import { type TestCardDetail, remainingTone, usedPercent } from './test-card-model';

/** Label and value pairs; a value marked `code` (ICCID, MSISDN, IMSI) is set in monospace, the rest in the normal face. */
function Fields({ items }: { items: Array<[string, ReactNode, 'code'?]> }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
      {items.map(([label, value, kind]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-medium text-slate-500">{label}</dt>
          <dd
            className={cn('mt-0.5 text-sm break-words text-slate-900', kind === 'code' && 'font-mono')}
            data-code={kind ? '' : undefined}
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** /card/testcard/detail/:iccid: a test card, the days left of test + stock and its test usage so far. */
export default function TestCardDetailPage() {
  const { t } = useTranslation('card');
  const navigate = useNavigate();
  const { iccid = '' } = useParams();
  const scope = useTenantScope({ byId: true });
  const { data, error, mutate } = useSWR<TestCardDetail, ApiError>(
    scope.ready ? ['test-card.detail', { iccid, ...scope.body }] : null,
  );

  let content: ReactNode;
  if (error)
    content =
      error.status === 404 ? (
        <EmptyState title={t('card.testCard.notFound')} data-testid="test-card-not-found" />
      ) : (
        <EmptyState
          title={t('common.loadFailed')}
          description={error.msg}
          data-testid="load-error"
          action={
            <Button size="sm" variant="secondary" onClick={() => void mutate()}>
              {t('common.retry')}
            </Button>
          }
        />
      );
  else if (!data)
    content = (
      <Panel aria-busy="true">
        <span className="sr-only">{t('common.loading')}</span>
        <Skeleton lines={5} />
      </Panel>
    );
  else
    content = (
      <div className="space-y-5">
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
        <div className="grid grid-cols-1 gap-5 xl:grid-cols-2">
          <Panel title={t('card.testCard.period.title')}>
            <Fields
              items={[
                [t('card.testCard.fields.iccid'), data.iccid, 'code'],
                [t('card.testCard.fields.msisdn'), data.msisdn, 'code'],
                [t('card.testCard.fields.imsi'), data.imsi, 'code'],
                [t('card.testCard.fields.operator'), t(`operator.${data.operator}`)],
                [t('card.testCard.fields.state'), t(`cardState.${data.state}`)],
                [
                  t('card.testCard.fields.customer'),
                  data.custId ? customerName({ custId: data.custId, name: data.customerName }) : t('dataList.none'),
                ],
                [t('card.testCard.usage.remaining'), formatBytes(data.usage.remainingBytes)],
              ]}
            />
          </Panel>
          <Panel title={t('card.testCard.usage.byMonth')}>
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
          </Panel>
        </div>
      </div>
    );

  return (
    <div className="space-y-5">
      <PageHeader
        title={t('card.testCard.menu.detail')}
        subtitle={iccid}
        actions={
          <>
            <Button variant="secondary" onClick={() => navigate(`/card/testcard/list${scope.queryOf(data?.channelCustId)}`)}>
              {t('dataList.back')}
            </Button>
            {data && (
              <Button
                variant="secondary"
                onClick={() => navigate(`/card/card-list/detail/${data.iccid}${scope.platform ? `/${data.channelCustId}` : ''}`)}
              >
                {t('card.testCard.openCard')}
              </Button>
            )}
          </>
        }
      />
      {content}
    </div>
  );
}
