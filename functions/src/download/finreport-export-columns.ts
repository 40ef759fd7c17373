import type { ReportRow } from '../finreport/finreport.service.ts';
/**
 * Columns of the financial report export (issue #14, item 7): the list's rows — one day or month each
 * — in the words of its screen, amounts in yuan.
 */
import { type Column, yuan } from './catalogue-export-columns.ts';

export const finReportColumns: Column<ReportRow>[] = [
  { zh: '期间', en: 'Period', value: (r) => r.period },
  { zh: '充值（元）', en: 'Recharges (CNY)', value: (r) => yuan(r.amounts.recharged) },
  { zh: '充值笔数', en: 'Recharges (count)', value: (r) => r.counts.recharged },
  { zh: '退款（元）', en: 'Refunds (CNY)', value: (r) => yuan(r.amounts.refunded) },
  { zh: '提现（元）', en: 'Withdrawals paid (CNY)', value: (r) => yuan(r.amounts.withdrawn) },
  { zh: '提现笔数', en: 'Withdrawals paid (count)', value: (r) => r.counts.withdrawn },
  { zh: '赠款（元）', en: 'Grants (CNY)', value: (r) => yuan(r.amounts.granted) },
  { zh: '合同付款（元）', en: 'Contract payments (CNY)', value: (r) => yuan(r.amounts.contractPaid) },
  { zh: '出账（元）', en: 'Bills published (CNY)', value: (r) => yuan(r.amounts.billed) },
  { zh: '出账笔数', en: 'Bills published (count)', value: (r) => r.counts.billed },
  { zh: '销账（元）', en: 'Written off (CNY)', value: (r) => yuan(r.writtenOff) },
  { zh: '预存款销账（元）', en: 'From pre-deposits (CNY)', value: (r) => yuan(r.amounts.writtenOffPreDeposit) },
  { zh: '赠款销账（元）', en: 'From grants (CNY)', value: (r) => yuan(r.amounts.writtenOffGrant) },
  { zh: '授信使用（元）', en: 'Credit used (CNY)', value: (r) => yuan(r.amounts.creditUsed) },
  { zh: '其他（元）', en: 'Other (CNY)', value: (r) => yuan(r.amounts.other) },
  { zh: '客户资金净变动（元）', en: 'Net change of customer funds (CNY)', value: (r) => yuan(r.net) },
];
