/** The widgets' texts in both languages (bundled: a partner page loads no translation files). */
import { lifecycle } from '@cmp/functions/card/lifecycle';

export type Lang = 'zh-CN' | 'en-US';

/** `en…` → en-US, anything else (or nothing) → zh-CN, the product's first language. */
export const langOf = (value: string | null | undefined): Lang => (value?.toLowerCase().startsWith('en') ? 'en-US' : 'zh-CN');

const zh = {
  loading: '加载中…',
  retry: '重试',
  errors: {
    network: '无法连接 CMP：该页面的来源可能不在允许列表中',
    session: '组件会话已过期或已被使用，请刷新页面获取新会话',
    noSession: '缺少组件会话：请设置 session 属性或 token',
    failed: '加载失败',
  },
  status: {
    title: '卡片状态',
    chooseCard: '请选择一张卡片',
    iccid: 'ICCID',
    msisdn: 'MSISDN',
    operator: '运营商',
    state: '生命周期状态',
    operatorStatus: '运营商状态',
    plan: '套餐',
    noPlan: '无套餐',
    cycle: '本周期用量',
    cycleRange: '{start} 至 {end}',
    usedOf: '已用 {used} / 共 {total}',
    unlimited: '已用 {used}（不限量）',
    online: '在线状态',
    isOnline: '在线',
    isOffline: '离线',
    onlineUnknown: '未知',
  },
  usage: {
    title: '用量',
    titleCard: '卡片 {iccid} 的用量',
    titlePool: '流量池 {pool} 的用量',
    daily: '按日',
    monthly: '按月',
    granularity: '统计粒度',
    previous: '上一期',
    next: '下一期',
    total: '合计 {total}',
    chartLabel: '{period} 的{granularity}用量柱状图，合计 {total}，最高 {max}（{maxPeriod}）',
    empty: '该期间没有用量',
  },
  list: {
    title: '卡片列表',
    search: '按 ICCID 或 MSISDN 查找',
    searchButton: '查找',
    clear: '清除',
    empty: '没有卡片',
    open: '查看卡片 {iccid} 的状态',
    previous: '上一页',
    next: '下一页',
    page: '第 {page} 页',
    cols: { iccid: 'ICCID', msisdn: 'MSISDN', operator: '运营商', state: '状态' },
  },
  bills: {
    title: '账单',
    current: '本期账单',
    last: '上期账单',
    none: '暂无账单',
    cycle: '账期',
    total: '应付金额',
    cards: '卡片数',
    due: '最晚付款日',
    noDue: '无',
    statusLabel: '状态',
    status: { 1: '正常', 2: '待销账', 3: '已销账', 4: '逾期已销账', 5: '逾期未销账' } as Record<number, string>,
    kind: { consumption: '消费账单', profit: '分润账单' } as Record<string, string>,
  },
};

type Texts = typeof zh;

const en: Texts = {
  loading: 'Loading…',
  retry: 'Retry',
  errors: {
    network: 'Cannot reach CMP: this page’s origin may not be on the allow-list',
    session: 'The widget session has expired or was already used: reload the page for a new one',
    noSession: 'No widget session: set the session attribute or a token',
    failed: 'Could not load',
  },
  status: {
    title: 'Card status',
    chooseCard: 'Choose a card',
    iccid: 'ICCID',
    msisdn: 'MSISDN',
    operator: 'Operator',
    state: 'Lifecycle state',
    operatorStatus: 'Operator status',
    plan: 'Plan',
    noPlan: 'No plan',
    cycle: 'Usage this cycle',
    cycleRange: '{start} to {end}',
    usedOf: '{used} of {total} used',
    unlimited: '{used} used (unlimited)',
    online: 'Online status',
    isOnline: 'Online',
    isOffline: 'Offline',
    onlineUnknown: 'Unknown',
  },
  usage: {
    title: 'Usage',
    titleCard: 'Usage of card {iccid}',
    titlePool: 'Usage of data pool {pool}',
    daily: 'Daily',
    monthly: 'Monthly',
    granularity: 'Granularity',
    previous: 'Previous period',
    next: 'Next period',
    total: 'Total {total}',
    chartLabel: '{granularity} usage bar chart of {period}: total {total}, highest {max} ({maxPeriod})',
    empty: 'No usage in this period',
  },
  list: {
    title: 'Cards',
    search: 'Find by ICCID or MSISDN',
    searchButton: 'Find',
    clear: 'Clear',
    empty: 'No cards',
    open: 'Show the status of card {iccid}',
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {page}',
    cols: { iccid: 'ICCID', msisdn: 'MSISDN', operator: 'Operator', state: 'State' },
  },
  bills: {
    title: 'Bills',
    current: 'Current bill',
    last: 'Last bill',
    none: 'No bill yet',
    cycle: 'Cycle',
    total: 'Amount due',
    cards: 'Cards',
    due: 'Due date',
    noDue: 'None',
    statusLabel: 'Status',
    status: {
      1: 'Normal',
      2: 'To be written off',
      3: 'Written off',
      4: 'Overdue, written off',
      5: 'Overdue, not written off',
    },
    kind: { consumption: 'Consumption bill', profit: 'Profit-sharing bill' },
  },
};

const texts: Record<Lang, Texts> = { 'zh-CN': zh, 'en-US': en };

export const textsOf = (lang: Lang): Texts => texts[lang];

/** Fills `{name}` placeholders. */
export const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));

/** A lifecycle state's name (the server's own table, spec §4); the code itself when unknown. */
export function stateName(state: number, lang: Lang): string {
  const entry = (lifecycle as Record<number, { zh: string; en: string }>)[state];
  return entry ? (lang === 'en-US' ? entry.en : entry.zh) : String(state);
}
