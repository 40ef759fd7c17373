import type { JobStatus, JobView } from '@cmp/functions/contracts';
import type { ColumnDeclaration, FilterDeclaration, ListContext, ListDeclaration } from '../list-page';
import { enumFilter } from '../list-page';
import { JobStatusCell } from './job-status';

/** What every job row has: its state and progress, and what the counts column shows. */
export interface JobRow {
  status: JobStatus;
  progress: number;
  total?: number;
  succeeded?: number;
  failed?: number;
  failureReason?: string;
}

export interface JobListSpec<T extends JobRow> extends Partial<Omit<ListDeclaration<T>, 'columns'>> {
  /** The job as the contract describes it (`jobViews.batch`): its list route, filters, columns and states. */
  view: JobView;
  /** The texts' prefix: headers `<ns>.fields.<column>`, states `<ns>.status.<state>`, types `<ns>.type.<type>`, `<ns>.view`. */
  ns: string;
  /** The test ids' prefix: `<p>-filter-status`, `<p>-status-<id>`, `<p>-view-<id>`, `<p>-table`. */
  testId: string;
  /** Cells of the job's own columns, and changes to the common ones, by column. */
  columns?: Record<string, Partial<ColumnDeclaration<T>>>;
  /** A list of one sub-type (a page of data recoveries): sent with every request, no type filter. */
  type?: string;
  /** Where a job's detail is (the View action); none: the list says why a job failed itself. */
  detail?: (row: T, ctx: ListContext) => string;
  /** Filters the job adds after its declared ones. */
  moreFilters?: FilterDeclaration[];
}

const isPlatform = (ctx: ListContext) => ctx.scope.platform;

/** The columns every job list shares, by the name the job's view gives them. */
function commonColumns<T extends JobRow>(
  spec: JobListSpec<T>,
  id: (row: T) => string,
): Record<string, Partial<ColumnDeclaration<T>>> {
  const { ns, testId } = spec;
  return {
    createdAt: { format: 'dateTime' },
    createdBy: { format: 'actor' },
    channelCustId: { header: `${ns}.fields.enterprise`, visible: isPlatform },
    type: { enumLabel: `${ns}.type` },
    counts: {
      className: 'tabular-nums whitespace-nowrap',
      cell: (r) => (
        <span>
          {r.total} / <span className="text-emerald-700">{r.succeeded}</span> / <span className="text-red-600">{r.failed}</span>
        </span>
      ),
    },
    status: {
      cell: (r) => (
        <JobStatusCell job={r} label={`${ns}.status`} testId={`${testId}-status-${id(r)}`} showFailure={!spec.detail} />
      ),
    },
  };
}

/**
 * A job list declared from the job's view (`@cmp/functions/contracts` `jobViews`): its list route,
 * its filters (state, sub-type), its columns in the view's order with the common cells (created
 * at/by, enterprise for platform users, counts, state with live progress), a View action when the
 * job has a detail page, re-read while a job runs. The page adds its own columns' cells, header
 * actions and dialogs.
 */
export function jobListDeclaration<T extends JobRow>(spec: JobListSpec<T>): ListDeclaration<T> {
  const { view, ns, testId, type, detail, columns: own = {}, moreFilters = [], ...rest } = spec;
  const id = (row: T) => String((row as Record<string, unknown>)[view.idField]);
  const common = commonColumns(spec, id);
  const types = view.types;
  const filters: FilterDeclaration[] = view.listFilters.flatMap((f): FilterDeclaration[] => {
    if (f === 'status')
      return [
        enumFilter('status', `${ns}.fields.status`, view.statuses, `${ns}.status`, {
          width: 'w-44',
          testId: `${testId}-filter-status`,
        }),
      ];
    if (!types || type) return [];
    return [
      enumFilter(types.field, `${ns}.fields.${types.field}`, types.values, `${ns}.type`, { testId: `${testId}-filter-type` }),
    ];
  });
  return {
    source: view.routes.list as ListDeclaration<T>['source'],
    rowKey: id,
    // Running jobs move on their own: the list re-reads while one is in process.
    unsettled: (r) => r.status === 'processing',
    fixed: () => (type && types ? { [types.field]: type } : {}),
    filters: [...filters, ...moreFilters],
    columns: view.listColumns.map((key) => ({ key, header: `${ns}.fields.${key}`, ...common[key], ...own[key] })),
    rowActions: detail
      ? [{ id: 'view', label: `${ns}.view`, to: detail, testId: (r: T) => `${testId}-view-${id(r)}` }]
      : undefined,
    testIds: { table: `${testId}-table` },
    ...rest,
  };
}
