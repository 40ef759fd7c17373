/**
 * What a client needs to know of a chunked job to show it, declared beside the job (chunked-job.ts
 * `views`) and exported through the contract (contracts/jobs.ts) so the portal derives its job list
 * and job detail from it: the routes that list a scope's jobs, read one and page its results; the
 * states a job and a result pass through; the list's and the results' columns; the reason codes its
 * results (and the job itself) store, worded on read. Pure data: nothing here runs on the server.
 */

/** The states of every chunked job: it runs, then it has succeeded or failed (never back). */
export const jobStatuses = ['processing', 'succeeded', 'failed'] as const;
export type JobStatus = (typeof jobStatuses)[number];
/** The outcome of one item of a job. */
export const jobResultStatuses = ['succeeded', 'failed'] as const;
export type JobResultStatus = (typeof jobResultStatuses)[number];

export interface JobResultsView {
  /** The field that tells one result row from another (`iccid`, `line`). */
  rowKey: string;
  /** The result columns in order (the row's fields; `status` is the outcome, `reason` the worded reason). */
  columns: readonly string[];
  /** Jobs of a sub-type whose results show other columns (a batch's type: allocations show the customer the card came from). */
  byType?: Readonly<Record<string, readonly string[]>>;
}

export interface JobView<Route extends string = string> {
  /** The job's name as the contract exports it (`batch`, `cardImport`). */
  kind: string;
  routes: {
    /** A scope's jobs, newest first (a cursor page). */
    list: Route;
    /** One job (live counters and progress while it runs). */
    detail?: Route;
    /** A page of a job's results, filtered by outcome. */
    results?: Route;
  };
  /** The field of a list row that names the job (`batchId`, `importId`, `taskId`). */
  idField: string;
  /** The request field naming the job in the detail and results requests. */
  requestField?: string;
  statuses: readonly JobStatus[];
  /** Sub-types and the request field that filters the list by one (`type` of a batch). */
  types?: { field: string; values: readonly string[] };
  /** The list request's filters (`status`; `type` with `types`). */
  listFilters: readonly ('status' | 'type')[];
  /** The list's columns in order (a list row's fields, plus `counts` for total / succeeded / failed). */
  listColumns: readonly string[];
  results?: JobResultsView;
  /** The reason codes its results and the job's own failure store (worded in the reader's language on read). */
  reasonCodes: readonly string[];
}

/** Declares a job's view (the identity: it keeps the literal types of the routes and columns). */
export const jobView = <const V extends JobView>(v: V): V => v;

/** The result columns of a job of one sub-type. */
export function resultColumns(view: JobView, type?: string): readonly string[] {
  if (!view.results) return [];
  return (type && view.results.byType?.[type]) || view.results.columns;
}
