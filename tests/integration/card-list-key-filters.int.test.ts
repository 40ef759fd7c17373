/**
 * The card list's filters that became key conditions (issue #19 item 6), against the local stack.
 * ICCID range without a state: a Query of the enterprise's card directory entries by ICCID, those cards
 * read with one BatchGet: equal to filtering every card in memory, in ICCID order, paging complete, two
 * DynamoDB calls for a page (the Query, the cards; the names kept per container). The MSISDN range
 * the same way on the MSISDN entries, in MSISDN order. Exact IMSI and IMEI: point
 * look-ups of the card's IMSI / IMEI entry on `byAlternateId`, never a Query of the enterprise's index.
 * Each finds exactly the cards the table holds with that id; a tenant never sees another tenant's card
 * by it; a card whose IMEI changes is found by the new IMEI only (a data recovery, which empties the
 * IMEI, deletes the entry: card-allocation.int.test.ts).
 */
import { createCardListRepository } from '@cmp/functions/card/card-list.repository';
import { createCardListService } from '@cmp/functions/card/card-list.service';
import type { Principal } from '@cmp/functions/shared/auth/principal';
import { shanghaiDay } from '@cmp/functions/shared/time/calendar';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, useStackEnv } from '../support/api-client.ts';
import { claimCards, countingStackDb, indexedCards, stackItem, storedCard } from '../support/cards.ts';

interface Card {
  iccid: string;
  msisdn: string;
  imsi: string;
  imei: string;
  operator: string;
  state: number;
  activatedAt: string | null;
  channelCustId: string;
  custId: string | null;
}
interface Page {
  items: Card[];
  cursor: string | null;
}

const list = (token: string, filter: Record<string, unknown>) =>
  call<Page>('/cmp/sim/card/list', { ...filter, pageSize: 20 }, { token });
const iccidsOf = (cards: readonly Pick<Card, 'iccid'>[]) => cards.map((c) => c.iccid).sort();
const inOrder = (cards: readonly Pick<Card, 'iccid'>[]) => cards.map((c) => c.iccid);

