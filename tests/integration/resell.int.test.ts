/**
 * The resale status quick entry (issue #17 item 2) against the running stack: a page of the
 * enterprise's cards with the resale status the platform recorded (none before a sync) and the one the
 * operator reports (the simulator picks it from a hash of the ICCID: operator/simulator-adapter.ts
 * `initialResale`); a sync records the operator's status on the card item; listing a card through the
 * adapter is what a later sync and the list show; a request retried with its Idempotency-Key has one
 * effect; each tenant acts on its own cards only, the platform on the enterprise it names.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { initialResale } from '../../functions/src/operator/simulator-adapter.ts';
import { call, login } from '../support/api-client.ts';
import { cardTaker, indexedCards, storedCard } from '../support/cards.ts';

interface StoredCard {
  iccid: string;
  operator: string;
  state: number;
  resale?: { status: string; changedAt: string; syncedAt: string };
}
interface Resale {
  status: string;
  statusLabel: string;
  changedAt: string;
}
interface Row {
  iccid: string;
  recorded: (Resale & { syncedAt: string }) | null;
  reported: Resale | null;
  behind: boolean;
}
interface Outcome {
  iccid: string;
  status: string | null;
  statusLabel: string;
  error: string | null;
}
interface Acted {
  items: Outcome[];
  succeeded: number;
  failed: number;
}

type Login = 'admin' | 'acme' | 'acme-staff' | 'acme-east' | 'globex';
const tokens: Record<string, string> = {};
const list = (as: Login, body: Record<string, unknown>, lang: 'en-US' | 'zh-CN' = 'en-US') =>
  call<{ items: Row[]; cursor: string | null }>('/cmp/sim/resell/list', body, { token: tokens[as]!, lang });
const act = (
  path: 'sync' | 'set',
  as: Login,
  body: Record<string, unknown>,
  key = randomUUID(),
  lang: 'en-US' | 'zh-CN' = 'en-US',
) => call<Acted>(`/cmp/sim/resell/${path}`, body, { token: tokens[as]!, lang, headers: { 'idempotency-key': key } });

describe('resale status with the operator', () => {
  const take = cardTaker<StoredCard>();
  let acme: StoredCard[];

  beforeAll(async () => {
    for (const name of ['admin', 'acme', 'acme-staff', 'acme-east', 'globex'] as const) tokens[name] = await login(name);
    acme = (await indexedCards<StoredCard>('CUST#C1001')).filter((c) => c.state === 64 && !c.resale).reverse();
  });

  it("lists a card with nothing recorded and the operator's status in words of both languages", async () => {
    const [card] = await take(acme, (c) => initialResale(c.iccid).status === 'sold', 1);
    const res = await list('acme', { iccid: card!.iccid });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data!.items).toEqual([
      expect.objectContaining({
        iccid: card!.iccid,
        recorded: null,
        reported: { status: 'sold', statusLabel: 'Sold', changedAt: initialResale(card!.iccid).changedAt },
        behind: true,
      }),
    ]);
    expect((await list('acme', { iccid: card!.iccid }, 'zh-CN')).body.data!.items[0]!.reported!.statusLabel).toBe('已售出');
  });

  it("records the operator's status on the chosen cards; the list then shows both the same", async () => {
    const cards = await take(acme, () => true, 3);
    const iccids = cards.map((c) => c.iccid);
    const res = await act('sync', 'acme', { iccids: [...iccids, iccids[0]] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ succeeded: 3, failed: 0 });
    expect(res.body.data!.items.map((o) => o.status)).toEqual(iccids.map((i) => initialResale(i).status));
    for (const card of cards) {
      const stored = await storedCard<StoredCard>('C1001', card.iccid);
      expect(stored!.resale).toMatchObject(initialResale(card.iccid));
      const [row] = (await list('acme', { iccid: card.iccid })).body.data!.items;
      expect(row!.recorded).toMatchObject({ status: initialResale(card.iccid).status, syncedAt: stored!.resale!.syncedAt });
      expect(row!.behind).toBe(false);
    }
  });

  it('lists a card for resale and withdraws it through the operator; a sync shows it; a sold card is refused', async () => {
    const [card] = await take(acme, (c) => initialResale(c.iccid).status === 'notListed', 1);
    const [sold] = await take(acme, (c) => initialResale(c.iccid).status === 'sold', 1);
    const set = await act('set', 'acme', { iccids: [card!.iccid, sold!.iccid], action: 'listed' }, undefined, 'zh-CN');
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data).toMatchObject({
      succeeded: 1,
      failed: 1,
      items: [
        { iccid: card!.iccid, status: 'listed', statusLabel: '转售中', error: null },
        { iccid: sold!.iccid, status: null, error: 'REJECTED' },
      ],
    });
    expect((await storedCard<StoredCard>('C1001', card!.iccid))!.resale!.status).toBe('listed');
    expect((await storedCard<StoredCard>('C1001', sold!.iccid))!.resale).toBeUndefined();
    await act('sync', 'acme', { iccids: [card!.iccid] });
    const [row] = (await list('acme', { iccid: card!.iccid })).body.data!.items;
    expect(row).toMatchObject({ recorded: { status: 'listed' }, reported: { status: 'listed' }, behind: false });
    expect(row!.reported!.changedAt > initialResale(card!.iccid).changedAt).toBe(true);
    await act('set', 'acme', { iccids: [card!.iccid], action: 'withdrawn' });
    expect((await list('acme', { iccid: card!.iccid })).body.data!.items[0]!.reported!.status).toBe('withdrawn');
  });

  it('answers a retried set or sync with the same Idempotency-Key once: the replay changes nothing', async () => {
    const [card] = await take(acme, (c) => initialResale(c.iccid).status === 'notListed', 1);
    const key = randomUUID();
    const first = await act('set', 'acme', { iccids: [card!.iccid], action: 'listed' }, key);
    expect(first.body.data!.succeeded).toBe(1);
    await act('set', 'acme', { iccids: [card!.iccid], action: 'withdrawn' });
    const again = await act('set', 'acme', { iccids: [card!.iccid], action: 'listed' }, key);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await storedCard<StoredCard>('C1001', card!.iccid))!.resale!.status).toBe('withdrawn');

    const syncKey = randomUUID();
    await act('sync', 'acme', { iccids: [card!.iccid] }, syncKey);
    const synced = (await storedCard<StoredCard>('C1001', card!.iccid))!.resale!;
    await new Promise((r) => setTimeout(r, 5));
    const replay = await act('sync', 'acme', { iccids: [card!.iccid] }, syncKey);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect((await storedCard<StoredCard>('C1001', card!.iccid))!.resale).toEqual(synced);
  });

  it("acts on each tenant's own cards; the platform names the enterprise; other roles are refused", async () => {
    const [card] = await take(acme, () => true, 1);
    const foreign = await act('sync', 'globex', { iccids: [card!.iccid] });
    expect(foreign.status).toBe(404);
    expect(foreign.body.errorCode).toBe(50405);
    expect(foreign.body.msg).toContain(card!.iccid);
    expect((await act('set', 'globex', { iccids: [card!.iccid], action: 'listed' })).status).toBe(404);
    expect((await storedCard<StoredCard>('C1001', card!.iccid))!.resale).toBeUndefined();
    expect((await act('sync', 'globex', { channelCustId: 'C1001', iccids: [card!.iccid] })).status).toBe(403);
    expect((await list('globex', { iccid: card!.iccid })).body.data!.items).toEqual([]);
    expect((await act('sync', 'admin', { iccids: [card!.iccid] })).status).toBe(422);
    const platform = await act('sync', 'admin', { channelCustId: 'C1001', iccids: [card!.iccid] });
    expect(platform.body.data!.succeeded).toBe(1);
    expect((await list('admin', { channelCustId: 'C1001', iccid: card!.iccid })).body.data!.items[0]!.recorded).not.toBeNull();
    for (const as of ['acme-staff', 'acme-east'] as const) {
      expect((await list(as, {})).status).toBe(403);
      expect((await act('sync', as, { iccids: [card!.iccid] })).status).toBe(403);
    }
    expect((await act('set', 'acme', { iccids: [card!.iccid], action: 'sold' })).body.field).toBe('action');
    expect((await act('sync', 'acme', { iccids: [] })).body.field).toBe('iccids');
    const many = Array.from({ length: 101 }, (_, i) => `898600${String(i).padStart(14, '0')}`);
    expect((await act('sync', 'acme', { iccids: many })).body.field).toBe('iccids');
  });
});
