/**
 * A large operator bill through the chunked-job mechanism (issue #13, item 4; docs/decisions.md
 * "Channel bills: large files through the chunked-job mechanism"): China Mobile's bill of Initech's
 * last month with 50,000 lines — every CMCC card of Initech's own bill (one left out, one raised,
 * some split over two lines far apart in the file) and tens of thousands of cards we do not know —
 * is imported as a job on the card import's state machine: the import answers 202 with the bill
 * `processing`, the bill shows its progress, and ends with the totals and differences worked out
 * here from the API's own bill lines. Every step run again on its own input changes nothing; an
 * import killed after some chunks resumes, replanned, to the same totals and differences.
 */
import { channelBillJob } from '@cmp/functions/channel-bill/channel-bill-job';
import type { ChannelBill } from '@cmp/functions/channel-bill/channel-bill.repository';
import type { ReconcileSummary } from '@cmp/functions/channel-bill/reconcile';
import { addMonths, shanghaiMonth } from '@cmp/functions/shared/time/calendar';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Page, call, login, useStackEnv } from '../support/api-client.ts';
import { billedCmccCards, uploadOperatorFile } from '../support/channel-bills.ts';

const C = 'C1003';
const cycle = addMonths(shanghaiMonth(new Date()), -1);
const month = cycle.replace('-', '');
const LINES = 50_000;

interface Diff {
  iccid: string;
  kind: string;
  operatorAmount: number | null;
  ourAmount: number | null;
}
type Bill = ChannelBill & { progress: number; created?: boolean };

const yuan = (fen: number) => (fen / 100).toFixed(2);
const unknown = (i: number) => `898600990${String(i).padStart(11, '0')}`;

let admin = '';
/** Our amount per CMCC card of Initech's own bill of the month. */
let ours: Map<string, number>;
let expected: {
  summary: ReconcileSummary;
  diffs: [string, string][];
};
let csv = '';

async function repo() {
  useStackEnv();
  const { createChannelBillRepository } = await import('@cmp/functions/channel-bill/channel-bill.repository');
  const { createChannelBillImportRepository } = await import('@cmp/functions/channel-bill/channel-bill-import.repository');
  const { createChannelBillWorker } = await import('@cmp/functions/channel-bill/channel-bill.worker');
  const bills = createChannelBillRepository();
  return { bills, worker: createChannelBillWorker({ bills: createChannelBillImportRepository(), clock: () => new Date() }) };
}

/** Every difference of a bill, read page by page from the table (50,000 are too many for the paged route). */
async function allDiffs(billId: string, pages: number): Promise<[string, string][]> {
  const { bills } = await repo();
  const out: [string, string][] = [];
  for (let i = 0; i < pages; i++) for (const d of (await bills.diffPage(billId, i))?.diffs ?? []) out.push([d.kind, d.iccid]);
  return out;
}

