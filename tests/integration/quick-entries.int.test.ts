/**
 * Quick entries (issue #17 item 2) against the running stack: the traffic detail query of a card
 * (its days from operator usage files, the period's checks, the owner found from the ICCID for the
 * platform, 404 for another enterprise's card) and the pool usage per customer, plan and zone on a
 * day with its detail (the filters, the enterprise's view, the platform's choice of enterprise and
 * the roles without the shortcuts area refused).
 */
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, login } from '../support/api-client.ts';
import { cardTaker, indexedCards, stackItem, stackS3 } from '../support/cards.ts';

interface StoredCard {
  iccid: string;
  msisdn: string;
  operator: string;
  modeType: string;
  goodsReleaseId: string;
  state: number;
  custId?: string | null;
  poolId?: string;
}
interface Queryflow {
  card: { iccid: string; msisdn: string | null; operator: string; planName: string | null; channelCustId: string };
  items: { day: string; bytes: number }[];
  totalBytes: number;
}
interface OperationRow {
  groupId: string;
  accountName: string;
  custId: string | null;
  ratePlanName: string;
  zoneName: string;
  queryDate: string;
  pools: string[];
  cardCount: number;
  dayBytes: number;
  monthBytes: number;
  channelCustId?: string;
}
interface OperationDetail extends OperationRow {
  cards: { iccid: string; poolName: string; dayBytes: number; monthBytes: number }[];
}

type Login = 'admin' | 'acme' | 'acme-staff' | 'acme-east' | 'globex';
const tokens: Record<string, string> = {};
const run = Date.now().toString(36).slice(-5).toUpperCase();

/** A day of the business calendar (Asia/Shanghai), `n` days ago. */
const dayAgo = (n: number) => new Date(Date.now() + 8 * 3_600_000 - n * 86_400_000).toISOString().slice(0, 10);
const D1 = dayAgo(1);
const D2 = dayAgo(2);

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The operator delivers a usage file (the real ingestion path); waits until it is processed. */
async function deliverUsage(name: string, rows: [string, string, number][]) {
  const key = `cdr/test/quick-${run}-${name}.csv`;
  await stackS3().send(
    new PutObjectCommand({
      Bucket: inject('stack').env.IMPORTS_BUCKET,
      Key: key,
      Body: `day,iccid,bytes\n${rows.map((r) => r.join(',')).join('\n')}\n`,
    }),
  );
  const marker = await until(
    () => stackItem('PLATFORM#CDR', `FILE#${key}`),
    (m) => m?.status === 'done',
  );
  expect(marker?.status).toBe('done');
}

const post = <T>(path: string, body: unknown, as: Login, lang: 'en-US' | 'zh-CN' = 'en-US') =>
  call<T>(path, body, { token: tokens[as]!, lang });

