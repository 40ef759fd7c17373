/**
 * Separation renewals (issue #16 item 2; spec §5) on the local stack: a renewal batch runs on the
 * card import's state machine; a separated telecom card is powered on again, counted in its
 * Shanghai month; a third unlock in the month is refused with its reason; a non-telecom card fails
 * with its reason; more than 10,000 rows is refused whole; a replayed chunk counts nothing twice;
 * lists and details are tenant-scoped; the submission is audited and idempotent.
 */
import { UpdateCommand } from '@cmp/functions/shared/aws/dynamodb-commands';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, login, useStackEnv } from '../support/api-client.ts';
import {
  type BatchView,
  cardLog,
  cardTaker,
  indexedCards,
  queryAll,
  stackDb,
  stackItem,
  storedCard,
  waitWhileProcessing,
} from '../support/cards.ts';

const BASE = '/cmp/risk/renewCardSeparation';

interface Stored {
  iccid: string;
  state: number;
  operator: string;
  custId: string | null;
  operatorStatus?: string;
  poolId?: string;
}
type Result = { iccid: string; status: string; reason?: string; reasonCode?: string; fromStatus?: string; toStatus?: string };
/** A renewal batch as its detail answers it (a job's counts and state, as a batch's). */
interface Renewal extends Omit<BatchView, 'results'> {
  batchId: string;
  channelCustId: string;
  progress: number;
  createdBy: string;
  results: Result[];
}

const month = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit' }).format(new Date());
const table = () => inject('stack').env.TABLE_NAME;

/** Separates a card as the separation check would (operator status N): straight in storage, the test's setup. */
async function separate(channelCustId: string, iccid: string): Promise<void> {
  await stackDb().send(
    new UpdateCommand({
      TableName: table(),
      Key: { pk: `CUST#${channelCustId}#CARD#${iccid}`, sk: 'CARD' },
      UpdateExpression: 'SET operatorStatus = :n, operatorStatusAt = :at',
      ExpressionAttributeValues: { ':n': 'N', ':at': new Date().toISOString() },
    }),
  );
}

const take = cardTaker<Stored>();

const waitFor = (token: string, batchId: string, o: { channelCustId?: string; lang?: 'zh-CN' | 'en-US' } = {}) =>
  waitWhileProcessing<Renewal>(
    `renewal ${batchId}`,
    `${BASE}/detail`,
    { batchId, ...(o.channelCustId ? { channelCustId: o.channelCustId } : {}) },
    { token, lang: o.lang, timeoutMs: 90_000 },
  );

async function submit(token: string, iccids: string[], extra: Record<string, unknown> = {}, headers?: Record<string, string>) {
  return call<{ batchId: string }>(`${BASE}/submit`, { iccids, ...extra }, { token, ...(headers ? { headers } : {}) });
}

const monthCount = async (channelCustId: string, iccid: string) =>
  Number((await stackItem(`CUST#${channelCustId}#CARD#${iccid}`, `UNLOCKS#${month()}`))?.count ?? 0);

const ctccActive = (c: Stored) => c.operator === 'CTCC' && Number(c.state) === 64 && !c.operatorStatus;

