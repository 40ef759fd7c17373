/**
 * Columns of the catalogue exports (basic plans, retail plans, APNs, bills, orders, operator bill
 * differences): header in both languages and the cell of a row, in the words of the screens. Columns
 * marked `internal` are left out for viewers who do not see those fields in the list
 * (docs/decisions.md "Plans": enterprises never learn other enterprises' publication targets;
 * secondary customers never see the basic price, the profit sharing, an order's margin or the other
 * customers a retail plan is offered to).
 */
import type { Apn } from '../apn/apn.repository.ts';
import { type PayState, payStateWord } from '../order/order-model.ts';
import type { BasicPlan, RetailPlan } from '../plan/plan-model.ts';
import { type PayMethod, type RechargeState, payMethodWord, rechargeStateWord } from '../recharge/recharge-model.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import { shanghaiDateTime } from './card-export-columns.ts';
import type { Cell } from './csv.ts';

/** A word of a server message as a cell ("paid" → "Paid"; Chinese as it is). */
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

type Texts = { zh: string; en: string };
const say = (t: Texts | undefined, lang: Lang, fallback: unknown = ''): string =>
  t ? (lang === 'en-US' ? t.en : t.zh) : String(fallback ?? '');

const operators: Record<string, Texts> = {
  CMCC: { zh: '中国移动', en: 'China Mobile' },
  CUCC: { zh: '中国联通', en: 'China Unicom' },
  CTCC: { zh: '中国电信', en: 'China Telecom' },
};
const goodsTypes: Record<number, Texts> = {
  1: { zh: '预付费', en: 'Prepaid' },
  2: { zh: '月付费', en: 'Monthly' },
  3: { zh: '补充包', en: 'Supplementary' },
  10: { zh: '测试', en: 'Test' },
};
const tariffTypes: Record<number, Texts> = {
  0: { zh: '月付单卡', en: 'Monthly individual' },
  1: { zh: '预付单卡', en: 'Prepaid individual' },
  2: { zh: '预付共享', en: 'Prepaid shared' },
  6: { zh: '月付灵活共享', en: 'Monthly flexible shared' },
  18: { zh: '月付固定共享', en: 'Monthly fixed shared' },
  8: { zh: '事件包', en: 'Event pack' },
  9: { zh: '加油包', en: 'Add-on pack' },
  10: { zh: '测试', en: 'Test' },
  11: { zh: '超量包', en: 'Excess pack' },
  14: { zh: '增值流量包', en: 'Value-added data plan' },
};
const modeTypes: Record<string, Texts> = {
  '00': { zh: '标准版', en: 'Standard' },
  '01': { zh: '专业版', en: 'Professional' },
  '02': { zh: '标准增强版', en: 'Standard Plus' },
};
const statuses: Record<string, Texts> = {
  draft: { zh: '草稿', en: 'Draft' },
  published: { zh: '已发布', en: 'Published' },
  disabled: { zh: '已停用', en: 'Switched off' },
  on: { zh: '启用', en: 'On' },
  off: { zh: '停用', en: 'Off' },
};
const useUpActions: Record<string, Texts> = {
  overdraw: { zh: '透支', en: 'Overdraw' },
  nextStatus: { zh: '立即进入下一状态', en: 'Enter the next status immediately' },
  blockUntilCycleEnd: { zh: '停机至周期结束', en: 'Block until the cycle ends' },
};
const renewalModes: Record<string, Texts> = {
  auto: { zh: '自动续订', en: 'Renew automatically' },
  deactivate: { zh: '到期停机', en: 'Deactivate at expiry' },
};
const dividends: Record<string, Texts> = {
  profit: { zh: '按利润', en: 'By profit' },
  turnover: { zh: '按流水', en: 'By turnover' },
};
const allEnterprises: Texts = { zh: '全部企业客户', en: 'All enterprises' };

/** Fen as yuan with two decimals (a number, so spreadsheets can sum it); empty when unknown. */
export const yuan = (fen: number | null | undefined): Cell =>
  typeof fen === 'number' && Number.isFinite(fen) ? Math.round(fen) / 100 : '';
