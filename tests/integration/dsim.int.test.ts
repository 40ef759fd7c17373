import { GetCommand, QueryCommand } from '@cmp/functions/shared/aws/dynamodb-commands';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, login } from '../support/api-client.ts';
import { cardsOf, stackDb } from '../support/cards.ts';

interface Row {
  sn: string;
  iccid1: string;
  iccid2: string;
  activeSlot: 1 | 2;
  custId: string | null;
  card1: { iccid: string; operator: string; state: number } | null;
  card2: { iccid: string; operator: string; state: number } | null;
}
interface Page<T> {
  items: T[];
  cursor: string | null;
}

const run = Date.now().toString(36).toUpperCase();
const table = () => inject('stack').env.TABLE_NAME;
const cardItem = async (c: string, iccid: string) =>
  (await stackDb().send(new GetCommand({ TableName: table(), Key: { pk: `CUST#${c}#CARD#${iccid}`, sk: 'CARD' } }))).Item;
const logActions = async (c: string, iccid: string): Promise<string[]> => {
  const { Items } = await stackDb().send(
    new QueryCommand({
      TableName: table(),
      KeyConditionExpression: 'pk = :p AND begins_with(sk, :s)',
      ExpressionAttributeValues: { ':p': `CUST#${c}#CARD#${iccid}`, ':s': 'LOG#' },
    }),
  );
  return (Items ?? []).map((i) => String(i.action));
};
const free = (cards: { iccid: string; custId: string | null }[]) =>
  cards.filter((c) => !(c as { dsimSn?: string }).dsimSn).map((c) => c.iccid);

