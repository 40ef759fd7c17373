/**
 * Usage that arrives after its cycle was billed (issue #13, item 3): the published bill never
 * changes; the next run of the calendar bills the difference as an adjustment line, once; a file
 * touching a cycle being billed waits (nothing written) until the run ended.
 */
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { cardItems } from '@cmp/functions/card/card-record';
import { GetCommand, PutCommand } from '@cmp/functions/shared/aws/dynamodb-commands';
import { basicPlanEntity } from '@cmp/functions/shared/data/entities/plan.entity';
import { cardUsageMonthEntity } from '@cmp/functions/shared/data/entities/usage.entity';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createBillRunWorker } from '../../functions/src/bill/bill-run.worker.ts';
import { createBillRepository } from '../../functions/src/bill/bill.repository.ts';
import { createLateUsage } from '../../functions/src/bill/late-usage.ts';
import { plan as ratedPlan } from '../../functions/src/bill/rating/rating-fixtures.ts';
import { createUsageIngestService } from '../../functions/src/usage/usage-ingest.service.ts';
import { createUsageRepository } from '../../functions/src/usage/usage.repository.ts';
import { useStackEnv } from '../support/api-client.ts';
import { stackDb, stackS3 } from '../support/cards.ts';

const MB = 1024 * 1024;
const GB = 1024 * MB;
const C = `GL${Date.now().toString(36).slice(-6).toUpperCase()}`;
const ICCID = `8986${Date.now().toString().slice(-13)}77`.slice(0, 20);
const PLAN = `${C}-PLAN`;

const env = () => inject('stack').env;
const table = () => env().TABLE_NAME!;
const put = (Item: Record<string, unknown>) => stackDb().send(new PutCommand({ TableName: table(), Item }));
const s3 = stackS3;

