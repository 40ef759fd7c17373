import { DeleteCommand, PutCommand, QueryCommand, UpdateCommand } from '@cmp/functions/shared/aws/dynamodb-commands';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, login } from '../support/api-client.ts';
import { cardsOf, stackDb } from '../support/cards.ts';

interface Profile {
  profileIccid: string;
  state: string;
  stateLabel: string;
  actions: string[];
}
interface EuiccView {
  eid: string;
  iccid: string;
  custId: string | null;
  enabledProfile: string | null;
  profiles: Profile[];
}

const table = () => inject('stack').env.TABLE_NAME;
const run = String(Date.now()).slice(-10);
const eidOf = (n: number) => `8904${run}${String(n).padStart(18, '0')}`;
const profileOf = (n: number, k: number) => `8988${run.slice(-6)}${String(n * 10 + k).padStart(10, '0')}`;

/** Makes a seeded card an eUICC card of this run: eID, profiles on the card, the list pointer. */
async function makeEuicc(channelCustId: string, iccid: string, n: number, states: string[]) {
  const db = stackDb();
  const eid = eidOf(n);
  const profiles = states.map((state, k) => ({ profileIccid: profileOf(n, k), operator: 'CMCC', state }));
  await db.send(
    new UpdateCommand({
      TableName: table(),
      Key: { pk: `CUST#${channelCustId}#CARD#${iccid}`, sk: 'CARD' },
      UpdateExpression: 'SET eid = :e, profiles = :p',
      ExpressionAttributeValues: { ':e': eid, ':p': profiles },
    }),
  );
  await db.send(
    new PutCommand({ TableName: table(), Item: { pk: `CUST#${channelCustId}#EUICC`, sk: `EID#${eid}`, eid, iccid } }),
  );
  return { eid, iccid, profiles: profiles.map((p) => p.profileIccid) };
}

/** Injects (or with no code, removes) the simulator fault of a profile ICCID. */
async function fault(iccid: string, code?: string) {
  const key = { pk: 'PLATFORM#SIMULATOR', sk: `FAULT#${iccid}` };
  if (code) await stackDb().send(new PutCommand({ TableName: table(), Item: { ...key, code } }));
  else await stackDb().send(new DeleteCommand({ TableName: table(), Key: key }));
}

const euiccLog = async (channelCustId: string, iccid: string) => {
  const { Items } = await stackDb().send(
    new QueryCommand({
      TableName: table(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :s)',
      ExpressionAttributeValues: { ':pk': `CUST#${channelCustId}#CARD#${iccid}`, ':s': 'LOG#' },
    }),
  );
  return (Items ?? []).filter((i) => String(i.action).startsWith('euicc.')) as {
    action: string;
    detail: Record<string, string>;
  }[];
};

