/**
 * Dual-SIM import files (a second kind of card import): the columns sn, iccid1, iccid2 in English
 * or Chinese, read with the card import's CSV parser, and the row checks that need no database
 * (formats from the dual-SIM rules, iccid1 ≠ iccid2, a serial number or ICCID used twice in the
 * file: the later row is refused). The worker pairs accepted rows with the dual-SIM pair service.
 */
import { SN_PATTERN, normaliseSn } from '../dsim/dsim-rules.ts';
import { errorCatalogue } from '../platform/error-catalogue.ts';
import type { DsimField, DsimReason, DsimRowResult } from '../shared/data/entities/card-import.entity.ts';
import type { ErrorKey } from '../shared/http/error-catalogue.ts';
import { type Lang, interpolate } from '../shared/i18n/lang.ts';
import { IMPORT_MAX_ROWS, type ImportFileProblem, failedOutcome, parseCsv } from './import-rows.ts';

export type { DsimField, DsimReason, DsimRowResult };
const fields: DsimField[] = ['sn', 'iccid1', 'iccid2'];
const ICCID_PATTERN = /^\d{19,20}$/;

/** Column titles of the template, per language (also what the header may say). */
export const dsimHeaders: Record<'en' | 'zh', Record<DsimField, string>> = {
  en: { sn: 'sn', iccid1: 'iccid1', iccid2: 'iccid2' },
  zh: { sn: '设备SN', iccid1: '主卡ICCID', iccid2: '副卡ICCID' },
};

/** Further spellings of the columns (compared lower-cased, without spaces, _ or -). */
const aliases: Record<string, DsimField> = {
  sn: 'sn',
  devicesn: 'sn',
  设备sn: 'sn',
  设备序列号: 'sn',
  序列号: 'sn',
  iccid1: 'iccid1',
  主卡iccid: 'iccid1',
  卡1iccid: 'iccid1',
  iccid2: 'iccid2',
  副卡iccid: 'iccid2',
  备卡iccid: 'iccid2',
  卡2iccid: 'iccid2',
};

export interface DsimProblem {
  reason: DsimReason;
  field?: DsimField;
  /** The earlier line of an in-file duplicate. */
  line?: number;
  /** The card a pairing reason names. */
  iccid?: string;
}

/** One data row, normalised (serial number upper-cased as the dual-SIM list stores it). */
export interface DsimRow {
  line: number;
  sn: string;
  iccid1: string;
  iccid2: string;
  problem?: DsimProblem;
}

export type DsimFileProblem = ImportFileProblem<DsimField>;

function checkRow(line: number, raw: Record<DsimField, string>): DsimRow {
  const row: DsimRow = { line, sn: normaliseSn(raw.sn), iccid1: raw.iccid1, iccid2: raw.iccid2 };
  for (const field of fields) if (raw[field] === '') return { ...row, problem: { reason: 'required', field } };
  if (!SN_PATTERN.test(raw.sn)) return { ...row, problem: { reason: 'malformed', field: 'sn' } };
  for (const field of ['iccid1', 'iccid2'] as const) {
    if (!ICCID_PATTERN.test(raw[field])) return { ...row, problem: { reason: 'malformed', field } };
  }
  if (raw.iccid1 === raw.iccid2) return { ...row, problem: { reason: 'sameIccid', field: 'iccid2' } };
  return row;
}

/**
 * Turns a dual-SIM file's text into checked rows: the header names the columns (any order, English
 * or Chinese); a later row reusing a serial number or an ICCID of an earlier accepted row is refused.
 */
export function readDsimFile(text: string): { rows: DsimRow[] } | DsimFileProblem {
  const [header, ...data] = parseCsv(text);
  if (!header || !data.length) return { problem: 'empty' };
  const columns = header.map(
    (title) =>
      aliases[
        title
          .trim()
          .toLowerCase()
          .replace(/[\s_-]/g, '')
      ],
  );
  const missing = fields.filter((f) => !columns.includes(f));
  if (missing.length) return { problem: 'headers', missing };
  if (data.length > IMPORT_MAX_ROWS) return { problem: 'tooManyRows', rows: data.length };
  const seenSn = new Map<string, number>();
  const seenIccid = new Map<string, number>();
  return {
    rows: data.map((values, index) => {
      const raw = { sn: '', iccid1: '', iccid2: '' };
      columns.forEach((field, i) => {
        if (field) raw[field] = (values[i] ?? '').trim();
      });
      const row = checkRow(index + 2, raw);
      if (row.problem) return row;
      const earlierSn = seenSn.get(row.sn);
      if (earlierSn) return { ...row, problem: { reason: 'duplicateSn', field: 'sn', line: earlierSn } };
      for (const field of ['iccid1', 'iccid2'] as const) {
        const earlier = seenIccid.get(row[field]);
        if (earlier) return { ...row, problem: { reason: 'duplicateIccid', field, line: earlier } };
      }
      seenSn.set(row.sn, row.line);
      seenIccid.set(row.iccid1, row.line);
      seenIccid.set(row.iccid2, row.line);
      return row;
    }),
  };
}

