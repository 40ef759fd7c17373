/**
 * A spread card index (issue #19 item 2) against a real DynamoDB Local of its own (not the shared
 * stack, whose data other files count on): the same cards under an enterprise with one index
 * partition and under one with four give the same list for every filter, sort and page size; paging
 * is complete without duplicates; exports, selections, the bill run's walk and a batch state change
 * agree; and the shard count can change only while the enterprise has no cards.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { createAllocationRepository } from '@cmp/functions/batch/allocation.repository';
import { createBatchRepository } from '@cmp/functions/batch/batch.repository';
import { createBillRepository } from '@cmp/functions/bill/bill.repository';
import { shanghaiDayEnd, shanghaiDayStart } from '@cmp/functions/card/card-filter';
import { type CardListRepository, createCardListRepository } from '@cmp/functions/card/card-list.repository';
import type { Card } from '@cmp/functions/card/card-record';
import { cardItems } from '@cmp/functions/card/card-record';
import type { CardRow } from '@cmp/functions/card/card-row';
import { createCardShards } from '@cmp/functions/card/card-shards';
import type { Tenant } from '@cmp/functions/shared/auth/tenant';
import { type DocumentClient, createDocumentClient } from '@cmp/functions/shared/aws/dynamodb';
import { BatchWriteCommand, GetCommand, PutCommand, QueryCommand } from '@cmp/functions/shared/aws/dynamodb-commands';
import { cardEntity } from '@cmp/functions/shared/data/entities/card.entity';
import { enterpriseEntity } from '@cmp/functions/shared/data/entities/customer.entity';
import { cardStatsEntity } from '@cmp/functions/shared/data/entities/usage.entity';
import { shanghaiDay } from '@cmp/functions/shared/time/calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureTable, startDynamoDbLocal } from '../../infra/src/local/dynamodb-local.ts';
import { freePort } from '../../infra/src/local/ports.ts';
import { demoCards } from '../../infra/src/local/seed/demo-data.ts';

const TABLE = 'cmp-card-shards-test';
const PLAIN = 'SHARD-A';
const SPREAD = 'SHARD-B';
const SHARDS = 4;
const now = new Date('2026-11-20T04:00:00Z');
const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };

type Filter = Parameters<CardListRepository['page']>[1];

describe('a card index spread over shards', () => {
  let ddb: Awaited<ReturnType<typeof startDynamoDbLocal>>;
  let db: DocumentClient;
  let list: CardListRepository;
  let cards: Card[];
  let sub: string;

  beforeAll(async () => {
    ddb = await startDynamoDbLocal({ port: await freePort() });
    await ensureTable(new DynamoDBClient({ endpoint: ddb.endpoint, region: 'us-east-1', credentials }), TABLE);
    db = createDocumentClient({ endpoint: ddb.endpoint, region: 'us-east-1', credentials });
    const table = () => TABLE;
    list = createCardListRepository(db, table);
    for (const channelCustId of [PLAIN, SPREAD])
      await db.send(new PutCommand({ TableName: TABLE, Item: enterpriseEntity.record({ channelCustId, name: channelCustId }) }));
    expect(await createCardShards(db, table).set(SPREAD, SHARDS)).toBe('set');
    // The same 400 demo cards under both enterprises (directory entries are not needed by the index reads).
    const demo = demoCards(400, now);
    cards = demo.map((c) => ({ ...c, channelCustId: PLAIN }));
    const items = demo.flatMap((c) => [
      cardItems({ ...c, channelCustId: PLAIN }).card,
      cardItems({ ...c, channelCustId: SPREAD, listShards: SHARDS }).card,
    ]);
    for (let i = 0; i < items.length; i += 25)
      await db.send(
        new BatchWriteCommand({
          RequestItems: { [TABLE]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) },
        }),
      );
    const subs = new Map<string, number>();
    for (const c of cards) if (c.custId) subs.set(c.custId, (subs.get(c.custId) ?? 0) + 1);
    sub = [...subs].sort((a, b) => b[1] - a[1])[0]![0];
  }, 120_000);
  afterAll(() => ddb?.stop());

  /** Follows the cursor to the end; fails on a repeated card or a runaway loop. */
  async function listAll(tenant: Tenant, filter: Filter, pageSize: number, sort: 'asc' | 'desc' = 'asc') {
    const out: CardRow[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await list.page(tenant, filter, { pageSize, sort, ...(cursor ? { cursor } : {}) });
      expect(page.items.length).toBeLessThanOrEqual(pageSize);
      out.push(...page.items);
      cursor = page.cursor ?? undefined;
      pages += 1;
      expect(pages).toBeLessThan(500);
    } while (cursor);
    expect(new Set(out.map((c) => c.iccid)).size).toBe(out.length);
    return out;
  }

  const plain: Tenant = { channelCustId: PLAIN, custId: null };
  const spread: Tenant = { channelCustId: SPREAD, custId: null };
  /** A row without the owner, to compare the two enterprises' answers. */
  const strip = (rows: CardRow[]) => rows.map(({ channelCustId: _c, ...r }) => r);

  it('writes each card under one of the shard keys, hashed from its ICCID, and the plain enterprise under its one key', async () => {
    const per = new Map<string, number>();
    for (const pk of [`CUST#${SPREAD}#CARDS`, ...Array.from({ length: SHARDS }, (_, i) => `CUST#${SPREAD}#CARDS#${i}`)]) {
      const res = await db.send(
        new QueryCommand({
          TableName: TABLE,
          IndexName: 'byCustomerState',
          KeyConditionExpression: 'gsi1pk = :p',
          ExpressionAttributeValues: { ':p': pk },
          Select: 'COUNT',
        }),
      );
      per.set(pk, res.Count ?? 0);
    }
    expect(per.get(`CUST#${SPREAD}#CARDS`)).toBe(0);
    const counts = [...per.values()].slice(1);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(cards.length);
    // 400 cards over 4 shards: none is empty or holds more than twice its share.
    for (const n of counts) expect(n).toBeGreaterThan(0);
    for (const n of counts) expect(n).toBeLessThan(200);
  });

  it('gives the same cards in the same order for every filter, sort and page size', async () => {
    const c = cards.find((x) => x.state === 64 && x.custId && x.activatedAt)!;
    const day = c.activatedAt!.slice(0, 10);
    const sorted = [...cards].sort((a, b) => a.iccid.localeCompare(b.iccid));
    const mid = sorted[Math.floor(sorted.length / 3)]!.iccid;
    const end = sorted[Math.floor((sorted.length * 2) / 3)]!.iccid;
    const filters: Filter[] = [
      {},
      { state: 64 },
      { state: 63 },
      { operator: c.operator },
      { state: 64, operator: c.operator },
      { goodsReleaseId: c.goodsReleaseId },
      { networkType: c.networkType },
      { state: 64, iccidFrom: mid, iccidTo: end },
      { state: 64, iccidFrom: mid },
      { msisdnFrom: c.msisdn },
      { iccid: c.iccid },
      { state: 64, goodsReleaseId: c.goodsReleaseId, operator: c.operator },
    ];
    let nonEmpty = 0;
    for (const filter of filters)
      for (const sort of ['asc', 'desc'] as const) {
        const expected = strip(await listAll(plain, filter, 1000, sort));
        if (expected.length) nonEmpty += 1;
        for (const pageSize of [10, 20, 100]) {
          const got = await listAll(spread, filter, pageSize, sort);
          expect(strip(got), `${JSON.stringify(filter)} ${sort} pageSize ${pageSize}`).toEqual(expected);
        }
      }
    // The filters are not vacuous.
    expect(nonEmpty).toBeGreaterThan(20);
  }, 300_000);

  it("a secondary customer's state filter read through the enterprise index gives the same cards", async () => {
    for (const state of [63, 64] as const) {
      const expected = strip(await listAll({ channelCustId: PLAIN, custId: sub }, { state }, 1000));
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.every((r) => r.custId === sub && r.state === state)).toBe(true);
      expect(strip(await listAll({ channelCustId: SPREAD, custId: sub }, { state }, 10))).toEqual(expected);
    }
  });

  it('exports and selections read every shard', async () => {
    const rows = async (t: Tenant, filter: Filter) => {
      const out: CardRow[] = [];
      for await (const page of list.all(t, filter)) out.push(...page);
      return strip(out);
    };
    for (const filter of [{}, { state: 64 }] as Filter[]) {
      const expected = await rows(plain, filter);
      expect(await rows(spread, filter)).toEqual(expected);
      expect(await list.iccids(spread, filter)).toEqual(await list.iccids(plain, filter));
      // The export worker's pages of 500 read each shard's share per round.
      expect(strip(await listAll(spread, filter, 500))).toEqual(expected);
      expect(strip(await listAll(spread, filter, 150, 'desc'))).toEqual([...expected].reverse());
    }
    await expect(list.iccids(spread, {}, 100)).rejects.toMatchObject({ key: 'BATCH_TOO_MANY' });
  });

  it("the bill run's pages walk every card once, shard after shard", async () => {
    const bills = createBillRepository(db, () => TABLE);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof bills.cards>> = await bills.cards(SPREAD, cursor, 37);
      seen.push(...page.cards.map((c) => c.iccid));
      cursor = page.cursor;
    } while (cursor);
    expect(seen.sort()).toEqual(cards.map((c) => c.iccid).sort());
  });

  it('refuses a cursor of another enterprise or a crafted one', async () => {
    const first = await list.page(plain, {}, { pageSize: 10 });
    await expect(list.page(spread, {}, { pageSize: 10, cursor: first.cursor! })).rejects.toMatchObject({ key: 'VALIDATION' });
    await expect(list.page(spread, {}, { pageSize: 10, cursor: 'bm90IGpzb24' })).rejects.toMatchObject({ key: 'VALIDATION' });
  });

  it('a batch state change moves the cards within their shards, and the lists agree after it', async () => {
    const batches = createBatchRepository(db, undefined, undefined, () => TABLE);
    const moving = cards.filter((c) => c.state === 64).slice(0, 30);
    expect(moving.length).toBe(30);
    for (const tenant of [PLAIN, SPREAD])
      for (const c of moving)
        expect(
          await batches.transition({ channelCustId: tenant, iccid: c.iccid }, 64, 65, 'B-shards', now.toISOString()),
        ).toEqual({
          kind: 'changed',
        });
    for (const c of moving.slice(0, 5)) {
      const { Item } = await db.send(
        new GetCommand({ TableName: TABLE, Key: cardEntity.key({ channelCustId: SPREAD, iccid: c.iccid }) }),
      );
      expect(Item?.gsi1pk).toBe(cardEntity.record({ ...c, channelCustId: SPREAD, listShards: SHARDS }).gsi1pk);
      expect(Item?.gsi1sk).toBe(`S#65#${c.iccid}`);
    }
    const moved = new Set(moving.map((c) => c.iccid));
    for (const state of [64, 65] as const) {
      const expected = strip(await listAll(plain, { state }, 1000));
      expect(strip(await listAll(spread, { state }, 20))).toEqual(expected);
      expect(expected.filter((r) => moved.has(r.iccid)).length).toBe(state === 65 ? 30 : 0);
    }
  });

  it("writes each allocated card's secondary-customer entry under its shard of the same count", async () => {
    const own = cards.filter((c) => c.custId === sub);
    expect(own.length).toBeGreaterThan(20);
    const count = async (pk: string) =>
      (
        await db.send(
          new QueryCommand({
            TableName: TABLE,
            IndexName: 'bySubCustomerState',
            KeyConditionExpression: 'gsi3pk = :p',
            ExpressionAttributeValues: { ':p': pk },
            Select: 'COUNT',
          }),
        )
      ).Count ?? 0;
    expect(await count(`CUST#${PLAIN}#SUB#${sub}#CARDS`)).toBe(own.length);
    expect(await count(`CUST#${SPREAD}#SUB#${sub}#CARDS`)).toBe(0);
    const per = await Promise.all(Array.from({ length: SHARDS }, (_, i) => count(`CUST#${SPREAD}#SUB#${sub}#CARDS#${i}`)));
    expect(per.reduce((a, b) => a + b, 0)).toBe(own.length);
    expect(per.filter((n) => n > 0).length).toBeGreaterThan(1);
    // A card's secondary shard is its enterprise shard.
    const c = own[0]!;
    const item = cardEntity.record({ ...c, channelCustId: SPREAD, listShards: SHARDS });
    expect(String(item.gsi3pk).split('#').at(-1)).toBe(String(item.gsi1pk).split('#').at(-1));
  });

  it("a secondary customer's own list gives the same cards for every filter, sort and page size", async () => {
    const own = cards.filter((c) => c.custId === sub).sort((a, b) => a.iccid.localeCompare(b.iccid));
    const c = own[0]!;
    const filters: Filter[] = [
      {},
      { operator: c.operator },
      { iccidFrom: own[Math.floor(own.length / 3)]!.iccid },
      { iccidFrom: own[2]!.iccid, iccidTo: own[own.length - 3]!.iccid },
      { goodsReleaseId: c.goodsReleaseId },
      { msisdnFrom: c.msisdn },
    ];
    for (const filter of filters)
      for (const sort of ['asc', 'desc'] as const) {
        const expected = strip(await listAll({ channelCustId: PLAIN, custId: sub }, filter, 1000, sort));
        expect(expected.length, JSON.stringify(filter)).toBeGreaterThan(0);
        expect(expected.every((r) => r.custId === sub)).toBe(true);
        for (const pageSize of [10, 20])
          expect(
            strip(await listAll({ channelCustId: SPREAD, custId: sub }, filter, pageSize, sort)),
            `${JSON.stringify(filter)} ${sort} ${pageSize}`,
          ).toEqual(expected);
      }
    // Exports and selections of the secondary customer read every shard too.
    const rows = async (t: Tenant) => {
      const out: CardRow[] = [];
      for await (const page of list.all(t, {})) out.push(...page);
      return strip(out);
    };
    expect(await rows({ channelCustId: SPREAD, custId: sub })).toEqual(await rows({ channelCustId: PLAIN, custId: sub }));
    expect(await list.iccids({ channelCustId: SPREAD, custId: sub }, {})).toEqual(
      await list.iccids({ channelCustId: PLAIN, custId: sub }, {}),
    );
    // A cursor of the plain twin's secondary list does not fit the spread one's... it names another enterprise.
    const first = await list.page({ channelCustId: PLAIN, custId: sub }, {}, { pageSize: 10 });
    await expect(
      list.page({ channelCustId: SPREAD, custId: sub }, {}, { pageSize: 10, cursor: first.cursor! }),
    ).rejects.toMatchObject({
      key: 'VALIDATION',
    });
  });

  it('an allocation and a take-back move the cards between the secondary customers within their shards', async () => {
    const allocations = createAllocationRepository(db, () => TABLE);
    expect(await allocations.cardShards(SPREAD)).toBe(SHARDS);
    expect(await allocations.cardShards(PLAIN)).toBe(1);
    const free = cards.filter((c) => !c.custId && c.state !== 60 && c.state !== 67).slice(0, 20);
    expect(free.length).toBe(20);
    const back = cards.filter((c) => c.custId === sub).slice(0, 5);
    const at = now.toISOString();
    for (const tenant of [PLAIN, SPREAD]) {
      const n = await allocations.cardShards(tenant);
      for (const c of free) expect((await allocations.allocate(tenant, c.iccid, sub, 'B-alloc', at, n)).kind).toBe('changed');
      for (const c of back) expect((await allocations.allocate(tenant, c.iccid, null, 'B-back', at, n)).kind).toBe('changed');
    }
    for (const c of free.slice(0, 5)) {
      const { Item } = await db.send(
        new GetCommand({ TableName: TABLE, Key: cardEntity.key({ channelCustId: SPREAD, iccid: c.iccid }) }),
      );
      expect(Item?.gsi3pk).toBe(cardEntity.record({ ...c, custId: sub, channelCustId: SPREAD, listShards: SHARDS }).gsi3pk);
      expect(Item?.gsi3pk).toMatch(new RegExp(`^CUST#${SPREAD}#SUB#${sub}#CARDS#[0-3]$`));
    }
    const expected = strip(await listAll({ channelCustId: PLAIN, custId: sub }, {}, 1000));
    const got = strip(await listAll({ channelCustId: SPREAD, custId: sub }, {}, 10));
    expect(got).toEqual(expected);
    const listed = new Set(got.map((r) => r.iccid));
    expect(free.every((c) => listed.has(c.iccid))).toBe(true);
    expect(back.some((c) => listed.has(c.iccid))).toBe(false);
  });

  it('changes the shard count only while the enterprise has no cards', async () => {
    const shards = createCardShards(db, () => TABLE);
    await db.send(
      new PutCommand({ TableName: TABLE, Item: { ...cardStatsEntity.key({ scope: `CUST#${SPREAD}` }), total: cards.length } }),
    );
    expect(await shards.set(SPREAD, 8)).toBe('hasCards');
    expect(await shards.fresh(SPREAD)).toBe(SHARDS);
    expect(await shards.set('SHARD-NONE', 8)).toBe('notFound');
  });

  it('the filters on the card entries (ICCID range of every state, MSISDN range, IMSI, IMEI, activation days) read every shard of them', async () => {
    // The twins share ICCIDs and a card's entries are keyed by its ICCID, so only the spread twin gets
    // them (last, after the tests above compared the twins' index reads); the answer is checked against
    // the cards themselves.
    const entries = cards.flatMap((c) => {
      const i = cardItems({ ...c, channelCustId: SPREAD, listShards: SHARDS });
      return [i.directory, ...i.entries, ...(i.activation ? [i.activation] : [])];
    });
    for (let i = 0; i < entries.length; i += 25)
      await db.send(
        new BatchWriteCommand({
          RequestItems: { [TABLE]: entries.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) },
        }),
      );
    const perShard = await Promise.all(
      Array.from({ length: SHARDS }, async (_, n) => {
        const { Count } = await db.send(
          new QueryCommand({
            TableName: TABLE,
            IndexName: 'byCustomerState',
            KeyConditionExpression: 'gsi1pk = :p',
            ExpressionAttributeValues: { ':p': `CUST#${SPREAD}#ICCIDS#${n}` },
            Select: 'COUNT',
          }),
        );
        return Count ?? 0;
      }),
    );
    expect(perShard.reduce((a, b) => a + b, 0)).toBe(cards.length);
    expect(perShard.every((n) => n > 0)).toBe(true);

    const iccids = (rows: CardRow[]) => rows.map((r) => r.iccid);
    const sorted = [...cards].sort((a, b) => a.iccid.localeCompare(b.iccid));
    const mid = sorted[Math.floor(sorted.length / 4)]!.iccid;
    const end = sorted[Math.floor((sorted.length * 3) / 4)]!.iccid;
    const inRange = sorted.filter((c) => c.iccid >= mid && c.iccid <= end).map((c) => c.iccid);
    for (const pageSize of [10, 20, 100]) {
      expect(iccids(await listAll(spread, { iccidFrom: mid, iccidTo: end }, pageSize))).toEqual(inRange);
      expect(iccids(await listAll(spread, { iccidFrom: mid, iccidTo: end }, pageSize, 'desc'))).toEqual([...inRange].reverse());
    }
    // An MSISDN range: the MSISDN entries of every shard, merged in MSISDN order.
    const byMsisdn = [...cards].sort((a, b) => a.msisdn.localeCompare(b.msisdn) || a.iccid.localeCompare(b.iccid));
    const lo = byMsisdn[Math.floor(byMsisdn.length / 5)]!.msisdn;
    const hi = byMsisdn[Math.floor((byMsisdn.length * 4) / 5)]!.msisdn;
    const inMsisdns = byMsisdn.filter((x) => x.msisdn >= lo && x.msisdn <= hi).map((x) => x.iccid);
    expect(inMsisdns.length).toBeGreaterThan(20);
    for (const pageSize of [10, 100]) {
      expect(iccids(await listAll(spread, { msisdnFrom: lo, msisdnTo: hi }, pageSize))).toEqual(inMsisdns);
      expect(iccids(await listAll(spread, { msisdnFrom: lo, msisdnTo: hi }, pageSize, 'desc'))).toEqual([...inMsisdns].reverse());
    }
    const c = cards.find((x) => x.imsi && x.imei)!;
    expect(iccids(await listAll(spread, { imsi: c.imsi }, 20))).toEqual([c.iccid]);
    expect(iccids(await listAll(spread, { imei: c.imei! }, 20))).toEqual([c.iccid]);
    // A Shanghai month of activations: every card activated in it, in activation order, pages complete.
    const month = cards.find((x) => x.activatedAt)!.activatedAt!;
    const from = shanghaiDay(new Date(month)).slice(0, 8) + '01';
    const to = shanghaiDay(new Date(month)).slice(0, 8) + '28';
    const activated = cards
      .filter((x) => x.activatedAt && x.activatedAt >= shanghaiDayStart(from) && x.activatedAt < shanghaiDayEnd(to))
      .sort((a, b) => a.activatedAt!.localeCompare(b.activatedAt!) || a.iccid.localeCompare(b.iccid))
      .map((x) => x.iccid);
    expect(activated.length).toBeGreaterThan(1);
    for (const pageSize of [10, 100])
      expect(iccids(await listAll(spread, { activatedFrom: from, activatedTo: to }, pageSize))).toEqual(activated);
  });

  it("a batch's first activation writes the card's activation entry in the card's shard", async () => {
    const batches = createBatchRepository(db, undefined, undefined, () => TABLE);
    const stock = cards.filter((c) => c.state === 63 && !c.activatedAt).slice(0, 8);
    expect(stock.length).toBe(8);
    // A day after the demo's clock: no demo card was activated on it.
    const at = '2026-11-25T04:00:00.000Z';
    for (const c of stock) {
      const outcome = await batches.transition(
        { channelCustId: SPREAD, iccid: c.iccid, activatedAt: null, listShards: SHARDS },
        63,
        64,
        'B-first',
        at,
      );
      expect(outcome).toEqual({
        kind: 'changed',
        activation: { iccid: c.iccid, channelCustId: SPREAD, activatedAt: at, listShards: SHARDS },
      });
      if (outcome.kind === 'changed' && outcome.activation) await batches.recordActivation(outcome.activation);
      const get = async (sk: string) =>
        (
          await db.send(
            new GetCommand({
              TableName: TABLE,
              Key: sk === 'CARD' ? cardEntity.key({ channelCustId: SPREAD, iccid: c.iccid }) : { pk: `ICCID#${c.iccid}`, sk },
            }),
          )
        ).Item;
      const shard = String((await get('CARD'))?.gsi1pk)
        .split('#')
        .pop();
      expect((await get('ACTIVATED'))?.gsi1pk).toBe(`CUST#${SPREAD}#ACTIVATED#${shard}`);
    }
    const day = shanghaiDay(new Date(at));
    expect((await listAll(spread, { activatedFrom: day, activatedTo: day }, 3)).map((r) => r.iccid)).toEqual(
      stock.map((c) => c.iccid).sort(),
    );
  });
});
