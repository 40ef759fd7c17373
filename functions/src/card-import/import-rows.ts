/**
 * Card import files: CSV parsing (RFC 4180, BOM, CRLF or LF, quoted fields), header mapping in
 * English or Chinese, and the per-row checks that need no database (field formats, duplicates
 * inside the file). Pure: the worker adds the checks against the platform's data.
 */
import type { ImportField, ReasonCode } from '../shared/data/entities/card-import.entity.ts';
import type { Lang } from '../shared/i18n/lang.ts';

export const IMPORT_MAX_ROWS = 10_000;
/** 10,000 rows of seven columns stay far below this; anything bigger is not a card file. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** Initial states an imported card may take (spec §4: start, pending activation, stock). */
export const importStates = [60, 62, 63] as const;
export const DEFAULT_IMPORT_STATE = 63;
export const importOperators = ['CMCC', 'CUCC', 'CTCC'] as const;
export type ImportOperator = (typeof importOperators)[number];

export type { ImportField, ReasonCode };
const requiredFields: ImportField[] = ['iccid', 'msisdn', 'imsi', 'operator', 'goodsReleaseId'];

/** Column titles of the template, per language (also what the header may say). */
export const importHeaders: Record<'en' | 'zh', Record<ImportField, string>> = {
  en: {
    iccid: 'iccid',
    msisdn: 'msisdn',
    imsi: 'imsi',
    operator: 'operator',
    imei: 'imei',
    goodsReleaseId: 'goodsReleaseId',
    state: 'state',
  },
  zh: {
    iccid: 'ICCID',
    msisdn: 'MSISDN',
    imsi: 'IMSI',
    operator: '运营商',
    imei: 'IMEI',
    goodsReleaseId: '基础套餐ID',
    state: '初始状态',
  },
};

/** Further spellings people use for the same columns (compared lower-cased, without spaces, _ or -). */
const aliases: Record<string, ImportField> = {
  iccid: 'iccid',
  msisdn: 'msisdn',
  号码: 'msisdn',
  卡号: 'msisdn',
  imsi: 'imsi',
  operator: 'operator',
  运营商: 'operator',
  imei: 'imei',
  goodsreleaseid: 'goodsReleaseId',
  planid: 'goodsReleaseId',
  basicplanid: 'goodsReleaseId',
  基础套餐id: 'goodsReleaseId',
  套餐id: 'goodsReleaseId',
  state: 'state',
  initialstate: 'state',
  初始状态: 'state',
  状态: 'state',
};

const operatorNames: Record<string, ImportOperator> = {
  CMCC: 'CMCC',
  CUCC: 'CUCC',
  CTCC: 'CTCC',
  中国移动: 'CMCC',
  中国联通: 'CUCC',
  中国电信: 'CTCC',
};

export interface RowProblem {
  reason: ReasonCode;
  field?: ImportField;
  /** The earlier line of a duplicate. */
  line?: number;
}

/** One data row, normalised. `line` is the row's line in the file (the header is line 1). */
export interface ImportRow {
  line: number;
  iccid: string;
  msisdn: string;
  imsi: string;
  operator: string;
  imei: string;
  goodsReleaseId: string;
  state: number;
  problem?: RowProblem;
}

/** File-level problems of an import file with columns `F`: the whole file is refused before anything runs. */
export type ImportFileProblem<F extends string> =
  | { problem: 'empty' }
  | { problem: 'headers'; missing: F[] }
  | { problem: 'tooManyRows'; rows: number };
export type FileProblem = ImportFileProblem<ImportField>;

/**
 * The failure part of a refused row's stored outcome, either kind of import: the reason, the field
 * it names and the earlier line of a duplicate.
 */
export const failedOutcome = <R extends string, F extends string>(p: { reason: R; field?: F; line?: number }) => ({
  status: 'failed' as const,
  reason: p.reason,
  ...(p.field ? { field: p.field } : {}),
  ...(p.line ? { dupLine: p.line } : {}),
});

