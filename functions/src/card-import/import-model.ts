import { scopeKeys } from '../shared/data/keys.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import { jobProgress } from '../shared/jobs/chunked-job.ts';
import { type DsimRowResult, type DsimRowResultView, dsimResultView } from './dsim-rows.ts';
import { type ImportField, type ImportRow, type ReasonCode, type RowProblem, reasonText } from './import-rows.ts';

/** Rows per worker chunk: one chunk item holds their results, counters apply once per chunk. */
export const IMPORT_CHUNK_SIZE = 100;
/** Presigned upload links expire quickly; the dialog asks for one right before uploading. */
export const UPLOAD_URL_SECONDS = 600;

export type ImportStatus = 'processing' | 'succeeded' | 'failed';
export const importStatuses = ['processing', 'succeeded', 'failed'] as const;
/** What an import does with its rows: `cards` writes stock cards, `dsim` pairs cards in dual-SIM devices. */
export type ImportKind = 'cards' | 'dsim';
export const importKinds = ['cards', 'dsim'] as const;

export interface CardImport {
  /** Also the id of the uploaded file, so one upload is imported at most once. */
  importId: string;
  /** Absent on imports recorded before dual-SIM imports existed: those are `cards`. */
  kind?: ImportKind;
  /** The enterprise whose stock receives the cards. */
  channelCustId: string;
  fileName: string;
  /** Key of the uploaded file in the imports bucket. */
  fileKey: string;
  /** Data rows of the file; rows refused by the file checks count as failed when their chunk runs. */
  total: number;
  succeeded: number;
  failed: number;
  chunks: number;
  chunksDone: number;
  status: ImportStatus;
  failureReason?: string;
  lang: Lang;
  createdBy: string;
  createdAt: string;
  finishedAt?: string;
}

/** One row's outcome as stored (the reason is rendered in the reader's language). */
export interface RowResult {
  line: number;
  iccid: string;
  msisdn: string;
  status: 'succeeded' | 'failed';
  reason?: ReasonCode;
  field?: ImportField;
  /** The earlier line of an in-file duplicate. */
  dupLine?: number;
}

export interface ImportChunk {
  importId: string;
  channelCustId: string;
  kind?: ImportKind;
  index: number;
  from: number;
  to: number;
}

/** The scopes whose import lists show an import: the platform and the receiving enterprise. */
export const importListScopes = (i: Pick<CardImport, 'channelCustId'>): string[] => [
  scopeKeys.platform,
  scopeKeys.enterprise(i.channelCustId),
];

/** The files an import reads, by name ending, with the content type their upload link is signed for. */
export const importFileTypes = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
export type ImportFileType = keyof typeof importFileTypes;

/** A file's type by its name (.csv or .xlsx, any case); dual-SIM pair files are CSV only. */
export function importFileType(fileName: string, kind: ImportKind = 'cards'): ImportFileType | undefined {
  const type = /\.(csv|xlsx)$/i.exec(fileName)?.[1]?.toLowerCase() as ImportFileType | undefined;
  return type === 'xlsx' && kind === 'dsim' ? undefined : type;
}

/** Where an upload lives: under the receiving enterprise, named by its id, with its type's extension. */
export const uploadKey = (channelCustId: string, importId: string, type: ImportFileType = 'csv') =>
  `card-imports/${channelCustId}/${importId}.${type}`;
/** The checked rows of an import, written once when it starts (the worker's chunks read them). */
export const rowsKey = (channelCustId: string, importId: string) => `card-imports/${channelCustId}/${importId}.rows.json`;

export const failedRow = (row: Pick<ImportRow, 'line' | 'iccid' | 'msisdn'>, problem: RowProblem): RowResult => ({
  line: row.line,
  iccid: row.iccid,
  msisdn: row.msisdn,
  status: 'failed',
  reason: problem.reason,
  ...(problem.field ? { field: problem.field } : {}),
  ...(problem.line ? { dupLine: problem.line } : {}),
});

/** A row's outcome as the API answers it: the reason's code, and the reason as a sentence in the reader's language. */
export type RowResultView = Omit<RowResult, 'reason' | 'field' | 'dupLine'> & { reasonCode?: ReasonCode; reason?: string };

/** A stored row result as the API answers it: the reason as a sentence in the reader's language. */
export function resultView(r: RowResult | DsimRowResult, lang: Lang): RowResultView | DsimRowResultView {
  if ('sn' in r) return dsimResultView(r, lang);
  const { reason, field, dupLine, ...rest } = r;
  return reason ? { ...rest, reasonCode: reason, reason: reasonText({ reason, field, line: dupLine }, lang) } : rest;
}

/** The stored failure reason of an import that stopped before every row was processed. */
export const IMPORT_INTERRUPTED = 'interrupted';
const interrupted = {
  zh: '导入在全部处理完成前中断',
  en: 'The import stopped before every row was processed',
} as const;

/** An import as the API answers it (storage details left out), the failure reason in the reader's language. */
export function importView(i: CardImport, lang: Lang) {
  const { lang: _lang, fileKey: _key, failureReason, ...rest } = i;
  const failure =
    failureReason === IMPORT_INTERRUPTED
      ? { failureReason: interrupted[lang === 'en-US' ? 'en' : 'zh'], failureCode: IMPORT_INTERRUPTED }
      : failureReason
        ? { failureReason }
        : {};
  return { ...rest, ...failure, kind: i.kind ?? 'cards', progress: jobProgress(i) };
}
