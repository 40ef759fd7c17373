import { Button, EmptyState, Panel, Select, Skeleton, type TableColumn } from '@cmp/ui-kit';
import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { ListTable, PageHeader, StatusBadge } from '../../../components/data-list';
import { formatDateTime } from '../../../lib/format';
import { useCursorList } from '../../../lib/use-cursor-list';
import { type CardResult, batchTarget, editionKey, statusTone } from './batch-model';
import { ProgressBar } from './batch-progress';
import { BATCH_RESULTS, useBatch } from './use-batches';

interface ResultFilters extends Record<string, unknown> {
  batchId: string;
  channelCustId?: string;
  status: CardResult['status'] | '';
}

function Fields({ items }: { items: Array<[string, ReactNode]> }) {
  const { t } = useTranslation();
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-3 lg:grid-cols-4">
      {items.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-medium text-slate-500">{label}</dt>
          <dd className="mt-0.5 text-sm break-words text-slate-900">{value ?? t('dataList.none')}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /card/batchoperate/detail/:batchId/:state (and under /shortcuts): a batch's summary, live progress and card results. */
export default function BatchDetailPage() {
  const { t } = useTranslation();
  const { batchId = '', state } = useParams();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const channelCustId = search.get('channelCustId');
  const base = pathname.startsWith('/shortcuts') ? 'shortcuts' : 'card';
  const batch = useBatch(batchId, channelCustId);
  const b = batch.data;
  // Standard-SIM details take their results filter from `:state?` (succeeded/failed); elsewhere it is the target.
  const standardSim = pathname.startsWith('/shortcuts/standardsim');
  const stateFilter = standardSim && (state === 'succeeded' || state === 'failed') ? state : '';
  const initial: ResultFilters = { batchId, ...(channelCustId ? { channelCustId } : {}), status: stateFilter };
  const results = useCursorList<CardResult, ResultFilters>(b ? BATCH_RESULTS : null, initial);
  const [status, setStatus] = useState<ResultFilters['status']>(stateFilter);
  const lastStatus = useRef(b?.status);
  const { reload } = results;
  // When the batch finishes, its results are complete: read them again.
  useEffect(() => {
    if (lastStatus.current === 'processing' && b?.status !== 'processing') reload();
    lastStatus.current = b?.status;
  }, [b?.status, reload]);

  const recovery = pathname.startsWith('/shortcuts/data-recovery');
  const back = (
    <Link
      to={recovery ? '/shortcuts/data-recovery/list' : standardSim ? '/shortcuts/standardsim/list' : `/${base}/batchoperate/list`}
      className="text-sm font-medium text-brand-700 hover:underline"
      data-testid="batch-back"
    >
      {t('batchOperation.back')}
    </Link>
  );

  if (batch.error) {
    return (
      <div className="space-y-5">
        <PageHeader title={t('batchOperation.detailTitle')} actions={back} />
        <EmptyState
          data-testid="batch-error"
          title={batch.error.status === 404 ? t('batchOperation.notFound') : t('dataList.loadFailed')}
          description={batch.error.status === 404 ? undefined : batch.error.msg}
          action={
            batch.error.status === 404 ? undefined : (
              <Button size="sm" variant="secondary" onClick={() => void batch.mutate()}>
                {t('dataList.retry')}
              </Button>
            )
          }
        />
      </div>
    );
  }

  const targetText = (batch: NonNullable<typeof b>) => {
    const target = batchTarget(batch);
    if ('customer' in target) return target.customer;
    if ('enterprise' in target) return t('batchOperation.enterpriseOwned');
    return target.stateKey ? t(target.stateKey) : '';
  };

  const columns: TableColumn<CardResult>[] = [
    { key: 'iccid', header: t('batchOperation.fields.iccid'), className: 'font-mono text-slate-900' },
    {
      key: 'status',
      header: t('batchOperation.fields.result'),
      cell: (r) => <StatusBadge tone={statusTone(r.status)}>{t(`batchOperation.resultStatus.${r.status}`)}</StatusBadge>,
    },
    b?.type === 'standardSim'
      ? {
          key: 'fromModeType',
          header: t('batchOperation.fields.fromEdition'),
          cell: (r) => (r.fromModeType ? t(editionKey(r.fromModeType)) : t('dataList.none')),
        }
      : b?.type === 'allocate'
        ? {
            key: 'fromCustId',
            header: t('batchOperation.fields.fromCustomer'),
            cell: (r) =>
              r.status !== 'succeeded' ? t('dataList.none') : r.fromCustId ? r.fromCustId : t('batchOperation.enterpriseOwned'),
          }
        : {
            key: 'fromState',
            header: t('batchOperation.fields.fromState'),
            cell: (r) => (r.fromState ? t(`cardState.${r.fromState}`) : t('dataList.none')),
          },
    { key: 'reason', header: t('batchOperation.fields.reason'), cell: (r) => r.reason || t('dataList.none') },
  ];

  return (
    <div className="space-y-5">
      <PageHeader title={t('batchOperation.detailTitle')} subtitle={batchId} actions={back} />
      <Panel title={b ? `${t(`batchOperation.type.${b.type}`)} → ${targetText(b)}` : t('batchOperation.detailTitle')}>
        {!b ? (
          <div aria-busy="true">
            <span className="sr-only">{t('dataList.loading')}</span>
            <Skeleton className="h-24 w-full" />
          </div>
        ) : (
          <div className="space-y-4">
            <Fields
              items={[
                [
                  t('batchOperation.fields.status'),
                  <span key="s" data-testid="batch-status" data-status={b.status}>
                    <StatusBadge tone={statusTone(b.status)}>{t(`batchOperation.status.${b.status}`)}</StatusBadge>
                  </span>,
                ],
                [
                  t('batchOperation.fields.total'),
                  <span key="t" data-testid="batch-total">
                    {b.total}
                  </span>,
                ],
                [
                  t('batchOperation.fields.succeeded'),
                  <span key="ok" data-testid="batch-succeeded">
                    {b.succeeded}
                  </span>,
                ],
                [
                  t('batchOperation.fields.failed'),
                  <span key="ko" data-testid="batch-failed">
                    {b.failed}
                  </span>,
                ],
                [t('batchOperation.fields.type'), t(`batchOperation.type.${b.type}`)],
                [
                  t('batchOperation.fields.target'),
                  <span key="target" data-testid="batch-target">
                    {targetText(b)}
                  </span>,
                ],
                [t('batchOperation.fields.enterprise'), b.channelCustId],
                [t('batchOperation.fields.createdBy'), b.createdBy],
                [t('batchOperation.fields.createdAt'), formatDateTime(b.createdAt)],
                [t('batchOperation.fields.finishedAt'), b.finishedAt ? formatDateTime(b.finishedAt) : undefined],
              ]}
            />
            <div>
              <p className="mb-1 text-xs font-medium text-slate-500">{t('batchOperation.progress')}</p>
              <ProgressBar percent={b.progress} testId="batch-progress" />
            </div>
            {b.failureReason && (
              <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="batch-failure">
                {t('batchOperation.fields.failureReason')}: {b.failureReason}
              </p>
            )}
          </div>
        )}
      </Panel>
      <div className="flex items-end justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{t('batchOperation.results')}</h2>
        <Select
          className="w-40"
          label={t('batchOperation.fields.result')}
          options={[
            { value: '' as const, label: t('batchOperation.all') },
            { value: 'succeeded' as const, label: t('batchOperation.resultStatus.succeeded') },
            { value: 'failed' as const, label: t('batchOperation.resultStatus.failed') },
          ]}
          value={status}
          onChange={(next) => {
            setStatus(next);
            results.setFilters({ ...initial, status: next });
            if (standardSim) {
              const query = channelCustId ? `?channelCustId=${encodeURIComponent(channelCustId)}` : '';
              const path = `/shortcuts/standardsim/detail/${encodeURIComponent(batchId)}${next ? `/${next}` : ''}`;
              navigate(`${path}${query}`, { replace: true });
            }
          }}
          data-testid="batch-results-filter"
        />
      </div>
      <ListTable
        caption={t('batchOperation.results')}
        columns={columns}
        list={results}
        rowKey={(r) => r.iccid}
        data-testid="batch-results"
      />
    </div>
  );
}
