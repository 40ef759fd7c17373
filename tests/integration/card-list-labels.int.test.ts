/**
 * The card list filtered by a label (docs/api.md "Card list", docs/data-model.md): the label's
 * memberships are read, then the cards; tenant scope, other filters, paging and the export.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login } from '../support/api-client.ts';
import { cardsOf, claimCards } from '../support/cards.ts';
import { downloadFile, startExport, waitForTask } from '../support/downloads.ts';

interface Row {
  iccid: string;
  state: number;
  channelCustId: string;
  custId: string | null;
}
interface Page {
  items: Row[];
  cursor: string | null;
}
const run = Date.now().toString(36);
const list = (token: string, body: object) => call<Page>('/cmp/sim/card/list', body, { token });

/** Every page of a filter, following cursors (short pages included). */
async function everyPage(token: string, body: object): Promise<{ pages: Row[][]; rows: Row[] }> {
  const pages: Row[][] = [];
  let cursor: string | null | undefined;
  do {
    const res = await list(token, { ...body, ...(cursor ? { cursor } : {}) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    pages.push(res.body.data!.items);
    cursor = res.body.data!.cursor;
  } while (cursor && pages.length < 50);
  return { pages, rows: pages.flat() };
}

describe('card list label filter', () => {
  const t: Record<string, string> = {};
  let labelId: string;
  let active: string[];
  let stock: string[];
  let eastCard: string;
  let globexLabel: string;
  let globexCard: string;

  beforeAll(async () => {
    for (const name of ['acme', 'acme-east', 'globex', 'admin']) t[name] = await login(name);
    active = (await cardsOf('CUST#C1001', 64))
      .filter((c) => !c.custId)
      .slice(0, 16)
      .map((c) => c.iccid);
    stock = (await cardsOf('CUST#C1001', 63))
      .filter((c) => !c.custId)
      .slice(0, 8)
      .map((c) => c.iccid);
    eastCard = (await cardsOf('CUST#C1001#SUB#S2001', 64))[0]!.iccid;
    globexCard = (await claimCards(await cardsOf('CUST#C1002', 64), 1))[0]!.iccid;
    expect(active.length).toBe(16);
    expect(stock.length).toBe(8);

    const label = await call<{ labelId: string }>(
      '/cmp/sim/label/save',
      { name: `Filter ${run}`, color: 'blue' },
      { token: t.acme },
    );
    expect(label.status).toBe(201);
    labelId = label.body.data!.labelId;
    const attach = await call('/cmp/sim/label/attach', { labelId, iccids: [...active, ...stock, eastCard] }, { token: t.acme });
    expect(attach.status, JSON.stringify(attach.body)).toBe(200);

    const other = await call<{ labelId: string }>(
      '/cmp/sim/label/save',
      { name: `Filter ${run}`, color: 'red' },
      { token: t.globex },
    );
    globexLabel = other.body.data!.labelId;
    expect(
      (await call('/cmp/sim/label/attach', { labelId: globexLabel, iccids: [globexCard] }, { token: t.globex })).status,
    ).toBe(200);
  });

  it('lists exactly the labelled cards, in ICCID order, paging across more cards than a page', async () => {
    const { pages, rows } = await everyPage(t.acme!, { labelId, pageSize: 10 });
    const expected = [...active, ...stock, eastCard].sort();
    expect(rows.map((r) => r.iccid)).toEqual(expected);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(pages[0]!.length).toBe(10);
    // Descending order reverses the ICCIDs.
    const desc = await everyPage(t.acme!, { labelId, pageSize: 10, sort: 'desc' });
    expect(desc.rows.map((r) => r.iccid)).toEqual([...expected].reverse());
  });

  it('combines the label with state, an ICCID range and an exact ICCID', async () => {
    const activeOnly = await everyPage(t.acme!, { labelId, state: 64, pageSize: 10 });
    expect(activeOnly.rows.map((r) => r.iccid)).toEqual([...active, eastCard].sort());
    expect(activeOnly.rows.every((r) => r.state === 64)).toBe(true);
    const stockOnly = await everyPage(t.acme!, { labelId, state: 63, pageSize: 10 });
    expect(stockOnly.rows.map((r) => r.iccid)).toEqual([...stock].sort());

    const sorted = [...active].sort();
    const ranged = await everyPage(t.acme!, { labelId, state: 64, iccidFrom: sorted[2], iccidTo: sorted[5], pageSize: 10 });
    // The secondary customer's labelled card is active too: it belongs in the range when its ICCID falls inside.
    const inRange = [...active, eastCard].filter((i) => i >= sorted[2]! && i <= sorted[5]!).sort();
    expect(inRange.length).toBeGreaterThanOrEqual(4);
    expect(ranged.rows.map((r) => r.iccid)).toEqual(inRange);

    expect((await list(t.acme!, { labelId, iccid: stock[0] })).body.data!.items.map((r) => r.iccid)).toEqual([stock[0]]);
    // A card without the label is not found by its ICCID under the label filter.
    expect((await list(t.acme!, { labelId, iccid: globexCard })).body.data!.items).toEqual([]);

    const selection = await call<{ iccids: string[] }>('/cmp/sim/card/iccids', { labelId, state: 63 }, { token: t.acme });
    expect(selection.body.data!.iccids.sort()).toEqual([...stock].sort());
  });

  it('is tenant-scoped: a secondary customer sees its own cards, another enterprise nothing', async () => {
    const east = await everyPage(t['acme-east']!, { labelId, pageSize: 10 });
    expect(east.rows.map((r) => r.iccid)).toEqual([eastCard]);

    // Globex naming Acme's label id reads its own (empty) label partition; naming Acme → 403.
    expect((await everyPage(t.globex!, { labelId, pageSize: 10 })).rows).toEqual([]);
    expect((await list(t.globex!, { labelId, channelCustId: 'C1001' })).status).toBe(403);
    expect((await everyPage(t.globex!, { labelId: globexLabel, pageSize: 10 })).rows.map((r) => r.iccid)).toEqual([globexCard]);
    // Acme cannot reach Globex's label either.
    expect((await everyPage(t.acme!, { labelId: globexLabel, pageSize: 10 })).rows).toEqual([]);

    // Platform roles must name the enterprise.
    expect((await list(t.admin!, { labelId })).status).toBe(422);
    const admin = await everyPage(t.admin!, { labelId, channelCustId: 'C1001', state: 63, pageSize: 10 });
    expect(admin.rows.map((r) => r.iccid)).toEqual([...stock].sort());

    // A cursor of one label does not continue another label's list.
    const first = await list(t.acme!, { labelId, pageSize: 10 });
    const foreign = await list(t.acme!, { labelId: globexLabel, pageSize: 10, cursor: first.body.data!.cursor });
    expect(foreign.status).toBe(422);
    expect(foreign.body.field).toBe('cursor');
  });

  it('rejects a malformed label id with the field named', async () => {
    const res = await list(t.acme!, { labelId: 'meters' });
    expect(res.status).toBe(422);
    expect(res.body.field).toBe('labelId');
  });

  it('exports the cards of the label with the other filters', async () => {
    const task = await waitForTask(
      t.acme!,
      await startExport('/cmp/sim/card/export', t.acme!, { labelId, state: 64, format: 'csv' }),
    );
    expect(task.status).toBe('succeeded');
    expect(task.rows).toBe(active.length + 1);
    const text = (await downloadFile(t.acme!, task.taskId)).subarray(3).toString('utf8');
    for (const iccid of [...active, eastCard]) expect(text).toContain(iccid);
    for (const iccid of stock) expect(text).not.toContain(iccid);

    // The secondary customer's export holds only its own card.
    const east = await call<{ taskId: string }>('/cmp/sim/card/export', { labelId, format: 'csv' }, { token: t['acme-east'] });
    expect((await waitForTask(t['acme-east']!, east.body.data!.taskId)).rows).toBe(1);
  });
});
