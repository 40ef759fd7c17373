/**
 * Card detail and single-card actions against the local stack: every action's success and each
 * refusal with its exact message in both languages, counters after state changes, a failing
 * operator that changes nothing, the card log, and tenant isolation.
 */
import { DeleteCommand, PutCommand, QueryCommand } from '@cmp/functions/shared/aws/dynamodb-commands';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { call, login } from '../support/api-client.ts';
import { cardLog, cardStats, cardsOf, claimCards, stackDb, storedCard } from '../support/cards.ts';

const GB = 1024 ** 3;
const table = () => inject('stack').env.TABLE_NAME;
const db = () => stackDb();

interface StoredCard {
  iccid: string;
  msisdn: string;
  imsi: string;
  operator: string;
  state: number;
  custId: string | null;
  channelCustId: string;
  goodsReleaseId: string;
  quotaBytes: number;
  modeType: string;
}
interface Detail extends StoredCard {
  planName: string | null;
  plan: { goodsReleaseId: string; kind: string } | null;
  cycle: { startDay: string; endDay: string; totalBytes: number; usedBytes: number; remainingBytes: number };
  usage: { day: string; bytes: number }[];
  operatorStatus: { code: string; label: string };
  network: string;
  remark: string;
  imei: string;
  validPeriodEnd: string | null;
  pendingPlanChange: { goodsReleaseId: string; when: string; effectiveAt: string } | null;
  eventPacks: { goodsReleaseId: string; endsAt: string; orderId: string | null }[];
  stateChangedAt: string | null;
}
interface LogEntry {
  at: string;
  action: string;
  detail: Record<string, unknown>;
  by: string;
}

const used = new Set<string>();
/** A not-yet-used card of an owner in a state, optionally matching a predicate. */
async function pick(owner: string, state: number, pred: (c: StoredCard) => boolean = () => true): Promise<StoredCard> {
  const candidates = ((await cardsOf(owner, state)) as unknown as StoredCard[]).filter((c) => !used.has(c.iccid) && pred(c));
  const [card] = await claimCards(candidates, 1);
  if (!card) throw new Error(`no unused card of ${owner} in state ${state}`);
  used.add(card.iccid);
  return card;
}
const stored = (c: Pick<StoredCard, 'channelCustId' | 'iccid'>) => storedCard<StoredCard>(c.channelCustId, c.iccid);
const logOf = (c: Pick<StoredCard, 'channelCustId' | 'iccid'>) => cardLog<LogEntry>(c.channelCustId, c.iccid);
const putItem = (Item: Record<string, unknown>) => db().send(new PutCommand({ TableName: table(), Item }));
const fault = (iccid: string, code: string | null) =>
  code
    ? putItem({ pk: 'PLATFORM#SIMULATOR', sk: `FAULT#${iccid}`, code })
    : db().send(new DeleteCommand({ TableName: table(), Key: { pk: 'PLATFORM#SIMULATOR', sk: `FAULT#${iccid}` } }));

const monthly = (c: StoredCard) => c.goodsReleaseId === 'G001';
const prepaid = (c: StoredCard) => c.goodsReleaseId === 'G002';

let acme: string;
/** Calls a card-detail route as acme (or another token). */
const api = <T = Detail>(path: string, body: Record<string, unknown>, opts: { token?: string; lang?: 'zh-CN' | 'en-US' } = {}) =>
  call<T>(`/cmp/sim/card/${path}`, body, { token: opts.token ?? acme, lang: opts.lang });

/** The action is refused in both languages with the exact message and code, and the card is unchanged. */
async function refusedBoth(path: string, body: Record<string, unknown>, code: number, en: string, zh: string) {
  const before = await stored(body as never as StoredCard & { channelCustId: string });
  for (const [lang, msg] of [
    ['en-US', en],
    ['zh-CN', zh],
  ] as const) {
    const res = await api(path, body, { lang });
    expect(res.body, `${path} ${lang}`).toMatchObject({ success: false, errorCode: code, msg });
    expect(res.status).toBe(422);
  }
  expect(await stored(body as never as StoredCard)).toEqual(before);
}

