/**
 * The card list's exact IMSI and IMEI filters against the local stack (issue #19 item 6): point
 * look-ups of the card's IMSI / IMEI entry on `byAlternateId`, never a Query of the enterprise's index.
 * Each finds exactly the cards the table holds with that id; a tenant never sees another tenant's card
 * by it; a card whose IMEI changes is found by the new IMEI only (a data recovery, which empties the
 * IMEI, deletes the entry: card-allocation.int.test.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login } from '../support/api-client.ts';
import { claimCards, indexedCards, stackItem, storedCard } from '../support/cards.ts';

interface Card {
  iccid: string;
  msisdn: string;
  imsi: string;
  imei: string;
  state: number;
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