/** Bytes as MB with 2 decimals (1024 steps), the unit of plan quotas. */
export const megabytes = (bytes: number | null | undefined): Cell =>
  typeof bytes === 'number' ? Math.round((bytes / 1_048_576) * 100) / 100 : '';
/** A list in one cell, `; ` separated. */
export const joined = (values: readonly unknown[] | null | undefined): string => (values ?? []).map(String).join('; ');

export interface Column<Row> {
  zh: string;
  en: string;
  /** Only for viewers who see the full record in the list (see the file comment). */
  internal?: boolean;
  value: (row: Row, lang: Lang) => Cell;
}

/** A basic plan as the list answers it. */
export type BasicPlanRow = BasicPlan;
/** A retail plan as the list answers it: with its basic plan's name, price and tariff type. */
export type RetailPlanRow = Partial<RetailPlan> &
  Pick<RetailPlan, 'retailId' | 'retailName' | 'retailPrice'> & {
    basicName?: string;
    basicPrice?: number;
    tariffType?: number;
  };

export const basicPlanColumns: Column<BasicPlanRow>[] = [
  { zh: '套餐 ID', en: 'Plan ID', value: (p) => p.goodsReleaseId },
  { zh: '编码', en: 'Code', value: (p) => p.code },
  { zh: '名称', en: 'Name', value: (p) => p.name },
  { zh: '套餐类型', en: 'Plan type', value: (p, l) => say(goodsTypes[p.goodsType], l, p.goodsType) },
  { zh: '资费类型', en: 'Tariff type', value: (p, l) => say(tariffTypes[p.tariffType], l, p.tariffType) },
  { zh: '运营商', en: 'Operator', value: (p, l) => say(operators[p.operator], l, p.operator) },
  { zh: '发布价（元）', en: 'Release price (CNY)', value: (p) => yuan(p.releasePrice) },
  { zh: '标准价（元）', en: 'Standard price (CNY)', value: (p) => yuan(p.normPrice) },
  { zh: '版本', en: 'Edition', value: (p, l) => say(modeTypes[p.modeType], l, p.modeType) },
  { zh: '发布周期（月）', en: 'Release cycle (months)', value: (p) => p.releaseCycle ?? '' },
  { zh: '时长（月）', en: 'Duration (months)', value: (p) => p.durationMonths ?? '' },
  { zh: '流量（MB）', en: 'Quota (MB)', value: (p) => megabytes(p.quotaBytes) },
  { zh: 'APN', en: 'APNs', value: (p) => joined(p.apns) },
  { zh: '区域套餐', en: 'Area packages', value: (p) => joined((p.zones ?? []).map((z) => z.elementName || z.elementId)) },
  { zh: '用尽后处理', en: 'Action after use-up', value: (p, l) => say(useUpActions[p.useUpAction], l, p.useUpAction) },
  { zh: '测试期（月）', en: 'Test period (months)', value: (p) => p.testPeriodMonths ?? '' },
  { zh: '沉默期（月）', en: 'Silent period (months)', value: (p) => p.silentPeriodMonths ?? '' },
  { zh: '续订方式', en: 'Renewal mode', value: (p, l) => say(renewalModes[p.renewalMode], l, p.renewalMode) },
  { zh: '税率（%）', en: 'Tax rate (%)', value: (p) => p.taxRate ?? '' },
  { zh: '币种', en: 'Currency', value: (p) => p.currency ?? '' },
  { zh: '状态', en: 'Status', value: (p, l) => say(statuses[p.status ?? 'published'], l, p.status) },
  {
    zh: '发布范围',
    en: 'Published to',
    internal: true,
    value: (p, l) => (p.status === 'draft' ? '' : p.publishScope === 'selected' ? joined(p.publishTo) : say(allEnterprises, l)),
  },
  { zh: '创建时间', en: 'Created', value: (p) => shanghaiDateTime(p.createdAt) },
];

