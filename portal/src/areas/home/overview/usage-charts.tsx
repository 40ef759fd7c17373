import { BarChart, LineChart, Panel, Skeleton } from '@cmp/ui-kit';
import { useTranslation } from 'react-i18next';
import { AsyncContent } from '../../../components/async-content';
import { byteTicks, formatBytes, formatMonth } from '../../../lib/format';
import { allZero, dayFlowPoints, monthFlowPoints } from './overview-model';
import { useDayFlow, useMonthFlow } from './use-overview';

const chartSkeleton = <Skeleton className="h-60 w-full" />;

/** Usage per month over the last 12 months. */
export function MonthFlowPanel() {
  const { t } = useTranslation('home');
  const { data, error, isLoading, mutate } = useMonthFlow();
  const points = monthFlowPoints(data);
  return (
    <Panel data-testid="chart-month-flow" title={t('home.monthFlow.title')} description={t('home.monthFlow.description')}>
      <AsyncContent
        loading={isLoading}
        error={error}
        empty={allZero(points)}
        onRetry={() => void mutate()}
        skeleton={chartSkeleton}
      >
        <BarChart
          data={points}
          label={t('home.monthFlow.title')}
          formatValue={formatBytes}
          tickValues={byteTicks}
          labelHeader={t('home.monthFlow.month')}
          valueHeader={t('home.monthFlow.usage')}
        />
      </AsyncContent>
    </Panel>
  );
}

/** Usage per day in the current month. */
export function DayFlowPanel() {
  const { t } = useTranslation('home');
  const { data, error, isLoading, mutate } = useDayFlow();
  const points = dayFlowPoints(data);
  const month = data?.month ? formatMonth(data.month) : formatMonth(new Date());
  return (
    <Panel data-testid="chart-day-flow" title={t('home.dayFlow.title')} description={t('home.dayFlow.description', { month })}>
      <AsyncContent
        loading={isLoading}
        error={error}
        empty={allZero(points)}
        onRetry={() => void mutate()}
        skeleton={chartSkeleton}
      >
        <LineChart
          data={points}
          label={t('home.dayFlow.title')}
          formatValue={formatBytes}
          tickValues={byteTicks}
          labelHeader={t('home.dayFlow.day')}
          valueHeader={t('home.dayFlow.usage')}
        />
      </AsyncContent>
    </Panel>
  );
}
