/**
 * The alarm lists and a rule's claims spread over shards (issue #19, docs/decisions.md "Alarm key
 * shards") against a real DynamoDB Local of its own (not the shared stack, whose alarms other files
 * count on): alarms fired through the repository land in all 16 shards of the enterprise's list and of
 * the platform's; the list service (every filter the API offers, enterprise, platform and secondary
 * customer) answers them newest first with paging complete and no duplicates; the first page is one
 * Query per shard; a claim is still one point read and a second firing of a (rule, scope, period)
 * writes nothing.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { type AlarmRecord, createAlarmRepository } from '@cmp/functions/autorule/alarm.repository';
import { createAlarmService } from '@cmp/functions/autorule/alarm.service';
import { alarmIdOf } from '@cmp/functions/autorule/rule-eval.service';
import type { Principal } from '@cmp/functions/shared/auth/principal';
import { type DocumentClient, createDocumentClient } from '@cmp/functions/shared/aws/dynamodb';
import { QueryCommand } from '@cmp/functions/shared/aws/dynamodb-commands';
import { ALARM_SHARDS, alarmLogPartition } from '@cmp/functions/shared/data/entities/alarm.entity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureTable, startDynamoDbLocal } from '../../infra/src/local/dynamodb-local.ts';
import { freePort } from '../../infra/src/local/ports.ts';

const TABLE = 'cmp-alarm-shards-test';
const E1 = 'ALS-E1';
const E2 = 'ALS-E2';
const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
const start = Date.parse('2026-11-24T20:00:00Z');

/** The n-th alarm of an enterprise: three rules, two categories, a secondary customer on every third, one in five failed. */
function alarmOf(channelCustId: string, n: number): AlarmRecord {
  const firedAt = new Date(start + n * 7_919_000);
  const ruleId = `R${n % 3}`;
  const failed = n % 5 === 0;
  return {
    alarmId: alarmIdOf(firedAt, `${channelCustId === E1 ? 'a' : 'b'}${n.toString(16).padStart(5, '0')}`),
    channelCustId,
    enterpriseName: channelCustId,
    custId: n % 3 === 0 ? 'S1' : null,
    ruleId,
    ruleName: `rule ${ruleId}`,
    category: n % 2 ? 'A' : 'B',
    triggerKind: 'dailyUsage',
    scope: 'card',
    scopeId: `898600${String(1_000_000_000_000 + n)}`,
    msisdn: null,
    period: '2026-11-25',
    value: 120,
    threshold: 100,
    unit: 'MB',
    firedAt: firedAt.toISOString(),
    actions: [{ type: 2, target: 'noc@example.com', status: failed ? 'failed' : 'sent', attempts: 1, lastError: null, at: null }],
    failed,
  };
}

const platform = { roleType: 1000, channelCustId: null, custId: null } as unknown as Principal;
const channel = { roleType: 3000, channelCustId: E1, custId: null } as unknown as Principal;
const secondary = { roleType: 5000, channelCustId: E1, custId: 'S1' } as unknown as Principal;

