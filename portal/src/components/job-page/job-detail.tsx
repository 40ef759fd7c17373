import { type JobResultStatus, type JobStatus, type JobView, jobResultStatuses, resultColumns } from '@cmp/functions/contracts';
import { StateBadge } from '@cmp/ui-kit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DetailContext, DetailDeclaration, DetailFieldDeclaration, DetailPartProps, PageContext } from '../detail-page';
import { type ColumnDeclaration, type ListDeclaration, ListPage } from '../list-page';
import { ProgressBar, jobTones } from './job-status';

/** How often a running job is re-read. */
export const JOB_POLL_MS = 2000;

/** What every job's detail shows in its summary. */
export interface JobSummary {
  status: JobStatus;
  total: number;
  succeeded: number;
  failed: number;
  channelCustId: string;
  createdBy: string;
  createdAt: string;
  finishedAt?: string;
  progress: number;
  failureReason?: string;
  /** A job of a sub-type (a batch's type) may show other result columns. */
  type?: string;
}

/** The results filter's value: one outcome, or '' for all. */
export type ResultFilter = JobResultStatus | '';

export interface JobDetailSpec<J extends JobSummary, R> {
  /** The job as the contract describes it (`jobViews.batch`): its detail and results routes, its result columns. */
  view: JobView;
  /** The texts' prefix: `<ns>.fields.*`, `<ns>.status.*`, `<ns>.resultStatus.*`, `<ns>.progress`, `.results`, `.notFound`, `.back`. */
  ns: string;
  /** The test ids' prefix: `<p>-status`, `<p>-total`, `<p>-progress`, `<p>-failure`, `<p>-results`, `<p>-back`, `<p>-error`. */
  testId: string;
  /** The page's title key. */
  title: string;
  /** Where Back goes. */
  back: (ctx: DetailContext) => string;
  /** The summary panel's title. */
  panelTitle: (job: J, ctx: DetailContext) => string;
  /** Fields shown after the counts (a batch's type and target). */
  fields?: DetailFieldDeclaration<J>[];
  /** Cells and headers of the job's own result columns, and changes to the common ones, by column. */
  results?: Record<string, Partial<ColumnDeclaration<R>>>;
  /** The results filter kept in the URL (standard-SIM details): its value on arrival, and where a new one goes. */
  resultFilter?: { initial: (ctx: PageContext) => ResultFilter; onChange: (next: ResultFilter, ctx: DetailContext) => void };
}

/** The job the URL names: `:batchId`, and the enterprise (`?channelCustId=`) a platform user reads it in. */
function jobRequest(view: JobView, { params, search }: Pick<PageContext, 'params' | 'search'>) {
  const id = params.batchId;
  const channelCustId = search.get('channelCustId');
  return id ? { [view.requestField ?? view.idField]: id, ...(channelCustId ? { channelCustId } : {}) } : null;
}

/** The result columns every job shares: the outcome as a badge, the reason as the server worded it, codes in monospace. */
function commonResultColumns<R>(ns: string): Record<string, Partial<ColumnDeclaration<R>>> {
  return {
    status: { header: `${ns}.fields.result`, state: { tones: jobTones, label: `${ns}.resultStatus` } },
    iccid: { className: 'font-mono text-slate-900' },
    line: { className: 'tabular-nums' },
  };
}

/** The summary's content under the fields: live progress, and why the job failed as a whole. */
function progressPart<J extends JobSummary>(ns: string, testId: string) {
  return function JobProgress({ record: j, ctx }: DetailPartProps<J>) {
    return (
      <>
        <div>
          <p className="mb-1 text-xs font-medium text-slate-500">{ctx.t(`${ns}.progress`)}</p>
          <ProgressBar percent={j.progress} testId={`${testId}-progress`} />
        </div>
        {j.failureReason && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" data-testid={`${testId}-failure`}>
            {ctx.t(`${ns}.fields.failureReason`)}: {j.failureReason}
          </p>
        )}
      </>
    );
  };
}

