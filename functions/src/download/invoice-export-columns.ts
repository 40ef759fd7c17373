/**
 * Columns of the invoice export (issue #14 item 7): the invoice list's rows in the words of its screen.
 * Who at the platform issued or rejected an invoice is internal (invoice-model `invoiceFieldView`): an
 * enterprise's file leaves those columns out.
 */
import { type InvoiceKind, type InvoiceState, kindWord, stateWord } from '../invoice/invoice-model.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import { shanghaiDateTime } from './card-export-columns.ts';
import { type Column, yuan } from './catalogue-export-columns.ts';

/** An invoice as invoice.service list answers it (amount in fen). */
export interface InvoiceRow {
  invoiceId: string;
  channelCustId: string;
  enterpriseName: string | null;
  title: string;
  taxNumber: string;
  type: string;
  amount: number;
  items: { kind: string; id: string }[];
  state: string;
  invoiceNumber: string | null;
  issueDay: string | null;
  reason: string | null;
  remark: string | null;
  createdAt: string;
  createdBy: string;
  issuedBy?: string | null;
  rejectedBy?: string | null;
}

const capital = (w: string, l: Lang) => (l === 'en-US' ? w.charAt(0).toUpperCase() + w.slice(1) : w);

export const invoiceColumns: Column<InvoiceRow>[] = [
  { zh: '发票申请编号', en: 'Invoice request', value: (i) => i.invoiceId },
  { zh: '企业客户', en: 'Enterprise', value: (i) => i.enterpriseName ?? i.channelCustId },
  { zh: '发票抬头', en: 'Title', value: (i) => i.title },
  { zh: '税号', en: 'Tax number', value: (i) => i.taxNumber },
  { zh: '发票类型', en: 'Type', value: (i, l) => kindWord(i.type as InvoiceKind, l) },
  { zh: '金额（元）', en: 'Amount (CNY)', value: (i) => yuan(i.amount) },
  { zh: '订单/账单', en: 'Orders / bills', value: (i) => i.items.map((x) => x.id).join(' ') },
  { zh: '状态', en: 'State', value: (i, l) => capital(stateWord(i.state as InvoiceState, l), l) },
  { zh: '发票号码', en: 'Invoice number', value: (i) => i.invoiceNumber ?? '' },
  { zh: '开票日期', en: 'Issue day', value: (i) => i.issueDay ?? '' },
  { zh: '驳回原因', en: 'Rejection reason', value: (i) => i.reason ?? '' },
  { zh: '申请时间', en: 'Requested at', value: (i) => shanghaiDateTime(i.createdAt) },
  { zh: '申请人', en: 'Requested by', value: (i) => i.createdBy },
  { zh: '开票人', en: 'Issued by', internal: true, value: (i) => i.issuedBy ?? '' },
  { zh: '驳回人', en: 'Rejected by', internal: true, value: (i) => i.rejectedBy ?? '' },
  { zh: '备注', en: 'Remark', value: (i) => i.remark ?? '' },
];
