import { randomBytes } from 'node:crypto';
import type { CardFilter } from '../card/card-filter.ts';
import type { Tenant } from '../shared/auth/tenant.ts';
import type { Lang } from '../shared/i18n/lang.ts';

export const exportFormats = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof exportFormats)[number];
export type DownloadStatus = 'processing' | 'succeeded' | 'failed';

/** Tasks (and their files, by the bucket's lifecycle) are kept this long. */
export const TASK_TTL_DAYS = 7;
/** Presigned download links expire quickly; the list hands out a new one per click. */
export const URL_EXPIRY_SECONDS = 300;

export interface DownloadTask {
  taskId: string;
  /** The requester's scope key (`PLATFORM`, `CUST#<c>` or `CUST#<c>#SUB#<s>`): whose list shows it. */
  scope: string;
  kind: 'cards';
  format: ExportFormat;
  fileName: string;
  status: DownloadStatus;
  progress: number;
  rows: number;
  /** The cards exported: the tenant the request was scoped to, and the filter. */
  tenant: Tenant;
  filter: CardFilter;
  /** Language of headers, labels and the failure reason. */
  lang: Lang;
  fileKey?: string;
  failureReason?: string;
  createdBy: string;
  createdAt: string;
  finishedAt?: string;
  /** TTL (epoch seconds). */
  expiresAt: number;
}

/** Task ids sort by creation time (the list reads newest first) and are unguessable. */
export const newTaskId = (now: Date): string => `${now.getTime().toString(36).padStart(9, '0')}${randomBytes(6).toString('hex')}`;

const stamp = (now: Date): string => new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace(/[-:T]/g, '');

/** A file name people recognise in their downloads folder, in their language, with the Shanghai time. */
export const exportFileName = (lang: Lang, format: ExportFormat, now: Date): string =>
  `${lang === 'en-US' ? 'cards' : '卡列表'}_${stamp(now)}.${format}`;

/** Where a task's file lives: under the exported tenant, then the task id. */
export const exportFileKey = (tenant: Tenant, taskId: string, format: ExportFormat): string =>
  `exports/${tenant.channelCustId}${tenant.custId ? `/${tenant.custId}` : ''}/${taskId}.${format}`;

/**
 * Progress while rows stream in, against an upper bound of the rows to come (the scope's card
 * counters): never 100 before the file is written, never backwards of what was reported.
 */
export function exportProgress(rows: number, expected: number): number {
  if (expected <= 0) return rows > 0 ? 95 : 0;
  return Math.max(0, Math.min(95, Math.floor((rows * 100) / expected)));
}

/** A task as the API answers it (storage details left out). */
export function taskView(t: DownloadTask) {
  return {
    taskId: t.taskId,
    kind: t.kind,
    fileName: t.fileName,
    format: t.format,
    status: t.status,
    progress: t.progress,
    rows: t.rows,
    channelCustId: t.tenant.channelCustId,
    createdBy: t.createdBy,
    createdAt: t.createdAt,
    ...(t.finishedAt ? { finishedAt: t.finishedAt } : {}),
    ...(t.failureReason ? { failureReason: t.failureReason } : {}),
  };
}

const reasons = {
  failed: { zh: '导出失败，请稍后重试', en: 'The export failed. Please try again later.' },
} as const;

/** The reason shown for a failed export, in the requester's language, with the cause when it is one of ours. */
export function failureReason(lang: Lang, cause?: string): string {
  const base = reasons.failed[lang === 'en-US' ? 'en' : 'zh'];
  return cause ? `${base} (${cause.slice(0, 200)})` : base;
}
