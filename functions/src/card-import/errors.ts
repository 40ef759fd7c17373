import type { ErrorDef } from '../shared/http/errors/error-def.ts';

/** Errors of card imports (46001..); merged into the one catalogue. Row problems are results, not errors. */
export const cardImportErrors = {
  IMPORT_FILE_TYPE: {
    status: 422,
    errorCode: 46001,
    zh: '只支持 CSV 文件（.csv，UTF-8 编码）或 Excel 工作簿（.xlsx）',
    en: 'Only CSV files (.csv, UTF-8) or Excel workbooks (.xlsx) can be imported',
  },
  IMPORT_FILE_TOO_LARGE: {
    status: 422,
    errorCode: 46002,
    zh: '文件过大（最大 {max} MB）',
    en: 'The file is too large (at most {max} MB)',
  },
  IMPORT_FILE_MISSING: {
    status: 422,
    errorCode: 46003,
    zh: '未找到上传的文件，请重新上传',
    en: 'The uploaded file was not found. Please upload it again.',
  },
  IMPORT_FILE_ENCODING: {
    status: 422,
    errorCode: 46004,
    zh: '文件不是 UTF-8 编码，请在 Excel 中另存为“CSV UTF-8（逗号分隔）”',
    en: 'The file is not UTF-8. In Excel, save it as "CSV UTF-8 (Comma delimited)".',
  },
  IMPORT_FILE_EMPTY: {
    status: 422,
    errorCode: 46005,
    zh: '文件中没有卡数据（第一行为表头，之后每行一张卡）',
    en: 'The file holds no cards (the first row is the header, then one card per row)',
  },
  IMPORT_FILE_HEADERS: {
    status: 422,
    errorCode: 46006,
    zh: '文件缺少必填列：{columns}',
    en: 'The file lacks required columns: {columns}',
  },
  IMPORT_TOO_MANY_ROWS: {
    status: 422,
    errorCode: 46007,
    zh: '文件有 {rows} 行，一次最多导入 {max} 张卡，请拆分后重试',
    en: 'The file has {rows} rows; at most {max} cards can be imported at once. Split the file and try again.',
  },
  IMPORT_ALREADY_STARTED: {
    status: 409,
    errorCode: 46008,
    zh: '该文件已经开始导入',
    en: 'This file is already being imported',
  },
  IMPORT_ENTERPRISE_UNKNOWN: {
    status: 422,
    errorCode: 46009,
    zh: '企业客户不存在：{channelCustId}',
    en: 'No enterprise customer {channelCustId}',
  },
} as const satisfies Record<string, ErrorDef>;
