import type { ErrorDef } from '../shared/http/errors/error-def.ts';

/** Errors of operator (channel) bill imports (4965x, 5030x); merged into the one catalogue. */
export const channelBillErrors = {
  CHANNEL_BILL_FILE_TYPE: {
    status: 422,
    errorCode: 49651,
    zh: '请上传 CSV 或 XLSX 文件',
    en: 'Upload a CSV or XLSX file',
  },
  CHANNEL_BILL_FILE_MISSING: {
    status: 422,
    errorCode: 49652,
    zh: '未找到上传的文件，请重新上传',
    en: 'The uploaded file was not found; upload it again',
  },
  CHANNEL_BILL_FILE_TOO_LARGE: {
    status: 422,
    errorCode: 49653,
    zh: '文件不能超过 {max} MB',
    en: 'The file must not exceed {max} MB',
  },
  CHANNEL_BILL_FILE_EMPTY: {
    status: 422,
    errorCode: 49654,
    zh: '文件没有账单行',
    en: 'The file has no bill lines',
  },
  CHANNEL_BILL_FILE_HEADERS: {
    status: 422,
    errorCode: 49655,
    zh: '文件缺少以下列：{columns}',
    en: 'The file lacks these columns: {columns}',
  },
  CHANNEL_BILL_TOO_MANY_LINES: {
    status: 422,
    errorCode: 49656,
    zh: '文件有 {rows} 行，一次最多导入 {max} 行',
    en: 'The file has {rows} lines; at most {max} are imported at a time',
  },
  CHANNEL_BILL_NOT_BILLED: {
    status: 422,
    errorCode: 49657,
    zh: '该客户 {cycle} 账期尚未出账，无法对账',
    en: 'This customer has no bills for {cycle} yet; there is nothing to reconcile with',
  },
  CHANNEL_BILL_FILE_ENCODING: {
    status: 422,
    errorCode: 49658,
    zh: '文件不是 UTF-8 编码',
    en: 'The file is not UTF-8 encoded',
  },
  CHANNEL_BILL_XLSX_TOO_LARGE: {
    status: 422,
    errorCode: 50301,
    zh: '该工作簿解压后超过 {max} MB，无法读取；请另存为 CSV 后导入',
    en: 'This workbook unpacks to more than {max} MB and cannot be read; save it as CSV and import that',
  },
} satisfies Record<string, ErrorDef>;
