/**
 * The platform sets an enterprise's card index shard count (issue #19, `customer.cardShards`): on an
 * empty enterprise the cards imported afterwards land in that many index partitions and the card list
 * shows them all; refused once it has cards, out of range, for an unknown enterprise and for an
 * enterprise role; the platform alone sees the count on the enterprise's detail; audited; idempotent.
 */
import { createCustomerRepository } from '@cmp/functions/customer/customer.repository';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type Page, call, login } from '../support/api-client.ts';
import { indexedCards, queryAll, stackDb } from '../support/cards.ts';
import { importCards, uploadAndStart, waitForImport } from '../support/imports.ts';

interface CardIndex {
  shards: number;
  cards: number;
  max: number;
}
interface Customer {
  channelCustId: string;
  cardIndex?: CardIndex;
}

const CARDS = 24;
const { stamp, iccid, row } = importCards({ iccid: '898607', msisdn: '147', imsi: '4607' });

describe('the card index shard count of an enterprise', () => {
  const t: Record<string, string> = {};
  let enterprise: string;
  const set = (body: unknown, token: string, o: { lang?: 'zh-CN' | 'en-US'; key?: string } = {}) =>
    call<CardIndex>('/cmp/core/account/customer/card-shards', body, {
      token,
      lang: o.lang ?? 'en-US',
      ...(o.key ? { headers: { 'idempotency-key': o.key } } : {}),
    });
  const detail = async (channelCustId: string, token: string) => {
    const res = await call<Customer>('/cmp/core/account/customer/detail', { channelCustId }, { token });
    expect(res.status).toBe(200);
    return res.body.data!;
  };

  beforeAll(async () => {
    for (const name of ['admin', 'operator', 'acme', 'acme-staff']) t[name] = await login(name);
    const created = await call<Customer>(
      '/cmp/core/account/customer/save',
      {
        code: `ESH${stamp}`,
        name: `Shard Enterprise ${stamp}`,
        status: 0,
        paymentModel: 'postpaid',
        businessLicence: `LIC-${stamp}`,
        taxNumber: `91310000${stamp}`,
        adminContact: { name: 'Li Lei', phone: '021-5555-0000' },
      },
      { token: t.admin! },
    );
    expect(created.status).toBe(201);
    enterprise = created.body.data!.channelCustId;
  });

  it('shows the count and the card count to the platform only', async () => {
    expect((await detail(enterprise, t.admin!)).cardIndex).toEqual({ shards: 1, cards: 0, max: 32 });
    expect((await detail(enterprise, t.operator!)).cardIndex).toEqual({ shards: 1, cards: 0, max: 32 });
    // The enterprise administrator reads its own profile without it.
    const own = await detail('C1001', t.acme!);
    expect(own.channelCustId).toBe('C1001');
    expect(own).not.toHaveProperty('cardIndex');
    // A secondary customer's detail has none either (the index is the enterprise's).
    const subDetail = await call<Customer>(
      '/cmp/core/account/customer/detail',
      { channelCustId: 'C1001', custId: 'S2001' },
      { token: t.admin! },
    );
    expect(subDetail.status).toBe(200);
    expect(subDetail.body.data).not.toHaveProperty('cardIndex');
  });

  it('refuses an enterprise role, a count out of range and an unknown enterprise, in both languages', async () => {
    for (const who of ['acme', 'acme-staff']) {
      const res = await set({ channelCustId: 'C1001', cardShards: 4 }, t[who]!);
      expect(res.status).toBe(403);
    }
    for (const cardShards of [0, 33, -1]) {
      const res = await set({ channelCustId: enterprise, cardShards }, t.admin!);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ errorCode: 50800 });
      expect(res.body.msg).toContain('from 1 to 32');
    }
    const zh = await set({ channelCustId: enterprise, cardShards: 40 }, t.admin!, { lang: 'zh-CN' });
    expect(zh.body.msg).toContain('1 到 32');
    const missing = await set({ channelCustId: `CNONE${stamp}`, cardShards: 4 }, t.admin!);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ errorCode: 50802 });
    expect((await detail(enterprise, t.admin!)).cardIndex?.shards).toBe(1);
  });

  it('sets the count on an empty enterprise, once per idempotency key, and audits it', async () => {
    const key = `shards-${stamp}`;
    const first = await set({ channelCustId: enterprise, cardShards: 4 }, t.admin!, { key });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ shards: 4, cards: 0, max: 32 });
    const replay = await set({ channelCustId: enterprise, cardShards: 4 }, t.admin!, { key });
    expect(replay.status).toBe(200);
    expect(replay.body.data).toEqual(first.body.data);
    expect((await detail(enterprise, t.admin!)).cardIndex).toEqual({ shards: 4, cards: 0, max: 32 });
    const audit = await call<Page<{ action: string; detail?: string; loginName: string }>>(
      '/cmp/core/operationLog/list',
      { action: 'customerCardShards', pageSize: 100 },
      { token: t.admin! },
    );
    expect(audit.status).toBe(200);
    const mine = audit.body.data!.items.filter((e) => e.detail?.includes(enterprise));
    // One entry: the replay answered from the idempotency record without running again.
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ loginName: 'admin', detail: `${enterprise} cardShards=4` });
  });

  it('keeps the count through a profile save, and refuses a save read before the count was set', async () => {
    const saved = await call<Customer>(
      '/cmp/core/account/customer/update',
      { channelCustId: enterprise, name: `Shard Enterprise ${stamp} renamed` },
      { token: t.admin! },
    );
    expect(saved.status).toBe(200);
    expect((await detail(enterprise, t.admin!)).cardIndex?.shards).toBe(4);
    // A save that read the profile before the platform set the count (the item as it was then).
    const repo = createCustomerRepository(stackDb(), () => inject('stack').env.TABLE_NAME as string);
    const now = (await repo.get(enterprise, null))!;
    const { cardShards: _set, ...stale } = now;
    const thrown = await repo.update(stale, { ...stale, name: 'A stale save' }).catch((e: unknown) => e);
    expect(thrown).toMatchObject({ key: 'CONFLICT' });
    const after = await detail(enterprise, t.admin!);
    expect(after.cardIndex?.shards).toBe(4);
    expect((await repo.get(enterprise, null))?.name).toBe(`Shard Enterprise ${stamp} renamed`);
  });

  it('spreads the cards imported afterwards over the shards, lists them all, then refuses a change', async () => {
    const file = [
      'iccid,msisdn,imsi,operator,imei,goodsReleaseId,state',
      ...Array.from({ length: CARDS }, (_, i) => row(i)),
    ].join('\n');
    const { link, started } = await uploadAndStart(t.admin!, file, { channelCustId: enterprise, fileName: 'shards.csv' });
    expect(link.status).toBe(200);
    expect(started!.status).toBe(202);
    const done = await waitForImport(t.admin!, started!.body.data!.batchId, enterprise);
    expect(done).toMatchObject({ status: 'succeeded', succeeded: CARDS, failed: 0 });

    // Nothing under the one key; every card under one of the 4 shard keys, more than one of them used.
    expect(await indexedCards(`CUST#${enterprise}`)).toHaveLength(0);
    const perShard = await Promise.all(
      [0, 1, 2, 3].map((n) =>
        queryAll<{ iccid: string }>({
          IndexName: 'byCustomerState',
          KeyConditionExpression: 'gsi1pk = :p',
          ExpressionAttributeValues: { ':p': `CUST#${enterprise}#CARDS#${n}` },
        }),
      ),
    );
    expect(
      perShard
        .flat()
        .map((c) => c.iccid)
        .sort(),
    ).toEqual(Array.from({ length: CARDS }, (_, i) => iccid(i)));
    expect(perShard.filter((s) => s.length > 0).length).toBeGreaterThan(1);

    // The card list merges the shards: every card, in ICCID order within the state, over pages of 10.
    const listed: string[] = [];
    let cursor: string | null = null;
    do {
      const res: Awaited<ReturnType<typeof call<Page<{ iccid: string }>>>> = await call<Page<{ iccid: string }>>(
        '/cmp/sim/card/list',
        { channelCustId: enterprise, pageSize: 10, ...(cursor ? { cursor } : {}) },
        { token: t.admin! },
      );
      expect(res.status).toBe(200);
      listed.push(...res.body.data!.items.map((c) => c.iccid));
      cursor = res.body.data!.cursor;
    } while (cursor);
    expect(listed).toEqual(Array.from({ length: CARDS }, (_, i) => iccid(i)));

    const refused = await set({ channelCustId: enterprise, cardShards: 8 }, t.admin!);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ errorCode: 50801 });
    expect(refused.body.msg).toContain('only while it has no cards');
    const zh = await set({ channelCustId: enterprise, cardShards: 8 }, t.admin!, { lang: 'zh-CN' });
    expect(zh.body.msg).toContain('没有任何卡片');
    expect((await detail(enterprise, t.admin!)).cardIndex).toEqual({ shards: 4, cards: CARDS, max: 32 });
  });
});
