/**
 * Financial day and month reports against the local stack (issue #14, item 7): the roll-ups the
 * ledger writes in each transfer's transaction. A recharge audit, a withdrawal paid and a write-off
 * each show up once in today's day and this month (a reservation does not, a retry does not, a
 * replayed transfer does not); the sum of a period's report is the sum of its transfers; each
 * tenant's view; the period checks and their messages in both languages; the export task.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { unpublishedBill } from '../../functions/src/bill/bill-fixtures.ts';
import { createBillRepository } from '../../functions/src/bill/bill.repository.ts';
import { openFunds } from '../../functions/src/funds/funds-ledger.ts';
import { grantTransfer, rechargeTransfer } from '../../functions/src/funds/funds-model.ts';
import { createLedgerRepository } from '../../functions/src/ledger/ledger.repository.ts';
import { shanghaiDay } from '../../functions/src/shared/time/calendar.ts';
import { type ApiResult, call, login } from '../support/api-client.ts';
import { stackDb } from '../support/cards.ts';
import { csvColumn, exportCsv } from '../support/downloads.ts';

type Column =
  | 'recharged'
  | 'refunded'
  | 'withdrawn'
  | 'granted'
  | 'contractPaid'
  | 'billed'
  | 'writtenOffPreDeposit'
  | 'writtenOffGrant'
  | 'creditUsed'
  | 'other';
interface Figures {
  amounts: Record<Column, number>;
  counts: Record<Column, number>;
  writtenOff: number;
  net: number;
}
interface ListAnswer {
  type: string;
  range: string;
  items: (Figures & { period: string })[];
  totals: Figures;
}
interface DetailAnswer {
  id: string;
  name: string | null;
  totals: Figures;
  customers: (Figures & { channelCustId: string; name: string | null })[];
  transfers: { transferId: string; column: Column; amount: number; fundsChange: number; by: string }[];
}

const run = Date.now().toString(36).slice(-5).toUpperCase();
const table = () => inject('stack').env.TABLE_NAME!;
const ledger = () => createLedgerRepository(stackDb(), table);
const t = {} as Record<'admin' | 'operator' | 'acme' | 'acme-staff' | 'acme-east' | 'globex', string>;
const today = () => shanghaiDay(new Date());
const month = () => today().slice(0, 7);

const ok = <T>(res: ApiResult<T>, status = 200): T => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body.data!;
};
const list = async (token: string, body: Record<string, unknown>) =>
  ok(await call<ListAnswer>('/cmp/financial/report/list', body, { token }));
const detail = async (token: string, body: Record<string, unknown>) =>
  ok(await call<DetailAnswer>('/cmp/financial/report/detail', body, { token }));
/** Acme's own figures of today and of this month. */
const acmeNow = async () => ({
  day: (await detail(t.acme, { type: 'day', id: today() })).totals,
  month: (await detail(t.acme, { type: 'month', id: month() })).totals,
});
const delta = (after: Figures, before: Figures, column: Column) => ({
  amount: after.amounts[column] - before.amounts[column],
  count: after.counts[column] - before.counts[column],
});

beforeAll(async () => {
  for (const name of ['admin', 'operator', 'acme', 'acme-staff', 'acme-east', 'globex'] as const) t[name] = await login(name);
  await openFunds(ledger(), 'C1001', new Date().toISOString());
  // Pre-deposits for the withdrawal (recharged through the ledger, like the other funds suites).
  const funded = await ledger().transfer(
    rechargeTransfer('C1001', `finreport-${run}`, 100_000, { actor: 'test', at: new Date().toISOString() }),
  );
  expect(funded.code).toBe('ok');
});

