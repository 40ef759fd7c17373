/** CSV as Excel reads it: UTF-8 with a byte-order mark (so Chinese text opens correctly), CRLF rows, RFC 4180 quoting. */

export type Cell = string | number | null | undefined;

const BOM = '\uFEFF';

/**
 * One field: quoted when it holds a comma, quote, CR or LF (quotes doubled). A text that starts
 * like a formula (=, +, -, @) gets a leading apostrophe so a spreadsheet shows it instead of running it.
 */
export function csvField(value: Cell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvRow = (cells: readonly Cell[]): string => `${cells.map(csvField).join(',')}\r\n`;

/** A whole CSV document (header row first) as UTF-8 bytes with a BOM. */
export function toCsv(rows: readonly (readonly Cell[])[]): Buffer {
  return Buffer.from(BOM + rows.map(csvRow).join(''), 'utf8');
}