beforeAll(async () => {
  admin = await login('admin');
  const billed$ = await billedCmccCards(admin, C, cycle);
  // Initech bills its cards itself (no secondary customer's bill: every card is compared to the fen).
  expect(billed$.bills.map((b) => b.custId)).toEqual([null]);
  ours = billed$.ours;
  const billed = [...ours].filter(([, a]) => a > 1).map(([iccid]) => iccid);
  expect(billed.length).toBeGreaterThanOrEqual(6);
  const [dropped, raised, ...rest] = billed.sort() as [string, string, ...string[]];
  const split = new Set(rest.slice(0, 4));

  // Our cards first (a split card's first part here, its rest at the end of the file), then the operator's unknown cards.
  const rows: string[] = [];
  const tail: string[] = [];
  for (const [iccid, amount] of ours) {
    if (iccid === dropped) continue;
    const fen = iccid === raised ? amount + 150 : amount;
    if (split.has(iccid)) {
      rows.push(`${iccid},${month},1024,${yuan(1)}`);
      tail.push(`${iccid},${month},2048,${yuan(fen - 1)}`);
    } else rows.push(`${iccid},${month},4096,${yuan(fen)}`);
  }
  const unknowns = LINES - rows.length - tail.length;
  let unknownAmount = 0;
  for (let i = 0; i < unknowns; i++) {
    // Descending ICCIDs, so the file is not in the order the work file sorts it.
    const fen = (i * 37) % 2000;
    unknownAmount += fen;
    rows.push(`${unknown(unknowns - i)},${month},${i % 5000},${yuan(fen)}`);
  }
  csv = ['ICCID,账期,使用流量(KB),应收金额(元)', ...rows, ...tail].join('\r\n');
  const ourAmount = [...ours.values()].reduce((s, a) => s + a, 0);
  expected = {
    summary: {
      operatorCards: ours.size - 1 + unknowns,
      ourCards: ours.size,
      matched: ours.size - 2,
      presenceOnly: 0,
      missingOurs: unknowns,
      missingOperator: 1,
      amountDiffers: 1,
      operatorAmount: ourAmount - ours.get(dropped)! + 150 + unknownAmount,
      ourAmount,
      difference: unknownAmount + 150 - ours.get(dropped)!,
    },
    diffs: [
      ...Array.from({ length: unknowns }, (_, i) => ['missingOurs', unknown(i + 1)] as [string, string]),
      ['missingOperator', dropped],
      ['amountDiffers', raised],
    ],
  };
}, 180_000);

