/**
 * Region limits (issue #16 item 4) against the running stack: limits added through the API (each
 * refused draft changes nothing), listed per tenant only, and the session check called directly
 * with reported sessions — outside a 'shutdown' limit the card goes to risk shutdown (lifecycle 68,
 * operator status X) and one violation is recorded however often the check runs; a 'record' limit
 * only records; a session inside the allowed regions does nothing; the violations list and the
 * 'Card Region Violated' event show it.
 */
import type { CardRegionViolated } from '@cmp/events';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Card } from '../../functions/src/card/card-record.ts';
import type { ReportedSession } from '../../functions/src/risk/session-report.ts';
import { call, login, useStackEnv } from '../support/api-client.ts';
import { type CardRow, cardsOf, claimCards, storedCard } from '../support/cards.ts';

const tokens: Record<string, string> = {};
type Login = 'admin' | 'acme' | 'acme-staff' | 'acme-east' | 'globex';

interface LimitView {
  limitId: string;
  channelCustId: string;
  target: { kind: string; id: string };
  targetName: string;
  regionNames: string[];
  action: string;
  enabled: boolean;
  version: number;
}
interface ViolationView {
  iccid: string;
  sessionStart: string;
  place: string;
  action: string;
  outcome: string;
  limits: { limitId: string; targetKind: string; targetName: string }[];
}

async function ok<T>(path: string, body: unknown, as: Login, lang: 'en-US' | 'zh-CN' = 'en-US'): Promise<T> {
  const res = await call<T>(path, body, { token: tokens[as]!, lang });
  expect([200, 201], `${path} ${res.status} ${JSON.stringify(res.body)}`).toContain(res.status);
  return res.body.data as T;
}
const limitsOf = async (as: Login, body: Record<string, unknown> = {}) =>
  (await ok<{ items: LimitView[] }>('/cmp/risk/regionLimit/list', { pageSize: 100, ...body }, as)).items;
const violationsOf = async (iccid: string, lang: 'en-US' | 'zh-CN' = 'en-US') =>
  (await ok<{ items: ViolationView[] }>('/cmp/risk/regionLimit/violation/list', { iccid, pageSize: 100 }, 'acme', lang)).items;

/** The check as the session ingestion runs it (risk/region/region-check-instance.ts), in this process against the stack. */
async function runCheck(sessions: ReportedSession[]) {
  useStackEnv();
  const { regionCheck } = await import('@cmp/functions/risk/region/region-check-instance');
  const cards = new Map<string, Card>();
  for (const s of sessions) {
    const card = await storedCard<Card>('C1001', s.iccid);
    if (card) cards.set(s.iccid, card);
  }
  return regionCheck().check(sessions, cards);
}

const session = (iccid: string, province: string, city: string | null, start: string): ReportedSession => ({
  iccid,
  imei: '861234567890123',
  start,
  province,
  city,
});

async function eventsFor(iccid: string, since: number): Promise<CardRegionViolated['detail'][]> {
  const end = Date.now() + 15_000;
  for (;;) {
    const res = await fetch(
      `${inject('stack').baseUrl}/dev/events?detailType=${encodeURIComponent('Card Region Violated')}&since=${since}`,
    );
    const { events } = (await res.json()) as { events: { detail: CardRegionViolated['detail'] }[] };
    const mine = events.map((e) => e.detail).filter((d) => d.iccid === iccid);
    if (mine.length || Date.now() > end) return mine;
    await new Promise((r) => setTimeout(r, 200));
  }
}

let shutCard: CardRow;
let recordCard: CardRow;
let insideCard: CardRow;
let shutLimit: LimitView;
const start = new Date(Date.now() - 3_600_000).toISOString();

beforeAll(async () => {
  for (const name of ['admin', 'acme', 'acme-staff', 'acme-east', 'globex'] as const) tokens[name] = await login(name);
  [shutCard, recordCard, insideCard] = (await claimCards(await cardsOf('CUST#C1001', 64), 3)) as [CardRow, CardRow, CardRow];
  shutLimit = await ok<LimitView>(
    '/cmp/risk/regionLimit/add',
    { targetKind: 'card', targetId: shutCard.iccid, regions: [{ province: '44', cities: ['4403', '4401'] }], action: 'shutdown' },
    'acme',
  );
  await ok(
    '/cmp/risk/regionLimit/add',
    { targetKind: 'card', targetId: recordCard.iccid, regions: [{ province: '31', cities: [] }], action: 'record' },
    'acme',
  );
  await ok(
    '/cmp/risk/regionLimit/add',
    {
      targetKind: 'card',
      targetId: insideCard.iccid,
      regions: [
        { province: '11', cities: [] },
        { province: '44', cities: ['4403'] },
      ],
      action: 'shutdown',
    },
    'acme',
  );
}, 120_000);

