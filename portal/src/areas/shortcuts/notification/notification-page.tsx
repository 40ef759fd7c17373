import { Button, EmptyState, Skeleton } from '@cmp/ui-kit';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AsyncContent } from '../../../components/async-content';
import { formatActor, formatDateTime } from '../../../lib/format';
import { useSession } from '../../../lib/use-session';
import { type AnnouncementRecord, useAnnouncements } from './use-announcements';

const AddAnnouncementDialog = lazy(() => import('./add-announcement-dialog'));

/** Only platform roles publish announcements (the list itself is open to the area). */
const PUBLISHERS = new Set(['1000', '2000']);

function Row({ item }: { item: AnnouncementRecord }) {
  const { t, i18n } = useTranslation('shortcuts');
  const active = new Date(item.endDate).getTime() > Date.now();
  const [first, second] = i18n.language === 'zh-CN' ? [item.content, item.englishContent] : [item.englishContent, item.content];
  return (
    <li data-testid="announcement-row" className="flex flex-col gap-2 px-5 py-4 sm:flex-row sm:items-start sm:gap-6">
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium break-words text-slate-900">{first}</p>
        {second && <p className="mt-1 text-sm break-words text-slate-500">{second}</p>}
      </div>
      <dl className="grid shrink-0 grid-cols-[auto_auto] gap-x-3 gap-y-1 text-xs text-slate-500 sm:w-72">
        <dt>{t('shortcuts.notification.status')}</dt>
        <dd>
          <span
            data-active={active ? '' : undefined}
            className="inline-flex rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-600 data-[active]:bg-emerald-50 data-[active]:text-emerald-700"
          >
            {t(active ? 'shortcuts.notification.active' : 'shortcuts.notification.ended')}
          </span>
        </dd>
        <dt>{t('shortcuts.notification.endDate')}</dt>
        <dd className="tabular-nums text-slate-700">{formatDateTime(item.endDate)}</dd>
        {item.sendMode && (
          <>
            <dt>{t('shortcuts.notification.sendMode')}</dt>
            <dd className="text-slate-700">{t(`shortcuts.notification.modes.${item.sendMode}`)}</dd>
          </>
        )}
        {item.createdAt && (
          <>
            <dt>{t('shortcuts.notification.createdAt')}</dt>
            <dd className="tabular-nums text-slate-700">
              {formatDateTime(item.createdAt)}
              {item.createdBy ? ` · ${formatActor(item.createdBy, t)}` : ''}
            </dd>
          </>
        )}
      </dl>
    </li>
  );
}

/** /shortcuts/notification/list: published announcements, and adding one (platform roles). */
export default function NotificationPage() {
  const { t } = useTranslation('shortcuts');
  const { roleId } = useSession();
  const { items, error, isLoading, mutate, hasMore, size, setSize, isValidating } = useAnnouncements();
  const [adding, setAdding] = useState(false);
  const canAdd = roleId !== null && PUBLISHERS.has(roleId);

  return (
    <section className="mt-4" aria-labelledby="notification-title">
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="notification-title" className="text-2xl font-semibold tracking-tight text-slate-900">
            {t('shortcuts.notification.title')}
          </h1>
          <p className="mt-1 text-sm text-slate-500">{t('shortcuts.notification.subtitle')}</p>
        </div>
        {canAdd && (
          <Button onClick={() => setAdding(true)} data-testid="announcement-add">
            {t('shortcuts.notification.add')}
          </Button>
        )}
      </div>
      <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
        <AsyncContent
          loading={isLoading}
          error={error}
          empty={false}
          onRetry={() => void mutate()}
          skeleton={
            <div className="space-y-3 p-5">
              <Skeleton className="h-10" />
              <Skeleton className="h-10" />
              <Skeleton className="h-10" />
            </div>
          }
        >
          {items.length === 0 && (
            <EmptyState
              data-testid="announcement-empty"
              title={t('shortcuts.notification.empty')}
              description={t('shortcuts.notification.emptyText')}
            />
          )}
          <ul className="divide-y divide-slate-100" data-testid="announcement-list">
            {items.map((item, i) => (
              <Row key={`${item.createdAt}-${i}`} item={item} />
            ))}
          </ul>
          {hasMore && (
            <div className="border-t border-slate-100 p-3 text-center">
              <Button variant="ghost" size="sm" loading={isValidating} onClick={() => void setSize(size + 1)}>
                {t('shortcuts.notification.more')}
              </Button>
            </div>
          )}
        </AsyncContent>
      </div>
      {adding && (
        <Suspense fallback={null}>
          <AddAnnouncementDialog
            onClose={() => setAdding(false)}
            onSaved={() => {
              setAdding(false);
              void mutate();
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
