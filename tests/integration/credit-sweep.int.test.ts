/**
 * The credit line over time (issue #14, item 4) against the local stack: the daily sweep lowers the
 * line when an order's validity ends and raises it when a future-dated one begins, logs each such
 * order (`expire` / `start`, by `system`), and a second run the same day writes nothing; two orders
 * recorded at once both count (neither computes the line from a set missing the other).
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { runCreditSweep } from '../../functions/src/credit/credit-sweep.ts';
import { createCreditRepository } from '../../functions/src/credit/credit.repository.ts';
import { fundsAccount } from '../../functions/src/funds/funds-model.ts';
import { createLedgerRepository } from '../../functions/src/ledger/ledger.repository.ts';
import { call, login } from '../support/api-client.ts';
import { stackDb } from '../support/cards.ts';

const run = Date.now().toString(36).slice(-6).toUpperCase();
const table = () => inject('stack').env.TABLE_NAME!;
const ledger = () => createLedgerRepository(stackDb(), table);
const credits = () => createCreditRepository(stackDb(), table);
let admin = '';

const shanghaiDay = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
const today = shanghaiDay(Date.now());
const dayOffset = (days: number) => shanghaiDay(Date.now() + days * 86_400_000);

async function enterprise(n: string): Promise<string> {
  const res = await call<{ channelCustId: string }>(
    '/cmp/core/account/customer/save',
    {
      code: `CS${run}-${n}`,
      name: `Credit sweep ${run} ${n}`,
      status: 0,
      paymentModel: 'prepaidCredit',
      businessLicence: `LIC-${n}`,
      taxNumber: `91310000${n}`,
      adminContact: { name: 'Li Lei', phone: '021-5555-0000', email: 'li@example.com' },
    },
    { token: admin },
  );
  expect(res.status).toBe(201);
  return res.body.data!.channelCustId;
}

const order = (channelCustId: string, amount: number, validFrom: string, unit: 'day' | 'month', validity: number) =>
  call<{ creditId: string; lineAfter: number }>(
    '/cmp/credit/create',
    { channelCustId, amount, paymentTime: `${today}T09:00:00+08:00`, unit, validity, validFrom },
    { token: admin },
  );

const line = async (c: string) =>
  (await ledger().accounts(c)).find((a) => a.accountId === fundsAccount(c, 'credit'))?.creditLimit ?? 0;

/** The sweep as the scheduled worker runs it, on a given day (noon, Shanghai). */
const sweep = (day: string) =>
  runCreditSweep({
    credits: credits(),
    ledger: ledger(),
    clock: () => new Date(`${day}T04:00:00.000Z`),
    newId: randomUUID,
  });

describe('the credit line over time', () => {
  beforeAll(async () => {
    admin = await login('admin');
  });

  it('ends an order with its validity and begins a future-dated one, logged once, and a re-run writes nothing', async () => {
    const c = await enterprise('A');
    // Valid today only (1 day from today), and a second one starting tomorrow for 3 days.
    const short = await order(c, 50_000, today, 'day', 1);
    expect(short.status).toBe(201);
    const later = await order(c, 20_000, dayOffset(1), 'day', 3);
    expect(later.status).toBe(201);
    expect(await line(c)).toBe(50_000);

    // Today: nothing to do.
    const same = await sweep(today);
    expect(same.changed.find((x) => x.channelCustId === c)).toBeUndefined();

    // Tomorrow: the first ended, the second began.
    const next = await sweep(dayOffset(1));
    expect(next.changed.find((x) => x.channelCustId === c)).toEqual({
      channelCustId: c,
      lineBefore: 50_000,
      lineAfter: 20_000,
      expired: [short.body.data!.creditId],
      started: [later.body.data!.creditId],
    });
    expect(await line(c)).toBe(20_000);
    const again = await sweep(dayOffset(1));
    expect(again.changed.find((x) => x.channelCustId === c)).toBeUndefined();

    const log = await call<{ items: { action: string; by: string; lineBefore: number; lineAfter: number }[] }>(
      '/cmp/credit/changeLog',
      { channelCustId: c, creditId: short.body.data!.creditId, pageSize: 20 },
      { token: admin },
    );
    expect(log.body.data!.items.map((e) => [e.action, e.by, e.lineBefore, e.lineAfter])).toEqual([
      ['expire', 'system', 50_000, 20_000],
      ['create', 'admin', 0, 50_000],
    ]);
    const started = await call<{ items: { action: string }[] }>(
      '/cmp/credit/changeLog',
      { channelCustId: c, creditId: later.body.data!.creditId, pageSize: 20 },
      { token: admin },
    );
    expect(started.body.data!.items.map((e) => e.action)).toEqual(['start', 'create']);

    // After the last one ends, the line is 0.
    await sweep(dayOffset(4));
    expect(await line(c)).toBe(0);
    expect((await ledger().checkBalances({ channelCustId: c })).differences).toEqual([]);
  });

  it('counts every one of several orders recorded at once', async () => {
    const c = await enterprise('B');
    const amounts = [10_000, 20_000, 30_000, 40_000, 50_000, 60_000];
    const answers = await Promise.all(amounts.map((a) => order(c, a, today, 'month', 1)));
    expect(answers.map((a) => a.status)).toEqual(amounts.map(() => 201));
    expect(await line(c)).toBe(210_000);
    const orders = await credits().orders(c);
    expect(orders).toHaveLength(amounts.length);
  });
});