beforeAll(async () => {
  acme = await login('acme');
  // An event pack (none is seeded) and a plan with other APN information, for the plan routes.
  await putItem({
    pk: 'PLATFORM#GOODS',
    sk: 'EVENT#E901',
    goodsReleaseId: 'E901',
    name: 'Event pack 2 GB',
    goodsType: 3,
    quotaBytes: 2 * GB,
    status: 'published',
  });
  await putItem({
    pk: 'PLATFORM#GOODS',
    sk: 'BASIC#G9A1',
    goodsReleaseId: 'G9A1',
    name: 'Private APN 1 GB',
    goodsType: 2,
    quotaBytes: GB,
    status: 'published',
    apns: ['private.acme'],
  });
});

describe('card detail reads', () => {
  it('answers the card with its plan, current cycle from the usage months, 30 days of usage and operator status', async () => {
    const card = await pick('CUST#C1001', 64, (c) => monthly(c) && c.operator === 'CMCC');
    const res = await api('detail', { iccid: card.iccid });
    expect(res.status).toBe(200);
    const d = res.body.data!;
    expect(d).toMatchObject({
      iccid: card.iccid,
      msisdn: card.msisdn,
      imsi: card.imsi,
      state: 64,
      planName: 'Monthly 1 GB individual',
      plan: { goodsReleaseId: 'G001', kind: 'monthly' },
      operatorStatus: { code: '1', label: 'Powered on' },
      network: 'allowed',
    });
    expect(d.cycle.totalBytes).toBe(GB);
    expect(d.usage).toHaveLength(30);
    const { Items = [] } = await db().send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :u)',
        ExpressionAttributeValues: { ':pk': `CUST#C1001#CARD#${card.iccid}`, ':u': 'USAGE#' },
      }),
    );
    const byDay = new Map<string, number>();
    for (const item of Items)
      for (const [k, v] of Object.entries(item))
        if (/^d\d\d$/.test(k)) byDay.set(`${String(item.sk).slice(6)}-${k.slice(1)}`, Number(v));
    for (const u of d.usage) expect(u.bytes, u.day).toBe(byDay.get(u.day) ?? 0);
    expect(d.usage.some((u) => u.bytes > 0)).toBe(true);
    const inCycle = d.usage.filter((u) => u.day >= d.cycle.startDay && u.day <= d.cycle.endDay).reduce((t, u) => t + u.bytes, 0);
    expect(d.cycle.usedBytes).toBe(inCycle);
    expect(d.cycle.remainingBytes).toBe(Math.max(0, GB - inCycle));

    const zh = await api('detail', { iccid: card.iccid }, { lang: 'zh-CN' });
    expect(zh.body.data!.operatorStatus.label).toBe('开机');
  });

  it('answers the sessions of the last 3 days, newest first, and the online status', async () => {
    const card = await pick('CUST#C1001', 64);
    const res = await api<{ online: boolean; sessions: { startedAt: string; bytes: number }[] }>('sessions', {
      iccid: card.iccid,
    });
    expect(res.status).toBe(200);
    expect(res.body.data!.online).toBe(true);
    const sessions = res.body.data!.sessions;
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.length).toBeLessThanOrEqual(100);
    const starts = sessions.map((s) => s.startedAt);
    expect([...starts].sort().reverse()).toEqual(starts);
    expect(Date.parse(starts.at(-1)!)).toBeGreaterThanOrEqual(Date.now() - 3 * 86_400_000 - 60_000);
  });

  it('lists the plans the card may change to (same APN information, no test plan) and the event packs', async () => {
    const card = await pick('CUST#C1001', 64, monthly);
    const res = await api<{ goodsReleaseId: string; kind: string }[]>('plans', { iccid: card.iccid });
    const ids = res.body.data!.map((p) => `${p.kind}:${p.goodsReleaseId}`).sort();
    expect(ids).toEqual(['basic:G002', 'basic:G003', 'event:E901']);
  });
});