describe('separation renewals', () => {
  let acme: string;
  let all: Stored[];
  beforeAll(async () => {
    acme = await login('acme');
    all = await indexedCards<Stored>('CUST#C1001');
  });

  it('renews a separated telecom card: powered on, counted in the month, logged, listed with its result', async () => {
    const [card] = await take(all, ctccActive, 1);
    await separate('C1001', card!.iccid);
    const res = await submit(acme, [card!.iccid]);
    expect(res.status).toBe(202);
    const batchId = res.body.data!.batchId;
    const batch = await waitFor(acme, batchId);
    expect(batch).toMatchObject({ status: 'succeeded', total: 1, succeeded: 1, failed: 0, progress: 100, createdBy: 'acme' });
    expect(batch.results).toEqual([
      expect.objectContaining({ iccid: card!.iccid, status: 'succeeded', fromStatus: 'N', toStatus: '1', operator: 'CTCC' }),
    ]);
    expect(await storedCard<Stored>('C1001', card!.iccid)).toMatchObject({ operatorStatus: '1' });
    expect(await monthCount('C1001', card!.iccid)).toBe(1);
    expect(await stackItem(`CUST#C1001#CARD#${card!.iccid}`, `UNLOCK#${batchId}`)).toMatchObject({ month: month(), by: 'acme' });
    const log = (await cardLog('C1001', card!.iccid)).filter((e) => e.action === 'renewSeparation');
    expect(log).toEqual([expect.objectContaining({ detail: { from: 'N', to: '1', batchId }, by: 'acme' })]);

    const list = await call<{ items: Renewal[] }>(`${BASE}/list`, {}, { token: acme });
    expect(list.status).toBe(200);
    expect(list.body.data!.items.find((b) => b.batchId === batchId)).toMatchObject({ status: 'succeeded', succeeded: 1 });
    // The submission is audited under the enterprise.
    const audit = await queryAll<{ action: string; detail?: string; loginName: string }>({
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': 'CUST#C1001#AUDIT' },
    });
    expect(audit.some((e) => e.action === 'renewSeparation' && e.loginName === 'acme' && e.detail?.includes(batchId))).toBe(true);
  });

  it('refuses a third unlock in the same month with its reason, in the reader’s language', async () => {
    const [card] = await take(all, ctccActive, 1);
    for (let i = 0; i < 2; i++) {
      await separate('C1001', card!.iccid);
      const res = await submit(acme, [card!.iccid]);
      expect((await waitFor(acme, res.body.data!.batchId)).succeeded).toBe(1);
    }
    expect(await monthCount('C1001', card!.iccid)).toBe(2);
    await separate('C1001', card!.iccid);
    const third = await submit(acme, [card!.iccid]);
    const batch = await waitFor(acme, third.body.data!.batchId);
    expect(batch).toMatchObject({ status: 'succeeded', succeeded: 0, failed: 1 });
    expect(batch.results[0]).toMatchObject({
      status: 'failed',
      reasonCode: 'renewal.monthlyLimit',
      reason: 'The card was already unlocked 2 times this month; each card may be unlocked at most 2 times a month',
    });
    const zh = await waitFor(acme, third.body.data!.batchId, { lang: 'zh-CN' });
    expect(zh.results[0]!.reason).toBe('该卡本月已复机 2 次，每张卡每月最多复机 2 次');
    expect(await storedCard<Stored>('C1001', card!.iccid)).toMatchObject({ operatorStatus: 'N' });
    expect(await monthCount('C1001', card!.iccid)).toBe(2);
  });

  it('fails non-telecom, unseparated, unknown and foreign cards and an operator error, each with its reason', async () => {
    const [mobile] = await take(all, (c) => c.operator === 'CMCC' && Number(c.state) === 64 && !c.operatorStatus, 1);
    const [notSeparated] = await take(all, ctccActive, 1);
    const [failing] = await take(all, ctccActive, 1);
    await separate('C1001', mobile!.iccid);
    await separate('C1001', failing!.iccid);
    // The operator simulator fails every call for a card with an injected fault (operator/operators.ts).
    await stackDb().send(
      new UpdateCommand({
        TableName: table(),
        Key: { pk: 'PLATFORM#SIMULATOR', sk: `FAULT#${failing!.iccid}` },
        UpdateExpression: 'SET code = :c',
        ExpressionAttributeValues: { ':c': 'UNAVAILABLE' },
      }),
    );
    const foreign = (await indexedCards<Stored>('CUST#C1002')).find((c) => c.operator === 'CTCC')!;
    const unknown = '89860399999999999998';
    const res = await submit(acme, [mobile!.iccid, notSeparated!.iccid, failing!.iccid, foreign.iccid, unknown]);
    const batch = await waitFor(acme, res.body.data!.batchId);
    expect(batch).toMatchObject({ status: 'succeeded', total: 5, succeeded: 0, failed: 5 });
    const by = new Map(batch.results.map((r) => [r.iccid, r]));
    expect(by.get(mobile!.iccid)).toMatchObject({
      reasonCode: 'renewal.notTelecom',
      reason: 'Only China Telecom cards can be renewed after a separation (this card: China Mobile)',
    });
    expect(by.get(notSeparated!.iccid)).toMatchObject({ reasonCode: 'renewal.notSeparated' });
    expect(by.get(failing!.iccid)).toMatchObject({ reasonCode: 'renewal.operator' });
    expect(by.get(foreign.iccid)).toMatchObject({ reasonCode: 'renewal.notFound', reason: 'Card not found or not yours' });
    expect(by.get(unknown)).toMatchObject({ reasonCode: 'renewal.notFound' });
    expect(await storedCard<Stored>('C1001', mobile!.iccid)).toMatchObject({ operatorStatus: 'N' });
    expect(await storedCard<Stored>('C1001', failing!.iccid)).toMatchObject({ operatorStatus: 'N' });
    expect(await monthCount('C1001', failing!.iccid)).toBe(0);
    // The results filter by outcome (the detail page's filter).
    const failed = await call<{ items: Result[] }>(
      `${BASE}/results`,
      { batchId: res.body.data!.batchId, status: 'failed' },
      { token: acme },
    );
    expect(failed.body.data!.items).toHaveLength(5);
    const succeeded = await call<{ items: Result[] }>(
      `${BASE}/results`,
      { batchId: res.body.data!.batchId, status: 'succeeded' },
      { token: acme },
    );
    expect(succeeded.body.data!.items).toHaveLength(0);
  });

  it('refuses more than 10,000 rows whole: nothing recorded, nothing renewed', async () => {
    const [card] = await take(all, ctccActive, 1);
    await separate('C1001', card!.iccid);
    const before = (await call<{ items: Renewal[] }>(`${BASE}/list`, { pageSize: 100 }, { token: acme })).body.data!.items.length;
    const many = [card!.iccid, ...Array.from({ length: 10_000 }, (_, i) => `8986039${String(i).padStart(13, '0')}`)];
    const res = await submit(acme, many);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      errorCode: 50531,
      msg: 'At most 10,000 rows per operation: nothing was renewed; split the list and submit it again',
    });
    const zh = await call(`${BASE}/submit`, { iccids: many }, { token: acme, lang: 'zh-CN' });
    expect(zh.body).toMatchObject({ errorCode: 50531, msg: '每次最多提交 10000 行，本次提交未做任何处理，请拆分后重新提交' });
    const after = (await call<{ items: Renewal[] }>(`${BASE}/list`, { pageSize: 100 }, { token: acme })).body.data!.items.length;
    expect(after).toBe(before);
    expect(await storedCard<Stored>('C1001', card!.iccid)).toMatchObject({ operatorStatus: 'N' });
    // Exactly 10,000 rows is accepted (the bound is inclusive).
    const edge = await submit(acme, many.slice(0, 10_000));
    expect(edge.status).toBe(202);
    const batch = await waitFor(acme, edge.body.data!.batchId);
    expect(batch).toMatchObject({ status: 'succeeded', total: 10_000, succeeded: 1, failed: 9_999 });
  });

  it('answers a repeated submission with the same Idempotency-Key with the same batch', async () => {
    const [card] = await take(all, ctccActive, 1);
    const key = { 'idempotency-key': `renewal-${Date.now()}` };
    const first = await submit(acme, [card!.iccid], {}, key);
    const again = await submit(acme, [card!.iccid], {}, key);
    expect(first.status).toBe(202);
    expect(again.body.data!.batchId).toBe(first.body.data!.batchId);
    await waitFor(acme, first.body.data!.batchId);
  });

  it('keeps tenants apart: own batches and cards only; platform roles see all; others get 403', async () => {
    const [card] = await take(all, ctccActive, 1);
    const res = await submit(acme, [card!.iccid]);
    const batchId = res.body.data!.batchId;
    await waitFor(acme, batchId);
    const globex = await login('globex');
    // Another enterprise neither lists nor opens it, nor submits for Acme.
    const theirs = await call<{ items: Renewal[] }>(`${BASE}/list`, {}, { token: globex });
    expect(theirs.status).toBe(200);
    expect(theirs.body.data!.items.every((b) => b.channelCustId === 'C1002')).toBe(true);
    expect((await call(`${BASE}/detail`, { batchId }, { token: globex })).status).toBe(404);
    expect((await call(`${BASE}/results`, { batchId }, { token: globex })).status).toBe(404);
    expect((await call(`${BASE}/detail`, { batchId, channelCustId: 'C1001' }, { token: globex })).status).toBe(403);
    expect((await submit(globex, [card!.iccid], { channelCustId: 'C1001' })).status).toBe(403);
    // Acme's card named by Globex is not Globex's: it fails as unknown and stays as it is.
    await separate('C1001', card!.iccid);
    const probe = await submit(globex, [card!.iccid]);
    const probed = await waitFor(globex, probe.body.data!.batchId);
    expect(probed.results[0]).toMatchObject({ status: 'failed', reasonCode: 'renewal.notFound' });
    expect(await storedCard<Stored>('C1001', card!.iccid)).toMatchObject({ operatorStatus: 'N' });
    // Secondary customers and enterprise staff hold no risk code.
    for (const who of ['acme-east', 'acme-staff']) {
      const token = await login(who);
      expect((await call(`${BASE}/list`, {}, { token })).status, who).toBe(403);
      expect((await submit(token, [card!.iccid])).status, who).toBe(403);
    }
    // Platform roles see every enterprise's batches and open any by id; they must name the enterprise to submit.
    const admin = await login('admin');
    const platform = await call<{ items: Renewal[] }>(`${BASE}/list`, { pageSize: 100 }, { token: admin });
    const enterprises = new Set(platform.body.data!.items.map((b) => b.channelCustId));
    expect(enterprises.has('C1001')).toBe(true);
    expect(enterprises.has('C1002')).toBe(true);
    expect((await call<Renewal>(`${BASE}/detail`, { batchId }, { token: admin })).body.data).toMatchObject({
      channelCustId: 'C1001',
    });
    const unnamed = await submit(admin, [card!.iccid]);
    expect(unnamed.status).toBe(422);
    expect(unnamed.body.field).toBe('channelCustId');
    const named = await submit(await login('operator'), [card!.iccid], { channelCustId: 'C1001' });
    expect(named.status).toBe(202);
    expect((await waitFor(admin, named.body.data!.batchId, { channelCustId: 'C1001' })).succeeded).toBe(1);
  });
});