export const retailPlanColumns: Column<RetailPlanRow>[] = [
  { zh: '零售套餐 ID', en: 'Retail plan ID', value: (r) => r.retailId },
  { zh: '零售套餐名称', en: 'Retail plan name', value: (r) => r.retailName },
  { zh: '基础套餐', en: 'Basic rate plan', value: (r) => r.basicName ?? r.goodsReleaseId ?? '' },
  {
    zh: '资费类型',
    en: 'Tariff type',
    value: (r, l) => (r.tariffType === undefined ? '' : say(tariffTypes[r.tariffType], l, r.tariffType)),
  },
  { zh: '基础价（元）', en: 'Basic price (CNY)', internal: true, value: (r) => yuan(r.basicPrice) },
  { zh: '零售价（元）', en: 'Retail price (CNY)', value: (r) => yuan(r.retailPrice) },
  { zh: '分成方式', en: 'Dividend method', internal: true, value: (r, l) => say(dividends[r.dividend ?? ''], l, r.dividend) },
  { zh: '分成比例（%）', en: 'Profit-sharing proportion (%)', internal: true, value: (r) => r.proportion ?? '' },
  { zh: '税率（%）', en: 'Tax rate (%)', value: (r) => r.taxRate ?? '' },
  { zh: '提供给', en: 'Offered to', internal: true, value: (r) => joined(r.custIds) },
  { zh: '状态', en: 'Status', value: (r, l) => say(statuses[r.status ?? ''], l, r.status) },
  { zh: '备注', en: 'Remark', value: (r) => r.remark ?? '' },
  { zh: '创建时间', en: 'Created', value: (r) => shanghaiDateTime(r.createdAt) },
];

export const apnColumns: Column<Apn>[] = [
  { zh: 'APN ID', en: 'APN ID', value: (a) => a.apnId },
  { zh: '名称', en: 'Name', value: (a) => a.name },
  { zh: '运营商', en: 'Operator', value: (a, l) => say(operators[a.operator], l, a.operator) },
  { zh: '运营商 APN 编码', en: 'Operator APN code', value: (a) => a.operatorApnCode },
  { zh: '起始 IP', en: 'Start IP', value: (a) => a.startIp },
  { zh: '结束 IP', en: 'End IP', value: (a) => a.endIp },
  { zh: '公网 DNS', en: 'Public DNS', value: (a) => a.publicDns },
  { zh: '备用 DNS', en: 'Backup DNS', value: (a) => a.backupDns ?? '' },
  { zh: '私网 DNS', en: 'Private DNS', value: (a) => a.privateDns ?? '' },
  { zh: '备注', en: 'Remark', value: (a) => a.remark ?? '' },
  { zh: '更新时间', en: 'Updated', value: (a) => shanghaiDateTime(a.updatedAt ?? a.createdAt) },
];

/** A bill as the bill list answers it (bill.service list): totals in fen, the payer's name. */
export interface BillRow {
  billId: string;
  customerName: string | null;
  enterpriseName: string | null;
  channelCustId: string;
  custId: string | null;
  cycle: string;
  calendar: string;
  kind: string;
  start: string;
  end: string;
  status: number;
  publishStatus: number;
  publishedAt?: string | null;
  totals: { cardCount: number; amount: number; tax: number; total: number };
}
const billKinds: Record<string, Texts> = {
  consumption: { zh: '消费账单', en: 'Consumption' },
  profit: { zh: '分润账单', en: 'Profit sharing' },
};
const calendars: Record<string, Texts> = {
  month: { zh: '自然月', en: 'Calendar month' },
  unicom: { zh: '联通账期（26日至25日）', en: 'Unicom (26th to 25th)' },
};
const billStatuses: Record<number, Texts> = {
  1: { zh: '正常', en: 'Normal' },
  2: { zh: '待销账', en: 'To be written off' },
  3: { zh: '已销账', en: 'Written off' },
  4: { zh: '逾期已销账', en: 'Overdue, written off' },
  5: { zh: '逾期未销账', en: 'Overdue, not written off' },
};
const publishStatuses: Record<number, Texts> = { 0: { zh: '未发布', en: 'Unpublished' }, 1: { zh: '已发布', en: 'Published' } };

