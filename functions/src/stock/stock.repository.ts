/**
 * Stock in the table (shared/data/entities/stock.entity.ts): the items of a scope's stock, the
 * operations (job record, list copies and input slices in one transaction; chunks and results
 * through the job store), and the per-item writes of a chunk — an import's put (only if absent), a
 * stock-out's claim (1 → 2) and its end (2 → 3 with the enterprise's copy, one transaction), a
 * scrapping (1 → 4) — each conditional, so a replay finds its own write and changes nothing twice.
 */
import { config } from '../platform/config.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { sfnClient } from '../shared/aws/sfn.ts';
import { batchGetAll } from '../shared/data/batch-get.ts';
import { cardDirectoryEntity } from '../shared/data/entities/card.entity.ts';
import { saleOrderEntity } from '../shared/data/entities/sale-order.entity.ts';
import {
  type StockInputRow,
  type StockItem,
  type StockOp,
  type StockResult,
  stockItemEntity,
  stockOpSliceEntity,
} from '../shared/data/entities/stock.entity.ts';
import { type Condition, entitySteps, entityStore, within } from '../shared/data/entity-operations.ts';
import { scopeKeys } from '../shared/data/keys.ts';
import { isConditionFailure } from '../shared/data/operations.ts';
import { createOwnerDirectory } from '../shared/data/owner-directory.repository.ts';
import type { Page } from '../shared/data/page-cursor.ts';
import { createJobSteps, createJobStore } from '../shared/jobs/job-store.ts';
import { type StockOpRef, stockJob } from './stock-job.ts';
import { STOCK_LEAVING, STOCK_NOT_OUT, STOCK_OUT, STOCK_SCRAPPED, STOCK_SLICE } from './stock-rules.ts';

/** The execution of a stock operation on the card import's machine: named after it (a second start is refused). */
export const stockExecutionName = (batchId: string) => `stock-${batchId}`;

const stateIs = (state: number, batchId?: string): Condition => ({
  expression: batchId ? 'stockState = :s AND outBatchId = :b' : 'stockState = :s',
  values: { ':s': state, ...(batchId ? { ':b': batchId } : {}) },
});