describe('change status', () => {
  it('deactivates an active card: state, index, operator status, counters of every scope and a log entry', async () => {
    const card = await pick('CUST#C1001', 64, (c) => c.custId !== null);
    const scopes = ['PLATFORM', 'CUST#C1001', `CUST#C1001#SUB#${card.custId}`];
    const before = await Promise.all(scopes.map(cardStats));
    const res = await api('changeState', { iccid: card.iccid, targetState: 65 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ state: 65, network: 'blocked', operatorStatus: { code: 'M' } });
    expect(res.body.data!.stateChangedAt).toBeTruthy();
    const after = await Promise.all(scopes.map(cardStats));
    scopes.forEach((scope, i) => {
      expect(Number(after[i]!.s64), scope).toBe(Number(before[i]!.s64) - 1);
      expect(Number(after[i]!.s65), scope).toBe(Number(before[i]!.s65) + 1);
      expect(Number(after[i]!.quotaActive), scope).toBe(Number(before[i]!.quotaActive) - card.quotaBytes);
      expect(after[i]!.total, scope).toBe(before[i]!.total);
    });
    expect((await cardsOf('CUST#C1001', 65)).map((c) => c.iccid)).toContain(card.iccid);
    expect((await cardsOf(`CUST#C1001#SUB#${card.custId}`, 65)).map((c) => c.iccid)).toContain(card.iccid);
    const log = await api<{ items: LogEntry[] }>('log', { iccid: card.iccid });
    expect(log.body.data!.items[0]).toMatchObject({ action: 'changeState', by: 'acme', detail: { from: 64, to: 65 } });

    const back = await api('changeState', { iccid: card.iccid, targetState: 64 });
    expect(back.body.data).toMatchObject({ state: 64, network: 'allowed', operatorStatus: { code: '1' } });
    const restored = await Promise.all(scopes.map(cardStats));
    scopes.forEach((scope, i) => expect(restored[i], scope).toEqual(before[i]));
  });

  it('changes nothing when the operator call fails, and says so', async () => {
    const card = await pick('CUST#C1001', 64);
    const before = { card: await stored(card), stats: await cardStats('CUST#C1001'), log: await logOf(card) };
    await fault(card.iccid, 'UNAVAILABLE');
    try {
      for (const lang of ['en-US', 'zh-CN'] as const) {
        const res = await api('changeState', { iccid: card.iccid, targetState: 65 }, { lang });
        expect(res.status).toBe(502);
        expect(res.body).toMatchObject({
          success: false,
          errorCode: 42101,
          msg:
            lang === 'en-US'
              ? 'The operator could not process the request right now. Nothing was changed; please try again later.'
              : '运营商暂时无法处理该请求，未做任何变更，请稍后重试',
        });
      }
      const net = await api('network', { iccid: card.iccid, action: 'block' });
      expect(net.body.errorCode).toBe(42101);
    } finally {
      await fault(card.iccid, null);
    }
    expect(await stored(card)).toEqual(before.card);
    expect(await cardStats('CUST#C1001')).toEqual(before.stats);
    expect(await logOf(card)).toEqual(before.log);
  });

  it('answers 403 to a role without the change-status permission', async () => {
    const card = await pick('CUST#C1001', 64);
    const res = await api('changeState', { iccid: card.iccid, targetState: 65 }, { token: await login('acme-staff') });
    expect(res.status).toBe(403);
    expect((await stored(card)).state).toBe(64);
  });
});

describe('network', () => {
  it('blocks and allows an active card, logging both', async () => {
    const card = await pick('CUST#C1001', 64);
    expect((await api('network', { iccid: card.iccid, action: 'block' })).body.data!.network).toBe('blocked');
    expect((await api('network', { iccid: card.iccid, action: 'allow' })).body.data!.network).toBe('allowed');
    const actions = (await logOf(card)).map((l) => `${l.action}:${(l.detail as { action: string }).action}`);
    expect(actions.sort()).toEqual(['network:allow', 'network:block']);
  });
});