export const billColumns: Column<BillRow>[] = [
  { zh: '账单编号', en: 'Bill ID', value: (b) => b.billId },
  { zh: '付款方', en: 'Payer', value: (b) => b.customerName ?? b.custId ?? b.channelCustId },
  { zh: '企业客户', en: 'Enterprise', value: (b) => b.enterpriseName ?? b.channelCustId },
  { zh: '账期', en: 'Cycle', value: (b) => b.cycle },
  { zh: '账期日历', en: 'Calendar', value: (b, l) => say(calendars[b.calendar], l, b.calendar) },
  { zh: '起止日期', en: 'Period', value: (b) => `${b.start} – ${b.end}` },
  { zh: '账单类型', en: 'Bill type', value: (b, l) => say(billKinds[b.kind], l, b.kind) },
  { zh: '卡数', en: 'Cards', value: (b) => b.totals.cardCount },
  { zh: '金额（元）', en: 'Amount (CNY)', value: (b) => yuan(b.totals.amount) },
  { zh: '税额（元）', en: 'Tax (CNY)', value: (b) => yuan(b.totals.tax) },
  { zh: '含税合计（元）', en: 'Total incl. tax (CNY)', value: (b) => yuan(b.totals.total) },
  { zh: '账单状态', en: 'Status', value: (b, l) => say(billStatuses[b.status], l, b.status) },
  {
    zh: '发布状态',
    en: 'Publication',
    internal: true,
    value: (b, l) => say(publishStatuses[b.publishStatus], l, b.publishStatus),
  },
  { zh: '发布时间', en: 'Published at', internal: true, value: (b) => shanghaiDateTime(b.publishedAt) },
];

/** An order as the order lists answer it (order.service list / cardList): prices in fen, the payer's names. */
export interface OrderRow {
  orderId: string;
  orderType: string;
  channelCustId: string;
  custId: string | null;
  enterpriseName: string | null;
  customerName: string | null;
  payState: number;
  iccid: string | null;
  itemName: string;
  quantity: number;
  basicUnitPrice?: number;
  basicAmount?: number;
  retailUnitPrice: number | null;
  retailAmount: number | null;
  margin?: number | null;
  operator: string | null;
  remark: string | null;
  invoiceId: string | null;
  createdAt: string;
}
const orderTypes: Record<string, Texts> = {
  pack: { zh: '流量包', en: 'Pack' },
  renewal: { zh: '续费', en: 'Renewal' },
  oneoff: { zh: '一次性费用', en: 'One-off fee' },
  card: { zh: '购卡', en: 'Card purchase' },
};

/**
 * The columns of an order export, in the words of the order screens: the order center's (`orders`:
 * type, retail price and margin, invoice) or the card purchases' (`cards`: operator). The basic price
 * and the margin are internal: a secondary customer never sees them.
 */
