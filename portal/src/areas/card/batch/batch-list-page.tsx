import { featureCodes } from '@cmp/functions/platform/permissions';
import { Button, Select, type TableColumn } from '@cmp/ui-kit';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { FilterBar, ListTable, PageHeader } from '../../../components/data-list';
import { formatDateTime } from '../../../lib/format';
import { useCursorList } from '../../../lib/use-cursor-list';
import { useSession } from '../../../lib/use-session';
import {
  BATCH_STATUSES,
  BATCH_TYPES,
  type Batch,
  type BatchStatus,
  type BatchType,
  batchDetailPath,
  batchTarget,
  isBatchType,
} from './batch-model';
import { BatchStatusCell } from './batch-progress';
import { BATCH_LIST } from './use-batches';

interface Filters extends Record<string, unknown> {
  status: BatchStatus | '';
  type?: BatchType;
}

const PLATFORM_ROLES = ['1000', '2000'];

/** /card/batchoperate/list/:type? and /shortcuts/batchoperate/list/:type?: the batches of the caller's scope. */
export default function BatchListPage() {
  const { type } = useParams();
  return <BatchList key={type ?? ''} type={isBatchType(type) ? type : undefined} />;
}

/**
 * The batch list, optionally of one type (the `:type?` route parameter, or a page of one kind such
 * as data recovery, which brings its own title and actions).
 */
export function BatchList({
  type,
  title,
  subtitle,
  actions,
}: { type?: BatchType; title?: string; subtitle?: string; actions?: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const base = pathname.startsWith('/shortcuts') ? 'shortcuts' : 'card';
  const { roleId, permissions } = useSession();
  const platform = PLATFORM_ROLES.includes(roleId ?? '');
  const initial: Filters = { status: '', ...(type ? { type } : {}) };
  const list = useCursorList<Batch, Filters>(BATCH_LIST, initial);
  const [draft, setDraft] = useState(initial);
  const running = list.items.some((b) => b.status === 'processing');
  const reload = useRef(list.reload);
  reload.current = list.reload;

  // Running batches move on their own: refresh the page while any is in process.
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => reload.current(), 3000);
    return () => clearInterval(timer);
  }, [running]);

  const columns: TableColumn<Batch>[] = [
    {
      key: 'createdAt',
      header: t('batchOperation.fields.createdAt'),
      cell: (b) => formatDateTime(b.createdAt),
      className: 'whitespace-nowrap tabular-nums',
    },
    ...(platform ? [{ key: 'channelCustId', header: t('batchOperation.fields.enterprise') } satisfies TableColumn<Batch>] : []),
    { key: 'type', header: t('batchOperation.fields.type'), cell: (b) => t(`batchOperation.type.${b.type}`) },
    { key: 'target', header: t('batchOperation.fields.target'), cell: (b) => <TargetCell batch={b} /> },
    {
      key: 'counts',
      header: t('batchOperation.fields.counts'),
      className: 'tabular-nums whitespace-nowrap',
      cell: (b) => (
        <span>
          {b.total} / <span className="text-emerald-700">{b.succeeded}</span> / <span className="text-red-600">{b.failed}</span>
        </span>
      ),
    },
    { key: 'status', header: t('batchOperation.fields.status'), cell: (b) => <BatchStatusCell batch={b} /> },
    { key: 'createdBy', header: t('batchOperation.fields.createdBy') },
    {
      key: 'actions',
      header: t('dataList.actions'),
      cell: (b) => (
        <Link
          to={batchDetailPath(base, b, platform)}
          data-testid={`batch-view-${b.batchId}`}
          className="rounded px-1.5 py-0.5 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {t('batchOperation.view')}
        </Link>
      ),
    },
  ];

  return (
    <div className="space-y-5">
      <PageHeader
        title={title ?? t('batchOperation.listTitle')}
        subtitle={subtitle ?? t('batchOperation.listSubtitle')}
        actions={
          actions ??
          (permissions.includes(featureCodes.cardChangeStatus) && (
            <Button onClick={() => navigate('/card/batchoperate/shortcuts')} data-testid="batch-new">
              {t('batchOperation.newBatch')}
            </Button>
          ))
        }
      />
      <FilterBar
        onSearch={() => list.setFilters(draft)}
        onReset={() => {
          setDraft(initial);
          list.setFilters(initial);
        }}
      >
        <Select
          className="w-44"
          label={t('batchOperation.fields.status')}
          options={[
            { value: '' as const, label: t('batchOperation.any') },
            ...BATCH_STATUSES.map((s) => ({ value: s, label: t(`batchOperation.status.${s}`) })),
          ]}
          value={draft.status}
          onChange={(status) => setDraft({ ...draft, status })}
          data-testid="batch-filter-status"
        />
        {!type && (
          <Select
            className="w-56"
            label={t('batchOperation.fields.type')}
            options={[
              { value: '' as const, label: t('batchOperation.any') },
              ...BATCH_TYPES.map((k) => ({ value: k, label: t(`batchOperation.type.${k}`) })),
            ]}
            value={draft.type ?? ''}
            onChange={(next) => setDraft({ ...draft, type: next || undefined })}
            data-testid="batch-filter-type"
          />
        )}
      </FilterBar>
      <ListTable
        caption={title ?? t('batchOperation.listTitle')}
        columns={columns}
        list={list}
        rowKey={(b) => b.batchId}
        data-testid="batch-table"
      />
    </div>
  );
}

/** The target of a batch: the state cards move to, or the secondary customer they are allocated to. */
export function TargetCell({
  batch,
}: { batch: Pick<Batch, 'type' | 'targetState' | 'targetCustId' | 'targetCustName' | 'targetModeType'> }) {
  const { t } = useTranslation();
  const target = batchTarget(batch);
  if ('customer' in target) return <span data-testid="batch-target-customer">{target.customer}</span>;
  if ('enterprise' in target) return <span>{t('batchOperation.enterpriseOwned')}</span>;
  return <span>{target.stateKey ? t(target.stateKey) : t('dataList.none')}</span>;
}