describe('dual-SIM list', () => {
  const t: Record<string, string> = {};
  let acme: string[];
  let east: string[];
  let globexCard: string;

  beforeAll(async () => {
    for (const name of ['acme', 'acme-staff', 'acme-east', 'globex', 'admin']) t[name] = await login(name);
    acme = free((await cardsOf('CUST#C1001', 64)).filter((c) => !c.custId)).reverse();
    east = free(await cardsOf('CUST#C1001#SUB#S2001', 64)).reverse();
    globexCard = (await cardsOf('CUST#C1002', 64))[0]!.iccid;
    expect(acme.length).toBeGreaterThanOrEqual(6);
    expect(east.length).toBeGreaterThanOrEqual(2);
  });

  const pair = (token: string, body: object) => call<Row>('/cmp/sim/dsim/pair', body, { token });

  it('pairs two cards, lists and finds them, switches the slot and unpairs, logging on both cards', async () => {
    const sn = `dev-${run}-a`;
    const res = await pair(t.acme!, { sn, iccid1: acme[0], iccid2: acme[1] });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ sn: sn.toUpperCase(), iccid1: acme[0], iccid2: acme[1], activeSlot: 1 });
    expect(res.body.data!.card2).toMatchObject({ iccid: acme[1], state: 64 });
    expect((await cardItem('C1001', acme[0]!))?.dsimSn).toBe(sn.toUpperCase());

    const bySn = await call<Page<Row>>('/cmp/sim/dsim/list', { sn: `DEV-${run}-` }, { token: t.acme });
    expect(bySn.body.data!.items.map((r) => r.sn)).toEqual([sn.toUpperCase()]);
    const byIccid = await call<Page<Row>>('/cmp/sim/dsim/list', { iccid: acme[1] }, { token: t.acme });
    expect(byIccid.body.data!.items.map((r) => r.sn)).toEqual([sn.toUpperCase()]);
    // A platform role names the enterprise.
    const admin = await call<Page<Row>>('/cmp/sim/dsim/list', { channelCustId: 'C1001', sn }, { token: t.admin });
    expect(admin.body.data!.items).toHaveLength(1);
    expect((await call('/cmp/sim/dsim/list', { sn }, { token: t.admin })).status).toBe(422);

    const sw = await call<Row>('/cmp/sim/dsim/switch', { sn, activeSlot: 2 }, { token: t.acme });
    expect(sw.status).toBe(200);
    expect(sw.body.data!.activeSlot).toBe(2);
    // Switching to the slot already active changes nothing.
    expect((await call<Row>('/cmp/sim/dsim/switch', { sn, activeSlot: 2 }, { token: t.acme })).body.data!.activeSlot).toBe(2);
    expect((await call('/cmp/sim/dsim/switch', { sn, activeSlot: 3 }, { token: t.acme })).status).toBe(422);

    const un = await call('/cmp/sim/dsim/unpair', { sn }, { token: t.acme });
    expect(un.status).toBe(200);
    expect((await cardItem('C1001', acme[0]!))?.dsimSn).toBeUndefined();
    expect((await call('/cmp/sim/dsim/unpair', { sn }, { token: t.acme })).status).toBe(404);
    for (const iccid of [acme[0]!, acme[1]!])
      expect(await logActions('C1001', iccid)).toEqual(expect.arrayContaining(['dsimPair', 'dsimSwitch', 'dsimUnpair']));
    // The cards are free again.
    expect((await pair(t.acme!, { sn: `${sn}-again`, iccid1: acme[1], iccid2: acme[0] })).status).toBe(201);
  });

  it('refuses foreign or unknown cards alike, paired cards, a taken serial number and the same ICCID twice', async () => {
    const foreign = await pair(t.acme!, { sn: `dev-${run}-b`, iccid1: acme[2], iccid2: globexCard });
    const unknown = await pair(t.acme!, { sn: `dev-${run}-b`, iccid1: acme[2], iccid2: '89860000000000000009' });
    expect(foreign.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(foreign.body).toMatchObject({ errorCode: 44307, field: 'iccid2' });
    expect(unknown.body.errorCode).toBe(44307);
    expect((await cardItem('C1002', globexCard))?.dsimSn).toBeUndefined();

    const same = await pair(t.acme!, { sn: `dev-${run}-b`, iccid1: acme[2], iccid2: ` ${acme[2]} ` });
    expect(same.status).toBe(422);
    expect(same.body.errorCode).toBe(44303);

    expect((await pair(t.acme!, { sn: `dev-${run}-b`, iccid1: acme[2], iccid2: acme[3] })).status).toBe(201);
    const paired = await pair(t.acme!, { sn: `dev-${run}-c`, iccid1: acme[4], iccid2: acme[3] });
    expect(paired.status).toBe(409);
    expect(paired.body).toMatchObject({ errorCode: 44302, field: 'iccid2' });
    const taken = await pair(t.acme!, { sn: `DEV-${run}-B`, iccid1: acme[4], iccid2: acme[5] });
    expect(taken.body.errorCode).toBe(44301);
    // Nothing half-written: the refused cards carry no marker.
    expect((await cardItem('C1001', acme[4]!))?.dsimSn).toBeUndefined();
    // Cards of a secondary customer cannot pair with unallocated cards.
    const mixed = await pair(t.acme!, { sn: `dev-${run}-d`, iccid1: acme[4], iccid2: east[0] });
    expect(mixed.body.errorCode).toBe(44304);
    expect((await pair(t.acme!, { sn: 'x', iccid1: acme[4], iccid2: acme[5] })).body.field).toBe('sn');
  });

  it('keeps tenants apart and needs 2100001 to change pairs', async () => {
    const sn = `dev-${run}-e`;
    expect((await pair(t.acme!, { sn, iccid1: east[0], iccid2: east[1] })).status).toBe(201);
    // The secondary customer sees the pair of its own two cards, not the enterprise's other pairs.
    const seen = await call<Page<Row>>('/cmp/sim/dsim/list', { sn: `DEV-${run}` }, { token: t['acme-east'] });
    expect(seen.status).toBe(200);
    expect(seen.body.data!.items.map((r) => r.sn)).toEqual([sn.toUpperCase()]);
    expect(seen.body.data!.items[0]!.custId).toBe('S2001');
    // Another enterprise sees nothing and cannot touch it; naming the enterprise is refused.
    expect((await call<Page<Row>>('/cmp/sim/dsim/list', { sn }, { token: t.globex })).body.data!.items).toEqual([]);
    expect((await call('/cmp/sim/dsim/unpair', { sn }, { token: t.globex })).status).toBe(404);
    expect((await call('/cmp/sim/dsim/list', { channelCustId: 'C1001' }, { token: t.globex })).status).toBe(403);
    // No 2100001: enterprise staff and the secondary customer are refused; the pair is unchanged.
    expect((await call('/cmp/sim/dsim/switch', { sn, activeSlot: 2 }, { token: t['acme-staff'] })).status).toBe(403);
    expect((await call('/cmp/sim/dsim/unpair', { sn }, { token: t['acme-east'] })).status).toBe(403);
    expect((await pair(t['acme-staff']!, { sn: `${sn}-x`, iccid1: acme[4], iccid2: acme[5] })).status).toBe(403);
    const after = await call<Page<Row>>('/cmp/sim/dsim/list', { sn }, { token: t.acme });
    expect(after.body.data!.items[0]!.activeSlot).toBe(1);
  });
});
