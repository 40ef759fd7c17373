/**
 * The scale benchmark's bulk loader against a real DynamoDB Local of its own (not the shared test
 * stack, whose data other files count on): the counters it writes equal a count of the card indexes.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { cardItems } from '@cmp/functions/card/card-record';
import { type DocumentClient, createDocumentClient } from '@cmp/functions/shared/aws/dynamodb';
import { GetCommand, QueryCommand } from '@cmp/functions/shared/aws/dynamodb-commands';
import { keys } from '@cmp/functions/shared/data/keys';
import { PLATFORM_SHARDS } from '@cmp/functions/shared/data/report-rollups';
import { addMonths, shanghaiMonth } from '@cmp/functions/shared/time/calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureTable, startDynamoDbLocal } from '../../infra/src/local/dynamodb-local.ts';
import { freePort } from '../../infra/src/local/ports.ts';
import { type BulkLoadResult, bulkLoadCards } from '../../infra/src/local/seed/bulk-cards.ts';
import { streamDemoCards } from '../../infra/src/local/seed/demo-data.ts';
import { cardUsageDays, usageWindow } from '../../infra/src/local/seed/usage-months.ts';

const TABLE = 'cmp-bulk-load-test';
const N = 2000;
const now = new Date('2026-11-20T04:00:00Z');

describe('bulk card loader', () => {
  let ddb: Awaited<ReturnType<typeof startDynamoDbLocal>>;
  let db: DocumentClient;
  let load: BulkLoadResult;

  beforeAll(async () => {
    ddb = await startDynamoDbLocal({ port: await freePort() });
    const client = new DynamoDBClient({
      endpoint: ddb.endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    await ensureTable(client, TABLE);
    db = createDocumentClient({
      endpoint: ddb.endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    load = await bulkLoadCards(db, TABLE, { cards: N, now, concurrency: 8 });
  });
  afterAll(() => ddb?.stop());

  /** Every index item of a partition (state, operator, quota), read page by page. */
  async function indexItems(index: 'byCustomerState' | 'bySubCustomerState', pk: string) {
    const [pkName, skName] = index === 'byCustomerState' ? ['gsi1pk', 'gsi1sk'] : ['gsi3pk', 'gsi3sk'];
    const out: { state: number; operator: string; quotaBytes: number; sk: string }[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await db.send(
        new QueryCommand({
          TableName: TABLE,
          IndexName: index,
          KeyConditionExpression: '#pk = :p',
          ExpressionAttributeNames: { '#pk': pkName, '#sk': skName, '#st': 'state', '#op': 'operator' },
          ExpressionAttributeValues: { ':p': pk },
          ProjectionExpression: '#sk, #st, #op, quotaBytes',
          ExclusiveStartKey: start,
        }),
      );
      for (const i of page.Items ?? [])
        out.push({
          state: Number(i.state),
          operator: String(i.operator),
          quotaBytes: Number(i.quotaBytes),
          sk: String(i[skName]),
        });
      start = page.LastEvaluatedKey;
    } while (start);
    return out;
  }

  const stats = async (scope: string) =>
    (await db.send(new GetCommand({ TableName: TABLE, Key: keys.cardStats(scope) }))).Item ?? {};

  /** The counters a list of index items implies, in the card-stats item's attribute names. */
  function expected(items: { state: number; operator: string; quotaBytes: number }[]) {
    const e: Record<string, number> = { total: items.length };
    for (const i of items) {
      e[`s${i.state}`] = (e[`s${i.state}`] ?? 0) + 1;
      e[`op${i.operator}`] = (e[`op${i.operator}`] ?? 0) + 1;
      if (i.state === 64) e.quotaActive = (e.quotaActive ?? 0) + i.quotaBytes;
    }
    return e;
  }
  const counters = (item: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(item).filter(([k]) => k !== 'pk' && k !== 'sk')) as Record<string, number>;

  it('writes every card, its directory, IMSI, IMEI and MSISDN entries, one counter item per scope, the report months and the usage roll-ups', () => {
    expect(load.cards).toBe(N);
    // The cards, their directory, IMSI, IMEI and MSISDN entries (every demo card has the three ids), the activated
    // cards' activation entries, a counter item for each of the demo's 10 scopes, the report months,
    // the year of usage's roll-ups (scope months and years, usage report months).
    expect(load.reportItems).toBeGreaterThan(0);
    expect(load.usageItems).toBeGreaterThan(0);
    const activated = [...streamDemoCards(N, now)].filter((c) => c.activatedAt).length;
    expect(activated).toBeGreaterThan(0);
    expect(load.items).toBe(5 * N + activated + 10 + load.reportItems + load.usageItems);
  });

  it("stores a year of the cards' usage in the roll-ups the usage screens and reports read", async () => {
    const w = usageWindow(now);
    const cards = [...streamDemoCards(N, now)];
    const bytes = (list: typeof cards) => list.reduce((t, c) => t + cardUsageDays(c, w).reduce((s, d) => s + d.bytes, 0), 0);
    const get = async (key: { pk: string; sk: string }) =>
      (await db.send(new GetCommand({ TableName: TABLE, Key: key }))).Item ?? {};
    const sum = (item: Record<string, unknown>, attr: RegExp) =>
      Object.entries(item).reduce((t, [k, v]) => (attr.test(k) ? t + Number(v) : t), 0);
    const years = [...new Set(w.days.map((d) => d.day.slice(0, 4)))];
    // A scope's years (m01..m12) hold its cards' bytes.
    const yearBytes = async (scope: string) => {
      let t = 0;
      for (const y of years) t += sum(await get(keys.usageYear(scope, y)), /^m\d\d$/);
      return t;
    };
    expect(await yearBytes('PLATFORM')).toBe(bytes(cards));
    expect(await yearBytes('CUST#C1002')).toBe(bytes(cards.filter((c) => c.channelCustId === 'C1002')));
    // The usage report's months: an enterprise's, and the platform's shards (billing cycles: one month past the window for Unicom).
    const cycles = [...new Set(w.days.map((d) => d.day.slice(0, 7))), addMonths(shanghaiMonth(now), 1)];
    let enterprise = 0;
    let platform = 0;
    for (const m of cycles) {
      enterprise += Number((await get(keys.reportUsageMonth(m, 'C1001', null))).total ?? 0);
      for (let shard = 0; shard < PLATFORM_SHARDS; shard++)
        platform += Number((await get(keys.reportPlatformMonth(m, shard))).u_total ?? 0);
    }
    expect(enterprise).toBe(bytes(cards.filter((c) => c.channelCustId === 'C1001')));
    expect(platform).toBe(bytes(cards));
  });

  it("keeps each enterprise's and the platform's counters equal to a count of the enterprise card index", async () => {
    const all: Awaited<ReturnType<typeof indexItems>> = [];
    for (const ent of ['C1001', 'C1002', 'C1003', 'C1004', 'C1005']) {
      const items = await indexItems('byCustomerState', `CUST#${ent}#CARDS`);
      expect(items.length).toBeGreaterThan(0);
      // The index sort key is state then ICCID, as the product writes it.
      for (const i of items) expect(i.sk.startsWith(`S#${i.state}#`)).toBe(true);
      expect(counters(await stats(`CUST#${ent}`))).toEqual(expected(items));
      all.push(...items);
    }
    expect(all.length).toBe(N);
    expect(counters(await stats('PLATFORM'))).toEqual(expected(all));
  });

  it("keeps each secondary customer's counters equal to a count of its card index", async () => {
    for (const [ent, sub] of [
      ['C1001', 'S2001'],
      ['C1001', 'S2002'],
      ['C1002', 'S2003'],
      ['C1002', 'S2004'],
    ]) {
      const items = await indexItems('bySubCustomerState', `CUST#${ent}#SUB#${sub}#CARDS`);
      expect(items.length).toBeGreaterThan(0);
      // Keyed by ICCID only: a state change never moves a card within its secondary customer's index.
      for (const i of items) expect(i.sk).toMatch(/^\d{19,20}$/);
      expect(counters(await stats(`CUST#${ent}#SUB#${sub}`))).toEqual(expected(items));
    }
  });

  it('stores cards exactly as the product does: card item, ICCID directory item, IMSI, IMEI and MSISDN entries', async () => {
    const cards = [...streamDemoCards(N, now)];
    for (const card of [cards[0]!, cards[N / 2]!, cards[N - 1]!]) {
      const { card: cardItem, directory, entries, activation } = cardItems(card);
      expect(entries.map((a) => a.sk)).toEqual(['IMSI', 'IMEI', 'MSISDN']);
      for (const a of [...entries, ...(activation ? [activation] : [])]) {
        const alt = await db.send(new GetCommand({ TableName: TABLE, Key: { pk: a.pk, sk: a.sk } }));
        expect(alt.Item).toEqual(a);
      }
      const stored = await db.send(new GetCommand({ TableName: TABLE, Key: keys.card(card.channelCustId, card.iccid) }));
      expect(stored.Item).toEqual(JSON.parse(JSON.stringify(cardItem)));
      const dir = await db.send(new GetCommand({ TableName: TABLE, Key: keys.cardDirectory(card.iccid) }));
      expect(dir.Item).toEqual(directory);
    }
  });
});
