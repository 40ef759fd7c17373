/**
 * API edges of issue #10 (item 6): a retail plan's change log answers 404 for an unknown or foreign
 * plan like every detail route, and a card export that names another tenant's label, pool or ICCID
 * is refused (404 on the field) without making a download task.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type Page, call, login } from '../support/api-client.ts';
import { cardsOf } from '../support/cards.ts';

const firstOf = async <T>(path: string, token: string, body: Record<string, unknown> = {}): Promise<T> => {
  const res = await call<Page<T>>(path, body, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const item = res.body.data!.items[0];
  expect(item, `${path} has an item`).toBeDefined();
  return item!;
};

describe('retail plan change log', () => {
  const t: Record<string, string> = {};
  beforeAll(async () => {
    for (const name of ['acme', 'globex', 'admin']) t[name] = await login(name);
  });

  it('answers an own plan’s log, and 404 for an unknown or another enterprise’s plan', async () => {
    const own = await firstOf<{ retailId: string }>('/cmp/base/goods/retail/list', t.acme!);
    const foreign = await firstOf<{ retailId: string }>('/cmp/base/goods/retail/list', t.globex!);
    const log = (retailId: string, token: string, extra: Record<string, unknown> = {}) =>
      call('/cmp/base/goods/retail/changeRecord', { retailId, ...extra }, { token });
    expect((await log(own.retailId, t.acme!)).status).toBe(200);
    for (const retailId of ['RNOSUCHPLAN0', foreign.retailId]) {
      const res = await log(retailId, t.acme!);
      expect(res.status, retailId).toBe(404);
      expect(res.body.errorCode).toBe(44232);
    }
    // The platform names the enterprise: the wrong one is a 404 too.
    expect((await log(foreign.retailId, t.admin!, { channelCustId: 'C1001' })).status).toBe(404);
  });
});

describe('card export naming another tenant’s label, pool or ICCID', () => {
  const t: Record<string, string> = {};
  const taskCount = async () =>
    (await call<Page<unknown>>('/cmp/sim/downloadTask/list', { pageSize: 100 }, { token: t.acme })).body.data!.items.length;

  const run = Date.now().toString(36).slice(-5).toUpperCase();

  beforeAll(async () => {
    for (const name of ['acme', 'globex']) t[name] = await login(name);
    // A label and a pool of each enterprise (the demo data may have none).
    for (const token of [t.acme!, t.globex!]) {
      const label = await call('/cmp/sim/label/save', { name: `AE ${run}`, color: 'slate' }, { token });
      expect(label.status, JSON.stringify(label.body)).toBe(201);
      const pool = await call(
        '/cmp/sim/pool/add',
        { name: `AE ${run}`, poolType: 'shared', operator: 'CMCC', modeType: '01', elementId: 'ZCN000001' },
        { token },
      );
      expect(pool.status, JSON.stringify(pool.body)).toBe(201);
    }
  });

  it('is refused with 404 on the field and makes no task', async () => {
    const label = await firstOf<{ labelId: string }>('/cmp/sim/label/list', t.globex!, { name: `AE ${run}` });
    const pool = await firstOf<{ poolId: string }>('/cmp/sim/pool/list', t.globex!, { name: `AE ${run}` });
    const [card] = await cardsOf('CUST#C1002', 64);
    expect(card).toBeDefined();
    const before = await taskCount();
    for (const [field, value] of [
      ['labelId', label.labelId],
      ['poolId', pool.poolId],
      ['iccid', card!.iccid],
    ] as const) {
      const res = await call('/cmp/sim/card/export', { [field]: value, format: 'csv' }, { token: t.acme });
      expect(res.status, `${field} ${JSON.stringify(res.body)}`).toBe(404);
      expect(res.body).toMatchObject({ success: false, errorCode: 10007, field });
    }
    expect(await taskCount()).toBe(before);
  });

  it('still exports an own label, pool or ICCID', async () => {
    const label = await firstOf<{ labelId: string }>('/cmp/sim/label/list', t.acme!, { name: `AE ${run}` });
    const pool = await firstOf<{ poolId: string }>('/cmp/sim/pool/list', t.acme!, { name: `AE ${run}` });
    const [card] = await cardsOf('CUST#C1001', 64);
    for (const filter of [{ labelId: label.labelId }, { poolId: pool.poolId }, { iccid: card!.iccid }]) {
      const res = await call('/cmp/sim/card/export', { ...filter, format: 'csv' }, { token: t.acme });
      expect(res.status, JSON.stringify(res.body)).toBe(202);
    }
  });
});
