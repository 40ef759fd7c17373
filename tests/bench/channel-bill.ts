/**
 * The large operator bill's figure (issue #13, item 4): a 200,000-line China Mobile bill of Acme's
 * last billed month (Acme's CMCC cards, the rest cards Acme does not have) uploaded and imported
 * end to end through the chunked job on the card import's machine: wall time from the import request
 * to the bill `succeeded`, lines per second, chunks, state transitions, and the reconciliation's counts.
 */
import { operatorFile } from './requests/sales.ts';
import type { BenchContext } from './requests/types.ts';

export const CHANNEL_BILL_BENCH_LINES = 200_000;

interface Bill {
  billId: string;
  status: string;
  progress: number;
  total: number;
  chunks: number;
  summary: { operatorCards: number; matched: number; missingOurs: number; amountDiffers: number };
}

export async function channelBillBench(
  ctx: BenchContext,
  transitionsOf: (executionName: string) => number | undefined,
  lines = CHANNEL_BILL_BENCH_LINES,
): Promise<void> {
  const file = await operatorFile(ctx, lines);
  await ctx.idle();
  const t0 = performance.now();
  const started = await ctx.call<Bill>('/cmp/channelBill/import', file, 'admin');
  const answered = performance.now() - t0;
  let bill = started;
  const progress = new Set<number>();
  while (bill.status === 'processing') {
    await new Promise((done) => setTimeout(done, 200));
    bill = await ctx.call<Bill>('/cmp/channelBill/detail', { billId: started.billId }, 'admin');
    progress.add(bill.progress);
  }
  const seconds = (performance.now() - t0) / 1000;
  console.log(
    `\nOperator bill import of ${lines.toLocaleString('en-US')} lines (CSV ${file.fileName}): ${bill.status} in ${seconds.toFixed(1)} s end to end (the request that reads and checks the file answered in ${(answered / 1000).toFixed(1)} s), ${Math.round(lines / seconds).toLocaleString('en-US')} lines/s; ${bill.total.toLocaleString('en-US')} cards in ${bill.chunks} chunks, ${transitionsOf(started.billId) ?? 'n/a'} state transitions; progress seen ${[...progress].sort((a, b) => a - b).join(', ')}%; ${bill.summary.matched} matched, ${bill.summary.missingOurs.toLocaleString('en-US')} unknown to us, ${bill.summary.amountDiffers} amounts differ [target: 200,000 lines reconciled]`,
  );
}
