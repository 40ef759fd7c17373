// Types, paths and calls of the stock screens (issue #17 item 3; docs/api.md "Stock").
import type { RequestOf, ResponseOf, RouteId } from '@cmp/functions/contracts';
import { api } from '../../../app/services';

export const STOCK_LIST = 'stock.list' as const satisfies RouteId;
export type StockRow = ResponseOf<'stock.list'>['items'][number];
export type StockDetail = ResponseOf<'stock.detail'>;
export type StockOperation = ResponseOf<'stock.operationList'>['items'][number];
export type StockOperationDetail = ResponseOf<'stock.operationDetail'>;
export type StockOperationResult = StockOperationDetail['results'][number];

export const stockKinds = ['card', 'hardware', 'dsim'] as const;
export type StockKind = (typeof stockKinds)[number];
/** Spec §4: 1 not out, 2 leaving, 3 out, 4 scrapped. */
export const stockStates = [1, 2, 3, 4] as const;
export const matchStates = ['notMatched', 'matching', 'matched', 'scrapped'] as const;
export const networkTypes = [1, 2, 3, 4, 5, 6] as const;
/** Spec §5: at most 10,000 rows per operation. */
export const STOCK_MAX_ROWS = 10_000;

export const stockStateTones = { 1: 'green', 2: 'amber', 3: 'blue', 4: 'slate' } as const;
export const matchStateTones = { notMatched: 'slate', matching: 'amber', matched: 'green', scrapped: 'red' } as const;

/** The import operation of each tab of the goods-import list. */
export const importOpOf = { card: 'importCard', hardware: 'importHardware', dsim: 'importDsim' } as const;
export const asKind = (v: string | undefined): StockKind => (stockKinds.includes(v as StockKind) ? (v as StockKind) : 'card');

/** A stock item's detail: a dual-SIM pair's own page, a card's or hardware's by serial number. */
export const itemPath = (r: { kind: string; sn: string }) =>
  r.kind === 'dsim'
    ? `/stock/stocklist/doublecard-detail/${encodeURIComponent(r.sn)}`
    : `/stock/stocklist/detail/${encodeURIComponent(r.sn)}`;
export const operationPath = (batchId: string) => `/stock/operationList/detail/${encodeURIComponent(batchId)}`;

/** Serial numbers as typed: one per line, or separated by commas or spaces; duplicates dropped. */
export const snsOf = (text: string): string[] => [...new Set(text.split(/[\s,，]+/).filter(Boolean))];
export const checkSns = (text: string) => {
  const sns = snsOf(text);
  if (!sns.length) return { key: 'stock.form.snsRequired' };
  if (sns.length > STOCK_MAX_ROWS) return { key: 'stock.form.snsTooMany', values: { max: STOCK_MAX_ROWS } };
  if (sns.some((s) => s.length > 40)) return { key: 'stock.form.snsInvalid' };
  return null;
};

export const stockOut = (salesOrderNumber: string, sns: string[]) =>
  api.call('stock.stockOut', { salesOrderNumber: salesOrderNumber.trim(), sns }, { silent: true });
export const scrap = (sns: string[]) => api.call('stock.scrap', { sns }, { silent: true });
/** The list's export (a download task): the applied filters, the last 2 months (the server sets the window). */
export const exportStock = (body: Record<string, unknown>, format: 'csv' | 'xlsx') =>
  api.call('download.exportStockItems', { ...body, format } as RequestOf<'download.exportStockItems'>);

/** A file's bytes as base64 (the import sends the file in its request). */
export async function fileToBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
/** 2 MB, the server's limit. */
export const STOCK_FILE_MAX_BYTES = 2 * 1024 * 1024;