describe('renew', () => {
  it('renews cycles of an active monthly card and periods of a deactivated prepaid card (which stays deactivated)', async () => {
    const active = await pick('CUST#C1001', 64, monthly);
    const res = await api('renew', { iccid: active.iccid, periods: 2 });
    expect(res.status).toBe(200);
    const end = Date.parse(res.body.data!.validPeriodEnd!);
    expect(end).toBeGreaterThan(Date.now() + 55 * 86_400_000);
    expect(end).toBeLessThan(Date.now() + 63 * 86_400_000);

    const deactivated = await pick('CUST#C1001', 65, prepaid);
    const renewed = await api('renew', { iccid: deactivated.iccid, periods: 1 });
    expect(renewed.body.data).toMatchObject({ state: 65 });
    expect(Date.parse(renewed.body.data!.validPeriodEnd!)).toBeGreaterThan(Date.now() + 360 * 86_400_000);
    expect((await logOf(deactivated)).map((l) => l.action)).toEqual(['renew']);
  });
  it('refuses period renewal while a plan change is pending', async () => {
    const card = await pick('CUST#C1001', 65, prepaid);
    expect((await api('changePackage', { iccid: card.iccid, goodsReleaseId: 'G001' })).status).toBe(200);
    await refusedBoth(
      'renew',
      { iccid: card.iccid, periods: 1 },
      42007,
      'A period cannot be renewed while a plan change is pending.',
      '套餐变更待生效期间不能续期。',
    );
  });
});

describe('change package', () => {
  it('schedules the change of an active card for the next cycle, once a month', async () => {
    const card = await pick('CUST#C1001', 64, (c) => monthly(c) && c.operator === 'CMCC');
    const res = await api('changePackage', { iccid: card.iccid, goodsReleaseId: 'G003' });
    expect(res.status).toBe(200);
    const now = new Date(Date.now() + 8 * 3_600_000);
    const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1) - 8 * 3_600_000).toISOString();
    expect(res.body.data!.pendingPlanChange).toMatchObject({ goodsReleaseId: 'G003', when: 'next-cycle', effectiveAt: next });
    expect(res.body.data!.goodsReleaseId).toBe('G001');
    await refusedBoth(
      'changePackage',
      { iccid: card.iccid, goodsReleaseId: 'G002' },
      42004,
      'Only one plan change per month is allowed.',
      '每月仅允许变更一次套餐。',
    );
  });
  it('applies a change waiting for activation when the card is activated, and moves the active quota', async () => {
    const card = await pick('CUST#C1001', 65, (c) => monthly(c) && c.custId === null);
    const change = await api('changePackage', { iccid: card.iccid, goodsReleaseId: 'G003' });
    expect(change.body.data!.pendingPlanChange).toMatchObject({ when: 'on-activation' });
    const before = await cardStats('CUST#C1001');
    const res = await api('changeState', { iccid: card.iccid, targetState: 64 });
    expect(res.body.data).toMatchObject({ state: 64, goodsReleaseId: 'G003', quotaBytes: 10 * GB, pendingPlanChange: null });
    expect(Number((await cardStats('CUST#C1001')).quotaActive)).toBe(Number(before.quotaActive) + 10 * GB);
    // The applied change leaves no pending change behind: later actions go through.
    expect((await api('network', { iccid: card.iccid, action: 'block' })).body.data!.network).toBe('blocked');
    expect((await api('changePackage', { iccid: card.iccid, goodsReleaseId: 'G001' })).body.errorCode).toBe(42004);
  });
});

