import type { ErrorDef } from '../shared/http/errors/error-def.ts';

/** Errors of the stock area (50701–50749); merged into the one catalogue. */
export const stockErrors = {
  STOCK_FILE_TYPE: {
    status: 422,
    errorCode: 50701,
    zh: '仅支持 .csv 或 .xlsx 文件',
    en: 'Only .csv or .xlsx files can be imported',
  },
  STOCK_FILE_EMPTY: {
    status: 422,
    errorCode: 50702,
    zh: '文件没有表头或没有数据行',
    en: 'The file has no header or no data rows',
  },
  STOCK_FILE_COLUMN: {
    status: 422,
    errorCode: 50703,
    zh: '文件缺少列 {column}',
    en: 'The file lacks the column {column}',
  },
  STOCK_FILE_UNREADABLE: {
    status: 422,
    errorCode: 50704,
    zh: '无法读取文件（CSV 须为 UTF-8 编码，XLSX 须为未加密的工作簿）',
    en: 'The file cannot be read (a CSV must be UTF-8, an XLSX an unencrypted workbook)',
  },
  STOCK_TOO_MANY: {
    status: 422,
    errorCode: 50705,
    zh: '每次最多处理 {max} 行，本次未做任何处理，请拆分后重新提交',
    en: 'At most {max} rows per operation: nothing was done; split the list and submit it again',
  },
  STOCK_SALE_ORDER_NOT_FOUND: {
    status: 422,
    errorCode: 50706,
    zh: '销售订单 {salesOrderNumber} 不存在',
    en: 'Sales order {salesOrderNumber} does not exist',
  },
  STOCK_FILE_TOO_LARGE: {
    status: 422,
    errorCode: 50707,
    zh: '文件过大（最大 {max} MB）',
    en: 'The file is too large (at most {max} MB)',
  },
} satisfies Record<string, ErrorDef>;
