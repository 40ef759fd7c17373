/**
 * Stock (issue #17 item 3, spec §3 "stock item, hardware"): physical cards, hardware and dual-SIM
 * pairs in the platform's inventory (`PLATFORM#STOCK`), a copy of each item in its enterprise's stock
 * once it is out (`CUST#<c>#STOCK`); and the stock operations (imports, stock-outs, scrapping), a
 * chunked job with its input slices, chunk markers (per-row results) and a copy per scope's list.
 */
import type { Lang } from '../../i18n/lang.ts';
import { type InferItem, attr, entity, optionalAttr } from '../entity.ts';
import { keys } from '../keys.ts';
import type { StoredReason } from './batch.entity.ts';
import { chunkMarkerAttributes, chunkedJobAttributes, jobStampAttributes } from './job-attributes.ts';

/** What a stock item is: a physical card (its ICCID is its serial number), hardware, or a dual-SIM pair. */
export const stockKinds = ['card', 'hardware', 'dsim'] as const;
export type StockKind = (typeof stockKinds)[number];
/** Spec §4: 1 not out, 2 leaving, 3 out, 4 scrapped. */
export type StockState = 1 | 2 | 3 | 4;
/** Spec §4 network types: 1 2/3G, 2 4G, 3 5G_NSA, 4 5G_SA, 5 NB_IOT, 6 5G. */
export type NetworkType = 1 | 2 | 3 | 4 | 5 | 6;

const stockItemAttributes = {
  sn: attr<string>(),
  kind: attr<StockKind>(),
  /** ≤ 10 characters (spec §5). */
  name: attr<string>(),
  remark: attr<string>(),
  networkType: attr<NetworkType>(),
  /** The cards the item holds: a card's own ICCID, a dual-SIM pair's two, the card fitted in hardware (or none). */
  iccids: attr<string[]>(),
  /** A card's operator (CMCC, CUCC, CTCC); hardware's model. */
  operator: optionalAttr<string>(),
  model: optionalAttr<string>(),
  stockState: attr<StockState>(),
  /** The enterprise the item went out to (absent while in stock). */
  channelCustId: optionalAttr<string>(),
  salesOrderNumber: optionalAttr<string>(),
  importBatchId: attr<string>(),
  /** The stock-out or scrapping operation that claimed the item. */
  outBatchId: optionalAttr<string>(),
  outAt: optionalAttr<string>(),
  scrappedAt: optionalAttr<string>(),
  createdAt: attr<string>(),
  createdBy: attr<string>(),
};

export const stockItemEntity = /* @__PURE__ */ entity({
  name: 'stock item',
  attributes: stockItemAttributes,
  key: ({ scope, sn }: { scope: string; sn: string }) => keys.stockItem(scope, sn),
});
export type StockItem = InferItem<typeof stockItemEntity>;

/** Imports of each kind, a stock-out to an enterprise against a sales order, scrapping. */
export const stockOpTypes = ['importCard', 'importHardware', 'importDsim', 'stockOut', 'scrap'] as const;
export type StockOpType = (typeof stockOpTypes)[number];

const stockOpAttributes = {
  batchId: attr<string>(),
  opType: attr<StockOpType>(),
  /** A stock-out's enterprise and sales order. */
  channelCustId: optionalAttr<string>(),
  salesOrderNumber: optionalAttr<string>(),
  fileName: optionalAttr<string>(),
  ...chunkedJobAttributes,
  lang: attr<Lang>(),
  failureReason: optionalAttr<StoredReason>(),
  ...jobStampAttributes,
};

export const stockOpEntity = /* @__PURE__ */ entity({
  name: 'stock operation',
  attributes: stockOpAttributes,
  key: ({ batchId }: { batchId: string }) => keys.stockOp(batchId),
});
export type StockOp = InferItem<typeof stockOpEntity>;

export const stockOpListEntity = /* @__PURE__ */ entity({
  name: 'stock operation list entry',
  attributes: stockOpAttributes,
  key: ({ scope, createdAt, batchId }: { scope: string; createdAt: string; batchId: string }) =>
    keys.stockOpListItem(scope, createdAt, batchId),
});

/** One input row of a stock operation: an import's checked row (its problem found before the run) or an item to move. */
export interface StockInputRow {
  line?: number;
  sn: string;
  name?: string;
  remark?: string;
  networkType?: NetworkType;
  iccids?: string[];
  operator?: string;
  model?: string;
  /** A problem found when the file was read (format, length, duplicate in the file). */
  problem?: StoredReason;
}

export const stockOpSliceEntity = /* @__PURE__ */ entity({
  name: 'stock operation input slice',
  attributes: { rows: attr<StockInputRow[]>() },
  key: ({ batchId, index }: { batchId: string; index: number }) => keys.stockOpSlice(batchId, index),
});

/** One row's outcome (a chunk marker's `results`): the reason code is worded on read. */
export interface StockResult {
  sn: string;
  line?: number;
  status: 'succeeded' | 'failed';
  reason?: StoredReason;
}

export const stockOpChunkEntity = /* @__PURE__ */ entity({
  name: 'stock operation chunk marker',
  attributes: chunkMarkerAttributes<StockResult>(),
  key: ({ batchId, index }: { batchId: string; index: number }) => keys.stockOpChunk(batchId, index),
});