describe('the roll-ups of money moved', () => {
  it('a recharge audit shows up once in the day and the month, an audit retried adds nothing', async () => {
    const filed = ok(
      await call<{ rechargeId: string }>(
        '/cmp/recharge/add',
        { amount: 12_300, paidAt: new Date().toISOString(), remark: `finreport ${run}`, payMethod: 0 },
        { token: t.acme },
      ),
      201,
    );
    const before = await acmeNow();
    ok(await call('/cmp/recharge/audit', { rechargeId: filed.rechargeId, action: 'approve' }, { token: t.admin }));
    const after = await acmeNow();
    expect(delta(after.day, before.day, 'recharged')).toEqual({ amount: 12_300, count: 1 });
    expect(delta(after.month, before.month, 'recharged')).toEqual({ amount: 12_300, count: 1 });
    expect(after.day.net - before.day.net).toBe(12_300);
    const again = await call('/cmp/recharge/audit', { rechargeId: filed.rechargeId, action: 'approve' }, { token: t.operator });
    expect(again.status).toBeGreaterThanOrEqual(200);
    expect(await acmeNow()).toEqual(after);
  });

  it('a withdrawal counts when paid, not when reserved, and once however often the run goes', async () => {
    const summary = async () =>
      ok(await call<{ openWithdrawalId: string | null }>('/cmp/withdraw/summary', {}, { token: t.acme }));
    const open = (await summary()).openWithdrawalId;
    if (open)
      ok(
        await call(
          '/cmp/withdraw/audit',
          { withdrawalId: open, decision: 'reject', reason: 'finreport cleanup' },
          { token: t.admin },
        ),
      );
    const before = await acmeNow();
    const w = ok(
      await call<{ withdrawalId: string }>(
        '/cmp/withdraw/apply',
        { amount: 4_500, bankName: 'Bank of Shanghai', bankAccount: '6222 0212 3456 7890', accountName: 'Acme IoT Ltd.' },
        { token: t.acme },
      ),
    );
    expect(await acmeNow()).toEqual(before);
    ok(await call('/cmp/withdraw/audit', { withdrawalId: w.withdrawalId, decision: 'examine' }, { token: t.admin }));
    ok(await call('/cmp/withdraw/run', {}, { token: t.admin }));
    const after = await acmeNow();
    expect(delta(after.day, before.day, 'withdrawn')).toEqual({ amount: 4_500, count: 1 });
    expect(delta(after.month, before.month, 'withdrawn')).toEqual({ amount: 4_500, count: 1 });
    expect(after.day.net - before.day.net).toBe(-4_500);
    ok(await call('/cmp/withdraw/run', {}, { token: t.admin }));
    expect(await acmeNow()).toEqual(after);
  });

  it('a bill published and written off show up once; the write-off split by where the money came from', async () => {
    const b = unpublishedBill('C1001', '2024-07', 3_000, 'E', 'C');
    await createBillRepository(stackDb(), table).putBill(b);
    const grant = grantTransfer('C1001', `finreport-${run}`, 1_000, { actor: 'test', at: new Date().toISOString() });
    const before = await acmeNow();
    expect((await ledger().transfer(grant)).code).toBe('ok');
    ok(await call('/cmp/bill/publish', { billId: b.billId }, { token: t.admin }));
    const mid = await acmeNow();
    expect(delta(mid.day, before.day, 'billed')).toEqual({ amount: 3_000, count: 1 });
    expect(delta(mid.day, before.day, 'granted')).toEqual({ amount: 1_000, count: 1 });
    expect(mid.day.net - before.day.net).toBe(1_000);
    const funds = ok(await call<{ grant: number }>('/cmp/capital/detail', {}, { token: t.acme }));
    ok(await call('/cmp/writeoff/writeOff', { billId: b.billId, amount: 3_000 }, { token: t.acme }));
    const after = await acmeNow();
    const fromGrant = Math.min(funds.grant, 3_000);
    expect(after.day.writtenOff - mid.day.writtenOff).toBe(3_000);
    expect(after.month.writtenOff - mid.month.writtenOff).toBe(3_000);
    expect(delta(after.day, mid.day, 'writtenOffGrant').amount).toBe(fromGrant);
    expect(delta(after.day, mid.day, 'writtenOffPreDeposit').amount).toBe(3_000 - fromGrant);
    expect(after.day.net - mid.day.net).toBe(-3_000);
  });

  it('a replayed transfer adds nothing: the absent-only put of the transfer cancels its roll-ups too', async () => {
    const grant = grantTransfer('C1001', `finreport-replay-${run}`, 777, { actor: 'test', at: new Date().toISOString() });
    const before = await acmeNow();
    expect((await ledger().transfer(grant)).code).toBe('ok');
    const replay = await ledger().transfer(grant);
    expect(replay).toMatchObject({ code: 'ok', replayed: true });
    const after = await acmeNow();
    expect(delta(after.day, before.day, 'granted')).toEqual({ amount: 777, count: 1 });
    expect(delta(after.month, before.month, 'granted')).toEqual({ amount: 777, count: 1 });
  });

  it('the sum of a period’s report is the sum of its transfers, column by column', async () => {
    for (const [type, id] of [
      ['day', today()],
      ['month', month()],
    ] as const) {
      const d = await detail(t.acme, { type, id });
      expect(d.transfers.length).toBeGreaterThan(0);
      const sums: Record<string, { amount: number; count: number }> = {};
      for (const x of d.transfers) {
        sums[x.column] ??= { amount: 0, count: 0 };
        sums[x.column]!.amount += x.amount;
        sums[x.column]!.count += 1;
      }
      for (const column of Object.keys(d.totals.amounts) as Column[])
        expect({ column, amount: d.totals.amounts[column], count: d.totals.counts[column] }).toEqual({
          column,
          amount: sums[column]?.amount ?? 0,
          count: sums[column]?.count ?? 0,
        });
      expect(d.totals.net).toBe(d.transfers.reduce((s, x) => s + x.fundsChange, 0));
      // Platform staff read as the platform to an enterprise.
      expect(d.transfers.filter((x) => x.by === 'admin')).toEqual([]);
    }
  });
});

