import { UpdateCommand } from '@cmp/functions/shared/aws/dynamodb-commands';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type Page, call, login } from '../support/api-client.ts';
import { indexedCards, stackDb, stackItem, storedCard as storedCardOf } from '../support/cards.ts';

interface Pool {
  poolId: string;
  name: string;
  operator: string;
  modeType: string;
  elementId: string;
  elementName: string;
  cardCount: number;
  totalBytes: number;
  usedBytes: number;
  remainingBytes: number;
  status: 'normal' | 'blocked';
  blockKind: string | null;
}
interface Change {
  batchId: string;
  status: string;
  total: number;
  succeeded: number;
  unchanged: number;
  failed: number;
  changed: string[];
  failures: { iccid: string; reason: string }[];
}
interface StoredCard {
  iccid: string;
  operator: string;
  modeType: string;
  goodsReleaseId: string;
  quotaBytes: number;
  state: number;
  custId: string | null;
  poolId?: string;
  poolLog?: { at: string; from: string | null; to: string | null }[];
}

const TABLE = () => inject('stack').env.TABLE_NAME;
const MAINLAND = 'ZCN000001';
const HKMO = 'ZHKMO0001';

/** Every card of an enterprise, read from its index (test setup only). */
const cardsOfEnterprise = (channelCustId: string) => indexedCards<StoredCard>(`CUST#${channelCustId}`);

const storedCard = (iccid: string) => storedCardOf<StoredCard>('C1001', iccid);

const shanghaiMonth = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 7);
async function monthUsage(iccid: string): Promise<number> {
  const Item = await stackItem(`CUST#C1001#CARD#${iccid}`, `USAGE#${shanghaiMonth()}`);
  return Object.entries(Item ?? {}).reduce((t, [k, v]) => (/^d\d\d$/.test(k) ? t + Number(v) : t), 0);
}