describe('region limits through the API', () => {
  it('lists the target by name and the regions in the reader’s language', async () => {
    const mine = (await limitsOf('acme')).find((l) => l.limitId === shutLimit.limitId)!;
    expect(mine).toMatchObject({
      targetName: shutCard.iccid,
      action: 'shutdown',
      enabled: true,
      regionNames: ['Guangdong (Guangzhou, Shenzhen)'],
    });
    const zh = await ok<{ items: LimitView[] }>('/cmp/risk/regionLimit/list', { pageSize: 100 }, 'acme', 'zh-CN');
    expect(zh.items.find((l) => l.limitId === shutLimit.limitId)!.regionNames).toEqual(['广东省（广州市、深圳市）']);
  });

  it('refuses bad drafts with a message naming the field, in both languages, and changes nothing', async () => {
    const before = (await limitsOf('acme')).length;
    const bad = async (body: Record<string, unknown>, errorCode: number, lang: 'en-US' | 'zh-CN' = 'en-US') => {
      const res = await call('/cmp/risk/regionLimit/add', body, { token: tokens.acme!, lang });
      expect(res.body.errorCode, JSON.stringify(res.body)).toBe(errorCode);
      return res;
    };
    const [spare] = await claimCards(await cardsOf('CUST#C1001', 64), 1);
    const card = { targetKind: 'card', targetId: spare!.iccid, action: 'record' };
    expect((await bad({ ...card, regions: [] }, 50564)).body).toMatchObject({
      msg: 'Choose at least one allowed province',
      field: 'regions',
    });
    expect((await bad({ ...card, regions: [{ province: '99', cities: [] }] }, 50565)).body.msg).toBe('Unknown province code 99');
    expect((await bad({ ...card, regions: [{ province: '44', cities: ['3201'] }] }, 50566, 'zh-CN')).body.msg).toBe(
      '城市代码 3201 不是广东省的城市',
    );
    expect(
      (
        await bad(
          {
            ...card,
            regions: [
              { province: '11', cities: [] },
              { province: '11', cities: [] },
            ],
          },
          50567,
        )
      ).body.msg,
    ).toBe('Beijing is chosen twice');
    await bad({ ...card, targetId: undefined, regions: [{ province: '11', cities: [] }] }, 50561);
    const [globexCard] = await cardsOf('CUST#C1002', 64);
    await bad({ ...card, targetId: globexCard!.iccid, regions: [{ province: '11', cities: [] }] }, 50562);
    await bad({ ...card, targetKind: 'label', targetId: 'NOLABEL', regions: [{ province: '11', cities: [] }] }, 50562);
    const taken = await bad({ ...card, targetId: shutCard.iccid, regions: [{ province: '11', cities: [] }] }, 50563);
    expect(taken.status).toBe(409);
    const stale = await call(
      '/cmp/risk/regionLimit/switch',
      { limitId: shutLimit.limitId, version: 99, enabled: false },
      { token: tokens.acme! },
    );
    expect(stale.body.errorCode).toBe(50569);
    expect(await limitsOf('acme')).toHaveLength(before);
    expect((await limitsOf('acme')).find((l) => l.limitId === shutLimit.limitId)).toMatchObject({ enabled: true, version: 1 });
  });

  it('is tenant-scoped: an enterprise its own, the platform any it names; staff and secondary customers get 403', async () => {
    expect((await limitsOf('globex')).some((l) => l.channelCustId === 'C1001')).toBe(false);
    const foreign = await call(
      '/cmp/risk/regionLimit/delete',
      { limitId: shutLimit.limitId, version: 1 },
      { token: tokens.globex! },
    );
    expect(foreign.status).toBe(404);
    const forged = await call('/cmp/risk/regionLimit/list', { channelCustId: 'C1001' }, { token: tokens.globex! });
    expect(forged.status).toBe(403);
    expect((await limitsOf('admin', { channelCustId: 'C1001' })).some((l) => l.limitId === shutLimit.limitId)).toBe(true);
    expect((await call('/cmp/risk/regionLimit/list', {}, { token: tokens.admin! })).status).toBe(422);
    for (const who of ['acme-staff', 'acme-east'] as const)
      expect((await call('/cmp/risk/regionLimit/list', {}, { token: tokens[who]! })).status).toBe(403);
    const globexViolations = await ok<{ items: ViolationView[] }>('/cmp/risk/regionLimit/violation/list', {}, 'globex');
    expect(globexViolations.items.some((v) => v.iccid === shutCard.iccid)).toBe(false);
  });

  it('edits, switches and deletes at the version read', async () => {
    const [spare] = await claimCards(await cardsOf('CUST#C1001', 64), 1);
    const made = await ok<LimitView>(
      '/cmp/risk/regionLimit/add',
      { targetKind: 'card', targetId: spare!.iccid, regions: [{ province: '11', cities: [] }], action: 'record' },
      'acme',
    );
    const edited = await ok<LimitView>(
      '/cmp/risk/regionLimit/edit',
      {
        limitId: made.limitId,
        version: 1,
        targetKind: 'card',
        targetId: spare!.iccid,
        regions: [{ province: '33', cities: ['3301'] }],
        action: 'shutdown',
      },
      'acme',
    );
    expect(edited).toMatchObject({ version: 2, action: 'shutdown', regionNames: ['Zhejiang (Hangzhou)'] });
    const off = await ok<LimitView>(
      '/cmp/risk/regionLimit/switch',
      { limitId: made.limitId, version: 2, enabled: false },
      'acme',
    );
    expect(off).toMatchObject({ enabled: false, version: 3 });
    await ok('/cmp/risk/regionLimit/delete', { limitId: made.limitId, version: 3 }, 'acme');
    expect((await limitsOf('acme')).some((l) => l.limitId === made.limitId)).toBe(false);
    // The target is free again.
    const again = await ok<LimitView>(
      '/cmp/risk/regionLimit/add',
      { targetKind: 'card', targetId: spare!.iccid, regions: [{ province: '11', cities: [] }], action: 'record' },
      'acme',
    );
    await ok('/cmp/risk/regionLimit/delete', { limitId: again.limitId, version: 1 }, 'acme');
  });
});

