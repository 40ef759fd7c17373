/**
 * Columns of the stock export (issue #17 item 3; spec §5 "export of the last 2 months"): the stock
 * list's rows in the words of its screen, states named in the reader's language.
 */
import type { StockService } from '../stock/stock.service.ts';
import { shanghaiDateTime } from './card-export-columns.ts';
import type { Column } from './catalogue-export-columns.ts';

/** A stock item as the list answers it. */
export type StockRow = Awaited<ReturnType<StockService['items']>>['items'][number];

const kinds = { card: ['卡', 'Card'], hardware: ['硬件', 'Hardware'], dsim: ['双卡', 'Dual-SIM pair'] } as const;
const stockStates = {
  1: ['未出库', 'Not out'],
  2: ['出库中', 'Leaving'],
  3: ['已出库', 'Out'],
  4: ['已报废', 'Scrapped'],
} as const;
const matchStates = {
  notMatched: ['未匹配', 'Not matched'],
  matching: ['匹配中', 'Matching'],
  matched: ['已匹配', 'Matched'],
  scrapped: ['已报废', 'Scrapped'],
} as const;
const networkTypes = { 1: '2/3G', 2: '4G', 3: '5G NSA', 4: '5G SA', 5: 'NB-IoT', 6: '5G' } as const;
const say = (pair: readonly [string, string], lang: string) => pair[lang === 'en-US' ? 1 : 0];

export const stockColumns: Column<StockRow>[] = [
  { zh: '序列号', en: 'Serial number', value: (r) => r.sn },
  { zh: '类型', en: 'Type', value: (r, l) => say(kinds[r.kind], l) },
  { zh: '名称', en: 'Name', value: (r) => r.name },
  { zh: '备注', en: 'Remark', value: (r) => r.remark },
  { zh: '网络类型', en: 'Network', value: (r) => networkTypes[r.networkType] },
  { zh: 'ICCID', en: 'ICCIDs', value: (r) => r.iccids.join(' / ') },
  { zh: '库存状态', en: 'Stock state', value: (r, l) => say(stockStates[r.stockState], l) },
  { zh: '匹配状态', en: 'Matching', value: (r, l) => say(matchStates[r.matchState], l) },
  { zh: '企业', en: 'Enterprise', value: (r) => r.enterpriseName ?? '' },
  { zh: '销售订单', en: 'Sales order', value: (r) => r.salesOrderNumber ?? '' },
  { zh: '入库时间', en: 'In stock since', value: (r) => shanghaiDateTime(r.createdAt) },
  { zh: '出库时间', en: 'Out at', value: (r) => shanghaiDateTime(r.outAt) },
];
