/**
 * The bill run against the local stack (issue #13, item 3): a run through the state machine, re-run
 * three times → one set of bills; a run killed after some chunks resumes to the totals of an
 * uninterrupted rating; a dry run writes nothing; a cycle not yet ended is refused; each role sees
 * only the bills it may (published ones; a secondary customer only its own, at retail prices).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createBillRunWorker } from '../../functions/src/bill/bill-run.worker.ts';
import { createBillRepository } from '../../functions/src/bill/bill.repository.ts';
import { call, login } from '../support/api-client.ts';
import { stackDb } from '../support/cards.ts';

interface Run {
  status: 'processing' | 'succeeded' | 'failed';
  billIds: string[];
  ratedCards: number;
  createdAt: string;
}
interface Bill {
  billId: string;
  channelCustId: string;
  custId: string | null;
  kind: 'consumption' | 'profit';
  publishStatus: 0 | 1;
  totals: { amount: number; tax: number; total: number; cardCount: number };
  lines: { kind: string; goodsReleaseId: string; retailId?: string; poolId?: string; amount: number; cardCount: number }[];
  profitLines: { custId: string; share: number; retailAmount: number; basicAmount: number }[];
}

const t: Record<string, string> = {};
const ACME = { channelCustId: 'C1001', cycle: '2026-10', calendar: 'month' };

async function waitForRun(body: typeof ACME): Promise<Run> {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    const res = await call<Run>('/cmp/bill/runDetail', body, { token: t.admin });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    if (res.body.data!.status !== 'processing') return res.body.data!;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('bill run still processing');
}

const listBills = async (token: string, body: Record<string, unknown> = {}) => {
  const res = await call<{ items: Bill[] }>('/cmp/bill/list', { pageSize: 100, ...body }, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data!.items;
};

beforeAll(async () => {
  for (const name of ['admin', 'acme', 'acme-east', 'acme-west', 'globex']) t[name] = await login(name);
});

describe('bill run', () => {
  it('refuses a cycle that has not ended, and an unknown enterprise', async () => {
    const open = await call('/cmp/bill/run', { ...ACME, cycle: '2026-12' }, { token: t.admin });
    expect(open.status).toBe(422);
    expect(open.body).toMatchObject({ errorCode: 48801 });
    const unknown = await call('/cmp/bill/run', { ...ACME, channelCustId: 'C9999' }, { token: t.admin });
    expect(unknown.status).toBe(404);
    const enterprise = await call('/cmp/bill/run', ACME, { token: t.acme });
    expect(enterprise.status).toBe(403);
  });

  it('shows a dry run without writing anything', async () => {
    const body = { ...ACME, cycle: '2026-09' };
    const res = await call<{ dryRun: boolean; ratedCards: number; bills: Bill[] }>('/cmp/bill/dryRun', body, { token: t.admin });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data!.ratedCards).toBeGreaterThan(0);
    expect(res.body.data!.bills[0]).toMatchObject({ billId: 'C1001_202609_MC_E', kind: 'consumption' });
    // Named as the list names them: the payer and its enterprise.
    for (const bill of res.body.data!.bills as (Bill & { customerName: string; enterpriseName: string })[]) {
      expect(bill.enterpriseName, bill.billId).toMatch(/Acme/);
      expect(bill.customerName, bill.billId).toBeTruthy();
    }
    expect((await call('/cmp/bill/runDetail', body, { token: t.admin })).status).toBe(404);
    expect(await listBills(t.admin!, { cycle: '2026-09' })).toEqual([]);
  });

  it('bills a cycle once, however often it is run, with the totals of a dry run', async () => {
    const preview = await call<{ bills: Bill[] }>('/cmp/bill/dryRun', ACME, { token: t.admin });
    const first = await call<{ run: Run; started: boolean }>('/cmp/bill/run', ACME, { token: t.admin });
    expect([200, 202]).toContain(first.status);
    const done = await waitForRun(ACME);
    expect(done.status).toBe('succeeded');
    const bills = (await listBills(t.admin!, { cycle: '2026-10', calendar: 'month', channelCustId: 'C1001' })).sort((a, b) =>
      a.billId.localeCompare(b.billId),
    );
    expect(bills.map((b) => b.billId).sort()).toEqual([...done.billIds].sort());
    expect(bills.map((b) => b.billId)).toContain('C1001_202610_MC_E');
    for (let i = 0; i < 3; i++) {
      const again = await call<{ run: Run; started: boolean }>('/cmp/bill/run', ACME, { token: t.admin });
      expect(again.status).toBe(200);
      expect(again.body.data).toMatchObject({ started: false, run: { status: 'succeeded', createdAt: done.createdAt } });
    }
    const after = (await listBills(t.admin!, { cycle: '2026-10', calendar: 'month', channelCustId: 'C1001' })).sort((a, b) =>
      a.billId.localeCompare(b.billId),
    );
    expect(after).toEqual(bills);
    // The run's bills are the dry run's (cards other suites change now leave October's days as they were).
    const byId = new Map(preview.body.data!.bills.map((b) => [b.billId, b.totals]));
    for (const bill of bills) expect(bill.totals, bill.billId).toEqual(byId.get(bill.billId));
  });

  it('shows each role only the bills it may see', async () => {
    await waitForRun(ACME);
    const all = await listBills(t.admin!, { cycle: '2026-10', calendar: 'month', channelCustId: 'C1001' });
    // Nothing is published yet: the customers see none.
    expect(await listBills(t.acme!, { cycle: '2026-10', calendar: 'month' })).toEqual([]);
    expect(await listBills(t['acme-east']!, { cycle: '2026-10', calendar: 'month' })).toEqual([]);
    const own = all.find((b) => b.billId === 'C1001_202610_MC_E')!;
    expect((await call('/cmp/bill/detail', { billId: own.billId }, { token: t.acme })).status).toBe(404);
    for (const bill of all) {
      const res = await call('/cmp/bill/publish', { billId: bill.billId }, { token: t.admin });
      expect([200, 409], JSON.stringify(res.body)).toContain(res.status);
    }
    expect((await call('/cmp/bill/publish', { billId: own.billId }, { token: t.admin })).body).toMatchObject({
      errorCode: 48803,
    });
    // Published, the enterprise's own consumption bill owes the platform (2, to be written off); the
    // secondary customers' retail bills and the profit sharing owe it nothing (1).
    for (const bill of await listBills(t.admin!, { cycle: '2026-10', calendar: 'month', channelCustId: 'C1001' }))
      expect((bill as Bill & { status: number }).status, bill.billId).toBe(
        bill.billId === own.billId && own.totals.total > 0 ? 2 : 1,
      );
    const acme = await listBills(t.acme!, { cycle: '2026-10', calendar: 'month' });
    expect(acme.map((b) => b.billId).sort()).toEqual(
      all
        .filter((b) => b.custId === null)
        .map((b) => b.billId)
        .sort(),
    );
    const detail = await call<
      Bill & { customerName: string; planNames: Record<string, string>; poolNames: Record<string, string> }
    >('/cmp/bill/detail', { billId: own.billId }, { token: t.acme });
    expect(detail.status).toBe(200);
    expect(detail.body.data!.lines.length).toBeGreaterThan(0);
    // Names a person reads: the payer, and every plan of the lines.
    expect(detail.body.data!.customerName).toMatch(/Acme/);
    for (const line of detail.body.data!.lines) {
      expect(detail.body.data!.planNames[line.goodsReleaseId], line.goodsReleaseId).toBeTruthy();
      if (line.poolId) expect(detail.body.data!.poolNames[line.poolId], line.poolId).toBeTruthy();
    }
    // The enterprise's own bill is not a secondary customer's, nor another enterprise's.
    expect((await call('/cmp/bill/detail', { billId: own.billId }, { token: t['acme-east'] })).status).toBe(404);
    expect((await call('/cmp/bill/detail', { billId: own.billId }, { token: t.globex })).status).toBe(404);
    expect(await listBills(t.globex!, { cycle: '2026-10', calendar: 'month' })).toEqual([]);
    const east = await listBills(t['acme-east']!, { cycle: '2026-10', calendar: 'month' });
    expect(east.every((b) => b.custId === 'S2001' && b.kind === 'consumption')).toBe(true);
    expect(east.map((b) => (b as Bill & { customerName: string }).customerName)).toEqual(east.map(() => 'Acme East'));
    for (const bill of east) {
      const d = await call<Bill>('/cmp/bill/detail', { billId: bill.billId }, { token: t['acme-east'] });
      expect(d.body.data!.profitLines).toEqual([]);
      expect(d.body.data!.lines.every((l) => l.retailId)).toBe(true);
    }
    expect(JSON.stringify(await listBills(t['acme-west']!, { cycle: '2026-10', calendar: 'month' }))).not.toContain('S2001');
  });

  it('drills down from a bill to its cards and their lines', async () => {
    const res = await call<{ items: { iccid: string; lines: { kind: string; amount: number }[] }[]; cursor: string | null }>(
      '/cmp/bill/cards',
      { billId: 'C1001_202610_MC_E' },
      { token: t.admin },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data!.items.length).toBeGreaterThan(0);
    const iccid = res.body.data!.items[0]!.iccid;
    const one = await call<{ items: { iccid: string }[] }>(
      '/cmp/bill/cards',
      { billId: 'C1001_202610_MC_E', iccid },
      { token: t.admin },
    );
    expect(one.body.data!.items.map((c) => c.iccid)).toEqual([iccid]);
  });
});

describe('a bill run killed after some chunks', () => {
  it('resumes to the totals of an uninterrupted rating, without double lines', async () => {
    const env = inject('stack').env;
    const bills = createBillRepository(stackDb(), () => env.TABLE_NAME!);
    const worker = createBillRunWorker({ bills, clock: () => new Date(), chunkCards: 40 });
    const ref = { channelCustId: 'C1002', cycle: '2026-10', calendar: 'month' as const };
    const preview = await call<{ bills: Bill[] }>('/cmp/bill/dryRun', ref, { token: t.admin });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    await bills.createRun({ ...ref, status: 'processing', startedBy: 'test', createdAt: new Date().toISOString() });
    const { chunks } = await worker.planChunks(ref);
    expect(chunks.length).toBeGreaterThan(2);
    // The first attempt dies after two chunks…
    await worker.runChunk(chunks[0]!);
    await worker.runChunk(chunks[1]!);
    // …the retried execution plans again and replays every chunk: the two done are skipped.
    const replanned = await worker.planChunks(ref);
    expect(replanned.chunks).toEqual(chunks);
    const outcomes = [];
    for (const chunk of replanned.chunks) outcomes.push(await worker.runChunk(chunk));
    expect(outcomes.slice(0, 2)).toEqual([{ skipped: true }, { skipped: true }]);
    await worker.finishBills(ref);
    await worker.finishBills(ref);
    const run = await bills.getRun(ref);
    expect(run?.status).toBe('succeeded');
    const written = await Promise.all(run!.billIds!.map((id) => bills.getBill(ref.channelCustId, id)));
    expect(Object.fromEntries(written.map((b) => [b!.billId, b!.totals]))).toEqual(
      Object.fromEntries(preview.body.data!.bills.map((b) => [b.billId, b.totals])),
    );
  });
});
