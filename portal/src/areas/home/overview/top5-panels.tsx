import { Panel, RankList, Skeleton } from '@cmp/ui-kit';
import { useTranslation } from 'react-i18next';
import { AsyncContent } from '../../../components/async-content';
import { formatBytes } from '../../../lib/format';
import { useTopCards, useTopCustomers } from './use-overview';

const listSkeleton = <Skeleton lines={5} />;

/** The five cards that used the most data this month. */
export function TopCardsPanel() {
  const { t } = useTranslation('home');
  const { data, error, isLoading, mutate } = useTopCards();
  const items = (data?.items ?? []).map((c) => ({ id: c.iccid, label: c.iccid, detail: c.msisdn, value: c.usedBytes }));
  return (
    <Panel data-testid="top5-cards" title={t('home.topCards.title')} description={t('home.topCards.description')}>
      <AsyncContent loading={isLoading} error={error} empty={!items.length} onRetry={() => void mutate()} skeleton={listSkeleton}>
        <RankList items={items} label={t('home.topCards.title')} formatValue={formatBytes} labels="code" />
      </AsyncContent>
    </Panel>
  );
}

/** The five customers that used the most data this month. */
export function TopCustomersPanel() {
  const { t } = useTranslation('home');
  const { data, error, isLoading, mutate } = useTopCustomers();
  const items = (data?.items ?? []).map((c) => ({ id: c.custId, label: c.name, detail: c.custId, value: c.usedBytes }));
  return (
    <Panel data-testid="top5-customers" title={t('home.topCustomers.title')} description={t('home.topCustomers.description')}>
      <AsyncContent loading={isLoading} error={error} empty={!items.length} onRetry={() => void mutate()} skeleton={listSkeleton}>
        <RankList items={items} label={t('home.topCustomers.title')} formatValue={formatBytes} />
      </AsyncContent>
    </Panel>
  );
}
