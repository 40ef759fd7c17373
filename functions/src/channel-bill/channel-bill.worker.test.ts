import { describe, expect, it } from 'vitest';
import { runningImport } from './channel-bill-job.ts';
import type { ChannelBill, ChannelBillChunkItem } from './channel-bill.repository.ts';
import { createChannelBillWorker } from './channel-bill.worker.ts';
import { type Difference as ChannelBillDifference, type OurCard, type WorkCard, reconcile } from './reconcile.ts';

const iccid = (i: number) => `8986${String(i).padStart(16, '0')}`;

/** The import's storage in memory: the bill, its files, chunk markers (written once) and difference pages. */
function fakeStore(lines: { iccid: string; bytes: number; amount: number }[], ours: OurCard[], operators: Map<string, string>) {
  const bill: ChannelBill = {
    billId: 'CB20261126093000ABCD',
    operator: 'CMCC',
    channelCustId: 'C1001',
    cycle: '2026-10',
    calendar: 'month',
    fileName: 'cmcc.csv',
    fileKey: 'channel-bills/u1.csv',
    uploadId: 'u1',
    lines: lines.length,
    rejectedCount: 0,
    rejected: [],
    ourBillIds: [],
    currency: 'CNY',
    ...runningImport(),
    createdAt: '2026-11-26T01:30:00.000Z',
    createdBy: 'admin',
  };
  const files = new Map<string, unknown>();
  const markers = new Map<number, ChannelBillChunkItem>();
  const pages: ChannelBillDifference[][] = [];
  const writes: string[] = [];
  const repo = {
    get: async () => structuredClone(bill),
    readLines: async () => lines,
    ourSide: async () => ({ cards: ours, billIds: ['C1001_202610_MC_E'] }),
    putWork: async (_u: string, cards: readonly WorkCard[]) => {
      writes.push('work');
      files.set('work', cards);
    },
    workSlice: async (_u: string, from: number, to: number) => (files.get('work') as WorkCard[]).slice(from, to),
    operatorsOf: async (_c: string, iccids: readonly string[]) =>
      new Map(iccids.flatMap((i) => (operators.has(i) ? [[i, operators.get(i)!] as const] : []))),
    putChunkDiffs: async (_u: string, index: number, diffs: readonly ChannelBillDifference[]) => {
      writes.push(`diffs ${index}`);
      files.set(`diffs ${index}`, diffs);
    },
    readChunkDiffs: async (_u: string, index: number) => files.get(`diffs ${index}`) as ChannelBillDifference[],
    setWhileRunning: async (_r: unknown, set: Partial<ChannelBill>) => {
      writes.push('set');
      Object.assign(bill, set);
      return true;
    },
    chunkDone: async (_r: unknown, index: number) => markers.has(index),
    completeChunk: async (_r: unknown, index: number, part: ChannelBillChunkItem) => {
      if (markers.has(index)) return false;
      markers.set(index, part);
      bill.succeeded += part.cards;
      bill.chunksDone += 1;
      return true;
    },
    chunkMarkers: async () => [...markers].sort(([a], [b]) => a - b).map(([index, m]) => ({ ...m, index })),
    putDiffPages: async (_b: string, diffs: readonly ChannelBillDifference[]) => {
      pages.length = 0;
      for (let i = 0; i < diffs.length; i += 500) pages.push(diffs.slice(i, i + 500));
      return pages.length;
    },
    finish: async (_b: ChannelBill, set: Partial<ChannelBill>) => {
      if (bill.status !== 'processing') return false;
      Object.assign(bill, set);
      return true;
    },
  };
  return { bill, repo, pages, writes, markers };
}

describe('the operator bill import’s steps', () => {
  const lines = Array.from({ length: 2300 }, (_, i) => ({ iccid: iccid(i % 2000), bytes: i, amount: (i * 7) % 500 }));
  const ours: OurCard[] = Array.from({ length: 1500 }, (_, i) => ({
    iccid: iccid(i + 1000),
    amount: (i * 11) % 500,
    payer: 'E',
  }));
  // Our cards 1000–2499: the first 1,400 are China Mobile's, the rest another operator's.
  const operators = new Map(ours.map((c, i) => [c.iccid, i < 1400 ? 'CMCC' : 'CTCC']));
  const whole = reconcile(
    lines,
    ours.filter((c) => operators.get(c.iccid) === 'CMCC'),
  );

  it('plans chunks of the union of both sides, reconciles each once and merges them into the whole', async () => {
    const s = fakeStore(lines, ours, operators);
    const worker = createChannelBillWorker({ bills: s.repo, clock: () => new Date(), chunkCards: 300 });
    const { chunks } = await worker.planChunks({ billId: s.bill.billId });
    // Cards 0–2499 on one side or both: 2,500 cards in 9 chunks of 300.
    expect(s.bill).toMatchObject({ total: 2500, chunks: 9, ourBillIds: ['C1001_202610_MC_E'] });
    expect(chunks.at(-1)).toEqual({ billId: s.bill.billId, index: 8, from: 2400, to: 2500 });
    // A replayed plan answers the same chunks and writes nothing.
    const writes = s.writes.length;
    expect((await worker.planChunks({ billId: s.bill.billId })).chunks).toEqual(chunks);
    expect(s.writes).toHaveLength(writes);

    for (const c of chunks.slice(0, 4)) expect(await worker.runChunk(c)).toEqual({ succeeded: 300, failed: 0 });
    // A chunk delivered again is skipped before any work.
    expect(await worker.runChunk(chunks[2]!)).toEqual({ skipped: true });
    expect(s.bill.succeeded).toBe(1200);
    // The other chunks, then the finish adds the parts up and writes the pages.
    for (const c of chunks.slice(4)) await worker.runChunk(c);
    await worker.finish({ billId: s.bill.billId });
    expect(s.bill).toMatchObject({ status: 'succeeded', succeeded: 2500, chunksDone: 9, diffPages: s.pages.length });
    expect(s.bill.summary).toEqual(whole.summary);
    expect(s.pages.flat()).toEqual(whole.diffs);
    // A finish run again leaves the ended import as it is.
    const ended = structuredClone(s.bill);
    await worker.finish({ billId: s.bill.billId });
    expect(s.bill).toEqual(ended);
  });

  it('ends an import whose plan or a chunk failed, or with a chunk unrecorded, as interrupted', async () => {
    const s = fakeStore(lines, ours, operators);
    const worker = createChannelBillWorker({ bills: s.repo, clock: () => new Date(), chunkCards: 1000 });
    const { chunks } = await worker.planChunks({ billId: s.bill.billId });
    await worker.runChunk(chunks[0]!);
    await worker.finish({ billId: s.bill.billId });
    expect(s.bill).toMatchObject({ status: 'failed', failureReason: 'interrupted', diffPages: 0 });
    const t = fakeStore(lines, ours, operators);
    await createChannelBillWorker({ bills: t.repo, clock: () => new Date() }).finish({
      billId: t.bill.billId,
      error: { Error: 'States.TaskFailed' },
    });
    expect(t.bill).toMatchObject({ status: 'failed', failureReason: 'interrupted' });
  });
});