function orderColumnsOf(kind: 'orders' | 'cards'): Column<OrderRow>[] {
  const center = kind === 'orders';
  const columns: (Column<OrderRow> | false)[] = [
    { zh: '订单编号', en: 'Order number', value: (o) => o.orderId },
    center && { zh: '类型', en: 'Type', value: (o, l) => say(orderTypes[o.orderType], l, o.orderType) },
    { zh: '企业客户', en: 'Enterprise', value: (o) => o.enterpriseName ?? o.channelCustId },
    center && { zh: '二级客户', en: 'Secondary customer', value: (o) => o.customerName ?? o.custId ?? '' },
    { zh: '商品', en: 'Item', value: (o) => o.itemName },
    center && { zh: 'ICCID', en: 'ICCID', value: (o) => o.iccid ?? '' },
    !center && { zh: '运营商', en: 'Operator', value: (o, l) => say(operators[o.operator ?? ''], l, o.operator ?? '') },
    { zh: center ? '数量' : '卡数', en: center ? 'Quantity' : 'Cards', value: (o) => o.quantity },
    {
      zh: center ? '单价（基础，元）' : '单价（元）',
      en: center ? 'Basic unit price (CNY)' : 'Unit price (CNY)',
      internal: true,
      value: (o) => yuan(o.basicUnitPrice),
    },
    {
      zh: center ? '金额（基础，元）' : '金额（元）',
      en: center ? 'Basic amount (CNY)' : 'Amount (CNY)',
      internal: true,
      value: (o) => yuan(o.basicAmount),
    },
    center && { zh: '单价（零售，元）', en: 'Retail unit price (CNY)', value: (o) => yuan(o.retailUnitPrice) },
    center && { zh: '金额（零售，元）', en: 'Retail amount (CNY)', value: (o) => yuan(o.retailAmount) },
    center && { zh: '毛利（元）', en: 'Margin (CNY)', internal: true, value: (o) => yuan(o.margin) },
    { zh: '支付状态', en: 'Pay state', value: (o, l) => capitalised(payStateWord(o.payState as PayState, l)) },
    center && { zh: '发票', en: 'Invoice', value: (o) => o.invoiceId ?? '' },
    { zh: '下单时间', en: 'Ordered at', value: (o) => shanghaiDateTime(o.createdAt) },
    { zh: '备注', en: 'Remark', value: (o) => o.remark ?? '' },
  ];
  return columns.filter((c): c is Column<OrderRow> => c !== false);
}
export const orderColumns = orderColumnsOf('orders');
export const cardOrderColumns = orderColumnsOf('cards');

/** A difference of an operator bill as channel-bill.service diffs answers it (amounts in fen; payer `E`: the enterprise). */
export interface ChannelBillDiffRow {
  iccid: string;
  kind: string;
  operatorAmount: number | null;
  ourAmount: number | null;
  operatorBytes: number | null;
  payer: string | null;
  payerName?: string | null;
}
const diffKinds: Record<string, Texts> = {
  missingOurs: { zh: '我方缺失', en: 'Missing on our side' },
  missingOperator: { zh: '运营商缺失', en: 'Missing on the operator’s side' },
  amountDiffers: { zh: '金额不一致', en: 'Amount differs' },
};
const enterpriseOwn: Texts = { zh: '企业客户（自有卡）', en: 'The enterprise (own card)' };

/** The differences of an operator bill, in the words of its detail page. */
export const channelBillDiffColumns: Column<ChannelBillDiffRow>[] = [
  { zh: 'ICCID', en: 'ICCID', value: (d) => d.iccid },
  { zh: '差异类型', en: 'Difference', value: (d, l) => say(diffKinds[d.kind], l, d.kind) },
  {
    zh: '付费方',
    en: 'Payer',
    value: (d, l) => (d.payer === null ? '' : d.payer === 'E' ? say(enterpriseOwn, l) : (d.payerName ?? d.payer)),
  },
  { zh: '运营商金额（元）', en: 'Operator amount (CNY)', value: (d) => yuan(d.operatorAmount) },
  { zh: '我方金额（元）', en: 'Our amount (CNY)', value: (d) => yuan(d.ourAmount) },
  {
    zh: '运营商 − 我方（元）',
    en: 'Operator − ours (CNY)',
    value: (d) => (d.operatorAmount !== null && d.ourAmount !== null ? yuan(d.operatorAmount - d.ourAmount) : ''),
  },
  { zh: '运营商用量（MB）', en: 'Operator usage (MB)', value: (d) => megabytes(d.operatorBytes) },
];

/** A bill operation as write-off.service operations answers it (amounts in fen). */
export interface BillOperationRow {
  operationId: string;
  type: string;
  billId: string;
  channelCustId: string;
  amount: number;
  statusBefore: number;
  statusAfter: number;
  writtenOffAfter: number;
  by: string;
  at: string;
  reason: string;
}
const operationTypes: Record<string, Texts> = {
  publish: { zh: '发布', en: 'Published' },
  writeOff: { zh: '销账', en: 'Written off' },
  overdue: { zh: '标记逾期', en: 'Marked overdue' },
};

