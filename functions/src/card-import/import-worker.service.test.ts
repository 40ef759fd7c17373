import { describe, expect, it } from 'vitest';
import type { Card } from '../card/card-record.ts';
import { startedJob } from '../shared/jobs/job.test-support.ts';
import type { CardImportRepository, PlanInfo } from './card-import.repository.ts';
import { type CardImport, type RowResult, importView } from './import-model.ts';
import type { ImportRow } from './import-rows.ts';
import { createImportWorker } from './import-worker.service.ts';

const row = (line: number, o: Partial<ImportRow> = {}): ImportRow => ({
  line,
  iccid: `8986000000000000${String(line).padStart(4, '0')}`,
  msisdn: `14400000000${String(line).padStart(2, '0')}`,
  imsi: '460000000000000',
  operator: 'CMCC',
  imei: '',
  goodsReleaseId: 'G001',
  state: 63,
  ...o,
});

/** An in-memory repository with the semantics the worker relies on (conditional writes, once-only chunks). */
function fakeRepository(rows: ImportRow[], existing: Record<string, { importId?: string; msisdn: string }> = {}, shardCount = 1) {
  const directory = new Map(Object.entries(existing));
  const chunks = new Map<number, RowResult[]>();
  const stats = new Map<string, Record<string, number>>();
  const writes: Card[] = [];
  let failNextComplete = false;
  const imp: CardImport = startedJob({
    importId: 'imp-1',
    channelCustId: 'C1',
    fileName: 'a.csv',
    fileKey: 'k',
    total: rows.length,
    createdBy: 'admin',
    createdAt: '2026-01-01T00:00:00.000Z',
  });
  const plans = new Map<string, PlanInfo>([
    ['G001', { goodsReleaseId: 'G001', operator: 'CMCC', quotaBytes: 1024, modeType: '01' }],
    ['G004', { goodsReleaseId: 'G004', operator: 'CUCC', quotaBytes: 1024, modeType: '01' }],
  ]);
  const repo: Pick<
    CardImportRepository,
    'get' | 'rowsSlice' | 'chunkDone' | 'publishedPlans' | 'msisdnOwner' | 'writeCard' | 'completeChunk' | 'finish' | 'cardShards'
  > = {
    get: async () => imp,
    rowsSlice: async <T>(_key: string, from: number, to: number) => rows.slice(from, to) as T[],
    chunkDone: async (_c, _i, index) => chunks.has(index),
    cardShards: async () => shardCount,
    publishedPlans: async (ids) => new Map(ids.filter((id) => plans.has(id)).map((id) => [id, plans.get(id)!])),
    msisdnOwner: async (msisdn) => [...directory].find(([, d]) => d.msisdn === msisdn)?.[0],
    writeCard: async (card, importId) => {
      const found = directory.get(card.iccid);
      if (found) return found.importId === importId ? 'already' : 'exists';
      directory.set(card.iccid, { importId, msisdn: card.msisdn });
      writes.push(card);
      return 'written';
    },
    completeChunk: async (_imp, index, results, delta) => {
      if (failNextComplete) {
        failNextComplete = false;
        throw new Error('lost connection');
      }
      if (chunks.has(index)) return false;
      chunks.set(index, results);
      for (const [scope, d] of delta) {
        const s = stats.get(scope) ?? {};
        for (const [k, v] of Object.entries(d)) s[k] = (s[k] ?? 0) + v;
        stats.set(scope, s);
      }
      imp.succeeded += results.filter((r) => r.status === 'succeeded').length;
      imp.failed += results.filter((r) => r.status === 'failed').length;
      return true;
    },
    finish: async (_imp, set) => {
      Object.assign(imp, set);
    },
  };
  return {
    repo,
    imp,
    chunks,
    stats,
    writes,
    directory,
    failOnce: () => {
      failNextComplete = true;
    },
  };
}

const clock = () => new Date('2026-01-02T00:00:00.000Z');
const chunk = { importId: 'imp-1', channelCustId: 'C1', index: 0, from: 0, to: 100 };

