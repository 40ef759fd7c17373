import { useTranslation } from 'react-i18next';
import { formatMonth } from '../../../lib/format';
import { OperatorPanel, StatePanel } from './distribution-panels';
import { StatRow } from './stat-row';
import { TopCardsPanel, TopCustomersPanel } from './top5-panels';
import { DayFlowPanel, MonthFlowPanel } from './usage-charts';
import { useMonthUsage } from './use-overview';

/** /home/index: the fleet at a glance. */
export default function OverviewPage() {
  const { t } = useTranslation('home');
  const { data } = useMonthUsage();
  const month = formatMonth(data?.month ?? new Date());
  return (
    <div className="mt-3 space-y-5">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t('home.title')}</h1>
        <p className="mt-1 text-sm text-slate-500">{t('home.subtitle', { month })}</p>
      </div>
      <StatRow />
      <div className="grid grid-cols-1 gap-5 xl:grid-cols-2">
        <MonthFlowPanel />
        <DayFlowPanel />
        <StatePanel />
        <OperatorPanel />
        <TopCardsPanel />
        <TopCustomersPanel />
      </div>
    </div>
  );
}