describe('each tenant’s view', () => {
  it('the platform sums every enterprise; its detail names each customer; an enterprise reads its own', async () => {
    const platform = await list(t.operator, { type: 'day', range: month() });
    const acme = await list(t.acme, { type: 'day', range: month() });
    const globex = await list(t.globex, { type: 'day' });
    expect(acme.range).toBe(month());
    const day = (l: ListAnswer) => l.items.find((i) => i.period === today());
    expect(day(acme)).toBeDefined();
    expect(day(platform)!.amounts.recharged).toBeGreaterThanOrEqual(
      day(acme)!.amounts.recharged + (day(globex)?.amounts.recharged ?? 0),
    );
    expect(acme.totals.amounts.recharged).toBe(acme.items.reduce((s, i) => s + i.amounts.recharged, 0));
    const named = await list(t.admin, { type: 'day', range: month(), channelCustId: 'C1001' });
    expect(named.items).toEqual(acme.items);
    const months = await list(t.acme, { type: 'month', range: month().slice(0, 4) });
    expect(months.items.find((i) => i.period === month())!.amounts).toEqual(
      (await detail(t.acme, { type: 'month', id: month() })).totals.amounts,
    );

    const all = await detail(t.admin, { type: 'day', id: today() });
    const row = all.customers.find((c) => c.channelCustId === 'C1001')!;
    expect(row.name).toBeTruthy();
    expect(row.amounts).toEqual((await detail(t.acme, { type: 'day', id: today() })).totals.amounts);
    expect(all.totals.amounts.recharged).toBe(all.customers.reduce((s, c) => s + c.amounts.recharged, 0));
    const staff = await detail(t['acme-staff'], { type: 'day', id: today() });
    expect(staff.customers).toEqual([]);
    expect(staff.totals).toEqual((await detail(t.acme, { type: 'day', id: today() })).totals);
  });

  it('an enterprise cannot read another’s, and a secondary customer none', async () => {
    expect((await call('/cmp/financial/report/list', { type: 'day', channelCustId: 'C1002' }, { token: t.acme })).status).toBe(
      403,
    );
    expect(
      (await call('/cmp/financial/report/detail', { type: 'day', id: today(), channelCustId: 'C1002' }, { token: t.acme }))
        .status,
    ).toBe(403);
    expect((await call('/cmp/financial/report/list', { type: 'day' }, { token: t['acme-east'] })).status).toBe(403);
    const globex = await detail(t.globex, { type: 'month', id: month() });
    expect(JSON.stringify(globex)).not.toContain('C1001');
    expect((await call('/cmp/financial/report/list', { type: 'day', channelCustId: 'NOPE1' }, { token: t.admin })).status).toBe(
      404,
    );
  });
});

describe('periods', () => {
  it('refuses a range or period that does not fit the report, and a period not begun, in both languages', async () => {
    const cases: [string, Record<string, unknown>, number, string, string][] = [
      ['/cmp/financial/report/list', { type: 'day', range: '2026' }, 49921, 'Choose a month (YYYY-MM)', '请选择月份'],
      ['/cmp/financial/report/list', { type: 'month', range: '2026-01' }, 49921, 'or a year (YYYY)', '年份（YYYY）'],
      ['/cmp/financial/report/detail', { type: 'day', id: '2026-02-30' }, 49922, 'Choose a valid day', '有效的日期'],
      ['/cmp/financial/report/detail', { type: 'month', id: '2026-01-01' }, 49922, 'a month (YYYY-MM)', '月份（YYYY-MM）'],
      ['/cmp/financial/report/detail', { type: 'month', id: '2999-01' }, 49923, 'has not started yet', '尚未开始'],
    ];
    for (const [path, body, code, en, zh] of cases) {
      const a = await call(path, body, { token: t.admin, lang: 'en-US' });
      expect(a.status, JSON.stringify(a.body)).toBe(422);
      expect(a.body).toMatchObject({ errorCode: code });
      expect(a.body.msg).toContain(en);
      const b = await call(path, body, { token: t.admin, lang: 'zh-CN' });
      expect(b.body.msg).toContain(zh);
    }
  });

  it('an empty past period answers zeros and no rows', async () => {
    const empty = await list(t.acme, { type: 'day', range: '2001-01' });
    expect(empty.items).toEqual([]);
    expect(empty.totals.net).toBe(0);
    const d = await detail(t.admin, { type: 'day', id: '2001-01-01' });
    expect(d.customers).toEqual([]);
  });
});

describe('the export', () => {
  it('writes the list as a download task: the platform’s days, or the enterprise’s own', async () => {
    const mine = await exportCsv('/cmp/financial/report/export', t.acme, { type: 'day', range: month() });
    expect(csvColumn(mine, 'Period')).toContain(today());
    const acme = await list(t.acme, { type: 'day', range: month() });
    const i = csvColumn(mine, 'Period').indexOf(today());
    expect(Number(csvColumn(mine, 'Recharges (CNY)')[i])).toBe(
      acme.items.find((r) => r.period === today())!.amounts.recharged / 100,
    );
    const zh = await exportCsv('/cmp/financial/report/export', t.admin, { type: 'month' }, 'zh-CN');
    expect(csvColumn(zh, '期间')).toContain(month());
    expect((await call('/cmp/financial/report/export', { type: 'day', format: 'csv' }, { token: t['acme-east'] })).status).toBe(
      403,
    );
    expect(
      (await call('/cmp/financial/report/export', { type: 'day', format: 'csv', channelCustId: 'C1002' }, { token: t.acme }))
        .status,
    ).toBe(403);
  });
});
