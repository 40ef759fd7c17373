/**
 * Real-name records of cards (issue #16 item 5) against the local stack: a card that requires
 * real-name and lacks it is cut off (operator status I) when the requirement is set, when it becomes
 * active and by the daily check (idempotent); a verification restores it ('1'); a blacklisted person
 * cannot be verified (the hit recorded); identity numbers are never answered unmasked; the list is
 * tenant-scoped (enterprises see their own cards; staff and secondary customers hold no risk area).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, useStackEnv } from '../support/api-client.ts';
import { type CardRow, cardsOf, claimCards } from '../support/cards.ts';

const run = Date.now().toString(36).toUpperCase();
const digits = Number.parseInt(run, 36).toString().slice(-11).padStart(11, '0');
const CLEAN_ID = `310101${digits}7`;
const BLOCKED_ID = `440301${digits}X`;
const masked = (id: string) => `${id.slice(0, 3)}****${id.slice(7)}`;
const LIST = '/cmp/sim/realName/list';
const HISTORY = '/cmp/sim/realName/history';
const REQUIRE = '/cmp/sim/realName/require';
const VERIFY = '/cmp/sim/realName/verify';

interface RealNameRow {
  iccid: string;
  channelCustId: string;
  required: boolean;
  status: string;
  statusLabel: string;
  personName: string | null;
  idNumber: string | null;
  cutOff: boolean;
  operatorStatus?: { code: string; label: string };
}
interface History {
  card: RealNameRow;
  items: {
    kind: string;
    kindLabel: string;
    by: string;
    personName: string | null;
    idNumber: string | null;
    from: string | null;
    to: string | null;
  }[];
}

const answers: string[] = [];
async function api<T>(path: string, body: unknown, token: string, lang: 'en-US' | 'zh-CN' = 'en-US') {
  const res = await call<T>(path, body, { token, lang });
  answers.push(JSON.stringify(res.body));
  return res;
}
const operatorStatus = async (token: string, iccid: string) =>
  (await api<{ operatorStatus: { code: string } }>('/cmp/sim/card/detail', { iccid }, token)).body.data!.operatorStatus.code;

describe('real-name records', () => {
  let admin: string;
  let acme: string;
  let cards: CardRow[];
  beforeAll(async () => {
    useStackEnv();
    [admin, acme] = await Promise.all([login('admin'), login('acme')]);
    cards = await claimCards(
      (await cardsOf('CUST#C1001', 64)).filter((c) => !c.custId),
      3,
    );
    expect(cards).toHaveLength(3);
  });

  it('cuts a card off when real-name is required, refuses a blacklisted person, restores the card on verification', async () => {
    const { iccid } = cards[0]!;
    expect(await operatorStatus(acme, iccid)).toBe('1');
    const before = await api<{ items: RealNameRow[] }>(LIST, { iccid }, acme);
    expect(before.body.data!.items).toMatchObject([{ iccid, required: false, status: 'notRequired' }]);

    const required = await api<{ items: { iccid: string; result: string; action?: string }[] }>(
      REQUIRE,
      { channelCustId: 'C1001', iccids: [iccid], required: true },
      admin,
    );
    expect(required.status, JSON.stringify(required.body)).toBe(200);
    expect(required.body.data!.items).toEqual([{ iccid, result: 'changed', action: 'cutOff' }]);
    expect(await operatorStatus(acme, iccid)).toBe('I');
    // Idempotent: the same requirement again changes nothing.
    const again = await api<{ items: { result: string }[] }>(
      REQUIRE,
      { channelCustId: 'C1001', iccids: [iccid], required: true },
      admin,
    );
    expect(again.body.data!.items).toEqual([{ iccid, result: 'unchanged' }]);
    // Only the platform sets requirements and records verifications.
    expect((await api(REQUIRE, { channelCustId: 'C1001', iccids: [iccid], required: false }, acme)).status).toBe(403);
    expect((await api(VERIFY, { iccid, personName: 'Li Lei', idNumber: CLEAN_ID }, acme)).status).toBe(403);

    const listed = await api<{ items: RealNameRow[] }>(LIST, { iccid }, acme, 'zh-CN');
    expect(listed.body.data!.items[0]).toMatchObject({ status: 'unverified', statusLabel: '未实名', cutOff: true });

    const person = await api<{ entryId: string }>(
      '/cmp/core/blacklist/personal/add',
      { name: `Blocked ${run}`, reason: 'Fraud', idNumber: BLOCKED_ID },
      admin,
    );
    expect(person.status).toBe(201);
    const refused = await api(
      VERIFY,
      { channelCustId: 'C1001', iccid, personName: `Blocked ${run}`, idNumber: BLOCKED_ID.toLowerCase() },
      admin,
    );
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe(50647);
    expect(await operatorStatus(acme, iccid)).toBe('I');
    const hits = await api<{ items: { entryId: string; place: string; subject: string; by: string }[] }>(
      '/cmp/core/blacklist/record/list',
      { action: 'hit', pageSize: 50 },
      admin,
    );
    expect(hits.body.data!.items.find((r) => r.entryId === person.body.data!.entryId)).toMatchObject({
      place: 'realName',
      subject: iccid,
      by: 'admin',
    });

    const verified = await api<RealNameRow>(
      VERIFY,
      { channelCustId: 'C1001', iccid, personName: 'Li Lei', idNumber: CLEAN_ID },
      admin,
    );
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body.data).toMatchObject({
      status: 'verified',
      personName: 'Li Lei',
      idNumber: masked(CLEAN_ID),
      cutOff: false,
    });
    expect(await operatorStatus(acme, iccid)).toBe('1');
    // The same verification again changes nothing.
    expect((await api(VERIFY, { channelCustId: 'C1001', iccid, personName: 'Li Lei', idNumber: CLEAN_ID }, admin)).status).toBe(
      200,
    );

    const history = await api<History>(HISTORY, { iccid }, acme);
    expect(history.body.data!.items.map((e) => e.kind)).toEqual(['restored', 'verified', 'refused', 'cutOff', 'required']);
    // An enterprise reads the platform's staff as 'platform' (shared/http/response-view.ts).
    expect(history.body.data!.items[0]).toMatchObject({ from: 'I', to: '1', by: 'platform' });
    expect(history.body.data!.items[2]).toMatchObject({ idNumber: masked(BLOCKED_ID) });
    expect(history.body.data!.card).toMatchObject({ status: 'verified', operatorStatus: { code: '1' } });
  });

  it('cuts off by the scheduled check (idempotent), which also catches a card activated since', async () => {
    const { iccid } = cards[1]!;
    const { realNameService } = await import('@cmp/functions/realname/service-instance');
    const { createRealNameRepository } = await import('@cmp/functions/realname/realname.repository');
    const service = realNameService();
    // Existing data that requires real-name (as a plan or an import would mark it) but is not cut off yet.
    const at = new Date().toISOString();
    await createRealNameRepository().save(
      { channelCustId: 'C1001', iccid, required: true, status: 'unverified', cutOff: false, updatedAt: at, updatedBy: 'test' },
      { id: `T${run}`, channelCustId: 'C1001', iccid, at, kind: 'required', by: 'test' },
      undefined,
    );
    const first = await service.check();
    expect(first.cutOff).toBeGreaterThanOrEqual(1);
    expect(await operatorStatus(acme, iccid)).toBe('I');
    const history = await api<History>(HISTORY, { iccid }, acme);
    expect(history.body.data!.items[0]).toMatchObject({ kind: 'cutOff', by: 'system', from: '1', to: 'I' });
    await service.check();
    const after = await api<History>(HISTORY, { iccid }, acme);
    expect(after.body.data!.items.filter((e) => e.kind === 'cutOff')).toHaveLength(1);

    // A deactivated card that requires real-name is cut off by the next check once it is active again.
    const other = cards[2]!.iccid;
    const off = await api('/cmp/sim/card/changeState', { iccid: other, targetState: 65 }, acme);
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    const req = await api<{ items: { action?: string }[] }>(
      REQUIRE,
      { channelCustId: 'C1001', iccids: [other], required: true },
      admin,
    );
    expect(req.body.data!.items[0]!.action).toBe('none');
    const on = await api<{ operatorStatus: { code: string } }>(
      '/cmp/sim/card/changeState',
      { iccid: other, targetState: 64 },
      acme,
    );
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body.data!.operatorStatus.code).toBe('1');
    await service.check();
    expect(await operatorStatus(acme, other)).toBe('I');
  });

  it('is tenant-scoped: other enterprises see none of the cards, staff and secondary customers hold no risk area', async () => {
    const { iccid } = cards[0]!;
    const platform = await api<{ items: RealNameRow[] }>(LIST, { pageSize: 100 }, admin);
    expect(platform.status).toBe(200);
    const acmeList = await api<{ items: RealNameRow[] }>(LIST, { pageSize: 100, status: 'verified' }, acme);
    expect(acmeList.body.data!.items.every((r) => r.channelCustId === 'C1001')).toBe(true);
    const globex = await login('globex');
    const theirs = await api<{ items: RealNameRow[] }>(LIST, { pageSize: 100 }, globex);
    expect(theirs.body.data!.items.every((r) => r.channelCustId === 'C1002')).toBe(true);
    expect((await api<{ items: RealNameRow[] }>(LIST, { iccid }, globex)).body.data!.items).toEqual([]);
    expect((await api(LIST, { channelCustId: 'C1001' }, globex)).status).toBe(403);
    expect([403, 404]).toContain((await api(HISTORY, { iccid }, globex)).status);
    for (const who of ['acme-staff', 'acme-east']) expect((await api(LIST, {}, await login(who))).status).toBe(403);
  });

  it('never answers an identity number unmasked', () => {
    for (const body of answers) {
      expect(body).not.toContain(CLEAN_ID);
      expect(body).not.toContain(BLOCKED_ID);
    }
  });
});
