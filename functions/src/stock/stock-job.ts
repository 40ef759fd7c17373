import { cardImportMachine } from '../card-import/import-machine.ts';
import {
  type StockOp,
  type StockResult,
  stockOpChunkEntity,
  stockOpEntity,
  stockOpListEntity,
} from '../shared/data/entities/stock.entity.ts';
import { scopeKeys } from '../shared/data/keys.ts';
import { hostedChunkedJob } from '../shared/jobs/chunked-job.ts';
import { stockJobView } from './stock-job-view.ts';
import { stockResultView } from './stock-reasons.ts';
import { STOCK_CHUNK } from './stock-rules.ts';

/** What a stock operation's executions and chunks carry: the operation's id. */
export interface StockOpRef {
  batchId: string;
}

/** A chunk of a stock operation: rows `from` (inclusive) to `to` (exclusive) of its input. */
export interface StockOpChunk extends StockOpRef {
  index: number;
  from: number;
  to: number;
}

/** The scopes whose lists show an operation: the platform's, and a stock-out's enterprise. */
export const stockOpScopes = (op: Pick<StockOp, 'channelCustId'>): string[] => [
  scopeKeys.platform,
  ...(op.channelCustId ? [scopeKeys.enterprise(op.channelCustId)] : []),
];

/**
 * Stock operations (imports of cards, hardware and dual-SIM pairs, stock-outs, scrapping) as one
 * chunked job: the plan cuts chunks of 100 rows, each chunk writes or moves its items (stock.worker.ts)
 * and records their results once, the finishing step closes the operation. It runs on the card
 * import's state machine and worker Lambda (`hostedChunkedJob`): no machine or Lambda of its own.
 */
export const stockJob = hostedChunkedJob(cardImportMachine, {
  name: 'stock',
  chunkSize: STOCK_CHUNK,
  views: [stockJobView],
  items: {
    ref: (op: StockOpRef) => ({ batchId: op.batchId }),
    record: stockOpEntity,
    chunk: stockOpChunkEntity,
    list: { kind: 'copies', entry: stockOpListEntity, scopes: stockOpScopes },
  },
  resultView: (r: StockResult, lang) => stockResultView(r, lang),
});
