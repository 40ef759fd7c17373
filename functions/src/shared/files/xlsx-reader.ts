/**
 * Reads the first worksheet of an uploaded .xlsx workbook (Office Open XML) as rows of text cells.
 * Covers what spreadsheet programs write for a table of values: shared strings (rich-text runs
 * joined, phonetic guides left out), inline strings, numbers, booleans, formula results, error
 * values, skipped rows and columns. Formatting, dates as dates, merged cells and every other sheet
 * are ignored. The XML subset is scanned by hand (no parser dependency); the archive is read
 * through the guarded `openZip`.
 */
import { DEFAULT_ZIP_LIMITS, type ZipArchive, type ZipLimits, type ZipProblem, ZipReadError, openZip } from './zip-reader.ts';

/**
 * A cell as text. A number Excel cannot hold exactly (more than 15 digits, e.g. a 20-digit ICCID
 * typed into a number cell becomes 8.98600123456789E+19) is marked instead of being turned into
 * digits that would look right and be wrong.
 */
export type SheetCell = string | { readonly inexactNumber: string };

/** A row holding at least one non-blank cell; `line` is its row number in the sheet (1-based). */
export interface SheetRow {
  line: number;
  cells: SheetCell[];
}

/** `legacy`: an Excel 97–2003 .xls (or another OLE compound file); `encrypted`: a password-protected workbook; `notXlsx`: a ZIP without a workbook. */
export type XlsxProblem = ZipProblem | 'legacy' | 'notXlsx';

export class XlsxReadError extends Error {
  constructor(
    readonly problem: XlsxProblem,
    message: string,
  ) {
    super(message);
    this.name = 'XlsxReadError';
  }
}

/** Above this an integer is no longer exact in a spreadsheet (15 significant digits). */
const EXACT_LIMIT = 1e15;
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** Password-protected OOXML files are OLE compound files with this stream (UTF-16 name). */
const ENCRYPTION_INFO = Buffer.from('EncryptionInfo', 'utf16le');

const entities: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** XML text to a string: the five entities, character references and OOXML's `_xHHHH_` escapes. */
export function xmlDecode(text: string): string {
  return text
    .replace(/&(#x[0-9A-Fa-f]+|#\d+|lt|gt|amp|quot|apos);/g, (_, ref: string) => {
      if (ref[0] !== '#') return entities[ref]!;
      const code = ref[1] === 'x' ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
      return code <= 0x10ffff ? String.fromCodePoint(code) : '';
    })
    .replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The attributes of a start tag's attribute text, by name (prefixes kept, e.g. `r:id`). */
function attributes(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of text.matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) out[m[1]!] = xmlDecode(m[2] ?? m[3] ?? '');
  return out;
}

interface Element {
  /** The start tag's attribute text. */
  attrs: string;
  /** The inner XML ('' when self-closing). */
  inner: string;
  start: number;
  end: number;
}

/**
 * Every element `name` (any namespace prefix, not nested in itself) in document order. Linear:
 * the end tag is found with indexOf, and a start tag without its end tag is a damaged part.
 */
function* elements(xml: string, name: string): Generator<Element> {
  const open = new RegExp(`<((?:\\w+:)?${name})(\\s[^>]{0,10000}?)?(/?)>`, 'g');
  for (let m = open.exec(xml); m; m = open.exec(xml)) {
    const attrs = m[2] ?? '';
    if (m[3]) {
      yield { attrs, inner: '', start: m.index, end: open.lastIndex };
      continue;
    }
    const close = `</${m[1]}>`;
    const end = xml.indexOf(close, open.lastIndex);
    if (end < 0) throw new XlsxReadError('corrupt', `<${m[1]}> is not closed`);
    yield { attrs, inner: xml.slice(open.lastIndex, end), start: m.index, end: end + close.length };
    open.lastIndex = end + close.length;
  }
}

const first = (xml: string, name: string): Element | undefined => elements(xml, name).next().value || undefined;

/** The text of a string item (`<si>` or `<is>`): its `<t>` and rich-text runs' `<t>`, without phonetic guides. */
function stringItem(xml: string): string {
  let plain = '';
  let at = 0;
  for (const guide of elements(xml, 'rPh')) {
    plain += xml.slice(at, guide.start);
    at = guide.end;
  }
  plain += xml.slice(at);
  let text = '';
  for (const t of elements(plain, 't')) text += xmlDecode(t.inner);
  return text;
}