describe('late usage', () => {
  const bills = () => createBillRepository(stackDb(), table);
  const worker = () => createBillRunWorker({ bills: bills(), clock: () => new Date() });
  const ingest = () => {
    const repo = bills();
    return createUsageIngestService({
      usage: createUsageRepository(stackDb(), undefined, table),
      clock: () => new Date(),
      late: createLateUsage({ runStatus: repo.runStatus, recordBilled: repo.recordBilled }),
    });
  };
  async function file(name: string, rows: string[]) {
    const key = `test-late/${C}/${name}.csv`;
    await s3().send(
      new PutObjectCommand({ Bucket: env().IMPORTS_BUCKET, Key: key, Body: ['day,iccid,bytes', ...rows].join('\n') }),
    );
    return ingest().ingest(key);
  }
  async function run(cycle: string, channelCustId = C) {
    const ref = { channelCustId, cycle, calendar: 'month' as const };
    await bills().createRun({ ...ref, status: 'processing', startedBy: 'test', createdAt: new Date().toISOString() });
    const w = worker();
    for (const chunk of (await w.planChunks(ref)).chunks) await w.runChunk(chunk);
    await w.finishBills(ref);
    const done = await bills().getRun(ref);
    expect(done?.status, done?.failureCause).toBe('succeeded');
    return bills().getBill(channelCustId, `${channelCustId}_${cycle.replace('-', '')}_MC_E`);
  }
  /** An active card on `plan`, stored as the card store writes it (with its directory entry), plus `extra`. */
  async function storeCard(channelCustId: string, iccid: string, plan: string, extra: Record<string, unknown> = {}) {
    const { card, directory } = cardItems({
      iccid,
      msisdn: `144${iccid.slice(-8)}`,
      imsi: '460000000000000',
      imei: '',
      operator: 'CMCC',
      state: 64,
      channelCustId,
      custId: null,
      goodsReleaseId: plan,
      quotaBytes: GB,
      networkType: 1,
      modeType: '01',
      renewalMode: 'auto',
      activatedAt: '2025-01-01T00:00:00.000Z',
      createdAt: '2025-01-01T00:00:00.000Z',
    });
    await put({ ...card, ...extra });
    await put(directory);
  }

  beforeAll(async () => {
    useStackEnv();
    // The rating fixtures' plain monthly plan: 30.00, 1 GB, overdraw at 0.10 per MB, 6 % tax.
    const plan = { ...ratedPlan({ goodsReleaseId: PLAN }), durationMonths: 1 };
    await put({ ...basicPlanEntity.key(plan), code: PLAN, name: PLAN, status: 'published', ...plan });
    await storeCard(C, ICCID, PLAN);
    await put({ ...cardUsageMonthEntity.key({ channelCustId: C, iccid: ICCID, month: '2026-08' }), d10: GB });
  });

  it('leaves the billed cycle as billed and bills the difference once, on the next bill', async () => {
    const august = await run('2026-08');
    expect(august!.lines.map((l) => l.kind)).toEqual(['planFee']);
    expect(august!.totals).toMatchObject({ amount: 3000, tax: 180 });

    // The operator re-sends 08-10 with 5 MB more: August's bill stays, the change is recorded as billed.
    expect(await file('late-1', [`2026-08-10,${ICCID},${GB + 5 * MB}`])).toMatchObject({ status: 'ingested', rows: 1 });
    const { Item: usage } = await stackDb().send(
      new GetCommand({ TableName: table(), Key: cardUsageMonthEntity.key({ channelCustId: C, iccid: ICCID, month: '2026-08' }) }),
    );
    expect(usage!.d10).toBe(GB + 5 * MB);
    expect((await bills().getBill(C, august!.billId))!.totals).toEqual(august!.totals);
    // A second correction of the same day keeps what was billed (1 GB), not the first correction.
    await file('late-2', [`2026-08-10,${ICCID},${GB + 7 * MB}`]);
    const late = await bills().lateUsage(C, 'month', '2026-09', 10);
    expect(late).toEqual([expect.objectContaining({ iccid: ICCID, cycle: '2026-08', b20260810: GB, v: 2 })]);

    const september = await run('2026-09');
    const adjustment = september!.lines.find((l) => l.kind === 'adjustment');
    // 7 MB over the 1 GB in August at 0.10 per MB: 70, tax 4.2 → 4.
    expect(adjustment).toMatchObject({
      adjusts: { cycle: '2026-08', kind: 'overage' },
      quantity: 7,
      amount: 70,
      tax: 4,
      cardCount: 1,
    });
    expect(september!.totals).toMatchObject({ amount: 3070, tax: 184 });
    expect(await bills().lateUsage(C, 'month', '2026-10', 10)).toEqual([]);
    // Its card shows the adjustment too, on the page after the chunks'.
    const page = await bills().cardLines(C, september!.billId, september!.cardPages.at(-1)!);
    expect(page!.cards[0]!.lines).toEqual([['adjustment', 7, 70, 4, 7 * MB, '2026-08:overage']]);

    // Billed once: the next cycle has no adjustment.
    const october = await run('2026-10');
    expect(october!.lines.some((l) => l.kind === 'adjustment')).toBe(false);
  });

  it('adjusts a pool’s overage when its members’ late usage changes it, starting from earlier adjustments', async () => {
    // Two cards of another enterprise share a flexible pool (2 × 1 GB) all August: 1200 + 800 MB used, no overage.
    const P = `${C}P`;
    const poolPlan = `${P}-FLEX`;
    const plan = { ...ratedPlan({ goodsReleaseId: poolPlan, tariffType: 6 }), durationMonths: 1 };
    await put({ ...basicPlanEntity.key(plan), code: poolPlan, name: poolPlan, status: 'published', ...plan });
    const members = ['1', '2'].map((n) => `${ICCID.slice(0, 18)}${n}9`);
    for (const [i, iccid] of members.entries()) {
      await storeCard(P, iccid, poolPlan, {
        poolId: 'PL1',
        poolLog: [{ at: '2026-07-01T00:00:00.000Z', from: null, to: 'PL1' }],
      });
      await put({ ...cardUsageMonthEntity.key({ channelCustId: P, iccid, month: '2026-08' }), d10: [1200, 800][i]! * MB });
    }
    const runOf = async (cycle: string) => (await run(cycle, P))!;
    const poolAdjustment = (b: { lines: { kind: string; adjusts?: { kind: string } }[] }) =>
      b.lines.find((l) => l.kind === 'adjustment' && l.adjusts?.kind === 'poolOverage');

    const august = await runOf('2026-08');
    expect(august.lines.some((l) => l.kind === 'poolOverage')).toBe(false);
    // The second card's 08-10 becomes 900 MB: the pool used 2100 MB of 2048, 52 MB over at 0.10 = 5.20, tax 0.31.
    await file('pool-late-1', [`2026-08-10,${members[1]},${900 * MB}`]);
    const september = await runOf('2026-09');
    expect(poolAdjustment(september)).toMatchObject({
      adjusts: { cycle: '2026-08', kind: 'poolOverage' },
      poolId: 'PL1',
      quantity: 52,
      amount: 520,
      tax: 31,
    });
    // August's run keeps what September added to the pool.
    expect((await bills().getRun({ channelCustId: P, cycle: '2026-08', calendar: 'month' }))!.poolAdjustments).toEqual({
      '2026-09': { [`PL1|${poolPlan}`]: 100 * MB },
    });
    // Then the first card's 08-10 gains 10 MB: October bills only those 10 MB more (62 − 52), not 62.
    await file('pool-late-2', [`2026-08-10,${members[0]},${1210 * MB}`]);
    const october = await runOf('2026-10');
    expect(poolAdjustment(october)).toMatchObject({ quantity: 10, amount: 100, tax: 6 });
    // Billed once: November has none.
    expect(poolAdjustment(await runOf('2026-11'))).toBeUndefined();
  });

  it('holds back a file touching a cycle being billed, writing nothing', async () => {
    const ref = { channelCustId: C, cycle: '2026-07', calendar: 'month' as const };
    await bills().createRun({ ...ref, status: 'processing', startedBy: 'test', createdAt: new Date().toISOString() });
    expect(await file('held', [`2026-07-03,${ICCID},${3 * MB}`])).toMatchObject({ status: 'deferred', rows: 0 });
    const { Item } = await stackDb().send(
      new GetCommand({ TableName: table(), Key: cardUsageMonthEntity.key({ channelCustId: C, iccid: ICCID, month: '2026-07' }) }),
    );
    expect(Item).toBeUndefined();
  });
});