/** The pairing refusals of the dual-SIM pair service, as row reasons (their texts are the service's messages). */
export const pairReasons: Partial<Record<ErrorKey, DsimReason>> = {
  DSIM_SN_TAKEN: 'snTaken',
  DSIM_CARD_NOT_FOUND: 'cardNotFound',
  DSIM_CARD_PAIRED: 'cardPaired',
  DSIM_CARD_UNAVAILABLE: 'cardUnavailable',
  DSIM_CUST_MISMATCH: 'custMismatch',
  DSIM_SAME_ICCID: 'sameIccid',
};
const pairErrorOf = Object.fromEntries(Object.entries(pairReasons).map(([k, v]) => [v, k])) as Record<DsimReason, ErrorKey>;

const fieldNames: Record<'en' | 'zh', Record<DsimField, string>> = {
  en: { sn: 'Device SN', iccid1: 'ICCID 1 (primary)', iccid2: 'ICCID 2 (backup)' },
  zh: { sn: '设备SN', iccid1: '主卡ICCID', iccid2: '副卡ICCID' },
};

const texts: Record<'en' | 'zh', Record<'required' | 'duplicateSn' | 'duplicateIccid', string> & Record<DsimField, string>> = {
  en: {
    required: '{field} is required',
    duplicateSn: 'Duplicate device SN in the file (first on line {line})',
    duplicateIccid: 'Duplicate ICCID in the file (first on line {line})',
    sn: 'Device SN must be 4–40 letters, digits, - or _',
    iccid1: 'ICCID 1 must be 19–20 digits (format the column as text in Excel)',
    iccid2: 'ICCID 2 must be 19–20 digits (format the column as text in Excel)',
  },
  zh: {
    required: '{field}不能为空',
    duplicateSn: '文件内设备SN重复（首次出现在第 {line} 行）',
    duplicateIccid: '文件内 ICCID 重复（首次出现在第 {line} 行）',
    sn: '设备SN 必须为 4–40 位字母、数字、- 或 _',
    iccid1: '主卡ICCID 必须为 19–20 位数字（请在 Excel 中将该列设为文本格式）',
    iccid2: '副卡ICCID 必须为 19–20 位数字（请在 Excel 中将该列设为文本格式）',
  },
};

/** A row problem as a sentence in the reader's language. */
export function dsimReasonText(problem: DsimProblem, lang: Lang, sn = ''): string {
  const l = lang === 'en-US' ? 'en' : 'zh';
  const field = problem.field ?? 'sn';
  switch (problem.reason) {
    case 'malformed':
      return texts[l][field];
    case 'required':
    case 'duplicateSn':
    case 'duplicateIccid':
      return interpolate(texts[l][problem.reason], { field: fieldNames[l][field], line: problem.line ?? '' });
    default: {
      const entry = errorCatalogue[pairErrorOf[problem.reason]];
      return interpolate(entry[l], { iccid: problem.iccid ?? '', sn });
    }
  }
}

/** A refused dual-SIM row's outcome as stored (the reason is rendered in the reader's language). */
export const dsimFailedRow = (row: Pick<DsimRow, 'line' | 'sn' | 'iccid1' | 'iccid2'>, p: DsimProblem): DsimRowResult => ({
  line: row.line,
  sn: row.sn,
  iccid1: row.iccid1,
  iccid2: row.iccid2,
  ...failedOutcome(p),
  ...(p.iccid ? { reasonIccid: p.iccid } : {}),
});

/** A dual-SIM row's outcome as the API answers it: the reason's code and its sentence in the reader's language. */
export type DsimRowResultView = Omit<DsimRowResult, 'reason' | 'field' | 'dupLine' | 'reasonIccid'> & {
  reasonCode?: DsimReason;
  reason?: string;
};

/** A stored dual-SIM row result as the API answers it: the reason as a sentence in the reader's language. */
export function dsimResultView(r: DsimRowResult, lang: Lang): DsimRowResultView {
  const { reason, field, dupLine, reasonIccid, ...rest } = r;
  if (!reason) return rest;
  return {
    ...rest,
    reasonCode: reason,
    reason: dsimReasonText({ reason, field, line: dupLine, iccid: reasonIccid }, lang, r.sn),
  };
}