describe('order package', () => {
  it('adds an event pack to an active card until the end of its basic cycle', async () => {
    const card = await pick('CUST#C1001', 64, monthly);
    const before = (await api('detail', { iccid: card.iccid })).body.data!;
    const res = await api('orderPackage', { iccid: card.iccid, goodsReleaseId: 'E901' });
    expect(res.status).toBe(200);
    expect(res.body.data!.eventPacks).toEqual([expect.objectContaining({ goodsReleaseId: 'E901' })]);
    // The card keeps the order that bills the pack, its price and tax rate (the bill run rates the pack from them).
    const kept = (await storedCard<{ eventPacks: Record<string, unknown>[] }>('C1001', card.iccid))!.eventPacks;
    expect(kept).toEqual([
      expect.objectContaining({ goodsReleaseId: 'E901', orderId: res.body.data!.eventPacks[0]!.orderId, tariffType: 8 }),
    ]);
    expect(kept[0]).toHaveProperty('price', expect.any(Number));
    expect(kept[0]).toHaveProperty('taxRate', expect.any(Number));
    expect(Object.keys(res.body.data!.eventPacks[0]!)).not.toContain('price');
    expect(Date.parse(res.body.data!.eventPacks[0]!.endsAt)).toBe(
      Date.parse(`${before.cycle.endDay}T00:00:00+08:00`) + 86_400_000,
    );
    expect(res.body.data!.cycle.totalBytes).toBe(before.cycle.totalBytes + 2 * GB);
    expect((await logOf(card)).map((l) => l.action)).toEqual(['orderPackage']);
  });
  it('orders a supplementary basic plan (goodsType 3) as an event pack, which no card may change to', async () => {
    await putItem({
      pk: 'PLATFORM#GOODS',
      sk: 'BASIC#G9S1',
      goodsReleaseId: 'G9S1',
      name: 'Supplementary 500 MB',
      goodsType: 3,
      quotaBytes: 500 * 1024 ** 2,
      status: 'published',
      apns: ['APN0001'],
    });
    const card = await pick('CUST#C1001', 64, monthly);
    const plans = await api<{ goodsReleaseId: string; kind: string }[]>('plans', { iccid: card.iccid });
    expect(plans.body.data).toContainEqual(expect.objectContaining({ goodsReleaseId: 'G9S1', kind: 'event' }));
    const res = await api('orderPackage', { iccid: card.iccid, goodsReleaseId: 'G9S1' });
    expect(res.body.data!.eventPacks).toEqual([expect.objectContaining({ goodsReleaseId: 'G9S1' })]);
    expect((await api('changePackage', { iccid: card.iccid, goodsReleaseId: 'G9S1' })).body.errorCode).toBe(42104);
  });
});

describe('edit, SMS and log', () => {
  it('edits the remark and IMEI, validates the IMEI and pages the log newest first', async () => {
    const card = await pick('CUST#C1001', 64);
    const res = await api('update', { iccid: card.iccid, remark: 'pump 7', imei: '860000000000007' });
    expect(res.body.data).toMatchObject({ remark: 'pump 7', imei: '860000000000007' });
    const bad = await api('update', { iccid: card.iccid, imei: '12ab' });
    expect(bad.status).toBe(422);
    expect(bad.body.field).toBe('imei');
    for (let i = 0; i < 20; i++) await api('update', { iccid: card.iccid, remark: `r${i}` });
    const first = await api<{ items: LogEntry[]; cursor: string | null }>('log', { iccid: card.iccid });
    expect(first.body.data!.items).toHaveLength(20);
    expect(first.body.data!.items[0]!.detail).toEqual({ remark: 'r19' });
    expect(first.body.data!.cursor).toBeTruthy();
    const second = await api<{ items: LogEntry[]; cursor: string | null }>('log', {
      iccid: card.iccid,
      cursor: first.body.data!.cursor,
    });
    expect(second.body.data!.items.map((l) => l.detail)).toEqual([{ remark: 'pump 7', imei: '860000000000007' }]);
  });
  it('sends an SMS through the operator and lists it newest first; a failed send is kept as failed', async () => {
    const card = await pick('CUST#C1001', 64);
    const sent = await api<{ smsId: string; state: string }>(
      'sms/send',
      { iccid: card.iccid, content: 'reboot' },
      { token: await login('acme-staff') },
    );
    expect(sent.status).toBe(201);
    expect(sent.body.data!.state).toBe('submitted');
    await fault(card.iccid, 'TIMEOUT');
    const failed = await api('sms/send', { iccid: card.iccid, content: 'second' });
    await fault(card.iccid, null);
    expect(failed.status).toBe(502);
    const list = await api<{ items: { content: string; state: string }[] }>('sms/list', { iccid: card.iccid });
    expect(list.body.data!.items.map((s) => `${s.content}:${s.state}`)).toEqual(['second:failed', 'reboot:sent']);
    const tooLong = await api('sms/send', { iccid: card.iccid, content: 'x'.repeat(161) });
    expect(tooLong.status).toBe(422);
  });
});

