/**
 * Credit orders (issue #14, item 4) against the local stack: an order sets the enterprise's credit
 * line (the `credit` ledger account's limit) in the same transaction as the order and its change log;
 * every change is logged with before and after; a line below the credit used is refused and changes
 * nothing; each role sees only what it may.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { fundsAccount } from '../../functions/src/funds/funds-model.ts';
import { createLedgerRepository } from '../../functions/src/ledger/ledger.repository.ts';
import { call, login } from '../support/api-client.ts';
import { stackDb } from '../support/cards.ts';

interface Credit {
  creditId: string;
  channelCustId: string;
  amount: number;
  state: string;
  range: string;
  validTo: string;
  version: number;
  lineBefore?: number;
  lineAfter?: number;
  enterpriseName?: string | null;
}
interface Change {
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown>;
  lineBefore: number;
  lineAfter: number;
  reason: string | null;
  by: string;
}

const t = {} as Record<'admin' | 'acme' | 'umbrella', string>;
const C = 'C1004';
// Valid the whole of this year (Shanghai), so the orders count today whenever the suite runs.
const year = new Date(Date.now() + 8 * 3_600_000).getUTCFullYear();
const terms = { paymentTime: `${year}-01-01T10:00:00+08:00`, unit: 'month', validity: 12, validFrom: `${year}-01-01` };
const res = async <T>(path: string, body: unknown, token: string, status = 200) => {
  const r = await call<T>(path, body, { token });
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  return r.body.data as T;
};
const line = async () =>
  (await res<{ creditLine: number; creditUsed: number }>('/cmp/capital/detail', { channelCustId: C }, t.admin)).creditLine;
const log = async (creditId: string, token = t.admin) =>
  res<{ order: Credit; items: Change[] }>('/cmp/credit/changeLog', { creditId }, token);

beforeAll(async () => {
  t.admin = await login('admin');
  t.acme = await login('acme');
});

describe('credit orders', () => {
  let first: Credit;

  it('an order grants its amount as the credit line, logged with the line before and after', async () => {
    const before = await line();
    first = await res<Credit>('/cmp/credit/create', { channelCustId: C, amount: 200_000, ...terms }, t.admin, 201);
    expect(first).toMatchObject({ state: 'active', validTo: `${year}-12-31`, lineBefore: before, lineAfter: before + 200_000 });
    expect(await line()).toBe(before + 200_000);
    const { order, items } = await log(first.creditId);
    expect(order).toMatchObject({ creditId: first.creditId, range: 'lt3000', enterpriseName: 'Umbrella Health' });
    expect(items).toEqual([
      expect.objectContaining({ action: 'create', before: null, lineBefore: before, lineAfter: before + 200_000, by: 'admin' }),
    ]);
  });

  it('a change and a cancellation are logged with before and after; a cancelled order cannot change', async () => {
    const before = await line();
    const changed = await res<Credit>(
      '/cmp/credit/update',
      { channelCustId: C, creditId: first.creditId, amount: 350_000, ...terms, reason: 'Contract renewed' },
      t.admin,
    );
    expect(changed).toMatchObject({ amount: 350_000, version: 2, lineAfter: before + 150_000 });
    await res('/cmp/credit/cancel', { channelCustId: C, creditId: first.creditId, reason: 'Ended early' }, t.admin);
    expect(await line()).toBe(before - 200_000);
    const { order, items } = await log(first.creditId);
    expect(order.state).toBe('cancelled');
    expect(items.map((c) => [c.action, c.before?.amount ?? null, c.after.amount, c.reason])).toEqual([
      ['cancel', 350_000, 350_000, 'Ended early'],
      ['update', 200_000, 350_000, 'Contract renewed'],
      ['create', null, 200_000, null],
    ]);
    const again = await call(
      '/cmp/credit/update',
      { channelCustId: C, creditId: first.creditId, amount: 1, ...terms, reason: 'x' },
      { token: t.admin },
    );
    expect([again.status, again.body.errorCode]).toEqual([409, 49871]);
  });

  it('refuses a line below the credit already used, and changes nothing', async () => {
    const order = await res<Credit>('/cmp/credit/create', { channelCustId: C, amount: 100_000, ...terms }, t.admin, 201);
    // Use 600 yuan of the line (what the write-off cycle does when funds fall short).
    const ledger = createLedgerRepository(stackDb(), () => inject('stack').env.TABLE_NAME!);
    const used = await ledger.transfer({
      transferId: `credit-test-${order.creditId}`,
      debitAccountId: fundsAccount(C, 'credit'),
      creditAccountId: fundsAccount(C, 'revenue'),
      amount: 60_000,
      reason: 'test',
      actor: 'test',
      settles: { kind: 'bill', id: 'B-test' },
      at: new Date().toISOString(),
    });
    expect(used.code).toBe('ok');
    const lineBefore = await line();
    const refused = await call(
      '/cmp/credit/cancel',
      { channelCustId: C, creditId: order.creditId, reason: 'x' },
      { token: t.admin },
    );
    expect([refused.status, refused.body.errorCode]).toEqual([409, 49805]);
    expect(await line()).toBe(lineBefore);
    expect((await log(order.creditId)).items).toHaveLength(1);
    expect((await log(order.creditId)).order.state).toBe('active');
  });

  it('two changes of one order at once: one wins, the other is told it changed, the line is the winner’s', async () => {
    const order = await res<Credit>('/cmp/credit/create', { channelCustId: C, amount: 10_000, ...terms }, t.admin, 201);
    const base = await line();
    const answers = await Promise.all(
      [20_000, 30_000].map((amount) =>
        call(
          '/cmp/credit/update',
          { channelCustId: C, creditId: order.creditId, amount, ...terms, reason: 'race' },
          { token: t.admin },
        ),
      ),
    );
    const codes = answers.map((a) => a.status).sort();
    expect(codes).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.errorCode).toBe(49872);
    const winner = (answers.find((a) => a.status === 200)!.body.data as Credit).amount;
    expect(await line()).toBe(base - 10_000 + winner);
  });

  it('filters by the ranges of spec §9', async () => {
    const items = (
      await res<{ items: Credit[] }>('/cmp/credit/list', { channelCustId: C, range: 'lt1000', pageSize: 100 }, t.admin)
    ).items;
    expect(items.length).toBeGreaterThan(0);
    for (const o of items) expect(o.amount).toBeLessThan(100_000);
  });

  it.each([
    [
      'an invalid day',
      'admin',
      '/cmp/credit/create',
      { channelCustId: C, amount: 1, ...terms, validFrom: `${year}-02-30` },
      422,
      49873,
    ],
    [
      'an enterprise creating credit',
      'acme',
      '/cmp/credit/create',
      { channelCustId: 'C1001', amount: 1, ...terms },
      403,
      undefined,
    ],
    ['an unknown enterprise', 'admin', '/cmp/credit/create', { channelCustId: 'C9999', amount: 1, ...terms }, 404, undefined],
  ] as const)('refuses %s', async (_what, who, path, body, status, code) => {
    const before = await line();
    const r = await call(path, body, { token: t[who as 'admin' | 'acme'] });
    expect(r.status, JSON.stringify(r.body)).toBe(status);
    if (code) expect(r.body.errorCode).toBe(code);
    expect(await line()).toBe(before);
  });

  it('an enterprise reads only its own orders and logs', async () => {
    const own = (await res<{ items: Credit[] }>('/cmp/credit/list', { pageSize: 100 }, t.acme)).items;
    expect(own.every((o) => o.channelCustId === 'C1001')).toBe(true);
    const foreign = await call('/cmp/credit/changeLog', { creditId: first.creditId }, { token: t.acme });
    expect(foreign.status).toBe(404);
    const named = await call('/cmp/credit/list', { channelCustId: C }, { token: t.acme });
    expect(named.status).toBe(403);
  });
});
