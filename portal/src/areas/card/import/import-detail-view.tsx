import { Button, EmptyState, Panel, Select, Skeleton, type TableColumn } from '@cmp/ui-kit';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { ListTable, PageHeader, StatusBadge } from '../../../components/data-list';
import { formatDateTime } from '../../../lib/format';
import { useCursorList } from '../../../lib/use-cursor-list';
import { statusTone } from '../batch/batch-model';
import { ProgressBar } from '../batch/batch-progress';
import { IMPORT_RESULTS, useImport } from './use-imports';

type ResultStatus = 'succeeded' | 'failed';

interface ResultFilters extends Record<string, unknown> {
  batchId: string;
  channelCustId?: string;
  status: ResultStatus | '';
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

/** The result and reason columns every import's row table ends with. */
export function useResultColumns<R extends { status: ResultStatus; reason?: string }>(): TableColumn<R>[] {
  const { t } = useTranslation();
  return [
    {
      key: 'status',
      header: t('cardImport.fields.result'),
      cell: (r) => <StatusBadge tone={statusTone(r.status)}>{t(`cardImport.resultStatus.${r.status}`)}</StatusBadge>,
    },
    { key: 'reason', header: t('cardImport.fields.reason'), cell: (r) => r.reason || t('dataList.none') },
  ];
}

/**
 * An import's detail, shared by the card and the dual-SIM import pages: summary with live progress
 * (polled while it runs), then its row results filtered by result. Only the row columns differ.
 */
export function ImportDetailView<R extends { line: number; status: ResultStatus }>({
  title,
  columns,
}: {
  title: string;
  columns: TableColumn<R>[];
}) {
  const { t } = useTranslation();
  const { batchId = '' } = useParams();
  const [search] = useSearchParams();
  const channelCustId = search.get('channelCustId');
  const imp = useImport(batchId, channelCustId);
  const i = imp.data;
  const initial: ResultFilters = { batchId, ...(channelCustId ? { channelCustId } : {}), status: '' };
  const results = useCursorList<R, ResultFilters>(i ? IMPORT_RESULTS : null, initial);
  const [status, setStatus] = useState<ResultFilters['status']>('');
  const lastStatus = useRef(i?.status);
  const { reload } = results;
  // While the import runs its results grow chunk by chunk; when it ends they are complete.
  useEffect(() => {
    if (lastStatus.current === 'processing' && i?.status !== 'processing') reload();
    lastStatus.current = i?.status;
  }, [i?.status, reload]);

  const back = (
    <Link to="/card/import-info/list" className="text-sm font-medium text-brand-700 hover:underline" data-testid="import-back">
      {t('cardImport.back')}
    </Link>
  );

  if (imp.error) {
    const missing = imp.error.status === 404;
    return (
      <div className="space-y-5">
        <PageHeader title={title} actions={back} />
        <EmptyState
          data-testid="import-error"
          title={missing ? t('cardImport.notFound') : t('dataList.loadFailed')}
          description={missing ? undefined : imp.error.msg}
          action={
            missing ? undefined : (
              <Button size="sm" variant="secondary" onClick={() => void imp.mutate()}>
                {t('dataList.retry')}
              </Button>
            )
          }
        />
      </div>
    );
  }

  return (
    <div className="space-y-5">
      <PageHeader title={title} subtitle={batchId} actions={back} />
      <Panel title={i ? i.fileName : title}>
        {!i ? (
          <div aria-busy="true">
            <span className="sr-only">{t('dataList.loading')}</span>
            <Skeleton className="h-24 w-full" />
          </div>
        ) : (
          <div className="space-y-4">
            <Fields
              items={[
                [
                  t('cardImport.fields.status'),
                  <span key="s" data-testid="import-status" data-status={i.status}>
                    <StatusBadge tone={statusTone(i.status)}>{t(`cardImport.status.${i.status}`)}</StatusBadge>
                  </span>,
                ],
                [
                  t('cardImport.fields.total'),
                  <span key="t" data-testid="import-total">
                    {i.total}
                  </span>,
                ],
                [
                  t('cardImport.fields.succeeded'),
                  <span key="ok" data-testid="import-succeeded">
                    {i.succeeded}
                  </span>,
                ],
                [
                  t('cardImport.fields.failed'),
                  <span key="ko" data-testid="import-failed">
                    {i.failed}
                  </span>,
                ],
                [t('cardImport.fields.enterprise'), i.channelCustId],
                [t('cardImport.fields.createdBy'), i.createdBy],
                [t('cardImport.fields.createdAt'), formatDateTime(i.createdAt)],
                [t('cardImport.fields.finishedAt'), i.finishedAt ? formatDateTime(i.finishedAt) : undefined],
              ]}
            />
            <div>
              <p className="mb-1 text-xs font-medium text-slate-500">{t('cardImport.progress')}</p>
              <ProgressBar percent={i.progress} testId="import-progress" />
            </div>
            {i.failureReason && (
              <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="import-failure">
                {t('cardImport.fields.failureReason')}: {i.failureReason}
              </p>
            )}
          </div>
        )}
      </Panel>
      <div className="flex items-end justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{t('cardImport.results')}</h2>
        <Select
          className="w-40"
          label={t('cardImport.fields.result')}
          options={[
            { value: '' as const, label: t('cardImport.all') },
            { value: 'succeeded' as const, label: t('cardImport.resultStatus.succeeded') },
            { value: 'failed' as const, label: t('cardImport.resultStatus.failed') },
          ]}
          value={status}
          onChange={(next) => {
            setStatus(next);
            results.setFilters({ ...initial, status: next });
          }}
          data-testid="import-results-filter"
        />
      </div>
      <ListTable
        caption={t('cardImport.results')}
        columns={columns}
        list={results}
        rowKey={(r) => String(r.line)}
        data-testid="import-results"
      />
    </div>
  );
}