/** Follows the cursor to the end; fails on a repeated card or a runaway loop. */
async function listAll(token: string, filter: Record<string, unknown>, pageSize: number) {
  const cards: Card[] = [];
  let cursor: string | null = null;
  for (let n = 0; n === 0 || cursor; n++) {
    expect(n).toBeLessThan(200);
    const res: Awaited<ReturnType<typeof call<Page>>> = await call<Page>(
      '/cmp/sim/card/list',
      { ...filter, pageSize, ...(cursor ? { cursor } : {}) },
      { token },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    cards.push(...res.body.data!.items);
    cursor = res.body.data!.cursor;
  }
  expect(new Set(inOrder(cards)).size).toBe(cards.length);
  return cards;
}

/**
 * Lists every page of `filter` (pages of 10) and what the enterprise's cards read just before give;
 * read again, at most 3 times, while they disagree (another suite may import C1001 cards meanwhile).
 */
async function listAgreeing(token: string, filter: Record<string, unknown>, expectedOf: (cards: Card[]) => Card[]) {
  for (let attempt = 1; ; attempt++) {
    const expected = expectedOf(await indexedCards<Card>('CUST#C1001'));
    const cards = await listAll(token, filter, 10);
    if (attempt >= 3 || JSON.stringify(inOrder(cards)) === JSON.stringify(inOrder(expected))) return { cards, expected };
  }
}

describe('card list: ICCID range without a state', () => {
  let acme: string;
  let acmeCards: Card[];
  let byIccid: Card[];

  beforeAll(async () => {
    acme = await login('acme');
    acmeCards = await indexedCards<Card>('CUST#C1001');
    byIccid = [...acmeCards].sort((a, b) => (a.iccid < b.iccid ? -1 : 1));
    expect(byIccid.length).toBeGreaterThan(100);
  });

  it('gives exactly the cards in the range, every state, in ICCID order, pages of 10 complete; desc reverses', async () => {
    const from = byIccid[10]!.iccid;
    const to = byIccid[90]!.iccid;
    const expected = byIccid.filter((c) => c.iccid >= from && c.iccid <= to);
    expect(new Set(expected.map((c) => c.state)).size).toBeGreaterThan(2);
    const cards = await listAll(acme, { iccidFrom: from, iccidTo: to }, 10);
    expect(inOrder(cards)).toEqual(inOrder(expected));
    for (const c of cards) expect(c.channelCustId).toBe('C1001');
    expect(inOrder(await listAll(acme, { iccidFrom: from, iccidTo: to, sort: 'desc' }, 10))).toEqual(inOrder(expected).reverse());
    // Open ranges (other suites import cards into C1001 meanwhile: compared with the cards read just before).
    const high = byIccid[byIccid.length - 15]!.iccid;
    const low = byIccid[11]!.iccid;
    for (const [filter, keep] of [
      [{ iccidFrom: high }, (c: Card) => c.iccid >= high],
      [{ iccidTo: low }, (c: Card) => c.iccid <= low],
    ] as const) {
      const { cards: got, expected: want } = await listAgreeing(acme, filter, (now) =>
        now.filter(keep).sort((a, b) => (a.iccid < b.iccid ? -1 : 1)),
      );
      expect(inOrder(got)).toEqual(inOrder(want));
    }
  });

  it('with other filters: exactly the matching cards of the range, pages complete', async () => {
    const from = byIccid[0]!.iccid;
    const to = byIccid[120]!.iccid;
    const operator = byIccid[5]!.operator;
    // The operator is a check on the cards read (a state would keep the card index's key condition).
    const byOp = await listAll(acme, { iccidFrom: from, iccidTo: to, operator }, 10);
    expect(inOrder(byOp)).toEqual(inOrder(byIccid.filter((c) => c.iccid >= from && c.iccid <= to && c.operator === operator)));
    const sel = await call<{ iccids: string[] }>(
      '/cmp/sim/card/iccids',
      { iccidFrom: from, iccidTo: to, operator },
      { token: acme },
    );
    expect(sel.body.data!.iccids).toEqual(inOrder(byOp));
    const bare = await call<{ iccids: string[] }>('/cmp/sim/card/iccids', { iccidFrom: from, iccidTo: to }, { token: acme });
    expect(bare.body.data!.iccids).toEqual(inOrder(byIccid.slice(0, 121)));
  });

  it("never lists another enterprise's card, even in a range spanning both", async () => {
    const globex = await indexedCards<Card>('CUST#C1002');
    const all = [...acmeCards, ...globex].map((c) => c.iccid).sort();
    const [from, to] = [all[0]!, all[all.length - 1]!];
    const { cards, expected } = await listAgreeing(acme, { iccidFrom: from, iccidTo: to }, (now) =>
      now.filter((c) => c.iccid >= from && c.iccid <= to).sort((a, b) => (a.iccid < b.iccid ? -1 : 1)),
    );
    expect(inOrder(cards)).toEqual(inOrder(expected));
    for (const c of cards) expect(c.channelCustId).toBe('C1001');
  });

  it('a first page of 20 is full: two DynamoDB calls in the reader once the names are kept (the Query, the cards; the gateway adds the sign-in)', async () => {
    useStackEnv();
    const counting = countingStackDb();
    const repo = createCardListRepository(counting.db);
    const tenant = { channelCustId: 'C1001', custId: null };
    await repo.page(tenant, { iccidFrom: byIccid[0]!.iccid }, { pageSize: 20 }); // the shard count and the names, kept a minute
    counting.reset();
    const page = await repo.page(tenant, { iccidFrom: byIccid[0]!.iccid }, { pageSize: 20 });
    expect(inOrder(page.items)).toEqual(inOrder(byIccid.slice(0, 20)));
    expect(page.items.every((c) => (c as Card & { planName: string | null }).planName)).toBe(true);
    expect(page.cursor).toBeTruthy();
    expect(counting.calls()).toBe(2);
  });
});

describe('card list: MSISDN range', () => {
  let acme: string;
  let byMsisdn: Card[];
  const order = (a: Card, b: Card) => (a.msisdn === b.msisdn ? (a.iccid < b.iccid ? -1 : 1) : a.msisdn < b.msisdn ? -1 : 1);

  beforeAll(async () => {
    acme = await login('acme');
    byMsisdn = (await indexedCards<Card>('CUST#C1001')).filter((c) => c.msisdn).sort(order);
    expect(byMsisdn.length).toBeGreaterThan(100);
  });

  it('gives exactly the cards in the range, every state, in MSISDN order, pages of 10 complete; desc reverses', async () => {
    const from = byMsisdn[10]!.msisdn;
    const to = byMsisdn[90]!.msisdn;
    const expected = byMsisdn.filter((c) => c.msisdn >= from && c.msisdn <= to);
    expect(new Set(expected.map((c) => c.state)).size).toBeGreaterThan(2);
    const cards = await listAll(acme, { msisdnFrom: from, msisdnTo: to }, 10);
    expect(inOrder(cards)).toEqual(inOrder(expected));
    for (const c of cards) expect(c.channelCustId).toBe('C1001');
    expect(inOrder(await listAll(acme, { msisdnFrom: from, msisdnTo: to, sort: 'desc' }, 10))).toEqual(
      inOrder(expected).reverse(),
    );
    // Open ranges (other suites import cards into C1001 meanwhile: compared with the cards read just before).
    const high = byMsisdn[byMsisdn.length - 15]!.msisdn;
    const low = byMsisdn[11]!.msisdn;
    for (const [filter, keep] of [
      [{ msisdnFrom: high }, (c: Card) => c.msisdn >= high],
      [{ msisdnTo: low }, (c: Card) => c.msisdn <= low],
    ] as const) {
      const { cards: got, expected: want } = await listAgreeing(acme, filter, (now) =>
        now.filter((c) => c.msisdn && keep(c)).sort(order),
      );
      expect(inOrder(got)).toEqual(inOrder(want));
    }
  });

  it('with a state and an operator: exactly the matching cards of the range; the selection agrees', async () => {
    const from = byMsisdn[0]!.msisdn;
    const to = byMsisdn[120]!.msisdn;
    const { state, operator } = byMsisdn[7]!;
    const matching = await listAll(acme, { msisdnFrom: from, msisdnTo: to, state, operator }, 10);
    const expected = byMsisdn.filter((c) => c.msisdn >= from && c.msisdn <= to && c.state === state && c.operator === operator);
    expect(expected.length).toBeGreaterThan(0);
    expect(inOrder(matching)).toEqual(inOrder(expected));
    const sel = await call<{ iccids: string[] }>(
      '/cmp/sim/card/iccids',
      { msisdnFrom: from, msisdnTo: to, state, operator },
      { token: acme },
    );
    expect(sel.body.data!.iccids).toEqual(inOrder(expected));
    const bare = await call<{ iccids: string[] }>('/cmp/sim/card/iccids', { msisdnFrom: from, msisdnTo: to }, { token: acme });
    expect(bare.body.data!.iccids).toEqual(inOrder(byMsisdn.filter((c) => c.msisdn >= from && c.msisdn <= to)));
  });

  it("never lists another enterprise's card, even in a range spanning both", async () => {
    const globex = (await indexedCards<Card>('CUST#C1002')).filter((c) => c.msisdn);
    expect(globex.length).toBeGreaterThan(0);
    const all = [...byMsisdn, ...globex].map((c) => c.msisdn).sort();
    const [from, to] = [all[0]!, all[all.length - 1]!];
    const { cards, expected } = await listAgreeing(acme, { msisdnFrom: from, msisdnTo: to }, (now) =>
      now.filter((c) => c.msisdn && c.msisdn >= from && c.msisdn <= to).sort(order),
    );
    expect(inOrder(cards)).toEqual(inOrder(expected));
    for (const c of cards) expect(c.channelCustId).toBe('C1001');
  });

  it('a first page of 20 is full after one Query of the entries and one BatchGet of the cards (the names kept from the last page)', async () => {
    useStackEnv();
    const counting = countingStackDb();
    const repo = createCardListRepository(counting.db);
    const tenant = { channelCustId: 'C1001', custId: null };
    const filter = { msisdnFrom: byMsisdn[0]!.msisdn };
    await repo.page(tenant, filter, { pageSize: 20 }); // the shard count and the names, kept a minute
    counting.reset();
    const page = await repo.page(tenant, filter, { pageSize: 20 });
    expect(inOrder(page.items)).toEqual(inOrder(byMsisdn.slice(0, 20)));
    expect(page.cursor).toBeTruthy();
    expect(counting.calls()).toBe(2);
  });
});

describe('card list: exact IMSI and IMEI', () => {
  let acme: string;
  let acmeEast: string;
  let globex: string;
  let acmeCards: Card[];
  let globexCards: Card[];

  beforeAll(async () => {
    [acme, acmeEast, globex] = await Promise.all([login('acme'), login('acme-east'), login('globex')]);
    [acmeCards, globexCards] = await Promise.all([indexedCards<Card>('CUST#C1001'), indexedCards<Card>('CUST#C1002')]);
    expect(acmeCards.length).toBeGreaterThan(50);
    expect(globexCards.length).toBeGreaterThan(10);
  });

  it.each(['imsi', 'imei'] as const)(
    '%s: every sampled id finds exactly the cards holding it, with a cursor of null',
    async (field) => {
      const samples = acmeCards.filter((c) => c[field]).filter((_, i) => i % 17 === 0);
      expect(samples.length).toBeGreaterThan(3);
      for (const sample of samples) {
        const res = await list(acme, { [field]: sample[field] });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        const expected = acmeCards.filter((c) => c[field] === sample[field]);
        expect(iccidsOf(res.body.data!.items)).toEqual(iccidsOf(expected));
        expect(res.body.data!.cursor).toBeNull();
        const sel = await call<{ iccids: string[] }>('/cmp/sim/card/iccids', { [field]: sample[field] }, { token: acme });
        expect(sel.body.data!.iccids.sort()).toEqual(iccidsOf(expected));
      }
    },
  );

  it('the other filters still apply to a card found by IMSI', async () => {
    const card = acmeCards.find((c) => c.imsi && c.state === 64)!;
    expect(iccidsOf((await list(acme, { imsi: card.imsi, state: 64 })).body.data!.items)).toEqual([card.iccid]);
    expect((await list(acme, { imsi: card.imsi, state: 65 })).body.data!.items).toEqual([]);
    expect((await list(acme, { imsi: card.imsi, imei: '000000000000000' })).body.data!.items).toEqual([]);
  });

  it("a tenant never sees another tenant's card by IMSI or IMEI", async () => {
    const theirs = globexCards.find((c) => c.imsi && c.imei)!;
    for (const filter of [{ imsi: theirs.imsi }, { imei: theirs.imei }]) {
      const res = await list(acme, filter);
      expect(res.status).toBe(200);
      expect(res.body.data!.items).toEqual([]);
      // Globex itself finds it.
      expect(iccidsOf((await list(globex, filter)).body.data!.items)).toContain(theirs.iccid);
    }
    // A secondary customer sees neither its enterprise's own stock nor its sibling's cards.
    const west = acmeCards.find((c) => c.custId === 'S2002' && c.imsi && c.imei)!;
    const stock = acmeCards.find((c) => c.custId === null && c.imsi)!;
    const east = acmeCards.find((c) => c.custId === 'S2001' && c.imsi)!;
    for (const filter of [{ imsi: west.imsi }, { imei: west.imei }, { imsi: stock.imsi }])
      expect((await list(acmeEast, filter)).body.data!.items).toEqual([]);
    expect(iccidsOf((await list(acmeEast, { imsi: east.imsi })).body.data!.items)).toEqual([east.iccid]);
  });

  it('a card whose IMEI changes is found by the new IMEI only', async () => {
    // A card of Acme's own stock no other test of this stack changes (claimed).
    const candidates = acmeCards.filter((c) => c.custId === null && c.state === 64 && c.imei);
    const [card] = await claimCards(candidates, 1);
    expect(card).toBeDefined();
    const old = card!.imei;
    const fresh = `86${Date.now().toString().slice(-13)}`;
    const res = await call('/cmp/sim/card/update', { iccid: card!.iccid, imei: fresh }, { token: acme });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await storedCard<Card>('C1001', card!.iccid)).imei).toBe(fresh);
    expect(iccidsOf((await list(acme, { imei: fresh })).body.data!.items)).toEqual([card!.iccid]);
    expect(iccidsOf((await list(acme, { imei: old })).body.data!.items)).not.toContain(card!.iccid);
    // The entry moved (one item per card and id kind, keyed by the ICCID).
    expect(await stackItem(`ICCID#${card!.iccid}`, 'IMEI')).toMatchObject({ value: fresh, gsi2pk: `IMEI#${fresh}` });
  });
});