/** A job's results: filtered by outcome, re-read when the job ends (they grow chunk by chunk while it runs). */
function resultsPart<J extends JobSummary, R>(spec: JobDetailSpec<J, R>) {
  const { view, ns, testId } = spec;
  return function JobResults({ record: job, ctx }: DetailPartProps<J>) {
    const { t } = useTranslation();
    const request = jobRequest(view, ctx);
    const initial = spec.resultFilter?.initial(ctx) ?? '';
    const key = JSON.stringify(request);
    // biome-ignore lint/correctness/useExhaustiveDependencies: the declaration changes with the job it reads (`key`), its columns with the job's type and failure.
    const declaration = useMemo<ListDeclaration<R>>(
      () => ({
        title: `${ns}.results`,
        source: view.routes.results as ListDeclaration<R>['source'],
        fixed: () => request ?? {},
        rowKey: (r) => String((r as Record<string, unknown>)[view.results?.rowKey ?? 'id']),
        filters: [
          {
            kind: 'select',
            field: 'status',
            label: `${ns}.fields.result`,
            options: jobResultStatuses,
            optionLabel: `${ns}.resultStatus`,
            immediate: true,
            initial,
            width: 'w-40',
            testId: `${testId}-results-filter`,
          },
        ],
        columns: resultColumns(view, job.type).map((k) => ({
          key: k,
          header: `${ns}.fields.${k}`,
          ...commonResultColumns<R>(ns)[k],
          ...spec.results?.[k],
        })),
        emptyDescription: job.status === 'failed' && job.failureReason ? 'dataList.noneProcessed' : undefined,
        testIds: { table: `${testId}-results`, empty: `${testId}-results-empty` },
      }),
      [key, job.type, job.status, job.failureReason, initial],
    );
    return (
      <section className="space-y-3">
        <h2 className="text-lg font-semibold text-slate-900">{t(`${ns}.results`)}</h2>
        <ListPage
          embedded
          declaration={declaration}
          reloadOn={job.status}
          onApply={(applied) => spec.resultFilter?.onChange((applied.status ?? '') as ResultFilter, ctx)}
        />
      </section>
    );
  };
}

/**
 * A job's detail declared from the job's view (`@cmp/functions/contracts` `jobViews`): the summary
 * (state, counts, the job's own fields, enterprise, who started it and when, live progress, the
 * failure), re-read every {@link JOB_POLL_MS} while the job runs, then its results by outcome with
 * the view's result columns (those of the job's sub-type).
 */
export function jobDetailDeclaration<J extends JobSummary, R>(spec: JobDetailSpec<J, R>): DetailDeclaration<J> {
  const { view, ns, testId } = spec;
  const count = (key: 'total' | 'succeeded' | 'failed'): DetailFieldDeclaration<J> => ({
    key,
    label: `${ns}.fields.${key}`,
    format: 'count',
    testId: `${testId}-${key}`,
  });
  return {
    title: spec.title,
    subtitle: (_, ctx) => ctx.params.batchId,
    source: view.routes.detail as DetailDeclaration<J>['source'],
    request: (ctx) => jobRequest(view, ctx),
    refreshInterval: (j) => (j?.status === 'processing' ? JOB_POLL_MS : 0),
    notFound: `${ns}.notFound`,
    notFoundTestId: `${testId}-error`,
    back: (_, ctx) => spec.back(ctx),
    backLabel: `${ns}.back`,
    backTestId: `${testId}-back`,
    sections: [
      {
        id: 'summary',
        title: (j, ctx) => spec.panelTitle(j, ctx),
        columns: 4,
        fields: [
          {
            key: 'status',
            label: `${ns}.fields.status`,
            render: (j, ctx) => (
              <span data-testid={`${testId}-status`} data-status={j.status}>
                <StateBadge tone={jobTones[j.status]}>{ctx.t(`${ns}.status.${j.status}`)}</StateBadge>
              </span>
            ),
          },
          count('total'),
          count('succeeded'),
          count('failed'),
          ...(spec.fields ?? []),
          { key: 'channelCustId', label: `${ns}.fields.enterprise` },
          { key: 'createdBy', label: `${ns}.fields.createdBy`, format: 'actor' },
          { key: 'createdAt', label: `${ns}.fields.createdAt`, format: 'dateTime' },
          { key: 'finishedAt', label: `${ns}.fields.finishedAt`, format: 'dateTime' },
        ],
        content: progressPart<J>(ns, testId),
      },
    ],
    after: resultsPart(spec),
  };
}
