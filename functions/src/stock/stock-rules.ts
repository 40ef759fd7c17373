/**
 * The stock state rules (spec §4): an item's stock state (1 not out, 2 leaving, 3 out, 4 scrapped),
 * what a stock-out or a scrapping may do to it, and its matching state (not matched, matching,
 * matched, scrapped) against the platform's cards. Pure: the worker and the service decide with them.
 */
import type { StockItem, StockKind, StockOpType, StockState } from '../shared/data/entities/stock.entity.ts';
import { type StockReason, stockReason } from './stock-reasons.ts';

export const STOCK_NOT_OUT = 1 as const;
export const STOCK_LEAVING = 2 as const;
export const STOCK_OUT = 3 as const;
export const STOCK_SCRAPPED = 4 as const;
export const stockStates = [1, 2, 3, 4] as const;

/** Spec §5: a stock name or remark is at most 10 characters. */
export const STOCK_TEXT_MAX = 10;
/** Rows of one operation (like every batch of spec §5). */
export const STOCK_MAX_ROWS = 10_000;
/** Rows a chunk processes, and rows per stored input slice. */
export const STOCK_CHUNK = 100;
export const STOCK_SLICE = 500;

export const matchStates = ['notMatched', 'matching', 'matched', 'scrapped'] as const;
export type MatchState = (typeof matchStates)[number];

/** The import operation of each kind of item. */
export const importOpOf: Record<StockKind, StockOpType> = {
  card: 'importCard',
  hardware: 'importHardware',
  dsim: 'importDsim',
};
export const kindOfImport: Partial<Record<StockOpType, StockKind>> = {
  importCard: 'card',
  importHardware: 'hardware',
  importDsim: 'dsim',
};

/** What a stock-out or scrapping does to one item, decided from what is stored. */
export type MoveDecision =
  | { kind: 'move'; from: StockState }
  /** This operation already moved it (a replayed chunk): counts as succeeded, nothing written. */
  | { kind: 'already' }
  | { kind: 'refuse'; reason: StockReason };

/**
 * A stock-out takes an item that is not out (1) to leaving (2), then out (3); an item this operation
 * left leaving (a chunk that stopped between the two writes) continues. Scrapping takes an item that
 * is not out (1) to scrapped (4). Everything else is refused with its reason.
 */
export function decideMove(
  item: Pick<StockItem, 'stockState' | 'outBatchId'> | undefined,
  op: 'stockOut' | 'scrap',
  batchId: string,
): MoveDecision {
  if (!item) return { kind: 'refuse', reason: stockReason('stock.notFound') };
  const mine = item.outBatchId === batchId;
  if (mine && item.stockState === (op === 'stockOut' ? STOCK_OUT : STOCK_SCRAPPED)) return { kind: 'already' };
  if (op === 'stockOut' && mine && item.stockState === STOCK_LEAVING) return { kind: 'move', from: STOCK_LEAVING };
  if (item.stockState === STOCK_NOT_OUT) return { kind: 'move', from: STOCK_NOT_OUT };
  if (item.stockState === STOCK_LEAVING) return { kind: 'refuse', reason: stockReason('stock.leaving') };
  if (item.stockState === STOCK_OUT) return { kind: 'refuse', reason: stockReason('stock.alreadyOut') };
  return { kind: 'refuse', reason: stockReason('stock.scrapped') };
}

/**
 * The matching state of an item against the platform's cards (`owners`: each known ICCID's
 * enterprise): scrapped items are scrapped; an item with a card the platform does not know (or with
 * no card, like bare hardware) is not matched; an item whose cards all exist is matched once it is
 * out to the enterprise that holds every one of its cards, and matching until then.
 */
export function matchState(
  item: Pick<StockItem, 'stockState' | 'iccids' | 'channelCustId'>,
  owners: ReadonlyMap<string, string>,
): MatchState {
  if (item.stockState === STOCK_SCRAPPED) return 'scrapped';
  if (!item.iccids.length || item.iccids.some((i) => !owners.has(i))) return 'notMatched';
  const out = item.stockState === STOCK_OUT && item.channelCustId;
  return out && item.iccids.every((i) => owners.get(i) === item.channelCustId) ? 'matched' : 'matching';
}

/** Spec §5: a stock export holds the last 2 months. */
export const STOCK_EXPORT_MONTHS = 2;

/**
 * A stock export's query: items in stock since the first day of the window (the day 2 months before
 * `now`, UTC), or since a later day the request names; an earlier day is moved up to the window.
 */
export function stockExportQuery<Q extends { createdFrom?: unknown }>(q: Q, now: Date): Q & { createdFrom: string } {
  const start = new Date(now);
  start.setUTCMonth(start.getUTCMonth() - STOCK_EXPORT_MONTHS);
  const windowStart = start.toISOString().slice(0, 10);
  const asked = typeof q.createdFrom === 'string' ? q.createdFrom : '';
  return { ...q, createdFrom: asked > windowStart ? asked : windowStart };
}
