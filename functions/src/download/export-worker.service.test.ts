import { describe, expect, it } from 'vitest';
import type { CardRow } from '../card/card-row.ts';
import type { CatalogueLists } from './catalogue-export.ts';
import { type DownloadTask, EXPORT_MAX_ROWS, taskView } from './download-model.ts';
import type { ExportPart } from './download.repository.ts';
import { type ExportChunk, type ExportWorkerDeps, createExportWorker, partCount } from './export-worker.service.ts';

const card = (n: number) => ({ iccid: `8986${String(n).padStart(4, '0')}`, state: 66, operator: 'CUCC' }) as unknown as CardRow;

/** In-memory tasks, parts and files, and a card list of `cards` rows paged 3 at a time. */
function setup(cards: number, counted = cards, maxRows?: number) {
  const task: DownloadTask = {
    taskId: 'T1',
    scope: 'CUST#C1',
    kind: 'cards',
    format: 'csv',
    fileName: 'cards.csv',
    status: 'processing',
    progress: 0,
    rows: 0,
    tenant: { channelCustId: 'C1', custId: null },
    filter: {},
    lang: 'en-US',
    createdBy: 'acme',
    createdAt: '2026-01-01T00:00:00.000Z',
    expiresAt: 0,
  };
  const parts = new Map<number, ExportPart>();
  const files = new Map<string, unknown>();
  const reads: (string | undefined)[] = [];
  const tasks: ExportWorkerDeps['tasks'] = {
    get: async () => structuredClone(task),
    update: async (_s, _t, set) => {
      if (task.status !== 'processing') return false;
      Object.assign(task, set);
      return true;
    },
    cardCounters: async () => ({ total: counted }),
    putFile: async (key, body) => void files.set(key, body.toString('utf8')),
    part: async (_ref, index) => parts.get(index),
    completePart: async (_ref, index, part, o) => {
      if (parts.has(index)) return false;
      parts.set(index, part);
      Object.assign(task, { rows: part.total, progress: o.progress });
      return true;
    },
    putRows: async (key, rows) => void files.set(key, structuredClone(rows)),
    readRows: async (key) => structuredClone(files.get(key)) as never,
    deleteFile: async (key) => void files.delete(key),
  };
  const all = Array.from({ length: cards }, (_, i) => card(i));
  const page: ExportWorkerDeps['cards']['page'] = async (_t, _f, o) => {
    reads.push(o.cursor);
    const from = Number(o.cursor ?? 0);
    const to = Math.min(all.length, from + 3);
    return { items: all.slice(from, to), cursor: to < all.length ? String(to) : null };
  };
  const worker = createExportWorker({
    tasks,
    cards: { page },
    catalogue: {} as CatalogueLists,
    clock: () => new Date('2026-01-01T00:01:00.000Z'),
    partRows: 5,
    ...(maxRows ? { maxRows } : {}),
  });
  return { task, parts, files, reads, worker };
}

async function runAll(s: ReturnType<typeof setup>) {
  const { chunks } = await s.worker.planChunks({ scope: 'CUST#C1', taskId: 'T1' });
  for (const chunk of chunks) await s.worker.runChunk(chunk);
  await s.worker.finishExport({ scope: 'CUST#C1', taskId: 'T1' });
  return chunks;
}