describe('a renewal chunk replayed before its marker', () => {
  it('unlocks and counts each card once and asks the operator no second time', async () => {
    useStackEnv();
    const { createRenewalRepository } = await import('@cmp/functions/risk-renewal/renewal.repository');
    const { createRenewalWorker } = await import('@cmp/functions/risk-renewal/renewal.worker');
    const renewals = createRenewalRepository();
    const cards = await take(await indexedCards<Stored>('CUST#C1001'), ctccActive, 3);
    for (const c of cards) await separate('C1001', c.iccid);
    const batchId = `renewal-replay-${Date.now()}`;
    const iccids = cards.map((c) => c.iccid);
    await renewals.create(
      {
        batchId,
        channelCustId: 'C1001',
        total: iccids.length,
        succeeded: 0,
        failed: 0,
        chunks: 1,
        chunksDone: 0,
        status: 'processing',
        lang: 'en-US',
        createdBy: 'test',
        createdAt: new Date().toISOString(),
      },
      iccids,
    );
    const calls: string[] = [];
    const operatorFor = () =>
      ({
        operator: 'CTCC',
        changeState: async (iccid: string) => {
          calls.push(iccid);
          return { operatorStatus: '1', requestId: `REQ-${calls.length}` };
        },
      }) as never;
    const ref = { channelCustId: 'C1001', batchId };
    const sound = createRenewalWorker({ renewals, operatorFor, clock: () => new Date() });
    const crashing = createRenewalWorker({
      renewals: {
        ...renewals,
        completeChunk: async () => {
          throw new Error('simulated crash');
        },
      },
      operatorFor,
      clock: () => new Date(),
    });
    const chunk = (await sound.planChunks(ref)).chunks[0]!;
    await expect(crashing.runChunk(chunk)).rejects.toThrow('simulated crash');
    expect(await renewals.get(ref)).toMatchObject({ succeeded: 0, chunksDone: 0 });
    expect(await sound.runChunk(chunk)).toEqual({ succeeded: 3, failed: 0 });
    expect(await sound.runChunk(chunk)).toEqual({ skipped: true });
    await sound.finish(ref);
    expect(await renewals.get(ref)).toMatchObject({ status: 'succeeded', succeeded: 3, failed: 0, chunksDone: 1 });
    expect(calls.sort()).toEqual([...iccids].sort());
    for (const c of cards) {
      expect(await monthCount('C1001', c.iccid)).toBe(1);
      const log = (await cardLog('C1001', c.iccid)).filter((e) => e.action === 'renewSeparation');
      expect(log).toHaveLength(1);
    }
  });
});
