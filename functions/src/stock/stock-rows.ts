/**
 * A stock import file (CSV or the first sheet of an .xlsx) read into checked rows: the header names
 * the columns of the kind (English or Chinese, any order), each row is checked (serial number and
 * ICCID formats, name and remark ≤ 10 characters, network type 1-6) and a serial number or ICCID
 * repeating an earlier row is refused. A row's problem rides with it into the operation, where it
 * becomes that row's failure (per-row failure detail); the file is refused whole only when it has no
 * rows or lacks a required column.
 */
import { parseCsv } from '../card-import/import-rows.ts';
import { SN_PATTERN, normaliseSn } from '../dsim/dsim-rules.ts';
import type { NetworkType, StockInputRow, StockKind } from '../shared/data/entities/stock.entity.ts';
import { stockReason } from './stock-reasons.ts';
import { STOCK_TEXT_MAX } from './stock-rules.ts';

const ICCID_PATTERN = /^\d{19,20}$/;
const OPERATORS = ['CMCC', 'CUCC', 'CTCC'];

type Column = 'sn' | 'iccid' | 'iccid1' | 'iccid2' | 'name' | 'remark' | 'networkType' | 'operator' | 'model';

/** The columns of each kind; the required ones first. */
export const stockColumns: Record<StockKind, { required: Column[]; optional: Column[] }> = {
  card: { required: ['iccid', 'name', 'networkType'], optional: ['operator', 'remark'] },
  hardware: { required: ['sn', 'name', 'networkType'], optional: ['model', 'iccid', 'remark'] },
  dsim: { required: ['sn', 'iccid1', 'iccid2', 'name', 'networkType'], optional: ['remark'] },
};

/** Header titles accepted for each column (compared without case, spaces, '_' or '-'). */
const aliases: Record<Column, string[]> = {
  sn: ['sn', 'serialnumber', '序列号', '设备序列号'],
  iccid: ['iccid'],
  iccid1: ['iccid1', '卡1iccid'],
  iccid2: ['iccid2', '卡2iccid'],
  name: ['name', '名称'],
  remark: ['remark', '备注'],
  networkType: ['networktype', '网络类型'],
  operator: ['operator', '运营商'],
  model: ['model', '型号'],
};
const headerKey = (t: string) =>
  t
    .trim()
    .toLowerCase()
    .replace(/[\s_-]/g, '');
const columnOf = new Map(Object.entries(aliases).flatMap(([c, names]) => names.map((n) => [n, c as Column] as const)));

export type StockFileProblem = { problem: 'empty' } | { problem: 'missingColumn'; column: string };

/** Checks one row's cells (already trimmed); the first problem found is the row's. */
function checkRow(kind: StockKind, line: number, cell: (c: Column) => string): StockInputRow {
  const iccids =
    kind === 'card' ? [cell('iccid')] : kind === 'dsim' ? [cell('iccid1'), cell('iccid2')] : cell('iccid') ? [cell('iccid')] : [];
  const sn = kind === 'card' ? cell('iccid') : normaliseSn(cell('sn'));
  const nt = Number(cell('networkType'));
  const row: StockInputRow = {
    line,
    sn,
    name: cell('name'),
    remark: cell('remark'),
    iccids,
    ...(Number.isInteger(nt) && nt >= 1 && nt <= 6 ? { networkType: nt as NetworkType } : {}),
    ...(kind === 'card' && cell('operator') ? { operator: cell('operator').toUpperCase() } : {}),
    ...(kind === 'hardware' && cell('model') ? { model: cell('model') } : {}),
  };
  const fail = (problem: StockInputRow['problem']) => ({ ...row, problem });
  for (const c of stockColumns[kind].required) if (!cell(c)) return fail(stockReason('stock.required', { field: c }));
  if (kind !== 'card' && !SN_PATTERN.test(sn)) return fail(stockReason('stock.snInvalid'));
  const bad = iccids.find((i) => !ICCID_PATTERN.test(i));
  if (bad !== undefined) return fail(stockReason('stock.iccidInvalid', { iccid: bad }));
  if (kind === 'dsim' && iccids[0] === iccids[1]) return fail(stockReason('stock.sameIccid'));
  if ([...(row.name ?? '')].length > STOCK_TEXT_MAX) return fail(stockReason('stock.nameTooLong', { max: STOCK_TEXT_MAX }));
  if ([...(row.remark ?? '')].length > STOCK_TEXT_MAX) return fail(stockReason('stock.remarkTooLong', { max: STOCK_TEXT_MAX }));
  if (!row.networkType) return fail(stockReason('stock.networkType'));
  if (row.operator && !OPERATORS.includes(row.operator)) return fail(stockReason('stock.operator'));
  return row;
}

/**
 * Reads a table of cells (the header first; `lines` the file's line of each row) into checked rows;
 * a later row repeating an accepted row's serial number or one of its ICCIDs fails as a duplicate.
 */
export function readStockTable(
  kind: StockKind,
  table: readonly (readonly string[])[],
  lines?: readonly number[],
): { rows: StockInputRow[] } | StockFileProblem {
  const [header, ...data] = table;
  if (!header || !data.length) return { problem: 'empty' };
  const index = new Map<Column, number>();
  header.forEach((title, i) => {
    const c = columnOf.get(headerKey(String(title)));
    if (c && !index.has(c)) index.set(c, i);
  });
  const missing = stockColumns[kind].required.find((c) => !index.has(c));
  if (missing) return { problem: 'missingColumn', column: missing };
  const seen = new Map<string, number>();
  const rows = data.map((cells, i) => {
    const line = lines?.[i + 1] ?? i + 2;
    const cell = (c: Column) => (index.has(c) ? String(cells[index.get(c)!] ?? '').trim() : '');
    const row = checkRow(kind, line, cell);
    if (row.problem) return row;
    const first = [row.sn, ...(row.iccids ?? [])].map((k) => seen.get(k)).find((l) => l !== undefined);
    if (first !== undefined) return { ...row, problem: stockReason('stock.duplicateInFile', { line: first }) };
    for (const k of [row.sn, ...(row.iccids ?? [])]) seen.set(k, line);
    return row;
  });
  return { rows };
}

/** A CSV file's text as checked rows. */
export const readStockCsv = (kind: StockKind, text: string) => readStockTable(kind, parseCsv(text));
