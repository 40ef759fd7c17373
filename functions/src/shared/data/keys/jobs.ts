import { partitionKeys } from './partitions.ts';
import { chunkNumber, skPrefix } from './parts.ts';

/** Chunked jobs and their lists: batch operations, card imports, download tasks, stock operations and stock items. */
export const jobKeys = {
  batch: (channelCustId: string, batchId: string) => ({ pk: `CUST#${channelCustId}#BATCH#${batchId}`, sk: 'BATCH' }),
  batchCard: (channelCustId: string, batchId: string, iccid: string) => ({
    pk: `CUST#${channelCustId}#BATCH#${batchId}`,
    sk: `${skPrefix.card}${iccid}`,
  }),
  batchChunk: (channelCustId: string, batchId: string, index: number) => ({
    pk: `CUST#${channelCustId}#BATCH#${batchId}`,
    sk: `${skPrefix.chunk}${chunkNumber(index)}`,
  }),
  /** A batch in a scope's list (`PLATFORM`, `CUST#<c>` or `CUST#<c>#SUB#<s>`), newest last in sort order. */
  batchListItem: (scope: string, createdAt: string, batchId: string) => ({
    pk: partitionKeys.batchList(scope),
    sk: `${createdAt}#${batchId}`,
  }),
  /** A card import (its per-row results are chunk items in the same partition, `CHUNK#<index>`). */
  cardImport: (channelCustId: string, importId: string) => ({ pk: `CUST#${channelCustId}#IMPORT#${importId}`, sk: 'IMPORT' }),
  cardImportChunk: (channelCustId: string, importId: string, index: number) => ({
    pk: `CUST#${channelCustId}#IMPORT#${importId}`,
    sk: `${skPrefix.chunk}${chunkNumber(index)}`,
  }),
  /** An import in a scope's list (`PLATFORM` or `CUST#<c>`), newest last in sort order. */
  cardImportListItem: (scope: string, createdAt: string, importId: string) => ({
    pk: partitionKeys.cardImportList(scope),
    sk: `${createdAt}#${importId}`,
  }),
  /** A download task under the requester's scope; task ids sort by creation time. */
  downloadTask: (scope: string, taskId: string) => ({
    pk: partitionKeys.downloadTasks(scope),
    sk: `${skPrefix.downloadTask}${taskId}`,
  }),
  /** One written part of an export (its rows, where the next part resumes): outside the task list's partition. */
  downloadTaskPart: (scope: string, taskId: string, index: number) => ({
    pk: `${scope}#DOWNLOAD#${taskId}`,
    sk: `${skPrefix.chunk}${chunkNumber(index)}`,
  }),
  /** A stock item (card, hardware, dual-SIM pair) by its serial number in a scope's stock (`PLATFORM` or `CUST#<c>`). */
  stockItem: (scope: string, sn: string) => ({ pk: partitionKeys.stock(scope), sk: `ITEM#${sn}` }),
  /** A stock operation (a chunked job hosted on the card import's machine). */
  stockOp: (batchId: string) => ({ pk: partitionKeys.stockOp(batchId), sk: 'STOCKOP' }),
  /** A slice of a stock operation's input rows, written with the operation. */
  stockOpSlice: (batchId: string, index: number) => ({ pk: partitionKeys.stockOp(batchId), sk: `INPUT#${chunkNumber(index)}` }),
  /** The marker of a done chunk of a stock operation (its rows' results), written once. */
  stockOpChunk: (batchId: string, index: number) => ({
    pk: partitionKeys.stockOp(batchId),
    sk: `${skPrefix.chunk}${chunkNumber(index)}`,
  }),
  /** A stock operation in a scope's list (`PLATFORM` or `CUST#<c>`), newest last in sort order. */
  stockOpListItem: (scope: string, createdAt: string, batchId: string) => ({
    pk: partitionKeys.stockOps(scope),
    sk: `${createdAt}#${batchId}`,
  }),
} as const;
