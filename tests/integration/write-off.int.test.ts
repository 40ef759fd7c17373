/**
 * Write-offs against the local stack (issue #14, item 5): publishing owes once; every write-off rule
 * and its message in both languages; 2 → 3 and 5 → 4; partial write-offs; retries with one effect;
 * concurrent write-offs of one bill never above what it owes; 100 concurrent write-offs against one
 * customer's balance (none overdraws, balances = the sum of their transfers); the monthly cycle through
 * its state machine, re-run with nothing written twice; overdue marks; each tenant's view.
 *
 * Bills are written straight into the table (unpublished, as a bill run leaves them) for enterprises
 * of their own (`WO…`) or for Acme in cycles no other suite bills (2025); enterprises are funded
 * through the ledger (recharges and grants with test ids).
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { unpublishedBill } from '../../functions/src/bill/bill-fixtures.ts';
import { createBillRepository } from '../../functions/src/bill/bill.repository.ts';
import { openFunds, readFunds } from '../../functions/src/funds/funds-ledger.ts';
import { grantTransfer, rechargeTransfer } from '../../functions/src/funds/funds-model.ts';
import { createLedgerRepository } from '../../functions/src/ledger/ledger.repository.ts';
import { call, login } from '../support/api-client.ts';
import { stackDb } from '../support/cards.ts';

const run = Date.now().toString(36).slice(-5).toUpperCase();
const table = () => inject('stack').env.TABLE_NAME!;
const ledger = () => createLedgerRepository(stackDb(), table);
const bills = () => createBillRepository(stackDb(), table);
const t: Record<string, string> = {};
const act = () => ({ actor: 'test', at: new Date().toISOString() });

interface Row {
  billId: string;
  status: number;
  owed: number;
  writtenOff: number;
  remaining: number;
  payable: number;
  suggested: number;
}
interface Op {
  operationId: string;
  type: string;
  billId: string;
  amount: number;
  statusBefore: number;
  statusAfter: number;
  writtenOffAfter: number;
  by: string;
  reason: string;
  replayed?: boolean;
}

/** Writes an unpublished bill of `total` fen (what a bill run leaves). */
async function bill(channelCustId: string, cycle: string, total: number, payer = 'E', kind: 'C' | 'P' = 'C'): Promise<string> {
  const b = unpublishedBill(channelCustId, cycle, total, payer, kind);
  await bills().putBill(b);
  return b.billId;
}

const publish = (billId: string) => call<{ status: number }>('/cmp/bill/publish', { billId }, { token: t.admin });

async function fund(channelCustId: string, preDeposit: number, grant = 0) {
  const l = ledger();
  await openFunds(l, channelCustId, new Date().toISOString());
  const id = `${run}-${Math.random().toString(36).slice(2, 8)}`;
  if (preDeposit) expect((await l.transfer(rechargeTransfer(channelCustId, id, preDeposit, act()))).code).toBe('ok');
  if (grant) expect((await l.transfer(grantTransfer(channelCustId, id, grant, act()))).code).toBe('ok');
}

const writeOff = (
  token: string,
  body: Record<string, unknown>,
  lang: 'en-US' | 'zh-CN' = 'en-US',
  headers?: Record<string, string>,
) => call<Op>('/cmp/writeoff/writeOff', body, { token, lang, headers });

const storedBill = async (billId: string) => (await bills().getBill(billId.split('_')[0]!, billId))!;

beforeAll(async () => {
  for (const name of ['admin', 'operator', 'acme', 'acme-staff', 'acme-east', 'globex']) t[name] = await login(name);
});