describe('alarm lists and claims spread over shards', () => {
  let ddb: Awaited<ReturnType<typeof startDynamoDbLocal>>;
  let db: DocumentClient;
  let repo: ReturnType<typeof createAlarmRepository>;
  let service: ReturnType<typeof createAlarmService>;
  const e1 = Array.from({ length: 320 }, (_, n) => alarmOf(E1, n));
  const e2 = Array.from({ length: 80 }, (_, n) => alarmOf(E2, n));
  let queries = 0;

  beforeAll(async () => {
    ddb = await startDynamoDbLocal({ port: await freePort() });
    await ensureTable(new DynamoDBClient({ endpoint: ddb.endpoint, region: 'us-east-1', credentials }), TABLE);
    db = createDocumentClient({ endpoint: ddb.endpoint, region: 'us-east-1', credentials });
    db.intercept(async (operation, input, next) => {
      if (operation.startsWith('Query')) queries += 1;
      return next(input);
    });
    repo = createAlarmRepository(db, () => TABLE);
    service = createAlarmService({ alarms: repo, names: { enterprises: async () => new Map() } });
    // Every other one with a hysteresis state (a rule with a clear threshold), like the evaluator writes.
    for (let i = 0; i < e1.length; i += 8)
      await Promise.all(
        [...e1.slice(i, i + 8), ...e2.slice(i / 4, i / 4 + 2)].map(async (a, k) =>
          expect(await repo.fire(a, k % 2 ? { lastFiredPeriod: a.period, armed: false } : null)).toBe(true),
        ),
      );
  }, 120_000);
  afterAll(() => ddb?.stop());

  const count = async (pk: string) =>
    (
      await db.send(
        new QueryCommand({
          TableName: TABLE,
          KeyConditionExpression: 'pk = :p',
          ExpressionAttributeValues: { ':p': pk },
          Select: 'COUNT',
        }),
      )
    ).Count ?? 0;

  it('writes each list over its 16 shards, none under the unsharded key, and the claims over the rule’s shards', async () => {
    for (const [channelCustId, total] of [
      [E1, e1.length],
      [null, e1.length + e2.length],
    ] as const) {
      const { pk, shards } = alarmLogPartition(channelCustId);
      expect(await count(pk)).toBe(0);
      const counts = await Promise.all(shards.map(count));
      expect(counts.reduce((a, b) => a + b, 0)).toBe(total);
      // 320 alarms over 16 shards (20 a shard): none empty, none above twice its share.
      for (const n of counts) expect(n).toBeGreaterThan(0);
      for (const n of counts) expect(n).toBeLessThan((2 * total) / ALARM_SHARDS);
    }
    expect(await count(`CUST#${E1}#RULEFIRE#R0`)).toBe(0);
    const claims = await Promise.all(Array.from({ length: ALARM_SHARDS }, (_, n) => count(`CUST#${E1}#RULEFIRE#R0#${n}`)));
    expect(claims.reduce((a, b) => a + b, 0)).toBe(e1.filter((a) => a.ruleId === 'R0').length);
    expect(claims.filter((n) => n > 0).length).toBeGreaterThan(12);
  });

  /** Follows the cursor to the end; fails on a repeated alarm, a page out of order or a runaway loop. */
  async function listAll(p: Principal, body: Record<string, unknown>, pageSize: number) {
    const ids: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await service.list(p, { ...body, pageSize, ...(cursor ? { cursor } : {}) }, 'en-US');
      expect(page.items.length).toBeLessThanOrEqual(pageSize);
      ids.push(...page.items.map((a) => a.alarmId));
      cursor = page.cursor ?? undefined;
      pages += 1;
      expect(pages).toBeLessThan(400);
    } while (cursor);
    expect(new Set(ids).size).toBe(ids.length);
    return ids;
  }

  const newestFirst = (alarms: AlarmRecord[]) => alarms.map((a) => a.alarmId).sort((a, b) => (a < b ? 1 : -1));

  it('lists every alarm newest first with paging complete for every filter, scope and page size', async () => {
    const day = (a: AlarmRecord) => a.alarmId.slice(1, 9).replace(/(\d{4})(\d{2})(\d{2})/, '$1-$2-$3');
    const from = day(e1[100]!);
    const to = day(e1[200]!);
    const inDays = (a: AlarmRecord) => day(a) >= from && day(a) <= to;
    const cases: [Principal, Record<string, unknown>, AlarmRecord[]][] = [
      [channel, {}, e1],
      [platform, {}, [...e1, ...e2]],
      [platform, { channelCustId: E2 }, e2],
      [channel, { ruleId: 'R1' }, e1.filter((a) => a.ruleId === 'R1')],
      [channel, { category: 'B' }, e1.filter((a) => a.category === 'B')],
      [channel, { status: 'failed' }, e1.filter((a) => a.failed)],
      [channel, { status: 'ok', ruleId: 'R2' }, e1.filter((a) => !a.failed && a.ruleId === 'R2')],
      [channel, { from, to }, e1.filter(inDays)],
      [secondary, {}, e1.filter((a) => a.custId === 'S1')],
      [platform, { status: 'failed' }, [...e1, ...e2].filter((a) => a.failed)],
      [platform, { channelCustId: E2, status: 'failed' }, e2.filter((a) => a.failed)],
    ];
    for (const [p, body, expected] of cases)
      for (const pageSize of [1, 7, 25, 100]) {
        // A page of one (16 Queries each) only for a short list, to keep the file quick.
        if (pageSize === 1 && expected.length > 20) continue;
        expect(await listAll(p, body, pageSize), `${p.roleType} ${JSON.stringify(body)} ${pageSize}`).toEqual(
          newestFirst(expected),
        );
      }
  }, 120_000);

  it('answers the first page of 20 with one Query per shard, and the cursor names the unsharded list', async () => {
    queries = 0;
    const page = await service.list(channel, { pageSize: 20 }, 'en-US');
    expect(queries).toBe(ALARM_SHARDS);
    expect(page.items.map((a) => a.alarmId)).toEqual(newestFirst(e1).slice(0, 20));
    const cursor = JSON.parse(Buffer.from(page.cursor!, 'base64url').toString('utf8'));
    expect(cursor).toEqual({ pk: `CUST#${E1}#ALARMLOG`, sk: page.items[19]!.alarmId });
    // A cursor of another list is refused, not read.
    await expect(service.list(platform, { channelCustId: E2, cursor: page.cursor! }, 'en-US')).rejects.toThrow();
  });

  it('finds an alarm by id in one read, from either copy, and refuses another enterprise', async () => {
    const a = e1[137]!;
    expect(await repo.get(E1, a.alarmId)).toMatchObject({ alarmId: a.alarmId, scopeId: a.scopeId });
    expect(await repo.getAny(a.alarmId)).toMatchObject({ alarmId: a.alarmId, channelCustId: E1 });
    expect(await service.detail(platform, { alarmId: a.alarmId }, 'en-US')).toMatchObject({ alarmId: a.alarmId });
    expect(await repo.get(E2, a.alarmId)).toBeUndefined();
  });

  it('fires a (rule, scope, period) once: the claim is one point read and a second firing writes nothing', async () => {
    const a = e1[41]!;
    expect(await repo.fired({ channelCustId: E1, ruleId: a.ruleId, scopeId: a.scopeId, period: a.period })).toBe(true);
    expect(await repo.fired({ channelCustId: E1, ruleId: a.ruleId, scopeId: a.scopeId, period: '2026-11-26' })).toBe(false);
    const again = { ...a, alarmId: alarmIdOf(new Date(start + 1), 'ffffff') };
    expect(await repo.fire(again, null)).toBe(false);
    expect(await repo.getAny(again.alarmId)).toBeUndefined();
    expect(await repo.state({ channelCustId: E1, ruleId: e1[1]!.ruleId, scopeId: e1[1]!.scopeId })).toEqual({
      lastFiredPeriod: '2026-11-25',
      armed: false,
    });
    expect(await repo.rearm({ channelCustId: E1, ruleId: e1[1]!.ruleId, scopeId: e1[1]!.scopeId }, '2026-11-26T00:00:00Z')).toBe(
      true,
    );
    // The settled statuses rewrite both copies in place (same shard).
    await repo.settle({ ...a, failed: true });
    expect((await repo.get(E1, a.alarmId))?.failed).toBe(true);
    expect((await repo.getAny(a.alarmId))?.failed).toBe(true);
    expect(await listAll(channel, {}, 50)).toHaveLength(e1.length);
  });
});
