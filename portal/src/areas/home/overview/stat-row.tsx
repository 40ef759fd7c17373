import { StatCard, type StatCardProps } from '@cmp/ui-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY, formatBytes, formatCount } from '../../../lib/format';
import { ACTIVATED, countInState, monthChange, percentText } from './overview-model';
import { useCycle, useMonthUsage, useQuotaUsage } from './use-overview';

const icon = (d: string) => (
  <svg
    viewBox="0 0 20 20"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.5"
    strokeLinecap="round"
    strokeLinejoin="round"
    className="size-5"
  >
    <path d={d} />
  </svg>
);
const icons = {
  cards: icon('M6 2.5h6l3.5 3.5v10.5a1 1 0 0 1-1 1h-8.5a1 1 0 0 1-1-1v-13a1 1 0 0 1 1-1Zm1.5 7h5v5h-5v-5Z'),
  active: icon('M10 17a7 7 0 1 0 0-14 7 7 0 0 0 0 14Zm-3-7 2 2 4-4'),
  usage: icon('M3 14.5 7.5 10l3 3L17 6.5M12.5 6.5H17V11'),
  quota: icon('M10 3a7 7 0 1 0 7 7h-7V3Zm2.5-.5v5h5a5 5 0 0 0-5-5Z'),
};

interface Query {
  isLoading: boolean;
  error: unknown;
  mutate: () => unknown;
}

/** A StatCard fed by one SWR query: skeleton while loading, a retry link on failure. */
function QueryStat({ query, ...card }: StatCardProps & { query: Query }) {
  const { t } = useTranslation('home');
  const failed: ReactNode = (
    <button type="button" className="font-medium text-brand-700 hover:underline" onClick={() => void query.mutate()}>
      {t('common.loadFailed')} · {t('common.retry')}
    </button>
  );
  return (
    <StatCard
      {...card}
      loading={query.isLoading}
      loadingLabel={t('common.loading')}
      value={query.error ? EMPTY : card.value}
      hint={query.error ? failed : card.hint}
      trend={query.error ? undefined : card.trend}
    />
  );
}

/** The four key figures: total cards, active cards, this month's usage and quota used. */
export function StatRow() {
  const { t } = useTranslation('home');
  const cycle = useCycle();
  const month = useMonthUsage();
  const quota = useQuotaUsage();
  const total = cycle.data?.total ?? 0;
  const active = countInState(cycle.data, ACTIVATED);
  const change = monthChange(month.data?.usedBytes ?? 0, month.data?.previousMonthToDateBytes ?? 0);
  const quotaShare = percentText(quota.data?.usedBytes ?? 0, quota.data?.quotaBytes ?? 0);
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <QueryStat
        data-testid="stat-total-cards"
        query={cycle}
        icon={icons.cards}
        label={t('home.stats.totalCards')}
        value={formatCount(total)}
        hint={t('home.stats.totalCardsHint')}
      />
      <QueryStat
        data-testid="stat-active-cards"
        query={cycle}
        icon={icons.active}
        label={t('home.stats.activeCards')}
        value={formatCount(active)}
        hint={t('home.stats.activeShare', { percent: percentText(active, total) ?? '0.0%' })}
      />
      <QueryStat
        data-testid="stat-month-usage"
        query={month}
        icon={icons.usage}
        label={t('home.stats.monthUsage')}
        value={formatBytes(month.data?.usedBytes ?? 0)}
        trend={change.percent === null ? undefined : { direction: change.direction, text: `${change.percent.toFixed(1)}%` }}
        hint={t('home.stats.vsLastMonth', { value: formatBytes(month.data?.previousMonthToDateBytes ?? 0) })}
      />
      <QueryStat
        data-testid="stat-quota-used"
        query={quota}
        icon={icons.quota}
        label={t('home.stats.quotaUsed')}
        value={quotaShare ?? EMPTY}
        hint={
          quotaShare
            ? t('home.stats.quotaHint', {
                used: formatBytes(quota.data?.usedBytes ?? 0),
                quota: formatBytes(quota.data?.quotaBytes ?? 0),
              })
            : t('home.stats.noQuota')
        }
      />
    </div>
  );
}
