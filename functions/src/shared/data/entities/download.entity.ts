/**
 * The download aggregate (download/: card and catalogue exports): a task under the requester's scope
 * — the scope's task list is the task items themselves — and a marker per written part of its
 * export. The file and the parts' rows are in the exports bucket.
 */
import type { RoleType } from '../../auth/principal.ts';
import type { Tenant } from '../../auth/tenant.ts';
import type { Lang } from '../../i18n/lang.ts';
import { attr, entity, optionalAttr } from '../entity.ts';
import { keys } from '../keys.ts';
import { type JobStatus, jobStampAttributes } from './job-attributes.ts';

export const exportFormats = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof exportFormats)[number];
export type DownloadStatus = JobStatus;
/** What a task exports; the export worker dispatches on it. */
export const exportKinds = [
  'cards',
  'basicPlans',
  'retailPlans',
  'apns',
  'bills',
  'orders',
  'cardOrders',
  'channelBillDifferences',
  'withdrawals',
  'recharges',
  'billOperations',
  'invoices',
  'financialReports',
  // The reports (issue #17, item 1): one kind per report screen.
  'cardReports',
  'cardFlowReports',
  'activeReports',
  'usageReports',
  'commUsageReports',
  'businessReports',
  'dataComparison',
  'stockItems',
] as const;
export type ExportKind = (typeof exportKinds)[number];

/**
 * Who asked for a catalogue export, as the list services need it: the worker reads the list as this
 * viewer, so the file holds exactly what the list showed them (tenant scope included).
 */
export interface ExportViewer {
  loginName: string;
  roleType: RoleType;
  channelCustId: string | null;
  custId: string | null;
}

export const downloadTaskEntity = /* @__PURE__ */ entity({
  name: 'download task',
  attributes: {
    /** Sorts by creation time (the list reads newest first). */
    taskId: attr<string>(),
    /** The requester's scope key (`PLATFORM`, an enterprise's or a secondary customer's): whose list shows it. */
    scope: attr<string>(),
    kind: attr<ExportKind>(),
    format: attr<ExportFormat>(),
    fileName: attr<string>(),
    status: attr<JobStatus>(),
    progress: attr<number>(),
    rows: attr<number>(),
    /**
     * The tenant the export is scoped to (cards, retail plans; basic plans of an enterprise), or null
     * for the platform's own catalogue (APNs, basic plans read by a platform role).
     */
    tenant: attr<Tenant | null>(),
    /** Cards: the card list filter (card/card-filter.ts `CardFilter`, checked when the task was made). */
    filter: optionalAttr<Record<string, unknown>>(),
    /** Catalogue kinds: the list request (filters, tenant fields) and who made it. */
    query: optionalAttr<Record<string, unknown>>(),
    viewer: optionalAttr<ExportViewer>(),
    /** The parts the export was cut into and the upper bound of its rows they were planned for (kept by the plan step). */
    parts: optionalAttr<number>(),
    expectedRows: optionalAttr<number>(),
    /** Language of headers, labels and the failure reason. */
    lang: attr<Lang>(),
    fileKey: optionalAttr<string>(),
    /** Text of tasks that failed before reasons were worded on read. */
    failureReason: optionalAttr<string>(),
    /** A failed export's cause (our own error message, or '' when none): worded on read. */
    failureCause: optionalAttr<string>(),
    ...jobStampAttributes,
    /** TTL (epoch seconds). */
    expiresAt: attr<number>(),
  },
  key: ({ scope, taskId }: { scope: string; taskId: string }) => keys.downloadTask(scope, taskId),
});

/** One written part of an export (outside the task list's partition): where the next part resumes. */
export const exportPartEntity = /* @__PURE__ */ entity({
  name: 'export part marker',
  attributes: {
    rows: attr<number>(),
    /** Rows of this part and the parts before it. */
    total: attr<number>(),
    /** The list's cursor after this part's last row; null once the list is exhausted. */
    cursor: attr<string | null>(),
    done: attr<boolean>(),
    at: attr<string>(),
    /** TTL with its task (epoch seconds). */
    expiresAt: attr<number>(),
  },
  key: ({ scope, taskId, index }: { scope: string; taskId: string; index: number }) =>
    keys.downloadTaskPart(scope, taskId, index),
});