export function createStockRepository(db = documentClient(), sfn = sfnClient(), table = () => config('tableName')) {
  const jobs = createJobStore(stockJob, db, table, sfn);
  const data = entityStore(db, table);
  const owners = createOwnerDirectory(db, table);
  const platformItem = (sn: string) => ({ scope: scopeKeys.platform, sn });
  return {
    /** The operation, its list copies and input slices: one transaction (≤ 23 writes for 10,000 rows). */
    async create(op: StockOp, rows: readonly StockInputRow[]): Promise<void> {
      const slices = Array.from({ length: Math.ceil(rows.length / STOCK_SLICE) }, (_, index) =>
        entitySteps.put(
          table(),
          stockOpSliceEntity,
          { batchId: op.batchId, index, rows: rows.slice(index * STOCK_SLICE, (index + 1) * STOCK_SLICE) },
          'absent',
        ),
      );
      await data.transact([...createJobSteps(table(), stockJob.items, op), ...slices]);
    },
    start: (op: StockOp): Promise<void> => jobs.start({ batchId: op.batchId }, stockExecutionName(op.batchId)),
    get: (ref: StockOpRef): Promise<StockOp | undefined> => jobs.get(ref),
    finish: (op: StockOp, set: Partial<StockOp>): Promise<boolean> => jobs.finish(op, set),
    list: (scope: string, o: { filter?: Condition; cursor?: string; pageSize: number }): Promise<Page<StockOp>> =>
      jobs.list(scope, o),
    resultsPage: jobs.resultsPage,
    firstResults: (ref: StockOpRef, maxChunks: number): Promise<StockResult[]> => jobs.firstResults(ref, maxChunks),
    chunkDone: jobs.chunkDone,
    completeChunk: (ref: StockOpRef, index: number, results: StockResult[], at: string) =>
      jobs.completeResults(ref, index, results, new Map(), at),

    /** Input rows `from` (inclusive) to `to` (exclusive), read from the slices that hold them. */
    async rows(ref: StockOpRef, from: number, to: number): Promise<StockInputRow[]> {
      if (to <= from) return [];
      const first = Math.floor(from / STOCK_SLICE);
      const last = Math.floor((to - 1) / STOCK_SLICE);
      const keys = Array.from({ length: last - first + 1 }, (_, i) => stockOpSliceEntity.key({ ...ref, index: first + i }));
      const items = await batchGetAll(db, table(), keys);
      const bySk = new Map(items.map((i) => [String(i.sk), (i.rows as StockInputRow[]) ?? []]));
      return keys.flatMap((k) => bySk.get(k.sk) ?? []).slice(from - first * STOCK_SLICE, to - first * STOCK_SLICE);
    },

    /** The platform's stock items by serial number (one BatchGet pass). */
    async items(sns: readonly string[]): Promise<Map<string, StockItem>> {
      const found = await batchGetAll(
        db,
        table(),
        [...new Set(sns)].map((sn) => stockItemEntity.key(platformItem(sn))),
      );
      return new Map(found.map((i) => stockItemEntity.parse(i)).map((i) => [i.sn, i]));
    },

    /** One item of a scope's stock. */
    item: (scope: string, sn: string): Promise<StockItem | undefined> => data.get(stockItemEntity, { scope, sn }),

    /** A page of a scope's stock by serial number, filtered after reading. */
    page: (scope: string, o: { filter?: Condition; cursor?: string; pageSize: number }): Promise<Page<StockItem>> =>
      data.page(
        stockItemEntity,
        { ...within(stockItemEntity, { scope }), ...(o.filter ? { filter: o.filter } : {}) },
        { cursor: o.cursor, pageSize: o.pageSize, maxReads: 5 },
      ),

    /** Each known ICCID's enterprise (the card directory), for the matching state. */
    async cardOwners(iccids: readonly string[]): Promise<Map<string, string>> {
      const ids = [...new Set(iccids)];
      if (!ids.length) return new Map();
      const found = await batchGetAll(
        db,
        table(),
        ids.map((iccid) => cardDirectoryEntity.key({ iccid })),
      );
      return new Map(found.map((i) => [String(i.iccid), String(i.channelCustId)]));
    },

    /** A sales order by its number alone (its owner pointer, then the order), or undefined. */
    async saleOrder(salesOrderNumber: string) {
      const channelCustId = await owners.ownerOf('SALE_ORDER', salesOrderNumber);
      if (!channelCustId) return undefined;
      return data.get(saleOrderEntity, { channelCustId, salesOrderNumber });
    },

    /** Puts a new item into the platform's stock; false when one with its serial number exists. */
    async put(item: StockItem): Promise<boolean> {
      try {
        await data.put(stockItemEntity, { ...item, ...platformItem(item.sn) }, 'absent');
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /** Claims an item not out for a stock-out (1 → 2); false when it was no longer not out. */
    async claim(sn: string, o: { batchId: string; channelCustId: string; salesOrderNumber: string }): Promise<boolean> {
      try {
        await data.update(stockItemEntity, platformItem(sn), {
          set: {
            stockState: STOCK_LEAVING,
            outBatchId: o.batchId,
            channelCustId: o.channelCustId,
            salesOrderNumber: o.salesOrderNumber,
          },
          condition: stateIs(STOCK_NOT_OUT),
        });
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /** Ends a claimed item's stock-out (2 → 3) with its copy in the enterprise's stock: one transaction. */
    async out(item: StockItem, batchId: string, at: string): Promise<boolean> {
      const after: StockItem = { ...item, stockState: STOCK_OUT, outAt: at };
      try {
        await data.transact([
          entitySteps.update(table(), stockItemEntity, platformItem(item.sn), {
            set: { stockState: STOCK_OUT, outAt: at },
            condition: stateIs(STOCK_LEAVING, batchId),
          }),
          entitySteps.put(table(), stockItemEntity, { ...after, scope: scopeKeys.enterprise(item.channelCustId!), sn: item.sn }),
        ]);
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /** Scraps an item not out (1 → 4); false when it was no longer not out. */
    async scrap(sn: string, batchId: string, at: string): Promise<boolean> {
      try {
        await data.update(stockItemEntity, platformItem(sn), {
          set: { stockState: STOCK_SCRAPPED, outBatchId: batchId, scrappedAt: at },
          condition: stateIs(STOCK_NOT_OUT),
        });
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
  };
}

export type StockRepository = ReturnType<typeof createStockRepository>;
