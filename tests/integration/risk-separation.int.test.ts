/**
 * Card–device separation (issue #16 items 1 and 3) against the running stack: a session file with a
 * bound card in another device reaches the usage-ingest worker through S3 and the bus, which shuts the
 * card down to operator status N with the separation time (shown by the diagnosis) and publishes
 * `Card Separated`; the same file again, or the same sessions in another file, change nothing more;
 * binding refuses a wrong IMEI, a batch over 10,000 and foreign cards; every list answers each tenant
 * only its own.
 */
import { PutObjectCommand } from '@aws-sdk/client-s3';
import type { CardSeparated } from '@cmp/events';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { formatSessions } from '../../functions/src/risk/session-file.ts';
import { imeiOf } from '../../functions/src/separation/imei.ts';
import { type Page, call, login } from '../support/api-client.ts';
import { cardLog, cardsOf, claimCards, stackItem, stackS3, storedCard, waitWhileProcessing } from '../support/cards.ts';

const env = () => inject('stack').env;
const run = Date.now().toString(36).slice(-5).toUpperCase();
const tokens: Record<string, string> = {};
const A = imeiOf('86123400000001');
const B = imeiOf('86123400000002');

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 200));
  }
}

const putFile = (key: string, body: string) =>
  stackS3().send(new PutObjectCommand({ Bucket: env().IMPORTS_BUCKET, Key: key, Body: body }));
const fileDone = (key: string) =>
  until(
    async () => (await stackItem('PLATFORM#CDR', `FILE#${key}`)) ?? {},
    (m) => m.status === 'done',
  );

interface Group {
  operationId: string;
  month: string;
  channelCustId: string;
  enterpriseName: string | null;
  operator: string;
  count: number;
}

beforeAll(async () => {
  for (const name of ['admin', 'acme', 'acme-east', 'globex']) tokens[name] = await login(name);
});

