/**
 * Columns of the withdrawal export (issue #14 item 3): the withdrawal list's rows in the words of its
 * screen. Who at the platform examined, rejected or paid a request is internal (withdrawal-model
 * `withdrawalFieldView`): an enterprise's file leaves those columns out.
 */
import type { Lang } from '../shared/i18n/lang.ts';
import { type WithdrawalState, stateWord } from '../withdrawal/withdrawal-model.ts';
import { shanghaiDateTime } from './card-export-columns.ts';
import { type Column, yuan } from './catalogue-export-columns.ts';

/** A withdrawal as withdrawal.service list answers it (amount in fen). */
export interface WithdrawalRow {
  withdrawalId: string;
  channelCustId: string;
  enterpriseName: string | null;
  amount: number;
  bankName: string;
  bankAccount: string;
  accountName: string;
  invoiceReceived: boolean;
  state: string;
  reason: string | null;
  remark: string | null;
  createdAt: string;
  createdBy: string;
  examinedAt: string | null;
  examinedBy?: string | null;
  rejectedAt: string | null;
  rejectedBy?: string | null;
  withdrawnAt: string | null;
}

const word = (s: string, l: Lang) => {
  const w = stateWord(s as WithdrawalState, l);
  return l === 'en-US' ? w.charAt(0).toUpperCase() + w.slice(1) : w;
};

export const withdrawalColumns: Column<WithdrawalRow>[] = [
  { zh: '提现编号', en: 'Withdrawal number', value: (w) => w.withdrawalId },
  { zh: '企业客户', en: 'Enterprise', value: (w) => w.enterpriseName ?? w.channelCustId },
  { zh: '金额（元）', en: 'Amount (CNY)', value: (w) => yuan(w.amount) },
  { zh: '开户行', en: 'Bank', value: (w) => w.bankName },
  { zh: '银行账号', en: 'Bank account', value: (w) => w.bankAccount },
  { zh: '户名', en: 'Account name', value: (w) => w.accountName },
  {
    zh: '已收发票',
    en: 'Invoice received',
    value: (w, l) => (w.invoiceReceived ? (l === 'en-US' ? 'Yes' : '是') : l === 'en-US' ? 'No' : '否'),
  },
  { zh: '状态', en: 'State', value: (w, l) => word(w.state, l) },
  { zh: '驳回原因', en: 'Rejection reason', value: (w) => w.reason ?? '' },
  { zh: '申请时间', en: 'Requested at', value: (w) => shanghaiDateTime(w.createdAt) },
  { zh: '申请人', en: 'Requested by', value: (w) => w.createdBy },
  { zh: '审核时间', en: 'Examined at', value: (w) => shanghaiDateTime(w.examinedAt) },
  { zh: '审核人', en: 'Examined by', internal: true, value: (w) => w.examinedBy ?? '' },
  { zh: '驳回时间', en: 'Rejected at', value: (w) => shanghaiDateTime(w.rejectedAt) },
  { zh: '驳回人', en: 'Rejected by', internal: true, value: (w) => w.rejectedBy ?? '' },
  { zh: '提现时间', en: 'Withdrawn at', value: (w) => shanghaiDateTime(w.withdrawnAt) },
  { zh: '备注', en: 'Remark', value: (w) => w.remark ?? '' },
];