/** Splits CSV text into rows of fields (RFC 4180: quotes double inside quoted fields, which may hold commas and line breaks). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endField = () => {
    row.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    rows.push(row);
    row = [];
  };
  for (; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += c;
    } else if (c === '"' && field.trim() === '') {
      field = '';
      quoted = true;
    } else if (c === ',') endField();
    else if (c === '\r') {
      if (text[i + 1] === '\n') i++;
      endRow();
    } else if (c === '\n') endRow();
    else field += c;
  }
  if (field !== '' || row.length) endRow();
  // Blank lines (and trailing ones Excel writes) are not rows.
  return rows.filter((r) => r.some((f) => f.trim() !== ''));
}

const headerKey = (title: string) =>
  title
    .trim()
    .toLowerCase()
    .replace(/[\s_-]/g, '');

/** Reads an uploaded file's bytes as UTF-8; a file in another encoding (e.g. GBK from Excel) is refused. */
export function decodeUtf8(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

const patterns: Record<Exclude<ImportField, 'operator' | 'state'>, RegExp> = {
  iccid: /^\d{19,20}$/,
  msisdn: /^\d{11,15}$/,
  imsi: /^\d{15}$/,
  imei: /^\d{14,16}$/,
  goodsReleaseId: /^[A-Za-z0-9_-]{1,40}$/,
};

/** Checks one row's fields; the first problem found, or the normalised values. */
function checkFields(line: number, raw: Record<ImportField, string>): ImportRow {
  const operator = operatorNames[raw.operator.toUpperCase()] ?? operatorNames[raw.operator];
  const state = raw.state === '' ? DEFAULT_IMPORT_STATE : Number(raw.state);
  const row: ImportRow = {
    line,
    iccid: raw.iccid,
    msisdn: raw.msisdn,
    imsi: raw.imsi,
    operator: operator ?? raw.operator,
    imei: raw.imei,
    goodsReleaseId: raw.goodsReleaseId,
    state: Number.isFinite(state) ? state : DEFAULT_IMPORT_STATE,
  };
  for (const field of requiredFields) if (raw[field] === '') return { ...row, problem: { reason: 'required', field } };
  for (const field of ['iccid', 'msisdn', 'imsi', 'goodsReleaseId'] as const) {
    if (!patterns[field].test(raw[field])) return { ...row, problem: { reason: 'malformed', field } };
  }
  if (!operator) return { ...row, problem: { reason: 'malformed', field: 'operator' } };
  if (raw.imei !== '' && !patterns.imei.test(raw.imei)) return { ...row, problem: { reason: 'malformed', field: 'imei' } };
  if (!(importStates as readonly number[]).includes(state)) return { ...row, problem: { reason: 'malformed', field: 'state' } };
  return row;
}

/**
 * A cell of an import table: text, or (from an .xlsx) a number too big for the spreadsheet to
 * hold exactly, which is refused rather than read as rounded digits.
 */
export type ImportCell = string | { readonly inexactNumber: string };
const cellText = (cell: ImportCell | undefined): string => (typeof cell === 'object' ? cell.inexactNumber : (cell ?? ''));

/**
 * Turns a CSV file's text into checked rows (see `readImportTable`).
 */
export function readImportFile(text: string): { rows: ImportRow[] } | FileProblem {
  return readImportTable(parseCsv(text));
}

/**
 * Turns a table of cells (a CSV's rows, or an .xlsx's first sheet) into checked rows: the header
 * row names the columns (English or Chinese, any order); every later row is checked for formats
 * and for an ICCID or MSISDN already used by an earlier row of the file (the first one wins).
 * `lines` gives each table row's line in the file (default: its position, the header being 1).
 */
export function readImportTable(
  table: readonly (readonly ImportCell[])[],
  lines?: readonly number[],
): { rows: ImportRow[] } | FileProblem {
  const [header, ...data] = table;
  if (!header || !data.length) return { problem: 'empty' };
  const columns = header.map((title) => aliases[headerKey(cellText(title))]);
  const missing = requiredFields.filter((f) => !columns.includes(f));
  if (missing.length) return { problem: 'headers', missing };
  if (data.length > IMPORT_MAX_ROWS) return { problem: 'tooManyRows', rows: data.length };
  const seenIccid = new Map<string, number>();
  const seenMsisdn = new Map<string, number>();
  const rows = data.map((fields, index) => {
    const raw = { iccid: '', msisdn: '', imsi: '', operator: '', imei: '', goodsReleaseId: '', state: '' };
    let rounded: ImportField | undefined;
    columns.forEach((field, i) => {
      if (field) raw[field] = cellText(fields[i]).trim();
      if (field && typeof fields[i] === 'object') rounded ??= field;
    });
    const row = checkFields(lines?.[index + 1] ?? index + 2, raw);
    if (rounded) return { ...row, problem: { reason: 'numberAsText', field: rounded } as const };
    if (row.problem) return row;
    const earlierIccid = seenIccid.get(row.iccid);
    if (earlierIccid) return { ...row, problem: { reason: 'duplicateIccid', field: 'iccid', line: earlierIccid } as const };
    seenIccid.set(row.iccid, row.line);
    const earlierMsisdn = seenMsisdn.get(row.msisdn);
    if (earlierMsisdn) return { ...row, problem: { reason: 'duplicateMsisdn', field: 'msisdn', line: earlierMsisdn } as const };
    seenMsisdn.set(row.msisdn, row.line);
    return row;
  });
  return { rows };
}

const fieldNames: Record<'en' | 'zh', Record<ImportField, string>> = {
  en: {
    iccid: 'ICCID',
    msisdn: 'MSISDN',
    imsi: 'IMSI',
    operator: 'operator',
    imei: 'IMEI',
    goodsReleaseId: 'basic plan ID',
    state: 'initial state',
  },
  zh: importHeaders.zh,
};

const formats: Record<'en' | 'zh', Record<ImportField, string>> = {
  en: {
    iccid: 'ICCID must be 19–20 digits (format the column as text in Excel)',
    msisdn: 'MSISDN must be 11–15 digits',
    imsi: 'IMSI must be 15 digits',
    operator: 'operator must be CMCC, CUCC or CTCC',
    imei: 'IMEI must be 14–16 digits',
    goodsReleaseId: 'basic plan ID may hold only letters, digits, - and _ (at most 40)',
    state: 'initial state must be 60 (start), 62 (pending activation) or 63 (stock)',
  },
  zh: {
    iccid: 'ICCID 必须为 19–20 位数字（请在 Excel 中将该列设为文本格式）',
    msisdn: 'MSISDN 必须为 11–15 位数字',
    imsi: 'IMSI 必须为 15 位数字',
    operator: '运营商必须为 CMCC、CUCC 或 CTCC',
    imei: 'IMEI 必须为 14–16 位数字',
    goodsReleaseId: '基础套餐ID 只能包含字母、数字、- 和 _（最多 40 位）',
    state: '初始状态必须为 60（开始）、62（待激活）或 63（库存）',
  },
};

const reasons: Record<'en' | 'zh', Record<Exclude<ReasonCode, 'malformed'>, string>> = {
  en: {
    required: '{field} is required',
    duplicateIccid: 'Duplicate ICCID in the file (first on line {line})',
    duplicateMsisdn: 'Duplicate MSISDN in the file (first on line {line})',
    iccidExists: 'The ICCID already exists on the platform',
    msisdnExists: 'The MSISDN is already used by another card',
    unknownPlan: 'No published basic plan has this ID',
    planOperator: 'The basic plan belongs to another operator',
    numberAsText:
      '{field} is stored as a number, which Excel rounds to 15 digits: store the column as text and enter the values again',
  },
  zh: {
    required: '{field}不能为空',
    duplicateIccid: '文件内 ICCID 重复（首次出现在第 {line} 行）',
    duplicateMsisdn: '文件内 MSISDN 重复（首次出现在第 {line} 行）',
    iccidExists: '该 ICCID 已存在于平台',
    msisdnExists: '该 MSISDN 已被其他卡使用',
    unknownPlan: '没有该 ID 的已发布基础套餐',
    planOperator: '基础套餐属于其他运营商',
    numberAsText: '{field}以数字形式保存，Excel 会将其舍入为 15 位有效数字：请将该列设置为文本格式后重新填写',
  },
};

/** A row problem as a sentence in the reader's language. */
export function reasonText(problem: RowProblem, lang: Lang): string {
  const l = lang === 'en-US' ? 'en' : 'zh';
  if (problem.reason === 'malformed') return formats[l][problem.field ?? 'iccid'];
  return reasons[l][problem.reason]
    .replace('{field}', fieldNames[l][problem.field ?? 'iccid'])
    .replace('{line}', String(problem.line ?? ''));
}