describe('diagnosis', () => {
  it('answers state, operator status, cycle and advice', async () => {
    const off = await pick('CUST#C1001', 65, monthly);
    const res = await api<{ state: number; online: boolean; advice: { code: string; message: string }[] }>('diagnose', {
      iccid: off.iccid,
    });
    expect(res.body.data).toMatchObject({
      state: 65,
      online: false,
      advice: [{ code: 'DEACTIVATED', message: 'The card is deactivated. Activate it to restore the network.' }],
    });
  });
});

/** A refused action on a card picked for it: the route, its body for that card, the code and both messages. */
interface Refusal {
  refuses: string;
  state: number;
  pred?: (c: StoredCard) => boolean;
  path: string;
  body: (iccid: string) => Record<string, unknown>;
  code: number;
  en: string;
  zh: string;
}
const refusals: Refusal[] = [
  {
    refuses: 'deactivating a card that is not active',
    state: 63,
    path: 'changeState',
    body: (iccid) => ({ iccid, targetState: 65 }),
    code: 42002,
    en: 'Only active cards can be deactivated.',
    zh: '仅激活状态的卡可以停用。',
  },
  {
    refuses: 'activating a start-state card',
    state: 60,
    path: 'changeState',
    body: (iccid) => ({ iccid, targetState: 64 }),
    code: 42001,
    en: 'Cards in the start state are not available.',
    zh: '处于开始状态的卡不可用。',
  },
  {
    refuses: 'a transition the lifecycle lacks',
    state: 67,
    path: 'changeState',
    body: (iccid) => ({ iccid, targetState: 64 }),
    code: 40003,
    en: 'A card cannot change from "Cancelled" to "Activated"',
    zh: '不能从“已销户”变更为“已激活”',
  },
  {
    refuses: 'allowing the network of a deactivated card',
    state: 65,
    path: 'network',
    body: (iccid) => ({ iccid, action: 'allow' }),
    code: 42013,
    en: 'A deactivated card cannot have its network allowed.',
    zh: '已停用的卡不能开通网络。',
  },
  {
    refuses: 'cycle renewal of a non-active monthly card',
    state: 65,
    pred: monthly,
    path: 'renew',
    body: (iccid) => ({ iccid, periods: 1 }),
    code: 42008,
    en: 'Only active cards can renew a cycle.',
    zh: '仅激活状态的卡可以续订周期。',
  },
  {
    refuses: 'period renewal of an active prepaid card',
    state: 64,
    pred: prepaid,
    path: 'renew',
    body: (iccid) => ({ iccid, periods: 1 }),
    code: 42006,
    en: 'Only non-active cards can renew a period.',
    zh: '仅非激活状态的卡可以续期。',
  },
  {
    refuses: 'a plan change to other APN information',
    state: 64,
    pred: monthly,
    path: 'changePackage',
    body: (iccid) => ({ iccid, goodsReleaseId: 'G9A1' }),
    code: 42005,
    en: 'The plan can only be changed to a plan with the same APN information.',
    zh: '只能变更为APN信息相同的套餐。',
  },
  {
    refuses: 'a plan change of a card that is neither active nor deactivated',
    state: 63,
    pred: (c) => c.goodsReleaseId !== 'G003',
    path: 'changePackage',
    body: (iccid) => ({ iccid, goodsReleaseId: 'G003' }),
    code: 42003,
    en: 'Only active or deactivated cards can change their plan.',
    zh: '仅激活或已停用状态的卡可以变更套餐。',
  },
  {
    refuses: 'a plan change to the test plan',
    state: 64,
    pred: monthly,
    path: 'changePackage',
    body: (iccid) => ({ iccid, goodsReleaseId: 'G004' }),
    code: 42104,
    en: 'This plan does not exist or is not available for this card.',
    zh: '该套餐不存在或不可用于此卡',
  },
  {
    refuses: 'an event pack for a card that is not active',
    state: 65,
    path: 'orderPackage',
    body: (iccid) => ({ iccid, goodsReleaseId: 'E901' }),
    code: 42009,
    en: 'Only active cards can order event packs.',
    zh: '仅激活状态的卡可以订购事件包。',
  },
  {
    refuses: 'an SMS to a start-state card',
    state: 60,
    path: 'sms/send',
    body: (iccid) => ({ iccid, content: 'hi' }),
    code: 42001,
    en: 'Cards in the start state are not available.',
    zh: '处于开始状态的卡不可用。',
  },
  {
    refuses: 'diagnosis of a standard-edition card',
    state: 64,
    pred: prepaid,
    path: 'diagnose',
    body: (iccid) => ({ iccid }),
    code: 42015,
    en: "Standard version cards don't support diagnosis function.",
    zh: '标准版卡不支持诊断功能。',
  },
];