describe('card–device separation', () => {
  it('shuts a bound card seen in another device down to N once, with its time, event and analysis; a renewal powers it on again', async () => {
    const [card] = await claimCards(
      (await cardsOf('CUST#C1001', 64)).filter((c) => c.operator === 'CTCC' && (c as { modeType?: string }).modeType !== '00'),
      1,
    );
    const bind = await call<{ count: number }>(
      '/cmp/risk/separation/bind',
      { mode: 'imei', cards: [{ iccid: card!.iccid, imei: A }] },
      { token: tokens.acme },
    );
    expect(bind.status).toBe(200);
    expect(bind.body.data!.count).toBe(1);

    const t0 = Date.now() + 60_000;
    const sessions = [
      { start: new Date(t0).toISOString(), iccid: card!.iccid, imei: A, province: '31', city: '3101' },
      { start: new Date(t0 + 60_000).toISOString(), iccid: card!.iccid, imei: B, province: '44', city: '4403' },
    ];
    const separatedAt = sessions[1]!.start;
    const since = new Date().toISOString();
    const key = `sessions/test-${run}/a.csv`;
    await putFile(key, formatSessions(sessions));
    expect((await fileDone(key)).status).toBe('done');

    const stored = await storedCard<{ operatorStatus?: string; operatorStatusAt?: string }>('C1001', card!.iccid);
    expect(stored?.operatorStatus).toBe('N');
    expect(stored?.operatorStatusAt).toBe(separatedAt);
    const diagnosis = await call<{ operatorStatus: { code: string }; advice: { code: string; message: string }[] }>(
      '/cmp/sim/card/diagnose',
      { iccid: card!.iccid },
      { token: tokens.acme, lang: 'zh-CN' },
    );
    expect(diagnosis.body, JSON.stringify(diagnosis.body)).toMatchObject({ success: true });
    expect(diagnosis.body.data!.operatorStatus.code).toBe('N');
    const local = new Date(Date.parse(separatedAt) + 8 * 3_600_000).toISOString();
    const shown = `${local.slice(0, 10).replaceAll('-', '/')} ${local.slice(11, 19)}`;
    expect(diagnosis.body.data!.advice.find((a) => a.code === 'SEPARATED')?.message).toContain(shown);

    const events = await until(
      async () => {
        const res = await fetch(`${inject('stack').baseUrl}/dev/events?detailType=Card%20Separated&since=${since}`);
        return ((await res.json()) as { events: CardSeparated[] }).events.filter((e) => e.detail.iccid === card!.iccid);
      },
      (e) => e.length > 0,
    );
    expect(events[0]!.detail).toMatchObject({
      channelCustId: 'C1001',
      at: separatedAt,
      boundImei: A,
      seenImei: B,
      operatorStatus: 'N',
    });

    const month = new Date(Date.parse(separatedAt) + 8 * 3_600_000).toISOString().slice(0, 7);
    const groupOf = async () =>
      (
        await call<Page<Group>>('/cmp/risk/separationAnalysis/list', { month }, { token: tokens.acme, lang: 'zh-CN' })
      ).body.data!.items.find((g) => g.operator === 'CTCC');
    const group = await groupOf();
    expect(group).toMatchObject({ channelCustId: 'C1001', enterpriseName: '艾克米物联', month });
    const detail = await call<{ cards: { iccid: string; at: string; imeis: { imei: string }[] }[] }>(
      '/cmp/risk/separationAnalysis/detail',
      { operationId: group!.operationId },
      { token: tokens.acme },
    );
    const row = detail.body.data!.cards.find((c) => c.iccid === card!.iccid);
    expect(row?.at).toBe(separatedAt);
    expect(row?.imeis.map((i) => i.imei).sort()).toEqual([A, B].sort());

    // The same file again, and the same sessions in another file: nothing more happens.
    await putFile(key, formatSessions(sessions));
    const again = `sessions/test-${run}/b.csv`;
    await putFile(again, formatSessions(sessions));
    await fileDone(again);
    await new Promise((r) => setTimeout(r, 500));
    expect((await groupOf())!.count).toBe(group!.count);
    const log = await cardLog('C1001', card!.iccid);
    expect(log.filter((e) => e.action === 'separation')).toHaveLength(1);

    // Renewed (issue #16 item 2): the separated telecom card is powered on again through a renewal batch.
    const renewal = await call<{ batchId: string }>(
      '/cmp/risk/renewCardSeparation/submit',
      { iccids: [card!.iccid] },
      { token: tokens.acme },
    );
    expect(renewal.status, JSON.stringify(renewal.body)).toBe(202);
    const batch = await waitWhileProcessing<{ status: string; succeeded: number }>(
      'renewal',
      '/cmp/risk/renewCardSeparation/detail',
      { batchId: renewal.body.data!.batchId },
      { token: tokens.acme!, timeoutMs: 90_000 },
    );
    expect(batch).toMatchObject({ status: 'succeeded', succeeded: 1 });
    expect((await storedCard<{ operatorStatus?: string }>('C1001', card!.iccid))?.operatorStatus).toBe('1');
  }, 120_000);

  it('refuses a wrong or missing IMEI, a batch over 10,000 cards and cards of another enterprise', async () => {
    const [card] = await cardsOf('CUST#C1001', 64);
    const bind = (body: unknown, as = 'acme', lang: 'en-US' | 'zh-CN' = 'en-US') =>
      call('/cmp/risk/separation/bind', body, { token: tokens[as], lang });
    const bad = await bind({ mode: 'imei', cards: [{ iccid: card!.iccid, imei: '123456789012345' }] });
    expect([bad.status, bad.body.errorCode]).toEqual([422, 50501]);
    expect((await bind({ mode: 'imei', cards: [{ iccid: card!.iccid, imei: '1' }] }, 'acme', 'zh-CN')).body.msg).toContain(
      'IMEI',
    );
    expect((await bind({ mode: 'imei', cards: [{ iccid: card!.iccid }] })).body.errorCode).toBe(50502);
    const many = Array.from({ length: 10_001 }, (_, i) => ({ iccid: `8986${String(i).padStart(16, '0')}` }));
    const tooMany = await bind({ mode: 'first', cards: many });
    expect([tooMany.status, tooMany.body.errorCode]).toEqual([422, 50503]);
    const foreign = await bind({ mode: 'first', cards: [{ iccid: card!.iccid }] }, 'globex');
    expect([foreign.status, foreign.body.errorCode]).toEqual([422, 50504]);
    const unbind = await call('/cmp/risk/separation/unbind', { iccids: [card!.iccid] }, { token: tokens.globex });
    expect(unbind.body.errorCode).toBe(50504);
  });

  it('answers each tenant only its own bindings, records, separations and analysis', async () => {
    const [card] = await claimCards(await cardsOf('CUST#C1001', 64), 1);
    await call('/cmp/risk/separation/bind', { mode: 'first', cards: [{ iccid: card!.iccid }] }, { token: tokens.acme });
    for (const path of [
      '/cmp/risk/separation/list',
      '/cmp/risk/separation/records',
      '/cmp/risk/separation/events',
      '/cmp/risk/separationAnalysis/list',
    ]) {
      const globex = await call<Page<{ channelCustId: string }>>(path, { pageSize: 100 }, { token: tokens.globex });
      expect(globex.status).toBe(200);
      expect(globex.body.data!.items.every((i) => i.channelCustId === 'C1002')).toBe(true);
      const asOther = await call(path, { channelCustId: 'C1001' }, { token: tokens.globex });
      expect(asOther.status).toBe(403);
      const east = await call(path, {}, { token: tokens['acme-east'] });
      expect(east.status).toBe(403);
    }
    const acme = await call<Page<{ iccid: string; mode: string; imei: string | null }>>(
      '/cmp/risk/separation/list',
      { iccid: card!.iccid },
      { token: tokens.acme },
    );
    expect(acme.body.data!.items).toEqual([expect.objectContaining({ iccid: card!.iccid, mode: 'first', imei: null })]);
    const platform = await call<Page<{ channelCustId: string; enterpriseName: string }>>(
      '/cmp/risk/separation/list',
      { pageSize: 100 },
      { token: tokens.admin },
    );
    expect(platform.body.data!.items.some((i) => i.channelCustId === 'C1001' && i.enterpriseName === 'Acme IoT Ltd.')).toBe(true);
    const groups = await call<Page<Group>>('/cmp/risk/separationAnalysis/list', {}, { token: tokens.admin });
    const acmeGroup = groups.body.data!.items.find((g) => g.channelCustId === 'C1001');
    expect(acmeGroup).toBeDefined();
    const leak = await call(
      '/cmp/risk/separationAnalysis/detail',
      { operationId: acmeGroup!.operationId },
      { token: tokens.globex },
    );
    expect([leak.status, leak.body.errorCode]).toEqual([404, 50505]);
    const admin = await call(
      '/cmp/risk/separationAnalysis/detail',
      { operationId: acmeGroup!.operationId },
      { token: tokens.admin },
    );
    expect(admin.status).toBe(200);
  });
});