describe('import worker', () => {
  it('writes good rows as stock cards and records a reason for each refused row', async () => {
    const rows = [
      row(2),
      row(3, { problem: { reason: 'malformed', field: 'imsi' } }),
      row(4, { goodsReleaseId: 'NOPE' }),
      row(5, { goodsReleaseId: 'G004' }),
      row(6, { iccid: '89860000000000009999' }),
      row(7, { msisdn: '1449999999999' }),
    ];
    const f = fakeRepository(rows, {
      '89860000000000009999': { msisdn: '1440000000000' },
      '89860000000000008888': { msisdn: '1449999999999' },
    });
    const worker = createImportWorker({ imports: f.repo, clock });
    expect(await worker.runChunk(chunk)).toEqual({ succeeded: 1, failed: 5 });
    expect(f.chunks.get(0)!.map((r) => r.reason ?? 'ok')).toEqual([
      'ok',
      'malformed',
      'unknownPlan',
      'planOperator',
      'iccidExists',
      'msisdnExists',
    ]);
    expect(f.writes).toHaveLength(1);
    expect(f.writes[0]).toMatchObject({ state: 63, custId: null, channelCustId: 'C1', quotaBytes: 1024, modeType: '01' });
    expect(f.stats.get('PLATFORM')).toEqual({ s63: 1, total: 1, opCMCC: 1 });
    expect(f.stats.get('CUST#C1')).toEqual({ s63: 1, total: 1, opCMCC: 1 });
    await worker.finishImport({ importId: 'imp-1', channelCustId: 'C1' });
    expect(f.imp).toMatchObject({ status: 'succeeded', succeeded: 1, failed: 5 });
  });

  it("stamps each card with its enterprise's card-index shard count when the index is spread, and not otherwise", async () => {
    const spread = fakeRepository([row(2), row(3)], {}, 8);
    await createImportWorker({ imports: spread.repo, clock }).runChunk(chunk);
    expect(spread.writes.map((c) => c.listShards)).toEqual([8, 8]);
    const plain = fakeRepository([row(2)]);
    await createImportWorker({ imports: plain.repo, clock }).runChunk(chunk);
    expect(plain.writes[0]).not.toHaveProperty('listShards');
  });

  it('retried after the cards were written, writes no card twice and counts them once', async () => {
    const f = fakeRepository([row(2), row(3)]);
    const worker = createImportWorker({ imports: f.repo, clock });
    f.failOnce();
    await expect(worker.runChunk(chunk)).rejects.toThrow('lost connection');
    expect(f.writes).toHaveLength(2);
    expect(f.stats.size).toBe(0);
    expect(await worker.runChunk(chunk)).toEqual({ succeeded: 2, failed: 0 });
    expect(f.writes).toHaveLength(2);
    expect(f.stats.get('CUST#C1')).toEqual({ s63: 2, total: 2, opCMCC: 2 });
    // A chunk already recorded is skipped outright.
    expect(await worker.runChunk(chunk)).toEqual({ skipped: true });
    expect(f.stats.get('CUST#C1')).toEqual({ s63: 2, total: 2, opCMCC: 2 });
  });

  it('marks an import that stopped early as failed with a reason code, worded for each reader', async () => {
    const f = fakeRepository([row(2), row(3)]);
    const worker = createImportWorker({ imports: f.repo, clock });
    await worker.finishImport({ importId: 'imp-1', channelCustId: 'C1', error: { Error: 'States.TaskFailed' } });
    expect(f.imp).toMatchObject({ status: 'failed', failureReason: 'interrupted' });
    expect(importView(f.imp as CardImport, 'en-US')).toMatchObject({
      failureReason: 'The import stopped before every row was processed',
      failureCode: 'interrupted',
    });
    expect(importView(f.imp as CardImport, 'zh-CN')).toMatchObject({ failureReason: '导入在全部处理完成前中断' });
  });
});
