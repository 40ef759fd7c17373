/**
 * The list's paging over day partitions and the platform's shards, against a small in-memory stand-in
 * for DynamoDB's Query (key range, newest first, Limit before the filter, LastEvaluatedKey).
 */
import { describe, expect, it } from 'vitest';
import type { PutCommand, QueryCommand } from '../shared/aws/dynamodb-commands.ts';
import type { DocumentClient } from '../shared/aws/dynamodb.ts';
import { API_LOG_SHARDS, apiLogShard } from '../shared/data/keys.ts';
import { type ApiCall, createApiLogRepository } from './api-log.repository.ts';

type Item = Record<string, unknown>;

function memoryDb(items: Item[] = []) {
  const db = {
    intercept: () => undefined,
    async send(command: PutCommand | QueryCommand) {
      if (command.operation === 'PutItem') {
        items.push((command as PutCommand).input.Item as Item);
        return {};
      }
      const q = (command as QueryCommand).input;
      const [pkName, skName] = q.IndexName ? ['gsi2pk', 'gsi2sk'] : ['pk', 'sk'];
      const v = q.ExpressionAttributeValues as Item;
      const inRange = items
        .filter(
          (i) => i[pkName] === v[':pk'] && String(i[skName]) >= String(v[':skFrom']) && String(i[skName]) <= String(v[':skTo']),
        )
        .sort((a, b) => (String(a[skName]) < String(b[skName]) ? 1 : -1));
      const evaluated = inRange.slice(0, q.Limit);
      const passes = (i: Item) =>
        (v[':statusLow'] === undefined ||
          ((i.status as number) >= (v[':statusLow'] as number) && (i.status as number) <= (v[':statusHigh'] as number))) &&
        (v[':appKey'] === undefined || i.appKey === v[':appKey']);
      const last = evaluated.length === q.Limit ? evaluated[evaluated.length - 1] : undefined;
      return {
        Items: evaluated.filter(passes),
        ...(last ? { LastEvaluatedKey: { pk: last.pk, sk: last.sk, [pkName]: last[pkName], [skName]: last[skName] } } : {}),
      };
    },
  };
  return db as unknown as DocumentClient;
}

const call = (n: number, over: Partial<ApiCall> = {}): ApiCall => ({
  at: new Date(Date.UTC(2026, 10, 24, 0, 0, 0) + n * 3_600_000).toISOString(),
  requestId: `req-${String(n).padStart(3, '0')}`,
  appKey: n % 2 ? 'akA' : 'akB',
  channelCustId: n % 3 === 0 ? 'C2' : 'C1',
  routeId: 'openCardStatus',
  path: '/api/cmp/open/card/status',
  status: n % 5 === 0 ? 401 : 200,
  latencyMs: n,
  sourceIp: '203.0.113.7',
  ...over,
});

async function seeded(count: number) {
  const repo = createApiLogRepository(memoryDb(), () => 'T');
  const calls = Array.from({ length: count }, (_, i) => call(i));
  for (const c of calls) await repo.record(c);
  return { repo, calls };
}

const window = { from: '2026-11-24T00:00:00.000Z', to: '2026-11-27T23:59:59.999Z' };

/** Every page of a list, following cursors. */
async function everything(repo: ReturnType<typeof createApiLogRepository>, q: Omit<Parameters<typeof repo.list>[0], 'cursor'>) {
  const out: ApiCall[] = [];
  let cursor: string | undefined;
  for (let pages = 0; pages < 100; pages++) {
    const page = await repo.list({ ...q, ...(cursor ? { cursor } : {}) });
    out.push(...page.items);
    if (!page.cursor) return out;
    cursor = page.cursor;
  }
  throw new Error('the cursor never ends');
}

const newestFirst = (calls: ApiCall[]) =>
  calls
    .map((c) => c.requestId)
    .sort()
    .reverse();

describe('API log list', () => {
  it("pages an enterprise's calls newest first across days, each once", async () => {
    const { repo, calls } = await seeded(80);
    const mine = calls.filter((c) => c.channelCustId === 'C1');
    const got = await everything(repo, { channelCustId: 'C1', ...window, pageSize: 10 });
    expect(got.map((c) => c.requestId)).toEqual(newestFirst(mine));
    expect(got.every((c) => c.channelCustId === 'C1')).toBe(true);
  });

  it("spreads an enterprise's day over API_LOG_SHARDS partitions and pages them merged, each call once", async () => {
    const items: Item[] = [];
    const repo = createApiLogRepository(memoryDb(items), () => 'T');
    // 60 calls of one enterprise within one hour of one day: one day's shards, many pages.
    const calls = Array.from({ length: 60 }, (_, i) =>
      call(0, { at: new Date(Date.UTC(2026, 10, 25, 5, 0, i)).toISOString(), requestId: `r${i}`, channelCustId: 'C1' }),
    );
    for (const c of calls) await repo.record(c);
    expect(new Set(items.map((i) => i.pk))).toEqual(
      new Set(Array.from({ length: API_LOG_SHARDS }, (_, s) => `CUST#C1#APILOG#2026-11-25#${s}`)),
    );
    for (const pageSize of [1, 7, 25, 100]) {
      const got = await everything(repo, { channelCustId: 'C1', ...window, pageSize });
      expect(got.map((c) => c.at)).toEqual(calls.map((c) => c.at).reverse());
    }
  });

  it("merges the platform's shards newest first, each call once", async () => {
    const { repo, calls } = await seeded(80);
    const got = await everything(repo, { ...window, pageSize: 10 });
    expect(got.map((c) => c.requestId)).toEqual(newestFirst(calls));
  });

  it('applies the filters and the time range', async () => {
    const { repo, calls } = await seeded(80);
    const refused = await everything(repo, { ...window, statusClass: '4xx', pageSize: 10 });
    expect(refused.map((c) => c.requestId)).toEqual(newestFirst(calls.filter((c) => c.status === 401)));
    const narrow = await everything(repo, { from: '2026-11-24T10:00:00.000Z', to: '2026-11-24T12:00:00.000Z', pageSize: 10 });
    expect(narrow.map((c) => c.requestId)).toEqual(['req-012', 'req-011', 'req-010']);
  });

  it('keeps an entry 90 days and refuses a crafted cursor', async () => {
    const db = memoryDb();
    const repo = createApiLogRepository(db, () => 'T');
    await repo.record(call(1));
    const answer = (await db.send({
      operation: 'Query',
      input: {
        ExpressionAttributeValues: {
          ':pk': `CUST#C1#APILOG#2026-11-24#${apiLogShard('req-001')}`,
          ':skFrom': '',
          ':skTo': '\uffff',
        },
        Limit: 5,
      },
    } as never)) as { Items: Item[] };
    const stored = answer.Items[0];
    expect(stored?.expiresAt).toBe(Date.parse(call(1).at) / 1000 + 90 * 86_400);
    await expect(
      repo.list({ ...window, pageSize: 10, cursor: Buffer.from('{"d":"2020-01-01"}').toString('base64url') }),
    ).rejects.toMatchObject({
      key: 'VALIDATION',
    });
  });
});