describe('a 50,000-line operator bill', () => {
  let bill: Bill;

  it('imports through the job with its progress shown, to the totals and differences of the whole file', async () => {
    const uploadId = await uploadOperatorFile(admin, csv, 'cmcc-50k.csv');
    const started = Date.now();
    const res = await call<Bill>(
      '/cmp/channelBill/import',
      { uploadId, fileName: 'cmcc-50k.csv', operator: 'CMCC', channelCustId: C, cycle },
      { token: admin },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body.data).toMatchObject({ created: true, status: 'processing', progress: 0, lines: LINES, rejectedCount: 0 });
    const billId = res.body.data!.billId;
    const seen: number[] = [];
    for (let i = 0; i < 1200; i++) {
      const r = await call<Bill>('/cmp/channelBill/detail', { billId }, { token: admin });
      bill = r.body.data!;
      seen.push(bill.progress);
      if (bill.status !== 'processing') break;
      await new Promise((done) => setTimeout(done, 100));
    }
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `${LINES.toLocaleString('en-US')}-line operator bill: ${seconds.toFixed(1)} s, ${Math.round(LINES / seconds)} lines/s, ${bill.chunks} chunks`,
    );
    expect(bill.status).toBe('succeeded');
    expect(bill.progress).toBe(100);
    // Progress only moves forward, and never shows 100 before the end.
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen.slice(0, -1).every((p) => p < 100)).toBe(true);
    // Both sides' cards: the operator's, and ours it does not bill (the one left out, and our cards of other operators).
    expect(bill.total).toBeGreaterThan(expected.summary.operatorCards);
    expect(bill.succeeded).toBe(bill.total);
    expect(bill.chunks).toBe(Math.ceil(bill.total / channelBillJob.chunkSize));
    expect(bill.summary).toEqual(expected.summary);
    expect(bill.diffPages).toBe(Math.ceil(expected.diffs.length / 500));
    expect(await allDiffs(billId, bill.diffPages)).toEqual(expected.diffs);
    // The paged route reads the same pages: one kind at a time, in ICCID order.
    const differs = await call<Page<Diff>>('/cmp/channelBill/diffs', { billId, kind: 'amountDiffers' }, { token: admin });
    expect(differs.body.data!.items.map((d) => d.iccid)).toEqual([expected.diffs.at(-1)![1]]);
    const first = await call<Page<Diff>>('/cmp/channelBill/diffs', { billId, pageSize: 100 }, { token: admin });
    expect(first.body.data!.items.map((d) => [d.kind, d.iccid])).toEqual(expected.diffs.slice(0, 100));
  }, 600_000);

  it('changes nothing when a chunk, the plan or the finish runs again on its own input', async () => {
    const { bills, worker } = await repo();
    const before = await bills.get(bill.billId);
    const pages = await allDiffs(bill.billId, bill.diffPages);
    const chunk = {
      billId: bill.billId,
      job: channelBillJob.name,
      index: 1,
      from: channelBillJob.chunkSize,
      to: 2 * channelBillJob.chunkSize,
    };
    expect(await worker.runChunk(chunk)).toEqual({ skipped: true });
    expect(await worker.runChunk(chunk)).toEqual({ skipped: true });
    const plan = await worker.planChunks({ billId: bill.billId });
    expect(plan.chunks).toHaveLength(bill.chunks);
    expect(plan.chunks[1]).toEqual({ billId: bill.billId, index: 1, from: chunk.from, to: chunk.to });
    await worker.finish({ billId: bill.billId });
    expect(await bills.get(bill.billId)).toEqual(before);
    expect(await allDiffs(bill.billId, bill.diffPages)).toEqual(pages);
  });

  it('resumes an import killed after some chunks to the same totals, with no line or difference twice', async () => {
    const { bills, worker } = await repo();
    const { channelBillId } = await import('@cmp/functions/channel-bill/channel-bill.service');
    const { readOperatorTable } = await import('@cmp/functions/channel-bill/reconcile');
    const { runningImport } = await import('@cmp/functions/channel-bill/channel-bill-job');
    const { parseCsv } = await import('@cmp/functions/card-import/import-rows');
    // The request's part, without starting the machine: the checked lines and the running bill.
    const uploadId = await uploadOperatorFile(admin, csv, 'cmcc-50k-crash.csv');
    const read = readOperatorTable('CMCC', cycle, parseCsv(csv));
    if (!('lines' in read)) throw new Error('unreadable');
    await bills.putLines(uploadId, read.lines);
    const now = new Date();
    const { finishedAt: _ended, ...imported } = (await bills.get(bill.billId))!;
    const record: ChannelBill = {
      ...imported,
      billId: channelBillId(now, uploadId),
      uploadId,
      fileKey: `channel-bills/${uploadId}.csv`,
      fileName: 'cmcc-50k-crash.csv',
      ...runningImport(),
      createdAt: now.toISOString(),
    };
    await bills.create(record);
    const ref = { billId: record.billId };
    const { chunks } = await worker.planChunks(ref);
    expect(chunks.length).toBeGreaterThan(3);
    // The first attempt dies after three chunks, one of them delivered twice…
    await worker.runChunk(chunks[0]!);
    await worker.runChunk(chunks[2]!);
    await worker.runChunk(chunks[2]!);
    await worker.runChunk(chunks[1]!);
    const midway = await bills.get(record.billId);
    expect(midway).toMatchObject({ status: 'processing', chunksDone: 3 });
    expect(midway!.succeeded).toBe(3 * channelBillJob.chunkSize);
    // …the retried execution plans again and runs every chunk: the three done are skipped.
    const replanned = await worker.planChunks(ref);
    expect(replanned.chunks).toEqual(chunks);
    const outcomes = [];
    for (const chunk of replanned.chunks) outcomes.push(await worker.runChunk(chunk));
    expect(outcomes.slice(0, 3)).toEqual([{ skipped: true }, { skipped: true }, { skipped: true }]);
    await worker.finish(ref);
    await worker.finish(ref);
    const done = (await bills.get(record.billId))!;
    expect(done).toMatchObject({ status: 'succeeded', total: bill.total, succeeded: bill.total, chunksDone: chunks.length });
    expect(done.summary).toEqual(expected.summary);
    expect(await allDiffs(record.billId, done.diffPages)).toEqual(expected.diffs);
  }, 300_000);
});