/** 'A' → 0, 'AA' → 26. */
function columnIndex(letters: string): number {
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

/** A number cell's stored value as text: exact integers as digits, other numbers as written, big integers marked. */
export function numberCell(raw: string): SheetCell {
  const text = raw.trim();
  const n = Number(text);
  if (text === '' || !Number.isFinite(n)) return text;
  if (!Number.isInteger(n)) return String(n);
  return Math.abs(n) < EXACT_LIMIT ? String(n) : { inexactNumber: text };
}

function cellValue(attrs: Record<string, string>, inner: string, shared: readonly string[]): SheetCell {
  const v = first(inner, 'v')?.inner;
  switch (attrs.t) {
    case 'inlineStr':
      return stringItem(first(inner, 'is')?.inner ?? '');
    case 's':
      return v === undefined ? '' : (shared[Number(v.trim())] ?? '');
    case 'b':
      return v === undefined ? '' : v.trim() === '1' ? 'TRUE' : 'FALSE';
    case 'str':
    case 'e':
    case 'd':
      return xmlDecode(v ?? '');
    default:
      return v === undefined ? '' : numberCell(xmlDecode(v));
  }
}

const blank = (c: SheetCell | undefined) => c === undefined || (typeof c === 'string' && c.trim() === '');

/** The rows of a worksheet part; cells placed by their references (`C5`), gaps filled with ''. */
export function sheetRows(xml: string, shared: readonly string[]): SheetRow[] {
  const rows: SheetRow[] = [];
  let line = 0;
  for (const row of elements(xml, 'row')) {
    const r = Number(attributes(row.attrs).r);
    line = Number.isInteger(r) && r > line ? r : line + 1;
    const cells: SheetCell[] = [];
    let column = -1;
    for (const cell of elements(row.inner, 'c')) {
      const attrs = attributes(cell.attrs);
      const ref = /^\$?([A-Z]{1,3})\$?\d*$/.exec(attrs.r ?? '');
      column = ref ? columnIndex(ref[1]!) : column + 1;
      while (cells.length < column) cells.push('');
      cells[column] = cellValue(attrs, cell.inner, shared);
    }
    if (!cells.every(blank)) rows.push({ line, cells });
  }
  return rows;
}

/** Resolves a relationship target against the folder of the part that names it. */
function resolve(from: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const parts = from.split('/').slice(0, -1);
  for (const seg of target.split('/')) {
    if (seg === '..') parts.pop();
    else if (seg !== '.' && seg !== '') parts.push(seg);
  }
  return parts.join('/');
}

/** The relationships of a part: id → { type, target resolved to a part name }. */
function relationships(zip: ZipArchive, part: string): Map<string, { type: string; target: string }> {
  const slash = part.lastIndexOf('/');
  const relsName = `${part.slice(0, slash + 1)}_rels/${part.slice(slash + 1)}.rels`;
  const out = new Map<string, { type: string; target: string }>();
  const xml = zip.read(relsName)?.toString('utf8') ?? '';
  for (const rel of elements(xml, 'Relationship')) {
    const a = attributes(rel.attrs);
    if (a.Id && a.Target && a.TargetMode !== 'External') out.set(a.Id, { type: a.Type ?? '', target: resolve(part, a.Target) });
  }
  return out;
}

const byType = (rels: Map<string, { type: string; target: string }>, type: string) =>
  [...rels.values()].find((r) => r.type.endsWith(`/${type}`))?.target;

function openWorkbookZip(bytes: Uint8Array, limits: ZipLimits): ZipArchive {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 8));
  if (head.equals(OLE_MAGIC)) {
    const whole = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (whole.includes(ENCRYPTION_INFO)) throw new XlsxReadError('encrypted', 'The workbook is password-protected');
    throw new XlsxReadError('legacy', 'An Excel 97–2003 (.xls) workbook, not .xlsx');
  }
  try {
    return openZip(bytes, limits);
  } catch (error) {
    if (error instanceof ZipReadError) throw new XlsxReadError(error.problem, error.message);
    throw error;
  }
}

/**
 * The first worksheet (in the workbook's tab order) of an .xlsx file as its non-blank rows.
 * Throws `XlsxReadError` for anything that is not a readable workbook: not a ZIP, an old .xls, a
 * password-protected file, a ZIP without a workbook or worksheet, a damaged part, or more than
 * the limits (entries, unpacked bytes).
 */
export function readFirstSheet(bytes: Uint8Array, limits: ZipLimits = DEFAULT_ZIP_LIMITS): SheetRow[] {
  const zip = openWorkbookZip(bytes, limits);
  try {
    const workbookPart = byType(relationships(zip, ''), 'officeDocument') ?? 'xl/workbook.xml';
    const workbook = zip.read(workbookPart)?.toString('utf8');
    if (workbook === undefined) throw new XlsxReadError('notXlsx', 'The archive holds no workbook');
    const rels = relationships(zip, workbookPart);
    const firstSheet = first(workbook, 'sheet');
    const relId = firstSheet && Object.entries(attributes(firstSheet.attrs)).find(([name]) => /(^|:)id$/.test(name))?.[1];
    const sheetPart = relId ? rels.get(relId)?.target : undefined;
    const sheet = sheetPart ? zip.read(sheetPart)?.toString('utf8') : undefined;
    if (sheet === undefined) throw new XlsxReadError('notXlsx', 'The workbook has no worksheet');
    const stringsPart = byType(rels, 'sharedStrings');
    const strings = stringsPart ? zip.read(stringsPart)?.toString('utf8') : undefined;
    const shared = strings ? [...elements(strings, 'si')].map((si) => stringItem(si.inner)) : [];
    return sheetRows(sheet, shared);
  } catch (error) {
    if (error instanceof ZipReadError) throw new XlsxReadError(error.problem, error.message);
    throw error;
  }
}
