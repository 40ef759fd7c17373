import { type XlsxProblem, XlsxReadError, readFirstSheet } from '../shared/files/xlsx-reader.ts';
/**
 * An .xlsx card file enters the same checks as a CSV: its first worksheet becomes the table of
 * cells `readImportTable` reads, each row keeping its row number in the sheet as its line.
 */
import { DEFAULT_ZIP_LIMITS } from '../shared/files/zip-reader.ts';
import { AppError, type ErrorKey } from '../shared/http/error-catalogue.ts';
import { type FileProblem, type ImportRow, readImportTable } from './import-rows.ts';

const refusals: Record<XlsxProblem, ErrorKey> = {
  notZip: 'IMPORT_XLSX_UNREADABLE',
  notXlsx: 'IMPORT_XLSX_UNREADABLE',
  corrupt: 'IMPORT_XLSX_UNREADABLE',
  legacy: 'IMPORT_XLSX_LEGACY',
  encrypted: 'IMPORT_XLSX_ENCRYPTED',
  tooLarge: 'IMPORT_XLSX_TOO_LARGE',
};

/** Reads an uploaded workbook's rows; a file that is not a readable workbook is refused (AppError 461xx). */
export function readImportWorkbook(bytes: Uint8Array): { rows: ImportRow[] } | FileProblem {
  try {
    const sheet = readFirstSheet(bytes);
    return readImportTable(
      sheet.map((r) => r.cells),
      sheet.map((r) => r.line),
    );
  } catch (error) {
    if (!(error instanceof XlsxReadError)) throw error;
    throw new AppError(refusals[error.problem], { max: DEFAULT_ZIP_LIMITS.maxTotalBytes / 1024 / 1024 });
  }
}
