import type { ErrorDef } from '../shared/http/errors/error-def.ts';

/** Errors of .xlsx card import files (46101..); merged into the one catalogue. The file is refused outright, nothing is recorded. */
export const cardImportXlsxErrors = {
  IMPORT_XLSX_UNREADABLE: {
    status: 422,
    errorCode: 46101,
    zh: '文件不是有效的 Excel 工作簿（.xlsx），请在 Excel 中打开后另存为“Excel 工作簿 (*.xlsx)”',
    en: 'The file is not a readable Excel workbook (.xlsx). Open it in Excel and save it as "Excel Workbook (*.xlsx)".',
  },
  IMPORT_XLSX_LEGACY: {
    status: 422,
    errorCode: 46102,
    zh: '这是旧版 Excel 97-2003 文件（.xls），请在 Excel 中另存为“Excel 工作簿 (*.xlsx)”或“CSV UTF-8”',
    en: 'This is an old Excel 97-2003 file (.xls). In Excel, save it as "Excel Workbook (*.xlsx)" or "CSV UTF-8".',
  },
  IMPORT_XLSX_ENCRYPTED: {
    status: 422,
    errorCode: 46103,
    zh: '工作簿受密码保护，请取消密码后重新保存再导入',
    en: 'The workbook is password-protected. Remove the password, save it and import it again.',
  },
  IMPORT_XLSX_TOO_LARGE: {
    status: 422,
    errorCode: 46104,
    zh: '工作簿解压后过大（最大 {max} MB）或部件过多，不是卡导入文件',
    en: 'The workbook unpacks to too much data (at most {max} MB) or holds too many parts: it is not a card import file',
  },
  IMPORT_CSV_ONLY: {
    status: 422,
    errorCode: 46105,
    zh: '双卡配对只能从 CSV 文件（.csv，UTF-8 编码）导入',
    en: 'Dual-SIM pairs can be imported from CSV files (.csv, UTF-8) only',
  },
} as const satisfies Record<string, ErrorDef>;