describe('refusals', () => {
  it.each(refusals)('refuses $refuses ($code) in both languages, changing nothing', async (r) => {
    const card = await pick('CUST#C1001', r.state, r.pred);
    await refusedBoth(r.path, r.body(card.iccid), r.code, r.en, r.zh);
  });
});

describe('tenant isolation', () => {
  it('another enterprise cannot read or change an acme card (404, unchanged); naming acme is 403', async () => {
    const card = await pick('CUST#C1001', 64);
    const globex = await login('globex');
    const before = await stored(card);
    for (const [path, body] of [
      ['detail', {}],
      ['sessions', {}],
      ['log', {}],
      ['changeState', { targetState: 65 }],
      ['network', { action: 'block' }],
      ['update', { remark: 'x' }],
      ['sms/send', { content: 'x' }],
    ] as const) {
      const res = await api(path, { iccid: card.iccid, ...body }, { token: globex });
      expect(res.status, path).toBe(404);
    }
    expect((await api('detail', { iccid: card.iccid, channelCustId: 'C1001' }, { token: globex })).status).toBe(403);
    expect(await stored(card)).toEqual(before);
    expect(await logOf(card)).toEqual([]);
  });
  it('a secondary customer reaches only cards allocated to it', async () => {
    const west = await pick('CUST#C1001#SUB#S2002', 64);
    const east = await pick('CUST#C1001#SUB#S2001', 64);
    const eastToken = await login('acme-east');
    const before = await stored(west);
    expect((await api('detail', { iccid: west.iccid }, { token: eastToken })).status).toBe(404);
    expect((await api('changeState', { iccid: west.iccid, targetState: 65 }, { token: eastToken })).status).toBe(404);
    expect(await stored(west)).toEqual(before);
    expect((await api('detail', { iccid: east.iccid }, { token: eastToken })).body.data!.iccid).toBe(east.iccid);
  });
  it('a platform role may name the enterprise, or leave it to the ICCID directory (deep links)', async () => {
    const card = await pick('CUST#C1001', 64);
    const admin = await login('admin');
    const byId = await api('detail', { iccid: card.iccid }, { token: admin });
    expect(byId.status).toBe(200);
    expect(byId.body.data).toMatchObject({ iccid: card.iccid, channelCustId: 'C1001' });
    expect((await api('detail', { iccid: card.iccid, channelCustId: 'C1001' }, { token: admin })).body.data!.iccid).toBe(
      card.iccid,
    );
    expect((await api('detail', { iccid: card.iccid, channelCustId: 'C1002' }, { token: admin })).status).toBe(404);
  });
});