describe('publishing a bill', () => {
  it('owes the enterprise’s own consumption bill once (status 2), even when retried; other bills stay normal', async () => {
    const C = `WP${run}`;
    const own = await bill(C, '2025-01', 12_345);
    const zero = await bill(C, '2025-02', 0);
    const retail = await bill(C, '2025-01', 5_000, 'S1');
    const profit = await bill(C, '2025-01', 700, 'E', 'P');
    const tries = await Promise.all([publish(own), publish(own), publish(own)]);
    expect(tries.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(tries.find((r) => r.status === 200)!.body.data).toMatchObject({ status: 2 });
    for (const other of [zero, retail, profit]) expect((await publish(other)).body.data).toMatchObject({ status: 1 });
    const stored = await storedBill(own);
    expect(stored).toMatchObject({ status: 2, publishStatus: 1, writtenOff: 0, dueDate: '2025-02-28' });
    const funds = await readFunds(ledger(), C);
    expect(funds.toWriteOff).toBe(12_345);
    expect((await ledger().checkBalances({ channelCustId: C })).differences).toEqual([]);
    const ops = await call<{ items: Op[] }>('/cmp/writeoff/operations', { billId: own }, { token: t.admin });
    expect(ops.body.data!.items).toEqual([
      expect.objectContaining({ type: 'publish', amount: 12_345, statusBefore: 1, statusAfter: 2, by: 'admin' }),
    ]);
  });
});

describe('writing off a bill by hand', () => {
  const C = `WR${run}`;
  let billId: string;
  let overdueId: string;
  beforeAll(async () => {
    billId = await bill(C, '2025-03', 10_000);
    overdueId = await bill(C, '2025-01', 4_000);
    expect((await publish(billId)).status).toBe(200);
    expect((await publish(overdueId)).status).toBe(200);
    await fund(C, 6_000, 2_000);
  });

  it('refuses 0, more than the bill owes and more than pre-deposits plus grants, each with its message in both languages', async () => {
    const cases: [number, number, RegExp, RegExp][] = [
      [0, 49851, /cannot be 0/, /不能为0/],
      [10_001, 49852, /cannot exceed the amount to be written off \(100\.00 yuan\)/, /待销账金额（100\.00 元）/],
      [8_001, 49853, /cannot exceed pre-deposits plus grants \(80\.00 yuan\)/, /预存款与赠款之和（80\.00 元）/],
    ];
    for (const [amount, code, en, zh] of cases) {
      const a = await writeOff(t.admin!, { billId, amount }, 'en-US');
      expect(a.status, JSON.stringify(a.body)).toBe(422);
      expect(a.body).toMatchObject({ errorCode: code });
      expect(a.body.msg).toMatch(en);
      const b = await writeOff(t.admin!, { billId, amount }, 'zh-CN');
      expect(b.body.msg).toMatch(zh);
    }
    expect((await storedBill(billId)).writtenOff).toBe(0);
  });

  it('writes off in part (grants first), then the rest: 2 → 3, with one effect per operation id', async () => {
    const first = await writeOff(t.admin!, { billId, amount: 3_000, opId: `a${run}`, reason: 'first part' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ amount: 3_000, statusBefore: 2, statusAfter: 2, writtenOffAfter: 3_000 });
    expect((first.body.data as Op & { legs: unknown[] }).legs).toEqual([
      { source: 'grant', amount: 2_000 },
      { source: 'preDeposit', amount: 1_000 },
    ]);
    // The same client operation id under a new Idempotency-Key: the first answer, no second effect.
    const again = await writeOff(t.admin!, { billId, amount: 3_000, opId: `a${run}` }, 'en-US', {
      'idempotency-key': `k${run}x`,
    });
    expect(again.body.data).toMatchObject({ operationId: first.body.data!.operationId, replayed: true });
    // The same Idempotency-Key: replayed by the route layer.
    const keyed = { 'idempotency-key': `k${run}y` };
    const k1 = await writeOff(t.admin!, { billId, amount: 1_000 }, 'en-US', keyed);
    const k2 = await writeOff(t.admin!, { billId, amount: 1_000 }, 'en-US', keyed);
    expect(k2.body.data).toMatchObject({ operationId: k1.body.data!.operationId });
    expect((await storedBill(billId)).writtenOff).toBe(4_000);
    const rest = await writeOff(t.admin!, { billId, amount: 6_000 }, 'en-US');
    expect(rest.status, JSON.stringify(rest.body)).toBe(422);
    expect(rest.body).toMatchObject({ errorCode: 49853 });
    await fund(C, 10_000);
    const done = await writeOff(t.admin!, { billId, amount: 6_000 });
    expect(done.body.data).toMatchObject({ statusBefore: 2, statusAfter: 3, writtenOffAfter: 10_000 });
    expect(await storedBill(billId)).toMatchObject({ status: 3, writtenOff: 10_000 });
    const refused = await writeOff(t.admin!, { billId, amount: 1 });
    expect(refused.body).toMatchObject({ errorCode: 49854 });
    const funds = await readFunds(ledger(), C);
    expect(funds).toMatchObject({ grant: 0, preDeposit: 6_000 + 10_000 - 8_000, toWriteOff: 4_000 });
    expect((await ledger().checkBalances({ channelCustId: C })).differences).toEqual([]);
  });

  it('writes off an overdue bill 5 → 4', async () => {
    await bills().transact(bills().billSteps(await storedBill(overdueId), { status: 5 }, { expression: 'attribute_exists(pk)' }));
    const res = await writeOff(t.admin!, { billId: overdueId, amount: 4_000 });
    expect(res.body.data).toMatchObject({ statusBefore: 5, statusAfter: 4 });
    expect((await storedBill(overdueId)).status).toBe(4);
  });
});

describe('concurrency', () => {
  it('never writes off more than a bill owes, whatever writes off concurrently', async () => {
    const C = `WK${run}`;
    const billId = await bill(C, '2025-04', 10_000);
    await publish(billId);
    await fund(C, 100_000);
    const answers = await Promise.all(Array.from({ length: 10 }, () => writeOff(t.admin!, { billId, amount: 3_000 })));
    const ok = answers.filter((a) => a.status === 200);
    for (const a of answers) expect([200, 409, 422, 503], JSON.stringify(a.body)).toContain(a.status);
    expect(ok.length).toBeLessThanOrEqual(3);
    expect(ok.length).toBeGreaterThan(0);
    const stored = await storedBill(billId);
    expect(stored.writtenOff).toBe(ok.length * 3_000);
    expect((await readFunds(ledger(), C)).toWriteOff).toBe(10_000 - ok.length * 3_000);
    expect((await ledger().checkBalances({ channelCustId: C })).differences).toEqual([]);
  });

  it('100 concurrent write-offs against one balance: none overdraws, balances are the sum of their transfers', async () => {
    const C = `WH${run}`;
    // 100 bills of the enterprise itself, one per cycle (2017-01 …), each owing 1,000 fen.
    const own: string[] = [];
    for (let i = 0; i < 100; i++) {
      const y = 2017 + Math.floor(i / 12);
      own.push(await bill(C, `${y}-${String((i % 12) + 1).padStart(2, '0')}`, 1_000));
    }
    for (const id of own) expect((await publish(id)).status).toBe(200);
    await fund(C, 50_000, 10_000);
    const answers = await Promise.all(own.map((billId) => writeOff(t.admin!, { billId, amount: 1_000 })));
    const successes = answers.filter((a) => a.status === 200).length;
    const refused = answers.filter((a) => a.body.errorCode === 49853).length;
    const busy = answers.filter((a) => a.status === 503).length;
    for (const a of answers) expect([200, 422, 503], JSON.stringify(a.body)).toContain(a.status);
    const funds = await readFunds(ledger(), C);
    console.log(
      `100 concurrent write-offs: attempts 100, successes ${successes}, refused ${refused}, conflicts ${busy}; ` +
        `pre-deposit ${funds.preDeposit}, grant ${funds.grant}, toWriteOff ${funds.toWriteOff}`,
    );
    expect(successes).toBeLessThanOrEqual(60);
    expect(funds.preDeposit).toBeGreaterThanOrEqual(0);
    expect(funds.grant).toBeGreaterThanOrEqual(0);
    expect(60_000 - funds.preDeposit - funds.grant).toBe(successes * 1_000);
    expect(funds.toWriteOff).toBe(100_000 - successes * 1_000);
    const check = await ledger().checkBalances({ channelCustId: C });
    expect(check.differences).toEqual([]);
  }, 120_000);
});

/**
 * The alarms of a rule of Acme's for the given periods (bill cycles), polled until each has been
 * delivered (or 20 s). Other suites' overdue bills of Acme fire the rule too, for their own cycles.
 */
async function overdueAlarms(ruleId: string, periods: string[]) {
  type Alarm = { period: string; scope: string; scopeId: string; actions: { status: string }[] };
  const end = Date.now() + 20_000;
  for (;;) {
    const res = await call<{ items: Alarm[] }>('/cmp/autorule/alarm/list', { ruleId, pageSize: 100 }, { token: t.acme });
    const items = (res.body.data?.items ?? []).filter((a) => periods.includes(a.period));
    const settled = items.filter((a) => a.actions.every((x) => x.status !== 'pending'));
    if (periods.every((p) => settled.some((a) => a.period === p)) || Date.now() > end) return items;
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('the monthly write-off cycle', () => {
  const month = '2025-03';
  const waitCycle = async () => {
    const until = Date.now() + 120_000;
    while (Date.now() < until) {
      const res = await call<{ status: string; run: number; counts: Record<string, number> }>(
        '/cmp/writeoff/cycle/detail',
        { month },
        { token: t.admin },
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      if (res.body.data && res.body.data.status !== 'processing') return res.body.data;
      await new Promise((r) => setTimeout(r, 300));
    }
    throw new Error('cycle still processing');
  };

  it('marks bills past due overdue, writes off oldest first what funds cover, and a re-run writes nothing twice', async () => {
    // Acme: bills of January to March 2025 (100, 200, 300 yuan), funded with 250 yuan.
    const ids = [
      await bill('C1001', '2025-01', 10_000),
      await bill('C1001', '2025-02', 20_000),
      await bill('C1001', '2025-03', 30_000),
    ];
    for (const id of ids) expect((await publish(id)).status).toBe(200);
    await fund('C1001', 25_000);
    // An overdue-bill rule of Acme's (automation, category B): it fires once per overdue cycle.
    const rule = await call<{ ruleId: string }>(
      '/cmp/autorule/add',
      {
        name: `Overdue ${month}`,
        triggerKind: 'billOverdue',
        targetKind: 'enterprise',
        actions: [{ type: 2 }],
        emails: 'ar@acme.example',
      },
      { token: t.acme },
    );
    expect(rule.status, JSON.stringify(rule.body)).toBe(201);
    const since = new Date().toISOString();
    const f = await readFunds(ledger(), 'C1001');
    const avail = f.grant + f.withdrawable + f.creditLine - f.creditUsed;

    expect((await call('/cmp/writeoff/cycle/start', { month: '2099-01' }, { token: t.admin })).body).toMatchObject({
      errorCode: 49857,
    });
    expect((await call('/cmp/writeoff/cycle/start', { month }, { token: t.acme })).status).toBe(403);
    const started = await call<{ started: boolean }>('/cmp/writeoff/cycle/start', { month }, { token: t.admin });
    expect([200, 202], JSON.stringify(started.body)).toContain(started.status);
    const first = await waitCycle();
    expect(first.status).toBe('succeeded');

    const owed = [10_000, 20_000, 30_000];
    const after = await Promise.all(ids.map(storedBill));
    const expected = after.map((b) => b.writtenOff ?? 0);
    // Oldest first, never more than a bill owes: a bill is written off only once every older one is in
    // full. Other suites move Acme's funds on the shared stack meanwhile, so what was available when the
    // cycle ran is read back from what it wrote off: the funds read before it, plus this test's 250
    // yuan, at least cover January and most of it is used.
    expected.forEach((taken, i) => {
      expect(taken).toBeLessThanOrEqual(owed[i]!);
      if (i > 0 && taken > 0) expect(expected[i - 1]).toBe(owed[i - 1]);
    });
    expect(expected[0]).toBe(10_000);
    expect(expected.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(Math.min(60_000, avail) - 10_000);
    // January and February were due by the end of March: overdue (4 when then written off in full).
    expect(after.map((b) => b.status)).toEqual([
      expected[0] === 10_000 ? 4 : 5,
      expected[1] === 20_000 ? 4 : 5,
      expected[2] === 30_000 ? 3 : 2,
    ]);
    // Each bill's own operations (other suites' operations of C1001 may fill the enterprise's first page).
    const opsOf = async (billId: string) =>
      (
        await call<{ items: Op[] }>(
          '/cmp/writeoff/operations',
          { channelCustId: 'C1001', billId, pageSize: 100 },
          { token: t.admin },
        )
      ).body.data!.items;
    const mine = (await Promise.all(ids.map(opsOf))).flat();
    expect(
      mine
        .filter((o) => o.type === 'overdue')
        .map((o) => o.billId)
        .sort(),
    ).toEqual(ids.slice(0, 2).sort());
    expect(mine.filter((o) => o.type === 'writeOff').every((o) => o.by === `cycle:${month}`)).toBe(true);
    // Each bill's write-off operations add up to what it shows written off.
    expect(
      ids.map((id) => mine.filter((o) => o.type === 'writeOff' && o.billId === id).reduce((a, o) => a + o.amount, 0)),
    ).toEqual(expected);
    // Each bill marked overdue was published on the bus, and the rule fired once per cycle.
    const seen = await fetch(`${inject('stack').baseUrl}/dev/events?detailType=Bill%20Overdue&since=${since}`);
    const overdueEvents = ((await seen.json()) as { events: { detail: { billId: string; owed: number } }[] }).events;
    expect(
      overdueEvents
        .map((e) => e.detail.billId)
        .filter((id) => ids.includes(id))
        .sort(),
    ).toEqual(ids.slice(0, 2).sort());
    // Announced, so no notice is left pending on the bills (a pending one is sent again by the next run).
    expect(after.every((b) => b.overdueNoticePending === undefined)).toBe(true);
    const alarms = await overdueAlarms(rule.body.data!.ruleId, ['2025-01', '2025-02']);
    expect(alarms.map((a) => a.period).sort()).toEqual(['2025-01', '2025-02']);
    expect(alarms.every((a) => a.scope === 'funds' && a.scopeId === 'C1001')).toBe(true);

    // A re-run of the same month: nothing written twice.
    const again = await call<{ started: boolean; run: number }>('/cmp/writeoff/cycle/start', { month }, { token: t.admin });
    expect(again.body.data).toMatchObject({ started: true, run: first.run + 1 });
    const second = await waitCycle();
    expect(second).toMatchObject({ status: 'succeeded', run: first.run + 1 });
    expect(second.counts).toMatchObject({ writeOffs: 0, amount: 0, overdue: 0 });
    expect((await Promise.all(ids.map(storedBill))).map((b) => b.writtenOff)).toEqual(expected);
    // The re-run wrote no operation on these bills (the enterprise's funds may move with other suites).
    expect((await Promise.all(ids.map(opsOf))).flat().length).toBe(mine.length);
    expect((await ledger().checkBalances({ channelCustId: 'C1001' })).differences).toEqual([]);
  }, 300_000);
});

describe('tenant views', () => {
  it('an enterprise sees and writes off only its own bills; staff read; a secondary customer and another enterprise see none', async () => {
    const own = await bill('C1001', '2025-06', 1_500);
    const other = await bill('C1002', '2025-06', 1_500);
    await publish(own);
    await publish(other);
    await fund('C1001', 1_500);
    await fund('C1002', 1_500);
    const list = await call<{ items: Row[] }>('/cmp/writeoff/list', { cycle: '2025-06' }, { token: t.acme });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.data!.items.map((r) => r.billId)).toEqual([own]);
    expect(list.body.data!.items[0]).toMatchObject({ owed: 1_500, writtenOff: 0, remaining: 1_500, suggested: 1_500 });
    expect((await call('/cmp/writeoff/list', { channelCustId: 'C1002' }, { token: t.acme })).status).toBe(403);
    expect((await writeOff(t.acme!, { billId: other, amount: 100 })).status).toBe(404);
    expect((await writeOff(t['acme-staff']!, { billId: own, amount: 100 })).status).toBe(403);
    expect((await call('/cmp/writeoff/list', {}, { token: t['acme-east'] })).status).toBe(403);
    expect((await writeOff(t['acme-east']!, { billId: own, amount: 100 })).status).toBe(403);
    expect((await call('/cmp/writeoff/operations', {}, { token: t['acme-east'] })).status).toBe(403);
    const done = await writeOff(t.acme!, { billId: own, amount: 1_500 });
    expect(done.body.data).toMatchObject({ statusAfter: 3, by: 'acme' });
    const ops = await call<{ items: Op[] }>('/cmp/writeoff/operations', {}, { token: t.acme });
    expect(ops.body.data!.items.every((o) => o.billId.startsWith('C1001_'))).toBe(true);
    const globex = await call<{ items: Row[] }>('/cmp/writeoff/list', { cycle: '2025-06' }, { token: t.globex });
    expect(globex.body.data!.items.map((r) => r.billId)).toEqual([other]);
    const platform = await call<{ items: Row[] }>(
      '/cmp/writeoff/list',
      { cycle: '2025-06', channelCustId: 'C1002' },
      { token: t.operator },
    );
    expect(platform.body.data!.items.map((r) => r.billId)).toEqual([other]);
  });
});