describe('export as a chunked job', () => {
  it('plans parts from the upper bound of the rows, at least one', () => {
    expect(partCount(12, 5)).toBe(3);
    expect(partCount(0, 5)).toBe(1);
  });

  it('writes each part from where the one before ended and assembles the very file of one pass', async () => {
    const s = setup(12);
    const chunks = await runAll(s);
    expect(chunks.map((c) => [c.index, c.last])).toEqual([
      [0, false],
      [1, false],
      [2, true],
    ]);
    // Each list page is read once, in order: no part reads another's rows.
    expect(s.reads).toEqual([undefined, '3', '6', '9']);
    expect([...s.parts.values()].map((p) => p.rows)).toEqual([6, 6, 0]);
    const header = 'ICCID,MSISDN,IMSI,IMEI,Operator,Status';
    const file = String(s.files.get('exports/C1/T1.csv'));
    const lines = file
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]!.startsWith(header)).toBe(true);
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(Array.from({ length: 12 }, (_, i) => card(i).iccid));
    expect(s.task).toMatchObject({ status: 'succeeded', rows: 12, progress: 100, fileKey: 'exports/C1/T1.csv', parts: 3 });
    // The parts are in the file: only the file is left.
    expect([...s.files.keys()]).toEqual(['exports/C1/T1.csv']);
  });

  it('reads to the end in the last part when more rows came than the counters said', async () => {
    const s = setup(12, 4);
    await runAll(s);
    expect(s.task).toMatchObject({ status: 'succeeded', rows: 12, parts: 1 });
  });

  it('changes nothing when a step is replayed: the same plan, a written part skipped, an ended task left alone', async () => {
    const s = setup(7);
    const ref = { scope: 'CUST#C1', taskId: 'T1' };
    const first = await s.worker.planChunks(ref);
    expect(await s.worker.planChunks(ref)).toEqual(first);
    const [a, b] = first.chunks as [ExportChunk, ExportChunk];
    // A part ahead of the one before it is retried by the state machine, not written from the start.
    await expect(s.worker.runChunk(b)).rejects.toThrow('part 0 is not written yet');
    expect(await s.worker.runChunk(a)).toEqual({ succeeded: 6, failed: 0 });
    expect(await s.worker.runChunk(a)).toEqual({ skipped: true });
    await s.worker.runChunk(b);
    await s.worker.finishExport(ref);
    const ended = structuredClone(s.task);
    await s.worker.finishExport(ref);
    expect(await s.worker.planChunks(ref)).toEqual({ chunks: [] });
    expect(await s.worker.runChunk(b)).toEqual({ skipped: true });
    expect(s.task).toEqual(ended);
  });

  it('records the cause when the plan or a part failed for good, worded on read', async () => {
    const s = setup(3);
    await s.worker.planChunks({ scope: 'CUST#C1', taskId: 'T1' });
    await s.worker.finishExport({
      scope: 'CUST#C1',
      taskId: 'T1',
      error: { Error: 'Error', Cause: JSON.stringify({ errorMessage: 'Unsupported export format: pdf' }) },
    });
    expect(s.task).toMatchObject({ status: 'failed', failureCause: 'Unsupported export format: pdf' });
    expect(s.files.size).toBe(0);
  });

  it('stops at the rows one file holds, failing the task with the reason in both languages', async () => {
    expect(EXPORT_MAX_ROWS).toBe(1_048_575);
    // 12 rows, at most 7 a file: the plan cuts parts for the 7 (not for the counters' 12), the second part finds the 8th.
    const s = setup(12, 12, 7);
    const chunks = await runAll(s);
    expect(chunks).toHaveLength(2);
    expect(s.task).toMatchObject({ status: 'failed', failureCause: 'tooManyRows' });
    expect(s.files.has('exports/C1/T1.csv')).toBe(false);
    // Nothing is read past the first page beyond the limit.
    expect(s.reads).toEqual([undefined, '3', '6']);
    expect(taskView(s.task, 'en-US').failureReason).toBe(
      'The export has more than 1,048,575 rows, the most one file holds. Narrow the filter and export in several parts.',
    );
    expect(taskView(s.task, 'zh-CN').failureReason).toBe('导出超过 1,048,575 行（一个文件的上限），请缩小筛选范围后分批导出');
  });

  it('writes an export of exactly the rows one file holds', async () => {
    const s = setup(7, 7, 7);
    await runAll(s);
    expect(s.task).toMatchObject({ status: 'succeeded', rows: 7 });
  });
});
