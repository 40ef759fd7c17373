import type { ErrorDef } from '../shared/http/errors/error-def.ts';

/** Errors of C-end invoices (49901–49919); merged into the one catalogue. */
export const invoiceErrors = {
  INVOICE_NO_ITEMS: {
    status: 422,
    errorCode: 49901,
    zh: '请至少选择一笔已支付订单或已核销账单',
    en: 'Choose at least one paid order or written-off bill',
  },
  INVOICE_TOO_MANY_ITEMS: {
    status: 422,
    errorCode: 49902,
    zh: '一张发票最多包含 {max} 笔订单或账单',
    en: 'One invoice holds at most {max} orders or bills',
  },
  INVOICE_SPECIAL_FIELD: {
    status: 422,
    errorCode: 49903,
    zh: '增值税专用发票须填写{field}',
    en: 'A special VAT invoice needs the {field}',
  },
  INVOICE_TAX_NUMBER: {
    status: 422,
    errorCode: 49904,
    zh: '税号应为 15 至 20 位数字或大写字母',
    en: 'The tax number must be 15 to 20 digits or capital letters',
  },
  INVOICE_ITEM_UNAVAILABLE: {
    status: 422,
    errorCode: 49905,
    zh: '{item} 不能开票：{why}',
    en: '{item} cannot be invoiced: {why}',
  },
  INVOICE_ITEM_INVOICED: {
    status: 409,
    errorCode: 49906,
    zh: '{item} 已在发票 {invoiceId} 中',
    en: '{item} is already on invoice {invoiceId}',
  },
  INVOICE_STATE: {
    status: 409,
    errorCode: 49907,
    zh: '该发票当前为“{state}”，不能{action}',
    en: 'The invoice is {state}; it cannot be {action}',
  },
  INVOICE_REASON_REQUIRED: {
    status: 422,
    errorCode: 49908,
    zh: '驳回发票申请须填写原因',
    en: 'A reason is required to reject an invoice request',
  },
  INVOICE_NUMBER: {
    status: 422,
    errorCode: 49909,
    zh: '发票号码应为 8 至 20 位数字',
    en: 'The invoice number must be 8 to 20 digits',
  },
  INVOICE_ISSUE_DAY: {
    status: 422,
    errorCode: 49910,
    zh: '开票日期不能早于申请日期，也不能晚于今天',
    en: 'The issue day cannot be before the request or after today',
  },
  INVOICE_EXPORT_CUSTOMER: {
    status: 422,
    errorCode: 49911,
    zh: '请先选择客户',
    en: 'Please choose a customer first',
  },
  INVOICE_EXPORT_WINDOW: {
    status: 422,
    errorCode: 49912,
    zh: '只能导出最近2个月的发票',
    en: 'Only the last 2 months can be exported',
  },
  INVOICE_CUSTOMER_REQUIRED: {
    status: 422,
    errorCode: 49913,
    zh: '请选择开票的客户',
    en: 'Choose the customer the invoice is for',
  },
  INVOICE_REQUEST_CONFLICT: {
    status: 409,
    errorCode: 49914,
    zh: '该申请编号已用于另一张发票申请',
    en: 'This request id was used for another invoice request',
  },
} satisfies Record<string, ErrorDef>;