describe('quick entries: traffic details and pool usage', () => {
  const take = cardTaker<StoredCard>();
  let flowCard: StoredCard;
  let pooled: StoredCard[];
  let globexCard: StoredCard;
  let poolName: string;

  beforeAll(async () => {
    for (const name of ['admin', 'acme', 'acme-staff', 'acme-east', 'globex'] as const) tokens[name] = await login(name);
    const acme = (await indexedCards<StoredCard>('CUST#C1001')).filter((c) => !c.poolId).reverse();
    flowCard = (await take(acme, (c) => c.state === 64, 1))[0]!;
    // Active mainland cards of mode '01' and one plan (G001 or G003) that may join a CMCC pool of that mode.
    const poolable = (c: StoredCard) => c.operator === 'CMCC' && c.modeType === '01' && c.state === 64 && !c.custId;
    const [first] = await take(acme, poolable, 1);
    pooled = [first!, ...(await take(acme, (c) => poolable(c) && c.goodsReleaseId === first!.goodsReleaseId, 1))];
    globexCard = (await take(await indexedCards<StoredCard>('CUST#C1002'), () => true, 1))[0]!;
    await deliverUsage('days', [
      [D2, flowCard!.iccid, 2_000_000],
      [D1, flowCard!.iccid, 3_000_000],
      [D1, pooled[0]!.iccid, 700_000_001],
      [D1, pooled[1]!.iccid, 300_000_002],
    ]);
    poolName = `Quick ${run}`;
    const pool = await post<{ poolId: string }>(
      '/cmp/sim/pool/add',
      { name: poolName, poolType: 'shared', operator: 'CMCC', modeType: '01', elementId: 'ZCN000001' },
      'acme',
    );
    expect(pool.status, JSON.stringify(pool.body)).toBe(201);
    const joined = await post<{ succeeded: number }>(
      '/cmp/sim/pool/change',
      { poolId: pool.body.data!.poolId, action: 'add', iccids: pooled.map((c) => c.iccid) },
      'acme',
    );
    expect(joined.body.data, JSON.stringify(joined.body)).toMatchObject({ succeeded: 2 });
  }, 60_000);

  describe('traffic details (/shortcuts/queryflow/list)', () => {
    it("lists the card's days, newest first, with the operator's usage and the total", async () => {
      const res = await post<Queryflow>('/cmp/sim/queryflow/list', { iccid: flowCard.iccid, dateFrom: D2, dateTo: D1 }, 'acme');
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const data = res.body.data!;
      expect(data.items).toEqual([
        { day: D1, bytes: 3_000_000 },
        { day: D2, bytes: 2_000_000 },
      ]);
      expect(data.totalBytes).toBe(5_000_000);
      expect(data.card).toMatchObject({ iccid: flowCard.iccid, msisdn: flowCard.msisdn, operator: flowCard.operator });
      expect(data.card.planName).toBeTruthy();
    });

    it("finds the card's enterprise for the platform; another enterprise's card is not found", async () => {
      const admin = await post<Queryflow>(
        '/cmp/sim/queryflow/list',
        { iccid: flowCard.iccid, dateFrom: D1, dateTo: D1 },
        'admin',
      );
      expect(admin.status).toBe(200);
      expect(admin.body.data!.card.channelCustId).toBe('C1001');
      expect(admin.body.data!.items).toEqual([{ day: D1, bytes: 3_000_000 }]);
      const foreign = await post('/cmp/sim/queryflow/list', { iccid: globexCard.iccid, dateFrom: D1, dateTo: D1 }, 'acme');
      expect(foreign.status).toBe(404);
      const named = await post(
        '/cmp/sim/queryflow/list',
        { iccid: flowCard.iccid, channelCustId: 'C1002', dateFrom: D1, dateTo: D1 },
        'globex',
      );
      expect(named.status).toBe(404);
    });

    it('refuses a reversed, a future or a too long period, in both languages', async () => {
      const body = (dateFrom: string, dateTo: string) => ({ iccid: flowCard.iccid, dateFrom, dateTo });
      const reversed = await post('/cmp/sim/queryflow/list', body(D1, D2), 'acme');
      expect(reversed.status).toBe(422);
      expect(reversed.body).toMatchObject({ errorCode: 50401, field: 'dateTo' });
      const future = await post('/cmp/sim/queryflow/list', body(dayAgo(-1), dayAgo(-2)), 'acme');
      expect(future.body).toMatchObject({ errorCode: 50403 });
      const long = await post('/cmp/sim/queryflow/list', body(dayAgo(100), D1), 'acme', 'zh-CN');
      expect(long.body).toMatchObject({ errorCode: 50402, msg: '查询期间最长 92 天' });
      const bad = await post('/cmp/sim/queryflow/list', { iccid: 'x', dateFrom: D1, dateTo: D1 }, 'acme');
      expect(bad.status).toBe(422);
      expect(bad.body.field).toBe('iccid');
    });

    it('is refused to enterprise staff and secondary customers (no shortcuts area)', async () => {
      for (const as of ['acme-staff', 'acme-east'] as const)
        expect((await post('/cmp/sim/queryflow/list', { iccid: flowCard.iccid, dateFrom: D1, dateTo: D1 }, as)).status).toBe(403);
    });
  });

  describe('pool usage by customer (/shortcuts/cust-operation)', () => {
    const list = (as: Login, body: Record<string, unknown>) =>
      post<{ items: OperationRow[]; totals: { cardCount: number } }>('/cmp/sim/custOperation/list', body, as);
    const mine = (rows: OperationRow[]) => rows.find((r) => r.pools.includes(poolName));

    it("groups the enterprise's pooled cards per customer, plan and zone with the day's and the month's usage", async () => {
      const res = await list('acme', { queryDate: D1 });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const row = mine(res.body.data!.items)!;
      expect(row).toMatchObject({ accountName: 'Acme IoT Ltd.', custId: null, zoneName: 'China mainland', queryDate: D1 });
      expect(row.cardCount).toBeGreaterThanOrEqual(2);
      expect(row.dayBytes).toBeGreaterThanOrEqual(1_000_000_003);
      expect(row.monthBytes).toBeGreaterThanOrEqual(row.dayBytes);
      expect(row).not.toHaveProperty('channelCustId');

      const detail = await post<OperationDetail>(
        '/cmp/sim/custOperation/detail',
        { accountName: row.accountName, ratePlanName: row.ratePlanName, zoneName: row.zoneName, queryDate: D1 },
        'acme',
      );
      expect(detail.status).toBe(200);
      const cards = detail.body.data!.cards.filter((c) => c.poolName === poolName);
      expect(Object.fromEntries(cards.map((c) => [c.iccid, c.dayBytes]))).toEqual({
        [pooled[0]!.iccid]: 700_000_001,
        [pooled[1]!.iccid]: 300_000_002,
      });
      expect(detail.body.data!.cards.length).toBe(row.cardCount);
    });

    it('filters by customer, plan and zone names and refuses a future day', async () => {
      const row = mine((await list('acme', { queryDate: D1 })).body.data!.items)!;
      const narrowed = (await list('acme', { queryDate: D1, ratePlanName: row.ratePlanName.toUpperCase(), zoneName: 'mainland' }))
        .body.data!.items;
      expect(narrowed.every((r) => r.ratePlanName === row.ratePlanName && r.zoneName === 'China mainland')).toBe(true);
      expect(mine(narrowed)).toBeDefined();
      expect((await list('acme', { queryDate: D1, accountName: 'no such customer' })).body.data!.items).toEqual([]);
      const future = await list('acme', { queryDate: dayAgo(-1) });
      expect(future.body).toMatchObject({ errorCode: 50403 });
      const unknown = await post(
        '/cmp/sim/custOperation/detail',
        { accountName: 'Nobody', ratePlanName: row.ratePlanName, zoneName: row.zoneName, queryDate: D1 },
        'acme',
        'zh-CN',
      );
      expect(unknown.status).toBe(404);
    });

    it('shows each tenant its own pools; the platform chooses the enterprise; other roles are refused', async () => {
      const globex = await list('globex', { queryDate: D1 });
      expect(globex.status).toBe(200);
      expect(mine(globex.body.data!.items)).toBeUndefined();
      expect((await list('globex', { queryDate: D1, channelCustId: 'C1001' })).status).toBe(403);
      expect((await list('admin', { queryDate: D1 })).status).toBe(422);
      const platform = await list('admin', { queryDate: D1, channelCustId: 'C1001' });
      const row = mine(platform.body.data!.items)!;
      expect(row.channelCustId).toBe('C1001');
      const detail = await post<OperationDetail>(
        '/cmp/sim/custOperation/detail',
        {
          channelCustId: 'C1001',
          accountName: row.accountName,
          ratePlanName: row.ratePlanName,
          zoneName: row.zoneName,
          queryDate: D1,
        },
        'admin',
      );
      expect(detail.body.data!.cards.map((c) => c.iccid)).toEqual(expect.arrayContaining(pooled.map((c) => c.iccid)));
      const foreignDetail = await post(
        '/cmp/sim/custOperation/detail',
        { accountName: row.accountName, ratePlanName: row.ratePlanName, zoneName: row.zoneName, queryDate: D1 },
        'globex',
      );
      expect(foreignDetail.status).toBe(404);
      for (const as of ['acme-staff', 'acme-east'] as const) expect((await list(as, { queryDate: D1 })).status).toBe(403);
    });
  });
});