describe('the region check of reported sessions', () => {
  it('outside a shutdown limit: risk shutdown (X) and one violation, however often the check runs', async () => {
    const since = Date.now();
    const sessions = [session(shutCard.iccid, '11', '1101', start)];
    expect(await runCheck(sessions)).toEqual({ actions: 1 });
    expect(await runCheck(sessions)).toEqual({ actions: 0 });
    const card = await storedCard<{ state: number; operatorStatus: string }>('C1001', shutCard.iccid);
    expect(card).toMatchObject({ state: 68, operatorStatus: 'X' });
    const violations = await violationsOf(shutCard.iccid);
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatchObject({
      place: 'Beijing · Beijing',
      action: 'shutdown',
      outcome: 'shutdown',
      limits: [{ limitId: shutLimit.limitId, targetKind: 'card', targetName: shutCard.iccid }],
    });
    expect((await violationsOf(shutCard.iccid, 'zh-CN'))[0]!.place).toBe('北京市 · 北京市');
    const events = await eventsFor(shutCard.iccid, since);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      channelCustId: 'C1001',
      province: '11',
      limitIds: [shutLimit.limitId],
      outcome: 'shutdown',
    });
  });

  it("outside a 'record' limit: recorded only, the card stays active", async () => {
    expect(await runCheck([session(recordCard.iccid, '44', null, start)])).toEqual({ actions: 1 });
    expect((await storedCard<{ state: number }>('C1001', recordCard.iccid)).state).toBe(64);
    expect(await violationsOf(recordCard.iccid)).toMatchObject([{ action: 'record', outcome: 'recorded', place: 'Guangdong' }]);
  });

  it('inside the allowed regions (a listed city, a whole province, an unknown city of a listed province): nothing', async () => {
    const sessions = [
      session(insideCard.iccid, '44', '4403', start),
      session(insideCard.iccid, '11', null, new Date(Date.parse(start) + 60_000).toISOString()),
      session(insideCard.iccid, '44', null, new Date(Date.parse(start) + 120_000).toISOString()),
    ];
    expect(await runCheck(sessions)).toEqual({ actions: 0 });
    expect((await storedCard<{ state: number }>('C1001', insideCard.iccid)).state).toBe(64);
    expect(await violationsOf(insideCard.iccid)).toEqual([]);
  });

  it('an operator session file reaches the check through the usage-ingest worker (the session-check registry)', async () => {
    const [card] = (await claimCards(await cardsOf('CUST#C1001', 64), 1)) as [CardRow];
    await ok(
      '/cmp/risk/regionLimit/add',
      { targetKind: 'card', targetId: card.iccid, regions: [{ province: '31', cities: [] }], action: 'record' },
      'acme',
    );
    const { formatSessions } = await import('@cmp/functions/risk/session-file');
    const { PutObjectCommand } = await import('@aws-sdk/client-s3');
    const { stackS3 } = await import('../support/cards.ts');
    const body = formatSessions([session(card.iccid, '44', '4403', new Date(Date.now() - 60_000).toISOString())]);
    await stackS3().send(
      new PutObjectCommand({ Bucket: inject('stack').env.IMPORTS_BUCKET, Key: `sessions/region-${Date.now()}.csv`, Body: body }),
    );
    const deadline = Date.now() + 30_000;
    let seen = await violationsOf(card.iccid);
    while (!seen.length && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 300));
      seen = await violationsOf(card.iccid);
    }
    expect(seen).toEqual([expect.objectContaining({ iccid: card.iccid, action: 'record', outcome: 'recorded' })]);
  }, 60_000);
});