describe('data pools', () => {
  const t: Record<string, string> = {};
  let acme: StoredCard[];
  let globexCard: string;
  let poolA: Pool;
  let poolB: Pool;
  let good: StoredCard[];
  let modeBad: StoredCard;
  let operatorBad: StoredCard;

  beforeAll(async () => {
    for (const name of ['acme', 'acme-staff', 'acme-east', 'globex', 'admin']) t[name] = await login(name);
    acme = (await cardsOfEnterprise('C1001')).filter((c) => !c.poolId);
    globexCard = (await cardsOfEnterprise('C1002'))[0]!.iccid;
    // Mode '01' mainland plans (G001, G003); active cards, so they have usage this month.
    good = acme.filter((c) => c.operator === 'CMCC' && c.modeType === '01' && c.state === 64).slice(0, 4);
    modeBad = acme.find((c) => c.operator === 'CMCC' && c.modeType === '00' && c.goodsReleaseId === 'G002')!;
    operatorBad = acme.find((c) => c.operator === 'CUCC' && c.modeType === '01')!;
    expect(good.length).toBe(4);
    expect(modeBad && operatorBad).toBeTruthy();
  });

  const add = (token: string, body: object) => call<Pool>('/cmp/sim/pool/add', body, { token });
  const change = (token: string, body: object) => call<Change>('/cmp/sim/pool/change', body, { token });
  const detail = (token: string, body: object) => call<Pool>('/cmp/sim/pool/detail', body, { token });

  it('creates pools for one operator, operating mode and area, with clear validation', async () => {
    const created = await add(t.acme!, {
      name: '  Meters  pool ',
      poolType: 'shared',
      operator: 'CMCC',
      modeType: '01',
      elementId: MAINLAND,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    poolA = created.body.data!;
    expect(poolA).toMatchObject({
      name: 'Meters pool',
      elementName: 'China mainland',
      cardCount: 0,
      totalBytes: 0,
      usedBytes: 0,
      status: 'normal',
    });
    expect(poolA.poolId).toMatch(/^P[0-9A-F]{12}$/);
    poolB = (await add(t.acme!, { name: 'HK pool', poolType: 'shared', operator: 'CMCC', modeType: '01', elementId: HKMO })).body
      .data!;

    const unknownArea = await add(t.acme!, {
      name: 'x',
      poolType: 'shared',
      operator: 'CMCC',
      modeType: '01',
      elementId: 'NOPE',
    });
    expect(unknownArea.status).toBe(422);
    expect(unknownArea.body).toMatchObject({ errorCode: 49101, field: 'elementId' });
    const blank = await add(t.acme!, { name: '   ', poolType: 'shared', operator: 'CMCC', modeType: '01', elementId: MAINLAND });
    expect(blank.status).toBe(422);
    expect(blank.body.field).toBe('name');
    const zh = await call(
      '/cmp/sim/pool/add',
      { name: 'x', poolType: 'shared', operator: 'CMCC', modeType: '01', elementId: 'NOPE' },
      { token: t.acme, lang: 'zh-CN' },
    );
    expect(zh.body.msg).toBe('区域“NOPE”不存在');
    expect(
      (await add(t.acme!, { name: 'x', poolType: 'other', operator: 'CMCC', modeType: '01', elementId: MAINLAND })).body.field,
    ).toBe('poolType');

    // Staff read but do not create; a secondary customer has no pool screens at all.
    expect(
      (await add(t['acme-staff']!, { name: 'x', poolType: 'shared', operator: 'CMCC', modeType: '01', elementId: MAINLAND }))
        .status,
    ).toBe(403);
    expect((await call('/cmp/sim/pool/list', {}, { token: t['acme-staff'] })).status).toBe(200);
    expect((await call('/cmp/sim/pool/list', {}, { token: t['acme-east'] })).status).toBe(403);
    expect((await detail(t['acme-east']!, { poolId: poolA.poolId })).status).toBe(403);

    const list = await call<Page<Pool>>('/cmp/sim/pool/list', { name: 'meters' }, { token: t.acme });
    expect(list.body.data!.items.map((p) => p.poolId)).toEqual([poolA.poolId]);
  });

  it('adds mixed cards: the right ones join, the others fail with their reason in the fail log', async () => {
    const [g1, g2, g3] = good;
    const res = await change(t.acme!, {
      poolId: poolA.poolId,
      action: 'add',
      iccids: [
        g1!.iccid,
        g2!.iccid,
        g3!.iccid,
        modeBad.iccid,
        operatorBad.iccid,
        globexCard,
        '89860000000000000000',
        ` ${g1!.iccid} `,
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const out = res.body.data!;
    expect(out).toMatchObject({ status: 'done', total: 7, succeeded: 3, unchanged: 0, failed: 4 });
    expect(out.changed.sort()).toEqual([g1!.iccid, g2!.iccid, g3!.iccid].sort());
    const reasons = Object.fromEntries(out.failures.map((f) => [f.iccid, f.reason]));
    expect(reasons).toEqual({
      [modeBad.iccid]: 'modeMismatch',
      [operatorBad.iccid]: 'operatorMismatch',
      [globexCard]: 'notFound',
      '89860000000000000000': 'notFound',
    });

    // Counters, the card's pool id and the membership agree.
    const total = g1!.quotaBytes + g2!.quotaBytes + g3!.quotaBytes;
    const d = (await detail(t.acme!, { poolId: poolA.poolId })).body.data!;
    expect(d).toMatchObject({ cardCount: 3, totalBytes: total });
    expect((await storedCard(g1!.iccid)).poolId).toBe(poolA.poolId);
    expect((await storedCard(modeBad.iccid)).poolId).toBeUndefined();
    const members = await call<Page<{ iccid: string; poolId: string }>>(
      '/cmp/sim/pool/cards',
      { poolId: poolA.poolId },
      { token: t.acme },
    );
    expect(members.body.data!.items.map((c) => c.iccid).sort()).toEqual(out.changed.sort());
    expect(members.body.data!.items.every((c) => c.poolId === poolA.poolId)).toBe(true);

    // The card list filters by pool and shows the pool id; so does the card detail.
    const listed = await call<Page<{ iccid: string; poolId: string | null }>>(
      '/cmp/sim/card/list',
      { poolId: poolA.poolId, pageSize: 100 },
      { token: t.acme },
    );
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(listed.body.data!.items.map((c) => c.iccid).sort()).toEqual(out.changed.sort());
    const cardDetail = await call<{ poolId: string | null }>('/cmp/sim/card/detail', { iccid: g1!.iccid }, { token: t.acme });
    expect(cardDetail.body.data!.poolId).toBe(poolA.poolId);

    // The operation is listed and its fail log names each refused card.
    const changes = await call<Page<{ batchId: string; failed: number }>>(
      '/cmp/sim/pool/change/list',
      { poolId: poolA.poolId },
      { token: t.acme },
    );
    expect(changes.body.data!.items[0]).toMatchObject({ batchId: out.batchId, failed: 4 });
    const log = await call<Page<{ iccid: string; reason: string }> & { change: { batchId: string } }>(
      '/cmp/sim/pool/change/failLog',
      { batchId: out.batchId },
      { token: t['acme-staff'] },
    );
    expect(log.status).toBe(200);
    expect(log.body.data!.change.batchId).toBe(out.batchId);
    expect(Object.fromEntries(log.body.data!.items.map((f) => [f.iccid, f.reason]))).toEqual(reasons);

    // Repeating is harmless: members are unchanged, counters stay.
    const again = await change(t.acme!, { poolId: poolA.poolId, action: 'add', iccids: [g1!.iccid] });
    expect(again.body.data).toMatchObject({ succeeded: 0, unchanged: 1, failed: 0 });
    expect((await detail(t.acme!, { poolId: poolA.poolId })).body.data!.cardCount).toBe(3);
  });

  it('refuses cards of another pool and cards whose plan does not cover the area', async () => {
    const res = await change(t.acme!, { poolId: poolB.poolId, action: 'add', iccids: [good[0]!.iccid, good[3]!.iccid] });
    const reasons = Object.fromEntries(res.body.data!.failures.map((f) => [f.iccid, f.reason]));
    expect(reasons).toEqual({ [good[0]!.iccid]: 'inOtherPool', [good[3]!.iccid]: 'areaMismatch' });
    expect((await detail(t.acme!, { poolId: poolB.poolId })).body.data).toMatchObject({ cardCount: 0, totalBytes: 0 });
  });

  it('computes used data from the members and blocks / unblocks by usage, recording who and why', async () => {
    const members = [good[0]!, good[1]!, good[2]!];
    const used = (await Promise.all(members.map((c) => monthUsage(c.iccid)))).reduce((a, b) => a + b, 0);
    const d = (await detail(t.acme!, { poolId: poolA.poolId })).body.data!;
    expect(d.usedBytes).toBe(used);
    expect(d.remainingBytes).toBe(Math.max(0, d.totalBytes - used));
    expect(used).toBeGreaterThan(0);

    // Shrink the total below the usage: the next read blocks the pool automatically.
    const setTotal = (bytes: number) =>
      stackDb().send(
        new UpdateCommand({
          TableName: TABLE(),
          Key: { pk: 'CUST#C1001#POOLS', sk: `POOL#${poolA.poolId}` },
          UpdateExpression: 'SET totalBytes = :b',
          ExpressionAttributeValues: { ':b': bytes },
        }),
      );
    // (Demo usage may already exceed the members' quotas: start from a total well above it, which lifts any automatic block.)
    const plenty = used * 10 + 1;
    await setTotal(plenty);
    expect((await detail(t.acme!, { poolId: poolA.poolId })).body.data).toMatchObject({
      status: 'normal',
      remainingBytes: plenty - used,
    });
    await setTotal(used);
    expect((await detail(t.acme!, { poolId: poolA.poolId })).body.data).toMatchObject({ status: 'blocked', blockKind: 'auto' });
    await setTotal(plenty);
    expect((await detail(t.acme!, { poolId: poolA.poolId })).body.data).toMatchObject({ status: 'normal', blockKind: null });

    const history = await call<Page<{ action: string; kind: string; reason: string; by: string }>>(
      '/cmp/sim/pool/blockHistory',
      { poolId: poolA.poolId },
      { token: t.acme },
    );
    expect(history.body.data!.items.slice(0, 2).map((h) => [h.action, h.kind, h.reason, h.by])).toEqual([
      ['unblock', 'auto', 'quotaAvailable', 'system'],
      ['block', 'auto', 'quotaExhausted', 'system'],
    ]);
  });

  it('lets only the platform block and unblock by hand, with a reason', async () => {
    expect((await call('/cmp/sim/pool/block', { poolId: poolA.poolId, reason: 'x' }, { token: t.acme })).status).toBe(403);
    const body = { channelCustId: 'C1001', poolId: poolA.poolId };
    expect((await call('/cmp/sim/pool/block', { ...body, reason: '   ' }, { token: t.admin })).body.field).toBe('reason');
    expect((await call('/cmp/sim/pool/block', { ...body, reason: 'Abuse check' }, { token: t.admin })).status).toBe(200);
    const twice = await call('/cmp/sim/pool/block', { ...body, reason: 'again' }, { token: t.admin });
    expect(twice.status).toBe(409);
    expect(twice.body.errorCode).toBe(49102);
    // A manual block is not lifted by usage.
    expect((await detail(t.admin!, body)).body.data).toMatchObject({ status: 'blocked', blockKind: 'manual' });
    expect((await call('/cmp/sim/pool/unblock', { ...body, reason: 'Checked' }, { token: t.admin })).status).toBe(200);
    expect((await call('/cmp/sim/pool/unblock', { ...body, reason: 'Checked' }, { token: t.admin })).body.errorCode).toBe(49103);
    const history = await call<Page<{ action: string; kind: string; reason: string; by: string }>>(
      '/cmp/sim/pool/blockHistory',
      body,
      {
        token: t.admin,
      },
    );
    expect(history.body.data!.items.slice(0, 2).map((h) => [h.action, h.kind, h.reason, h.by])).toEqual([
      ['unblock', 'manual', 'Checked', 'admin'],
      ['block', 'manual', 'Abuse check', 'admin'],
    ]);
  });

  it('removes cards: members leave, others fail, counters follow', async () => {
    const before = (await detail(t.acme!, { poolId: poolA.poolId })).body.data!;
    const res = await change(t.acme!, { poolId: poolA.poolId, action: 'remove', iccids: [good[2]!.iccid, modeBad.iccid] });
    expect(res.body.data).toMatchObject({ succeeded: 1, failed: 1 });
    expect(res.body.data!.failures).toEqual([{ iccid: modeBad.iccid, reason: 'notInPool' }]);
    const after = (await detail(t.acme!, { poolId: poolA.poolId })).body.data!;
    expect(after).toMatchObject({ cardCount: before.cardCount - 1, totalBytes: before.totalBytes - good[2]!.quotaBytes });
    expect((await storedCard(good[2]!.iccid)).poolId).toBeUndefined();
    // The card's pool log holds its join and its leave, for the bill run's pooled days.
    expect((await storedCard(good[2]!.iccid)).poolLog).toEqual([
      { at: expect.any(String), from: null, to: poolA.poolId },
      { at: expect.any(String), from: poolA.poolId, to: null },
    ]);
    // Now free, the card may join again.
    const back = await change(t.acme!, { poolId: poolA.poolId, action: 'add', iccids: [good[2]!.iccid] });
    expect(back.body.data!.succeeded).toBe(1);
  });

  it('keeps pools within their enterprise', async () => {
    expect((await detail(t.globex!, { poolId: poolA.poolId })).status).toBe(404);
    expect((await detail(t.globex!, { poolId: poolA.poolId, channelCustId: 'C1001' })).status).toBe(403);
    expect((await change(t.globex!, { poolId: poolA.poolId, action: 'add', iccids: [globexCard] })).status).toBe(404);
    const globexList = await call<Page<Pool>>('/cmp/sim/pool/list', {}, { token: t.globex });
    expect(globexList.body.data!.items.some((p) => p.poolId === poolA.poolId)).toBe(false);
    const changes = await call<Page<{ batchId: string }>>('/cmp/sim/pool/change/list', {}, { token: t.acme });
    const batchId = changes.body.data!.items[0]!.batchId;
    expect((await call('/cmp/sim/pool/change/failLog', { batchId }, { token: t.globex })).status).toBe(404);
    // Platform roles may name the pool alone (its owner is found: deep links); an enterprise they
    // name still rules, and another enterprise's pool is not found under it.
    expect((await detail(t.admin!, { poolId: poolA.poolId })).body.data).toMatchObject({
      poolId: poolA.poolId,
      channelCustId: 'C1001',
    });
    expect((await detail(t.admin!, { poolId: poolA.poolId, channelCustId: 'C1002' })).status).toBe(404);
    expect((await detail(t.admin!, { poolId: poolA.poolId, channelCustId: 'C1001' })).status).toBe(200);
  });
});
