import type { RouteId } from '@cmp/functions/contracts';
import { Button, EmptyState, Panel, Select, Skeleton, StateBadge, type TableColumn } from '@cmp/ui-kit';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../lib/api';
import { formatCount, formatDateTime } from '../../lib/format';
import { useCursorList } from '../../lib/use-cursor-list';
import { ListTable, PageHeader } from '../data-list';
import { statusTone } from './batch-model';
import { ProgressBar } from './batch-progress';

/** What every chunked job (batch, import) shows in its summary. */
export interface JobSummary {
  status: 'processing' | 'succeeded' | 'failed';
  total: number;
  succeeded: number;
  failed: number;
  channelCustId: string;
  createdBy: string;
  createdAt: string;
  finishedAt?: string;
  progress: number;
  failureReason?: string;
}

export type ResultStatus = 'succeeded' | 'failed';

interface ResultFilters extends Record<string, unknown> {
  batchId: string;
  channelCustId?: string;
  status: ResultStatus | '';
}

function Fields({ items }: { items: Array<[string, ReactNode]> }) {
  const { t } = useTranslation('shortcuts');
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

export interface JobDetailProps<J extends JobSummary, R> {
  /** Text namespace with the shared keys (fields.*, status.*, resultStatus.*, progress, results, all, notFound). */
  ns: 'card.import' | 'card.batch';
  /** Prefix of the test ids (`<prefix>-status`, `<prefix>-results`, …). */
  testId: string;
  title: string;
  batchId: string;
  channelCustId: string | null;
  back: ReactNode;
  job: { data?: J; error?: ApiError; mutate: () => unknown };
  panelTitle: (job: J) => string;
  /** Rows shown after the counts (a batch's type and target). */
  extraFields?: (job: J) => Array<[string, ReactNode]>;
  /** The route listing the job's per-item results. */
  resultsRoute: RouteId;
  columns: TableColumn<R>[];
  rowKey: (row: R) => string;
  initialStatus?: ResultStatus | '';
  onStatusChange?: (status: ResultStatus | '') => void;
}

/**
 * A chunked job's detail page (batches, card and dual-SIM imports): summary with live progress
 * (the job query polls while it runs), then its per-item results filtered by result, read again
 * when the job ends. Only the panel title, extra fields and result columns differ.
 */
export function JobDetail<J extends JobSummary, R>(p: JobDetailProps<J, R>) {
  const { t } = useTranslation('shortcuts');
  const { ns, testId } = p;
  const j = p.job.data;
  const initial: ResultFilters = {
    batchId: p.batchId,
    ...(p.channelCustId ? { channelCustId: p.channelCustId } : {}),
    status: p.initialStatus ?? '',
  };
  const results = useCursorList<R, ResultFilters>(j ? p.resultsRoute : null, initial);
  const [status, setStatus] = useState<ResultFilters['status']>(initial.status);
  const lastStatus = useRef(j?.status);
  const { reload } = results;
  // While the job runs its results grow chunk by chunk; when it ends they are complete.
  useEffect(() => {
    if (lastStatus.current === 'processing' && j?.status !== 'processing') reload();
    lastStatus.current = j?.status;
  }, [j?.status, reload]);

  if (p.job.error) {
    const missing = p.job.error.status === 404;
    return (
      <div className="space-y-5">
        <PageHeader title={p.title} actions={p.back} />
        <EmptyState
          data-testid={`${testId}-error`}
          title={missing ? t(`${ns}.notFound`) : t('dataList.loadFailed')}
          description={missing ? undefined : p.job.error.msg}
          action={
            missing ? undefined : (
              <Button size="sm" variant="secondary" onClick={() => void p.job.mutate()}>
                {t('dataList.retry')}
              </Button>
            )
          }
        />
      </div>
    );
  }

  const count = (key: 'total' | 'succeeded' | 'failed', value: number): [string, ReactNode] => [
    t(`${ns}.fields.${key}`),
    <span key={key} data-testid={`${testId}-${key}`}>
      {formatCount(value)}
    </span>,
  ];

  return (
    <div className="space-y-5">
      <PageHeader title={p.title} subtitle={p.batchId} actions={p.back} />
      <Panel title={j ? p.panelTitle(j) : p.title}>
        {!j ? (
          <div aria-busy="true">
            <span className="sr-only">{t('dataList.loading')}</span>
            <Skeleton className="h-24 w-full" />
          </div>
        ) : (
          <div className="space-y-4">
            <Fields
              items={[
                [
                  t(`${ns}.fields.status`),
                  <span key="s" data-testid={`${testId}-status`} data-status={j.status}>
                    <StateBadge tone={statusTone(j.status)}>{t(`${ns}.status.${j.status}`)}</StateBadge>
                  </span>,
                ],
                count('total', j.total),
                count('succeeded', j.succeeded),
                count('failed', j.failed),
                ...(p.extraFields?.(j) ?? []),
                [t(`${ns}.fields.enterprise`), j.channelCustId],
                [t(`${ns}.fields.createdBy`), j.createdBy],
                [t(`${ns}.fields.createdAt`), formatDateTime(j.createdAt)],
                [t(`${ns}.fields.finishedAt`), j.finishedAt ? formatDateTime(j.finishedAt) : undefined],
              ]}
            />
            <div>
              <p className="mb-1 text-xs font-medium text-slate-500">{t(`${ns}.progress`)}</p>
              <ProgressBar percent={j.progress} testId={`${testId}-progress`} />
            </div>
            {j.failureReason && (
              <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" data-testid={`${testId}-failure`}>
                {t(`${ns}.fields.failureReason`)}: {j.failureReason}
              </p>
            )}
          </div>
        )}
      </Panel>
      <div className="flex items-end justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{t(`${ns}.results`)}</h2>
        <Select
          className="w-40"
          label={t(`${ns}.fields.result`)}
          options={[
            { value: '' as const, label: t(`${ns}.all`) },
            { value: 'succeeded' as const, label: t(`${ns}.resultStatus.succeeded`) },
            { value: 'failed' as const, label: t(`${ns}.resultStatus.failed`) },
          ]}
          value={status}
          onChange={(next) => {
            setStatus(next);
            results.setFilters({ ...initial, status: next });
            p.onStatusChange?.(next);
          }}
          data-testid={`${testId}-results-filter`}
        />
      </div>
      <ListTable
        caption={t(`${ns}.results`)}
        columns={p.columns}
        list={results}
        rowKey={p.rowKey}
        emptyDescription={j?.status === 'failed' && j.failureReason ? t('dataList.noneProcessed') : undefined}
        data-testid={`${testId}-results`}
        data-testid-empty={`${testId}-results-empty`}
      />
    </div>
  );
}