const SHANGHAI = 8 * 3600_000;
const dayOf = (iso: string) => new Date(Date.parse(iso) + SHANGHAI).toISOString().slice(0, 10);

describe('card list: activation days', () => {
  // An enterprise whose cards no other test file changes (Acme's activation days move under other
  // files' fixtures), listed by the platform's administrator.
  const ent = 'C1005';
  let admin: string;
  let activated: Card[];
  const listAs = (filter: Record<string, unknown>) => listAll(admin, { channelCustId: ent, ...filter }, 10);

  beforeAll(async () => {
    admin = await login('admin');
    activated = (await indexedCards<Card>(`CUST#${ent}`))
      .filter((c) => c.activatedAt)
      .sort((a, b) => `${a.activatedAt}#${a.iccid}`.localeCompare(`${b.activatedAt}#${b.iccid}`));
    expect(activated.length).toBeGreaterThan(10);
  });

  it('gives exactly the cards activated on those Shanghai days, in activation order, pages of 10 complete', async () => {
    const days = [...new Set(activated.map((c) => dayOf(c.activatedAt!)))].sort();
    expect(days.length).toBeGreaterThan(2);
    const from = days[Math.floor(days.length / 3)]!;
    const to = days[Math.floor((2 * days.length) / 3)]!;
    const expected = activated.filter((c) => dayOf(c.activatedAt!) >= from && dayOf(c.activatedAt!) <= to);
    expect(expected.length).toBeGreaterThan(0);
    expect(inOrder(await listAs({ activatedFrom: from, activatedTo: to }))).toEqual(inOrder(expected));
    expect(inOrder(await listAs({ activatedFrom: to, activatedTo: to }))).toEqual(
      inOrder(activated.filter((c) => dayOf(c.activatedAt!) === to)),
    );
    expect(inOrder(await listAs({ activatedTo: from, sort: 'desc' }))).toEqual(
      inOrder(activated.filter((c) => dayOf(c.activatedAt!) <= from)).reverse(),
    );
    // With a state: checked on the cards read.
    const active = await listAs({ activatedFrom: from, activatedTo: to, state: 64 });
    expect(inOrder(active)).toEqual(inOrder(expected.filter((c) => c.state === 64)));
    const sel = await call<{ iccids: string[] }>(
      '/cmp/sim/card/iccids',
      { channelCustId: ent, activatedFrom: from, activatedTo: to },
      { token: admin },
    );
    expect(sel.body.data!.iccids).toEqual(inOrder(expected));
  });

  it('a card activated through the card detail is listed under today (Shanghai) once', async () => {
    // An enterprise whose cards no other list test compares (the activation changes a state and a day).
    const stock = (await indexedCards<Card>(`CUST#${ent}`)).filter((c) => !c.activatedAt && c.custId === null && c.state === 63);
    const [card] = await claimCards(stock, 1);
    expect(card, 'a never-activated stock card').toBeDefined();
    const today = dayOf(new Date().toISOString());
    const listToday = async () =>
      inOrder(await listAll(admin, { channelCustId: ent, activatedFrom: today, activatedTo: today }, 100));
    expect(await listToday()).not.toContain(card!.iccid);
    const res = await call(
      '/cmp/sim/card/changeState',
      { iccid: card!.iccid, channelCustId: ent, targetState: 64 },
      { token: admin },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await listToday()).filter((i) => i === card!.iccid)).toHaveLength(1);
    expect(await stackItem(`ICCID#${card!.iccid}`, 'ACTIVATED')).toMatchObject({ channelCustId: ent });
  });
});

