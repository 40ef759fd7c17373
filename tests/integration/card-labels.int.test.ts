import { GetCommand } from '@cmp/functions/shared/aws/dynamodb-commands';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, login } from '../support/api-client.ts';
import { cardsOf, claimCards, stackDb } from '../support/cards.ts';

interface Label {
  labelId: string;
  name: string;
  color: string;
  description: string;
  cardCount: number | null;
}
interface Outcome {
  changed: string[];
  unchanged: string[];
  failed: { iccid: string; reason: string }[];
}
interface Page<T> {
  items: T[];
  cursor: string | null;
}

const run = Date.now().toString(36);
const cardLabels = async (channelCustId: string, iccid: string): Promise<string[]> => {
  const { Item } = await stackDb().send(
    new GetCommand({ TableName: inject('stack').env.TABLE_NAME, Key: { pk: `CUST#${channelCustId}#CARD#${iccid}`, sk: 'CARD' } }),
  );
  return Item?.labels ? [...(Item.labels as Set<string>)] : [];
};

describe('labels', () => {
  const t: Record<string, string> = {};
  let acmeCards: string[];
  let eastCard: string;
  let westCard: string;
  let globexCard: string;

  beforeAll(async () => {
    for (const name of ['acme', 'acme-staff', 'acme-east', 'globex', 'admin']) t[name] = await login(name);
    const acme = await cardsOf('CUST#C1001', 64);
    acmeCards = acme.filter((c) => !c.custId).map((c) => c.iccid);
    eastCard = (await cardsOf('CUST#C1001#SUB#S2001', 64))[0]!.iccid;
    westCard = (await cardsOf('CUST#C1001#SUB#S2002', 64))[0]!.iccid;
    globexCard = (await claimCards(await cardsOf('CUST#C1002', 64), 1))[0]!.iccid;
    expect(acmeCards.length).toBeGreaterThanOrEqual(3);
  });

  const save = (token: string, body: object) => call<Label>('/cmp/sim/label/save', body, { token });

  it('creates, edits and lists labels with unique names per enterprise', async () => {
    const created = await save(t.acme!, { name: `  Meters ${run} `, color: 'blue', description: 'Water meters' });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: `Meters ${run}`, color: 'blue', cardCount: 0 });
    const id = created.body.data!.labelId;

    // Same name in another case and spacing: refused with the field named; nothing created.
    const dup = await save(t.acme!, { name: `METERS   ${run}`, color: 'red' });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ errorCode: 44001, field: 'name' });
    // Another enterprise may use the same name.
    expect((await save(t.globex!, { name: `Meters ${run}`, color: 'green' })).status).toBe(201);

    const bad = await save(t.acme!, { name: 'x'.repeat(31), color: 'blue' });
    expect(bad.status).toBe(422);
    expect(bad.body.field).toBe('name');
    expect((await save(t.acme!, { name: 'Ok', color: '#ff0000' })).body.field).toBe('color');
    expect((await save(t.acme!, { name: 'Ok', color: 'blue', description: 'd'.repeat(201) })).body.field).toBe('description');

    const edited = await save(t.acme!, { labelId: id, name: `Meters ${run} v2`, color: 'teal', description: '' });
    expect(edited.status).toBe(200);
    // The old name is free again, the new one is taken.
    const reuse = await save(t.acme!, { name: `Meters ${run}`, color: 'red' });
    expect(reuse.status).toBe(201);
    expect((await save(t.acme!, { labelId: reuse.body.data!.labelId, name: `meters ${run} V2`, color: 'red' })).status).toBe(409);

    const list = await call<Page<Label>>('/cmp/sim/label/list', { name: `meters ${run}` }, { token: t.acme });
    expect(list.status).toBe(200);
    expect(list.body.data!.items.map((l) => l.name).sort()).toEqual([`Meters ${run}`, `Meters ${run} v2`]);
    const detail = await call<Label>('/cmp/sim/label/detail', { labelId: id }, { token: t.acme });
    expect(detail.body.data).toMatchObject({ name: `Meters ${run} v2`, color: 'teal' });
  });

  it('attaches only the tenant’s cards, reports the others per card, and detaches', async () => {
    const label = (await save(t.acme!, { name: `Fleet ${run}`, color: 'amber' })).body.data!;
    const unknown = '89860000000000000000';
    const res = await call<Outcome>(
      '/cmp/sim/label/attach',
      { labelId: label.labelId, iccids: [acmeCards[0], acmeCards[1], acmeCards[0], globexCard, unknown] },
      { token: t.acme },
    );
    expect(res.status).toBe(200);
    expect(res.body.data!.changed.sort()).toEqual([acmeCards[0], acmeCards[1]].sort());
    expect(res.body.data!.failed.sort((a, b) => a.iccid.localeCompare(b.iccid))).toEqual(
      [
        { iccid: globexCard, reason: 'notFound' },
        { iccid: unknown, reason: 'notFound' },
      ].sort((a, b) => a.iccid.localeCompare(b.iccid)),
    );
    // The other enterprise's card is untouched.
    expect(await cardLabels('C1002', globexCard)).toEqual([]);
    expect(await cardLabels('C1001', acmeCards[0]!)).toContain(label.labelId);

    // Attaching again changes nothing and keeps the count exact.
    const again = await call<Outcome>(
      '/cmp/sim/label/attach',
      { labelId: label.labelId, iccids: [acmeCards[0]] },
      { token: t.acme },
    );
    expect(again.body.data).toMatchObject({ changed: [], unchanged: [acmeCards[0]] });
    const detail = await call<Label>('/cmp/sim/label/detail', { labelId: label.labelId }, { token: t.acme });
    expect(detail.body.data!.cardCount).toBe(2);

    const cards = await call<Page<{ iccid: string; labels: string[] }>>(
      '/cmp/sim/label/cards',
      { labelId: label.labelId },
      { token: t.acme },
    );
    expect(cards.body.data!.items.map((c) => c.iccid).sort()).toEqual([acmeCards[0], acmeCards[1]].sort());
    expect(cards.body.data!.items[0]!.labels).toContain(label.labelId);

    const off = await call<Outcome>(
      '/cmp/sim/label/detach',
      { labelId: label.labelId, iccids: [acmeCards[1], acmeCards[2]] },
      { token: t.acme },
    );
    expect(off.body.data).toMatchObject({ changed: [acmeCards[1]], failed: [{ iccid: acmeCards[2], reason: 'notMember' }] });
    expect(await cardLabels('C1001', acmeCards[1]!)).not.toContain(label.labelId);
    expect((await call<Label>('/cmp/sim/label/detail', { labelId: label.labelId }, { token: t.acme })).body.data!.cardCount).toBe(
      1,
    );
  });

  it('refuses more than 1000 ICCIDs in one call', async () => {
    const label = (await save(t.acme!, { name: `Big ${run}`, color: 'pink' })).body.data!;
    const iccids = Array.from({ length: 1001 }, (_, i) => `8986000000${String(i).padStart(10, '0')}`);
    const res = await call('/cmp/sim/label/attach', { labelId: label.labelId, iccids }, { token: t.acme });
    expect(res.status).toBe(422);
    expect(res.body.field).toBe('iccids');
  });

  it('deletes a label and takes it off its cards', async () => {
    const label = (await save(t.acme!, { name: `Temp ${run}`, color: 'red' })).body.data!;
    await call('/cmp/sim/label/attach', { labelId: label.labelId, iccids: acmeCards.slice(0, 3) }, { token: t.acme });
    expect(await cardLabels('C1001', acmeCards[2]!)).toContain(label.labelId);
    const del = await call<{ detached: number }>('/cmp/sim/label/delete', { labelId: label.labelId }, { token: t.acme });
    expect(del.status).toBe(200);
    expect(del.body.data!.detached).toBe(3);
    for (const iccid of acmeCards.slice(0, 3)) expect(await cardLabels('C1001', iccid)).not.toContain(label.labelId);
    expect((await call('/cmp/sim/label/detail', { labelId: label.labelId }, { token: t.acme })).status).toBe(404);
    // The name is free again.
    expect((await save(t.acme!, { name: `Temp ${run}`, color: 'red' })).status).toBe(201);
  });

  it('keeps enterprises apart and lets a secondary customer only read its own cards', async () => {
    const label = (await save(t.acme!, { name: `Shared ${run}`, color: 'indigo' })).body.data!;
    await call('/cmp/sim/label/attach', { labelId: label.labelId, iccids: [eastCard, westCard] }, { token: t.acme });

    // globex: acme's label does not exist for it, whatever it tries.
    const globexList = await call<Page<Label>>('/cmp/sim/label/list', { name: `shared ${run}` }, { token: t.globex });
    expect(globexList.body.data!.items).toEqual([]);
    for (const path of ['detail', 'cards', 'delete']) {
      expect((await call(`/cmp/sim/label/${path}`, { labelId: label.labelId }, { token: t.globex })).status).toBe(404);
    }
    expect(
      (await call('/cmp/sim/label/attach', { labelId: label.labelId, iccids: [globexCard] }, { token: t.globex })).status,
    ).toBe(404);
    expect(
      (await call('/cmp/sim/label/save', { labelId: label.labelId, name: 'x', color: 'red' }, { token: t.globex })).status,
    ).toBe(404);
    expect((await call('/cmp/sim/label/list', { channelCustId: 'C1001' }, { token: t.globex })).status).toBe(403);

    // acme-east (5000): sees the label without a card count, and only its own card under it; cannot edit.
    const eastList = await call<Page<Label>>('/cmp/sim/label/list', { name: `shared ${run}` }, { token: t['acme-east'] });
    expect(eastList.body.data!.items).toMatchObject([{ labelId: label.labelId, cardCount: null }]);
    const eastCards = await call<Page<{ iccid: string }>>(
      '/cmp/sim/label/cards',
      { labelId: label.labelId },
      { token: t['acme-east'] },
    );
    expect(eastCards.body.data!.items.map((c) => c.iccid)).toEqual([eastCard]);
    for (const [path, body] of [
      ['save', { labelId: label.labelId, name: 'x', color: 'red' }],
      ['save', { name: `East ${run}`, color: 'red' }],
      ['attach', { labelId: label.labelId, iccids: [eastCard] }],
      ['detach', { labelId: label.labelId, iccids: [eastCard] }],
      ['delete', { labelId: label.labelId }],
    ] as const) {
      expect((await call(`/cmp/sim/label/${path}`, body, { token: t['acme-east'] })).status, path).toBe(403);
    }
    expect((await call<Label>('/cmp/sim/label/detail', { labelId: label.labelId }, { token: t.acme })).body.data!.cardCount).toBe(
      2,
    );

    // acme-staff (4000) may edit labels but not delete them.
    expect(
      (await call('/cmp/sim/label/detach', { labelId: label.labelId, iccids: [westCard] }, { token: t['acme-staff'] })).status,
    ).toBe(200);
    expect((await call('/cmp/sim/label/delete', { labelId: label.labelId }, { token: t['acme-staff'] })).status).toBe(403);

    // The platform names the enterprise.
    expect((await call('/cmp/sim/label/list', {}, { token: t.admin })).status).toBe(422);
    const adminView = await call<Label>(
      '/cmp/sim/label/detail',
      { channelCustId: 'C1001', labelId: label.labelId },
      { token: t.admin },
    );
    expect(adminView.body.data!.name).toBe(`Shared ${run}`);
  });
});