describe('eUICC list and profile operations', () => {
  const t: Record<string, string> = {};
  let own: Awaited<ReturnType<typeof makeEuicc>>;
  let own2: Awaited<ReturnType<typeof makeEuicc>>;
  let east: Awaited<ReturnType<typeof makeEuicc>>;
  let globex: Awaited<ReturnType<typeof makeEuicc>>;
  let plainCard: string;

  beforeAll(async () => {
    for (const name of ['acme', 'acme-staff', 'acme-east', 'acme-west', 'globex', 'admin']) t[name] = await login(name);
    const acme = (await cardsOf('CUST#C1001', 64)).filter((c) => !c.custId);
    const eastCards = await cardsOf('CUST#C1001#SUB#S2001', 64);
    const globexCards = await cardsOf('CUST#C1002', 64);
    // Cards the seed did not make eUICC cards (the seed takes the first ones of each owner).
    const pick = <T>(list: T[], n: number) => list.slice(-1 - n, list.length - n)[0]!;
    own = await makeEuicc('C1001', pick(acme, 0).iccid, 1, ['enabled', 'disabled', 'bound']);
    own2 = await makeEuicc('C1001', pick(acme, 1).iccid, 2, ['enabled', 'downloaded', 'bound']);
    east = await makeEuicc('C1001', pick(eastCards, 0).iccid, 3, ['enabled', 'disabled']);
    globex = await makeEuicc('C1002', pick(globexCards, 0).iccid, 4, ['enabled']);
    plainCard = pick(acme, 3).iccid;
  });

  const list = (token: string, body: object = {}) =>
    call<{ items: EuiccView[]; cursor: string | null }>('/cmp/sim/euicc/list', { eid: `8904${run}`, ...body }, { token });
  const op = (token: string, action: string, body: object, lang?: 'zh-CN' | 'en-US') =>
    call<EuiccView>(`/cmp/sim/euicc/profile/${action}`, body, { token, lang });

  it('lists eUICC cards within the tenant: enterprise, secondary customer, platform naming the enterprise', async () => {
    const acme = await list(t.acme!);
    expect(acme.status).toBe(200);
    expect(acme.body.data!.items.map((i) => i.eid).sort()).toEqual([own.eid, own2.eid, east.eid].sort());
    const eastList = await list(t['acme-east']!);
    expect(eastList.body.data!.items.map((i) => i.eid)).toEqual([east.eid]);
    expect((await list(t['acme-west']!)).body.data!.items).toEqual([]);
    expect((await list(t.globex!)).body.data!.items.map((i) => i.eid)).toEqual([globex.eid]);
    expect((await list(t.admin!)).status).not.toBe(200);
    const admin = await list(t.admin!, { channelCustId: 'C1001', custId: 'S2001' });
    expect(admin.body.data!.items.map((i) => i.eid)).toEqual([east.eid]);
    expect((await list(t.acme!, { channelCustId: 'C1002' })).status).toBe(403);
    // Filters: ICCID prefix and profile state.
    expect((await list(t.acme!, { iccid: own.iccid })).body.data!.items.map((i) => i.eid)).toEqual([own.eid]);
    const bound = await list(t.acme!, { profileState: 'downloaded' });
    expect(bound.body.data!.items.map((i) => i.eid)).toEqual([own2.eid]);
    // Seeded demo eUICC cards are listed too.
    expect(
      (await call<{ items: EuiccView[] }>('/cmp/sim/euicc/list', {}, { token: t.acme! })).body.data!.items.length,
    ).toBeGreaterThan(3);
  });

  it('shows the detail of an eUICC card and refuses cards without an eID or outside the scope', async () => {
    const res = await call<EuiccView>('/cmp/sim/euicc/detail', { iccid: own.iccid }, { token: t.acme!, lang: 'zh-CN' });
    expect(res.status).toBe(200);
    expect(res.body.data!.profiles.map((p) => [p.state, p.stateLabel])).toEqual([
      ['enabled', '已启用'],
      ['disabled', '已停用'],
      ['bound', '已绑定'],
    ]);
    const card = await call<{ eid: string | null }>('/cmp/sim/card/detail', { iccid: own.iccid }, { token: t.acme! });
    expect(card.body.data!.eid).toBe(own.eid);
    const plainDetail = await call<{ eid: string | null }>('/cmp/sim/card/detail', { iccid: plainCard }, { token: t.acme! });
    expect(plainDetail.body.data!.eid).toBeNull();
    const plain = await call('/cmp/sim/euicc/detail', { iccid: plainCard }, { token: t.acme! });
    expect([plain.status, plain.body.errorCode]).toEqual([404, 43101]);
    expect((await call('/cmp/sim/euicc/detail', { iccid: own.iccid }, { token: t['acme-east']! })).status).toBe(404);
    expect((await call('/cmp/sim/euicc/detail', { iccid: own.iccid }, { token: t.globex! })).status).toBe(404);
  });

  it('enables a profile, which disables the enabled one, and logs both steps', async () => {
    const res = await op(t.acme!, 'enable', { iccid: own.iccid, profileIccid: own.profiles[1] });
    expect(res.status).toBe(200);
    expect(res.body.data!.profiles.map((p) => p.state)).toEqual(['disabled', 'enabled', 'bound']);
    expect(res.body.data!.enabledProfile).toBe(own.profiles[1]);
    const log = await euiccLog('C1001', own.iccid);
    expect(log.map((l) => [l.action, l.detail.from, l.detail.to])).toEqual([
      ['euicc.enable', 'disabled', 'enabling'],
      ['euicc.enable', 'enabling', 'enabled'],
    ]);
    // The platform names the enterprise.
    const back = await op(t.admin!, 'enable', { channelCustId: 'C1001', iccid: own.iccid, profileIccid: own.profiles[0] });
    expect(back.body.data!.profiles.map((p) => p.state)).toEqual(['enabled', 'disabled', 'bound']);
  });

  it('downloads and disables, and the fault table makes operations fail into the failed states', async () => {
    await fault(own2.profiles[2]!, 'UNAVAILABLE');
    try {
      const failed = await op(t.acme!, 'download', { iccid: own2.iccid, profileIccid: own2.profiles[2] });
      expect(failed.status).toBe(200);
      expect(failed.body.data!.profiles[2]!.state).toBe('download-failed');
      expect(failed.body.data!.profiles[2]!.actions).toEqual(['download']);
    } finally {
      await fault(own2.profiles[2]!);
    }
    const retried = await op(t.acme!, 'download', { iccid: own2.iccid, profileIccid: own2.profiles[2] });
    expect(retried.body.data!.profiles[2]!.state).toBe('downloaded');

    await fault(own2.profiles[1]!, 'REJECTED');
    try {
      const failed = await op(t.acme!, 'enable', { iccid: own2.iccid, profileIccid: own2.profiles[1] });
      // A failed enable leaves the enabled profile as it was.
      expect(failed.body.data!.profiles.map((p) => p.state)).toEqual(['enabled', 'enable-failed', 'downloaded']);
    } finally {
      await fault(own2.profiles[1]!);
    }
    await fault(own2.profiles[0]!, 'TIMEOUT');
    const disableFailed = await op(t.acme!, 'disable', { iccid: own2.iccid, profileIccid: own2.profiles[0] });
    await fault(own2.profiles[0]!);
    expect(disableFailed.body.data!.profiles[0]!.state).toBe('disable-failed');
    const disabled = await op(t.acme!, 'disable', { iccid: own2.iccid, profileIccid: own2.profiles[0] });
    expect(disabled.body.data!.profiles[0]!.state).toBe('disabled');
    const log = await euiccLog('C1001', own2.iccid);
    expect(
      log
        .filter((l) => l.detail.reason)
        .map((l) => l.detail.to)
        .sort(),
    ).toEqual(['disable-failed', 'download-failed', 'enable-failed'].sort());
  });

  it('refuses transitions the profile state does not allow, in both languages', async () => {
    const en = await op(t.acme!, 'enable', { iccid: east.iccid, profileIccid: east.profiles[0] }, 'en-US');
    expect([en.status, en.body.errorCode, en.body.msg]).toEqual([409, 43104, 'A profile that is enabled cannot be enabled']);
    const zh = await op(t.acme!, 'download', { iccid: east.iccid, profileIccid: east.profiles[1] }, 'zh-CN');
    expect([zh.status, zh.body.msg]).toEqual([409, '状态为“已停用”的配置文件不能下载']);
    const unknown = await op(t.acme!, 'disable', { iccid: east.iccid, profileIccid: '89860000000000000000' });
    expect([unknown.status, unknown.body.errorCode]).toEqual([404, 43102]);
    expect((await euiccLog('C1001', east.iccid)).length).toBe(0);
  });

  it('answers 403 without the eUICC operation codes', async () => {
    for (const action of ['download', 'enable', 'disable']) {
      const staff = await op(t['acme-staff']!, action, { iccid: east.iccid, profileIccid: east.profiles[1] });
      expect(staff.status).toBe(403);
      const sub = await op(t['acme-east']!, action, { iccid: east.iccid, profileIccid: east.profiles[1] });
      expect(sub.status).toBe(403);
    }
    // Reading stays open to every card-area role in scope.
    expect((await list(t['acme-staff']!)).status).toBe(200);
  });
});