describe('card list: every filter a first page within the call target', () => {
  it("answers each filter's first page with at most two DynamoDB calls in a warm container (the gateway adds the sign-in's one)", async () => {
    useStackEnv();
    const counting = countingStackDb();
    const service = createCardListService({ cards: createCardListRepository(counting.db) });
    const acme = { roleType: 3000, channelCustId: 'C1001', custId: null, permissions: new Set() } as unknown as Principal;
    const cards = (await indexedCards<Card & { goodsReleaseId: string; custId: string | null }>('CUST#C1001')).sort((a, b) =>
      a.iccid < b.iccid ? -1 : 1,
    );
    // A card no other suite takes meanwhile (claimed), with every attribute a filter names.
    const [c] = await claimCards(
      cards.filter((x) => x.custId && x.imsi && x.imei && x.activatedAt && x.state === 64),
      1,
    );
    if (!c) throw new Error('no card of C1001 to take filter values from');
    const byMsisdn = cards.map((x) => x.msisdn).sort();
    // The filter's days are Shanghai days (an instant after 16:00 UTC is the next day there).
    const day = shanghaiDay(new Date(c.activatedAt!));
    const filters: Record<string, Record<string, unknown>> = {
      state: { state: 64 },
      'secondary customer': { custId: c.custId },
      'secondary customer + state': { custId: c.custId, state: 64 },
      operator: { operator: c.operator },
      plan: { goodsReleaseId: c.goodsReleaseId },
      'ICCID exact': { iccid: c.iccid },
      'ICCID range': { iccidFrom: cards[10]!.iccid, iccidTo: cards[80]!.iccid },
      'ICCID range + state': { iccidFrom: cards[10]!.iccid, state: 64 },
      'MSISDN exact': { msisdn: c.msisdn },
      'MSISDN range': { msisdnFrom: byMsisdn[10]!, msisdnTo: byMsisdn[80]! },
      'IMSI exact': { imsi: c.imsi },
      'IMEI exact': { imei: c.imei },
      'activation days': { activatedFrom: day, activatedTo: day },
      'state + plan + operator': { state: 64, goodsReleaseId: c.goodsReleaseId, operator: c.operator },
    };
    const counted: Record<string, [string, boolean]> = {};
    for (const [name, filter] of Object.entries(filters)) {
      await service.list(acme, { ...filter, pageSize: 20 }, 'en-US'); // warms the shard count, the names, the route
      counting.reset();
      const page = await service.list(acme, { ...filter, pageSize: 20 }, 'en-US');
      counted[name] = [counting.calls() <= 2 ? 'at most 2 calls' : `${counting.calls()} calls`, page.items.length > 0];
    }
    expect(counted).toEqual(Object.fromEntries(Object.keys(filters).map((n) => [n, ['at most 2 calls', true]])));
  });
});
