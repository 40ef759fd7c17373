import { DonutChart, Panel, Skeleton } from '@cmp/ui-kit';
import { useTranslation } from 'react-i18next';
import { AsyncContent } from '../../../components/async-content';
import { formatCount } from '../../../lib/format';
import { allZero, operatorDistribution, stateDistribution } from './overview-model';
import { useCycle, useOperators } from './use-overview';

const ringSkeleton = (
  <div className="flex items-center gap-6 [&>:last-child]:flex-1">
    <Skeleton className="size-40 rounded-full" />
    <Skeleton lines={4} />
  </div>
);

/** Cards per lifecycle state (60-68). */
export function StatePanel() {
  const { t } = useTranslation('home');
  const { data, error, isLoading, mutate } = useCycle();
  const points = stateDistribution(data, t);
  return (
    <Panel data-testid="chart-state-distribution" title={t('home.states.title')} description={t('home.states.description')}>
      <AsyncContent
        loading={isLoading}
        error={error}
        empty={allZero(points)}
        onRetry={() => void mutate()}
        skeleton={ringSkeleton}
      >
        <DonutChart
          className="h-full"
          data={points}
          label={t('home.states.title')}
          centerLabel={t('home.states.center')}
          formatValue={formatCount}
          labelHeader={t('home.states.title')}
          valueHeader={t('home.stats.totalCards')}
        />
      </AsyncContent>
    </Panel>
  );
}

/** Cards per operator (CMCC, CUCC, CTCC). */
export function OperatorPanel() {
  const { t } = useTranslation('home');
  const { data, error, isLoading, mutate } = useOperators();
  const points = operatorDistribution(data, t);
  return (
    <Panel
      data-testid="chart-operator-distribution"
      title={t('home.operators.title')}
      description={t('home.operators.description')}
    >
      <AsyncContent
        loading={isLoading}
        error={error}
        empty={allZero(points)}
        onRetry={() => void mutate()}
        skeleton={ringSkeleton}
      >
        <DonutChart
          className="h-full"
          data={points}
          label={t('home.operators.title')}
          centerLabel={t('home.operators.center')}
          formatValue={formatCount}
          colors={['var(--color-chart-1)', 'var(--color-chart-2)', 'var(--color-chart-3)', 'var(--color-chart-9)']}
          labelHeader={t('home.operators.title')}
          valueHeader={t('home.stats.totalCards')}
        />
      </AsyncContent>
    </Panel>
  );
}
