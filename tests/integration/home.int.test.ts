import { type DocumentClient, createDocumentClient } from '@cmp/functions/shared/aws/dynamodb';
import { QueryCommand, ScanCommand } from '@cmp/functions/shared/aws/dynamodb-commands';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { call, login } from '../support/api-client.ts';

type Cycle = { total: number; byState: { state: number; count: number }[] };

/**
 * The sum of every enterprise's card counter (`CUST#<c>#STAT` / `CARDS`, `total`), whoever created the
 * enterprise: a test-only Scan (other suites create enterprises and import cards into them).
 */
async function sumOfEnterpriseCounters(): Promise<number> {
  const env = inject('stack').env;
  const db = createDocumentClient({
    endpoint: env.AWS_ENDPOINT_URL_DYNAMODB,
    region: 'us-east-1',
    credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
  });
  let sum = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const res = await db.send(
      new ScanCommand({
        TableName: env.TABLE_NAME,
        FilterExpression: 'sk = :cards AND begins_with(pk, :cust) AND NOT contains(pk, :sub) AND contains(pk, :stat)',
        ExpressionAttributeValues: { ':cards': 'CARDS', ':cust': 'CUST#', ':sub': '#SUB#', ':stat': '#STAT' },
        ProjectionExpression: 'pk, #t',
        ExpressionAttributeNames: { '#t': 'total' },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of res.Items ?? []) if (/^CUST#[^#]+#STAT$/.test(String(item.pk))) sum += Number(item.total ?? 0);
    start = res.LastEvaluatedKey;
  } while (start);
  return sum;
}

/**
 * Cards of a secondary customer (`CUST#<id>#SUB#<custId>`) or, with `enterprise`, of a whole
 * enterprise (`CUST#<id>`), in a state (or every state), counted from the index, not the roll-ups.
 */
async function countCards(ownerPrefix: string, state: number | null, enterprise = false): Promise<number> {
  const env = inject('stack').env;
  const db = createDocumentClient({
    endpoint: env.AWS_ENDPOINT_URL_DYNAMODB,
    region: 'us-east-1',
    credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
  });
  let count = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const res = await db.send(
      new QueryCommand({
        TableName: env.TABLE_NAME,
        IndexName: enterprise ? 'byCustomerState' : 'bySubCustomerState',
        // The enterprise index is keyed by state then ICCID; a secondary customer's by ICCID only (state is a filter).
        ...(enterprise
          ? {
              KeyConditionExpression: 'gsi1pk = :p AND begins_with(gsi1sk, :s)',
              ExpressionAttributeValues: { ':p': `${ownerPrefix}#CARDS`, ':s': state === null ? 'S#' : `S#${state}#` },
            }
          : state === null
            ? { KeyConditionExpression: 'gsi3pk = :p', ExpressionAttributeValues: { ':p': `${ownerPrefix}#CARDS` } }
            : {
                KeyConditionExpression: 'gsi3pk = :p',
                FilterExpression: '#st = :s',
                ExpressionAttributeNames: { '#st': 'state' },
                ExpressionAttributeValues: { ':p': `${ownerPrefix}#CARDS`, ':s': state },
              }),
        Select: 'COUNT',
        ExclusiveStartKey: start,
      }),
    );
    count += res.Count ?? 0;
    start = res.LastEvaluatedKey;
  } while (start);
  return count;
}

describe('home overview', () => {
  let acme: string;
  let east: string;
  let admin: string;
  beforeAll(async () => {
    [acme, east, admin] = await Promise.all([login('acme'), login('acme-east'), login('admin')]);
  });

  it('counts cards per lifecycle state from roll-ups that match the cards themselves', async () => {
    const res = await call<Cycle>('/cmp/edge/homepage/homePage/getCycleNew', {}, { token: east });
    expect(res.status).toBe(200);
    const data = res.body.data!;
    expect(data.byState.map((s) => s.state)).toEqual([60, 61, 62, 63, 64, 65, 66, 67, 68]);
    expect(data.byState.reduce((s, x) => s + x.count, 0)).toBe(data.total);
    expect(data.byState.find((s) => s.state === 64)!.count).toBe(await countCards('CUST#C1001#SUB#S2001', 64));
    expect(data.byState.find((s) => s.state === 65)!.count).toBe(await countCards('CUST#C1001#SUB#S2001', 65));
  });

  it('scopes every figure by the caller: platform ⊃ enterprise ⊃ secondary customer', async () => {
    const cycle = (token: string) => call<Cycle>('/cmp/edge/homepage/homePage/getCycleNew', {}, { token });
    const [p, e, s] = await Promise.all([cycle(admin), cycle(acme), cycle(east)]);
    // Other suites import cards into the shared stack, some into enterprises they create: the platform's
    // total is the sum of every enterprise's (the first test checks a scope's counts against its cards).
    expect(p.body.data!.total).toBe(await sumOfEnterpriseCounters());
    expect(p.body.data!.total).toBeGreaterThanOrEqual(inject('stack').seedCards);
    expect(e.body.data!.total).toBeLessThan(p.body.data!.total);
    expect(s.body.data!.total).toBeLessThan(e.body.data!.total);
    expect(s.body.data!.total).toBeGreaterThan(0);
    const globex = await call<Cycle>('/cmp/edge/homepage/homePage/getCycleNew', {}, { token: await login('globex') });
    expect(globex.body.data!.total + e.body.data!.total).toBeLessThan(p.body.data!.total);
  });

  it('splits cards by operator and sums to the total', async () => {
    const link = await call<{ byOperator: { operator: string; count: number }[] }>(
      '/cmp/edge/homepage/homePage/getLinkNew',
      {},
      { token: acme },
    );
    const cycle = await call<Cycle>('/cmp/edge/homepage/homePage/getCycleNew', {}, { token: acme });
    expect(link.body.data!.byOperator.map((o) => o.operator)).toEqual(['CMCC', 'CUCC', 'CTCC']);
    expect(link.body.data!.byOperator.reduce((s, o) => s + o.count, 0)).toBe(cycle.body.data!.total);
  });

  it('reports usage that adds up across days, months and customers', async () => {
    const month = await call<{ month: string; usedBytes: number; previousMonthBytes: number; previousMonthToDateBytes: number }>(
      '/cmp/edge/homepage/homePage/getCycleMonthNew',
      {},
      { token: acme },
    );
    const days = await call<{ items: { day: string; bytes: number }[] }>('/cmp/edge/es/report/dayFlow', {}, { token: acme });
    const flow = await call<{ items: { month: string; bytes: number }[] }>('/cmp/edge/es/report/monthFlow', {}, { token: acme });
    expect(month.body.data!.previousMonthBytes).toBeGreaterThan(0);
    expect(month.body.data!.previousMonthToDateBytes).toBeGreaterThan(0);
    expect(month.body.data!.previousMonthToDateBytes).toBeLessThanOrEqual(month.body.data!.previousMonthBytes);
    expect(days.body.data!.items.reduce((s, d) => s + d.bytes, 0)).toBe(month.body.data!.usedBytes);
    expect(flow.body.data!.items).toHaveLength(12);
    expect(flow.body.data!.items.at(-1)).toEqual({ month: month.body.data!.month, bytes: month.body.data!.usedBytes });
    const subs = await Promise.all(
      ['acme-east', 'acme-west'].map(
        async (n) =>
          (await call<{ usedBytes: number }>('/cmp/edge/homepage/homePage/getCycleMonthNew', {}, { token: await login(n) })).body
            .data!.usedBytes,
      ),
    );
    const top = await call<{ items: { custId: string; name: string; usedBytes: number }[] }>(
      '/cmp/edge/homepage/homePage/getCustUseTotalTop5',
      {},
      { token: acme },
    );
    expect(top.body.data!.items.map((i) => i.custId).sort()).toEqual(['S2001', 'S2002']);
    expect(top.body.data!.items.reduce((s, i) => s + i.usedBytes, 0)).toBe(subs[0]! + subs[1]!);
  });

  it('ranks the top cards and the top enterprises for the platform', async () => {
    const cards = await call<{ items: { iccid: string; usedBytes: number }[] }>(
      '/cmp/edge/homepage/homePage/getLinkTop5',
      {},
      { token: admin },
    );
    const items = cards.body.data!.items;
    expect(items).toHaveLength(5);
    expect([...items].sort((a, b) => b.usedBytes - a.usedBytes)).toEqual(items);
    const custs = await call<{ items: { custId: string; name: string }[] }>(
      '/cmp/edge/homepage/homePage/getCustUseTotalTop5',
      {},
      { token: admin },
    );
    expect(custs.body.data!.items.map((c) => c.custId)).toContain('C1001');
    expect(custs.body.data!.items.find((c) => c.custId === 'C1001')!.name).toBe('Acme IoT Ltd.');
  });

  it('validates the day-flow month', async () => {
    const res = await call('/cmp/edge/es/report/dayFlow', { month: '2026-13' }, { token: acme, lang: 'zh-CN' });
    expect(res.status).toBe(422);
    expect(res.body.msg).toBe('month：格式不正确');
  });
});

describe('announcement and logo', () => {
  it('shows the current announcement in both languages while it runs', async () => {
    const res = await call<{ content: string; englishContent: string; endDate: string }>(
      '/cmp/core/announcement/current',
      {},
      { token: await login('acme') },
    );
    expect(res.body.data!.content).toMatch(/维护/);
    expect(res.body.data!.englishContent).toMatch(/maintenance/);
    expect(new Date(res.body.data!.endDate).getTime()).toBeGreaterThan(Date.now());
  });
});
