import { EmptyState, StateBadge } from '@cmp/ui-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/use-session';
import type { Pool } from './pool-model';

export const linkClass =
  'rounded px-1.5 py-0.5 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600';

export function PoolStateBadge({ status }: { status: Pool['status'] }) {
  const { t } = useTranslation('card');
  return <StateBadge tone={status === 'blocked' ? 'red' : 'green'}>{t(`card.pool.statuses.${status}`)}</StateBadge>;
}

/** Label / value pairs of a detail panel. */
export function Fields({ items }: { items: Array<[string, ReactNode]> }) {
  const { t } = useTranslation('card');
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2 xl:grid-cols-4">
      {items.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-medium text-slate-500">{label}</dt>
          <dd className="mt-0.5 text-sm break-words text-slate-900">{value ?? t('dataList.none')}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Pools are enterprise-level: a secondary customer gets this instead of a pool screen (the server refuses it too). */
export function usePoolAccess(): boolean {
  return useSession().roleId !== '5000';
}

export function NoPoolAccess() {
  const { t } = useTranslation('card');
  return <EmptyState title={t('card.pool.noAccess')} data-testid="pool-no-access" />;
}
