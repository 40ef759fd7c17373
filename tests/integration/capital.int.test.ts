/**
 * Funds (issue #14, item 6) against the local stack: each enterprise's figures from its ledger
 * accounts, an account's movements, grants given by the platform; each role sees only what it may.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login } from '../support/api-client.ts';

interface Row {
  channelCustId: string;
  name: string | null;
  paymentModel: string | null;
  preDeposit: number;
  grant: number;
  withdrawable: number;
  available: number;
  toWriteOff: number;
}
interface Movement {
  transferId: string;
  type: string;
  change: number;
  reason: string;
  by: string;
  settles: { kind: string; id: string };
  counterpart: string;
}

const t = {} as Record<'admin' | 'operator' | 'acme' | 'acme-staff' | 'acme-east' | 'globex', string>;
const ok = <T>(res: { status: number; body: { data?: T } }): T => {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data!;
};
const detail = async (token: string, channelCustId?: string) =>
  ok(await call<Row>('/cmp/capital/detail', channelCustId ? { channelCustId } : {}, { token }));

beforeAll(async () => {
  for (const name of ['admin', 'operator', 'acme', 'acme-staff', 'acme-east', 'globex'] as const) t[name] = await login(name);
});

describe('capital', () => {
  it('a grant raises the grants and what is available by its amount, once, and shows as a movement', async () => {
    const before = await detail(t.admin, 'C1002');
    const given = ok(
      await call<{ grantId: string; amount: number }>(
        '/cmp/capital/grant',
        { channelCustId: 'C1002', amount: 1_234, remark: 'Integration grant' },
        { token: t.admin },
      ),
    );
    const after = await detail(t.globex);
    expect(after.grant - before.grant).toBe(1_234);
    expect(after.available - before.available).toBe(1_234);
    expect(after.withdrawable).toBe(before.withdrawable);
    const moves = ok(
      await call<{ items: Movement[] }>('/cmp/capital/movements', { account: 'grant', pageSize: 50 }, { token: t.globex }),
    ).items;
    const mine = moves.find((m) => m.settles.id === given.grantId)!;
    expect(mine).toMatchObject({ type: 'single', change: 1_234, reason: 'Integration grant', counterpart: 'grantIssued' });
    // Platform staff are named "platform" to an enterprise (response-view.ts).
    expect(mine.by).toBe('platform');
  });

  it('the same Idempotency-Key twice gives one grant', async () => {
    const before = await detail(t.admin, 'C1002');
    const key = `grant-${Date.now()}`;
    const body = { channelCustId: 'C1002', amount: 500, remark: 'Retried grant' };
    const first = ok(
      await call<{ grantId: string }>('/cmp/capital/grant', body, { token: t.admin, headers: { 'idempotency-key': key } }),
    );
    const second = ok(
      await call<{ grantId: string }>('/cmp/capital/grant', body, { token: t.admin, headers: { 'idempotency-key': key } }),
    );
    expect(second.grantId).toBe(first.grantId);
    expect((await detail(t.admin, 'C1002')).grant - before.grant).toBe(500);
  });

  it('the platform lists every enterprise with its figures; an enterprise only its own row', async () => {
    const all = ok(await call<{ items: Row[] }>('/cmp/capital/list', { pageSize: 100 }, { token: t.operator })).items;
    expect(all.map((r) => r.channelCustId)).toEqual(expect.arrayContaining(['C1001', 'C1002']));
    expect(all.find((r) => r.channelCustId === 'C1001')!.name).toBeTruthy();
    for (const who of ['acme', 'acme-staff'] as const) {
      const own = ok(await call<{ items: Row[] }>('/cmp/capital/list', {}, { token: t[who] })).items;
      expect(own.map((r) => r.channelCustId)).toEqual(['C1001']);
    }
  });

  it.each([
    ['an enterprise reading another', 'acme', '/cmp/capital/detail', { channelCustId: 'C1002' }, 403],
    [
      'an enterprise reading another’s movements',
      'acme',
      '/cmp/capital/movements',
      { channelCustId: 'C1002', account: 'grant' },
      403,
    ],
    [
      'an enterprise giving itself a grant',
      'acme',
      '/cmp/capital/grant',
      { channelCustId: 'C1001', amount: 100, remark: 'x' },
      403,
    ],
    ['a secondary customer', 'acme-east', '/cmp/capital/list', {}, 403],
    ['the platform naming no enterprise', 'admin', '/cmp/capital/detail', {}, 422],
    ['an enterprise that does not exist', 'admin', '/cmp/capital/detail', { channelCustId: 'C9999' }, 404],
    ['a grant of 0', 'admin', '/cmp/capital/grant', { channelCustId: 'C1001', amount: 0, remark: 'x' }, 422],
    ['a grant without a reason', 'admin', '/cmp/capital/grant', { channelCustId: 'C1001', amount: 100, remark: '' }, 422],
    [
      'an account that is not a customer’s',
      'admin',
      '/cmp/capital/movements',
      { channelCustId: 'C1001', account: 'revenue' },
      422,
    ],
  ] as const)('refuses %s', async (_what, who, path, body, status) => {
    const before = await detail(t.admin, 'C1001');
    const res = await call(path, body, { token: t[who] });
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(await detail(t.admin, 'C1001')).toEqual(before);
  });
});
