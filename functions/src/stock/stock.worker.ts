/**
 * The steps of a stock operation (stock-job.ts), run by the import worker Lambda on the card
 * import's state machine. Each is idempotent on its own input: a replayed plan cuts the same chunks,
 * a chunk marked done is skipped, and a chunk replayed before its marker finds its own writes (an
 * imported item carrying this operation's id, an item this stock-out or scrapping moved) and counts
 * them as succeeded without writing again.
 */
import type { StockInputRow, StockItem, StockOp, StockResult } from '../shared/data/entities/stock.entity.ts';
import type { ChunkOutcome } from '../shared/jobs/chunked-job-worker.ts';
import { chunkRanges, jobEnd } from '../shared/jobs/chunked-job.ts';
import { type StockOpChunk, type StockOpRef, stockJob } from './stock-job.ts';
import { stockReason } from './stock-reasons.ts';
import { STOCK_LEAVING, STOCK_NOT_OUT, decideMove, kindOfImport } from './stock-rules.ts';
import type { StockRepository } from './stock.repository.ts';

export interface StockWorkerDeps {
  stock: Pick<
    StockRepository,
    'get' | 'finish' | 'chunkDone' | 'completeChunk' | 'rows' | 'items' | 'put' | 'claim' | 'out' | 'scrap'
  >;
  clock: () => Date;
}

export function createStockWorker(d: StockWorkerDeps) {
  /** An import row: its file problem, else the item put if absent (a replay finds its own item). */
  async function importOne(op: StockOp, row: StockInputRow, at: string): Promise<StockResult> {
    const base = { sn: row.sn, ...(row.line ? { line: row.line } : {}) };
    if (row.problem) return { ...base, status: 'failed', reason: row.problem };
    const item: StockItem = {
      sn: row.sn,
      kind: kindOfImport[op.opType]!,
      name: row.name ?? '',
      remark: row.remark ?? '',
      networkType: row.networkType!,
      iccids: row.iccids ?? [],
      ...(row.operator ? { operator: row.operator } : {}),
      ...(row.model ? { model: row.model } : {}),
      stockState: STOCK_NOT_OUT,
      importBatchId: op.batchId,
      createdAt: at,
      createdBy: op.createdBy,
    };
    if (await d.stock.put(item)) return { ...base, status: 'succeeded' };
    const existing = (await d.stock.items([row.sn])).get(row.sn);
    if (existing?.importBatchId === op.batchId) return { ...base, status: 'succeeded' };
    return { ...base, status: 'failed', reason: stockReason('stock.exists') };
  }

  /** A stock-out or scrapping of one item, decided on what is stored; a lost race is decided again on what won. */
  async function moveOne(op: StockOp, sn: string, item: StockItem | undefined, at: string, retry = true): Promise<StockResult> {
    const kind = op.opType === 'scrap' ? 'scrap' : 'stockOut';
    const decision = decideMove(item, kind, op.batchId);
    if (decision.kind === 'already') return { sn, status: 'succeeded' };
    if (decision.kind === 'refuse') return { sn, status: 'failed', reason: decision.reason };
    let done: boolean;
    if (kind === 'scrap') done = await d.stock.scrap(sn, op.batchId, at);
    else {
      const claimed =
        decision.from === STOCK_LEAVING ||
        (await d.stock.claim(sn, {
          batchId: op.batchId,
          channelCustId: op.channelCustId!,
          salesOrderNumber: op.salesOrderNumber!,
        }));
      done =
        claimed &&
        (await d.stock.out(
          {
            ...item!,
            stockState: STOCK_LEAVING,
            outBatchId: op.batchId,
            channelCustId: op.channelCustId!,
            salesOrderNumber: op.salesOrderNumber!,
          },
          op.batchId,
          at,
        ));
    }
    if (done) return { sn, status: 'succeeded' };
    if (!retry) return { sn, status: 'failed', reason: stockReason('stock.leaving') };
    return moveOne(op, sn, (await d.stock.items([sn])).get(sn), at, false);
  }

  return {
    /** Idempotent: an ended operation plans nothing; a running one the same chunks every time. */
    async planChunks(input: StockOpRef): Promise<{ chunks: StockOpChunk[] }> {
      const op = await d.stock.get(input);
      if (!op) throw new Error(`Stock operation ${input.batchId} not found`);
      if (op.status !== 'processing') return { chunks: [] };
      return { chunks: chunkRanges(op.total, stockJob.chunkSize).map((r) => ({ batchId: op.batchId, ...r })) };
    },

    /** One chunk of up to 100 rows: skipped when recorded; else each row written or moved, then the chunk recorded once. */
    async runChunk(chunk: StockOpChunk): Promise<ChunkOutcome> {
      const ref = { batchId: chunk.batchId };
      if (await d.stock.chunkDone(ref, chunk.index)) return { skipped: true };
      const op = await d.stock.get(ref);
      if (!op) throw new Error(`Stock operation ${chunk.batchId} not found`);
      const at = d.clock().toISOString();
      const rows = await d.stock.rows(ref, chunk.from, chunk.to);
      const results: StockResult[] = [];
      if (kindOfImport[op.opType]) {
        for (const row of rows) results.push(await importOne(op, row, at));
      } else {
        const items = await d.stock.items(rows.map((r) => r.sn));
        for (const row of rows) results.push(await moveOne(op, row.sn, items.get(row.sn), at));
      }
      await d.stock.completeChunk(ref, chunk.index, results, at);
      const succeeded = results.filter((r) => r.status === 'succeeded').length;
      return { succeeded, failed: results.length - succeeded };
    },

    /** Closes the operation: failed with its reason when rows were left unprocessed. */
    async finish(input: StockOpRef & { error?: unknown }): Promise<void> {
      const op = await d.stock.get(input);
      if (!op || op.status !== 'processing') return;
      await d.stock.finish(op, jobEnd(op, input.error, stockReason('stock.interrupted'), d.clock().toISOString()));
    },
  };
}

export type StockWorker = ReturnType<typeof createStockWorker>;
