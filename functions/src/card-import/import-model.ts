import type { ImportKind, RowResult, cardImportEntity } from '../shared/data/entities/card-import.entity.ts';
import type { InferItem } from '../shared/data/entity.ts';
import { scopeKeys } from '../shared/data/keys.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import { jobProgress } from '../shared/jobs/chunked-job.ts';
import { type DsimRowResult, type DsimRowResultView, dsimResultView } from './dsim-rows.ts';
import { IMPORT_INTERRUPTED } from './import-job-view.ts';
import { type ImportField, type ImportRow, type ReasonCode, type RowProblem, failedOutcome, reasonText } from './import-rows.ts';

/** Rows per worker chunk: one chunk item holds their results, counters apply once per chunk. */
export const IMPORT_CHUNK_SIZE = 100;

export {
  type ImportKind,
  type ImportStatus,
  type RowResult,
  importKinds,
  importStatuses,
} from '../shared/data/entities/card-import.entity.ts';

/** An import as stored (its list copies hold the same attributes). */
export type CardImport = InferItem<typeof cardImportEntity>;

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
  ...failedOutcome(problem),
});

/** A row's outcome as the API answers it: the reason's code, and the reason as a sentence in the reader's language. */
export type RowResultView = Omit<RowResult, 'reason' | 'field' | 'dupLine'> & { reasonCode?: ReasonCode; reason?: string };

/** A stored row result as the API answers it: the reason as a sentence in the reader's language. */
export function resultView(r: RowResult | DsimRowResult, lang: Lang): RowResultView | DsimRowResultView {
  if ('sn' in r) return dsimResultView(r, lang);
  const { reason, field, dupLine, ...rest } = r;
  return reason ? { ...rest, reasonCode: reason, reason: reasonText({ reason, field, line: dupLine }, lang) } : rest;
}

export { IMPORT_INTERRUPTED } from './import-job-view.ts';
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