const ruleWords: Record<string, Texts> = {
  'rule:owed': { zh: '欠平台款项', en: 'Owed to the platform' },
  'rule:notOwed': { zh: '不欠平台款项', en: 'Owes the platform nothing' },
  'rule:manual': { zh: '手动销账', en: 'Written off by hand' },
  'rule:cycle': { zh: '每月销账周期', en: 'Monthly write-off cycle' },
  'rule:overdue': { zh: '逾期未付', en: 'Unpaid past its due date' },
};

/** The bill operations log, in the words of its screen (a rule's reason worded, a person's note as written). */
export const billOperationColumns: Column<BillOperationRow>[] = [
  { zh: '时间', en: 'Time', value: (o) => shanghaiDateTime(o.at) },
  { zh: '账单编号', en: 'Bill ID', value: (o) => o.billId },
  { zh: '企业客户', en: 'Enterprise', value: (o) => o.channelCustId },
  { zh: '操作', en: 'Operation', value: (o, l) => say(operationTypes[o.type], l, o.type) },
  { zh: '金额（元）', en: 'Amount (CNY)', value: (o) => yuan(o.amount) },
  { zh: '操作前状态', en: 'Status before', value: (o, l) => say(billStatuses[o.statusBefore], l, o.statusBefore) },
  { zh: '操作后状态', en: 'Status after', value: (o, l) => say(billStatuses[o.statusAfter], l, o.statusAfter) },
  { zh: '操作后已销账（元）', en: 'Written off after (CNY)', value: (o) => yuan(o.writtenOffAfter) },
  { zh: '操作人', en: 'By', value: (o) => o.by },
  { zh: '原因', en: 'Why', value: (o, l) => say(ruleWords[o.reason], l, o.reason) },
];

/** The header and row writers of a column set, for a viewer who sees internal fields or not. */
/** A recharge as recharge.service list answers it (amounts in fen). */
export interface RechargeRow {
  rechargeId: string;
  channelCustId: string;
  enterpriseName: string | null;
  amount: number;
  payMethod: number;
  paidAt: string;
  state: number;
  rejectReason: string | null;
  refundedAmount: number;
  remark: string | null;
  createdAt: string;
  createdBy: string;
  auditedAt: string | null;
  auditedBy: string | null;
}

/** The recharge list's rows, in the words of its screen (states and methods as words, never codes). */
export const rechargeColumns: Column<RechargeRow>[] = [
  { zh: '充值编号', en: 'Recharge number', value: (r) => r.rechargeId },
  { zh: '企业客户', en: 'Enterprise', value: (r) => r.enterpriseName ?? r.channelCustId },
  { zh: '充值金额（元）', en: 'Amount (CNY)', value: (r) => yuan(r.amount) },
  { zh: '付款方式', en: 'Payment method', value: (r, l) => payMethodWord(r.payMethod as PayMethod, l) },
  { zh: '付款时间', en: 'Paid at', value: (r) => shanghaiDateTime(r.paidAt) },
  { zh: '审核状态', en: 'Audit state', value: (r, l) => capitalised(rechargeStateWord(r.state as RechargeState, l)) },
  { zh: '驳回原因', en: 'Rejection reason', value: (r) => r.rejectReason ?? '' },
  { zh: '已退款（元）', en: 'Refunded (CNY)', value: (r) => yuan(r.refundedAmount) },
  { zh: '备注', en: 'Remark', value: (r) => r.remark ?? '' },
  { zh: '提交时间', en: 'Filed at', value: (r) => shanghaiDateTime(r.createdAt) },
  { zh: '提交人', en: 'Filed by', value: (r) => r.createdBy },
  { zh: '审核时间', en: 'Audited at', value: (r) => (r.auditedAt ? shanghaiDateTime(r.auditedAt) : '') },
  { zh: '审核人', en: 'Audited by', value: (r) => r.auditedBy ?? '' },
];

export function tableOf<Row>(columns: Column<Row>[], full: boolean) {
  const shown = columns.filter((c) => full || !c.internal);
  return {
    header: (lang: Lang): string[] => shown.map((c) => (lang === 'en-US' ? c.en : c.zh)),
    row: (row: Row, lang: Lang): Cell[] => shown.map((c) => c.value(row, lang)),
  };
}
