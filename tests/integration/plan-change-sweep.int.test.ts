/**
 * Pending plan changes take effect at their date: the scheduled sweep (card-cycle worker) against
 * the local stack, driven with explicit clocks. A change recorded through the API is filed under its
 * day, nothing happens before its date, it is applied once at its date (plan, quota, active-quota
 * counter, card log), a second sweep changes nothing, and a filing whose change was already applied
 * on activation is only removed.
 */
import { GetCommand, QueryCommand } from '@cmp/functions/shared/aws/dynamodb-commands';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { call, login, useStackEnv } from '../support/api-client.ts';
import { cardsOf, claimCards, stackDb } from '../support/cards.ts';

const GB = 1024 ** 3;
const table = () => inject('stack').env.TABLE_NAME;
const db = () => stackDb();

interface Card {
  iccid: string;
  channelCustId: string;
  custId: string | null;
  operator: string;
  goodsReleaseId: string;
  quotaBytes: number;
  pendingPlanChange?: { goodsReleaseId: string; when: string; effectiveAt: string; requestedAt: string } | null;
  lastPlanChangeMonth?: string;
  validPeriodEnd?: string | null;
}

let acme = '';
let sweep: (now: Date) => Promise<{ applied: number; stale: number; dropped: number; retried: number }>;

beforeAll(async () => {
  acme = await login('acme');
  useStackEnv();
  const { createCardDetailRepository } = await import('@cmp/functions/card-detail/card-detail.repository');
  const { createPlanChangeSweep } = await import('@cmp/functions/card-detail/plan-change-sweep');
  const service = createPlanChangeSweep({ cards: createCardDetailRepository(), clock: () => new Date() });
  sweep = (now) => service.sweep(now);
});

const stored = async (iccid: string) =>
  (await db().send(new GetCommand({ TableName: table(), Key: { pk: `CUST#C1001#CARD#${iccid}`, sk: 'CARD' } }))).Item as Card;
const stats = async () =>
  (await db().send(new GetCommand({ TableName: table(), Key: { pk: 'CUST#C1001#STAT', sk: 'CARDS' } }))).Item ?? {};
const logActions = async (iccid: string) =>
  (
    (
      await db().send(
        new QueryCommand({
          TableName: table(),
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :l)',
          ExpressionAttributeValues: { ':pk': `CUST#C1001#CARD#${iccid}`, ':l': 'LOG#' },
        }),
      )
    ).Items ?? []
  ).map((i) => ({ action: String(i.action), by: String(i.by), detail: i.detail as Record<string, unknown> }));
/** The sweep's filing of a card's pending change, if any (one partition per Shanghai day of the date). */
async function filing(iccid: string, effectiveAt: string) {
  const day = new Date(new Date(effectiveAt).getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
  const { Item } = await db().send(
    new GetCommand({ TableName: table(), Key: { pk: `DUE#PLANCHANGE#${day}`, sk: `${effectiveAt}#${iccid}` } }),
  );
  return Item;
}

const month = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 7);
/** An unallocated C1001 card in a state on plan G001 that has had no plan change this month. */
async function freshCard(state: number, extra: (c: Card) => boolean = () => true): Promise<Card> {
  for (const row of await cardsOf('CUST#C1001', state)) {
    if (row.custId !== null) continue;
    const c = await stored(row.iccid);
    if (c.goodsReleaseId === 'G001' && !c.pendingPlanChange && c.lastPlanChangeMonth !== month && extra(c))
      if ((await claimCards([c])).length) return c;
  }
  throw new Error(`no fresh G001 card of C1001 in state ${state}`);
}
const changePackage = (iccid: string, goodsReleaseId: string) =>
  call<Card>('/cmp/sim/card/changePackage', { iccid, goodsReleaseId }, { token: acme });

describe('the plan-change sweep', () => {
  it('applies an active card’s change at the next cycle, once, and moves the active quota', async () => {
    const card = await freshCard(64);
    const res = await changePackage(card.iccid, 'G003');
    expect(res.status).toBe(200);
    const pending = res.body.data!.pendingPlanChange!;
    expect(pending.when).toBe('next-cycle');
    expect(await filing(card.iccid, pending.effectiveAt)).toMatchObject({ iccid: card.iccid, channelCustId: 'C1001' });

    const due = new Date(pending.effectiveAt);
    await sweep(new Date(due.getTime() - 60_000));
    expect(await stored(card.iccid)).toMatchObject({ goodsReleaseId: 'G001', pendingPlanChange: pending });

    const before = Number((await stats()).quotaActive);
    const first = await sweep(new Date(due.getTime() + 3_600_000));
    expect(first.applied).toBeGreaterThanOrEqual(1);
    const after = await stored(card.iccid);
    expect(after).toMatchObject({ goodsReleaseId: 'G003', quotaBytes: 10 * GB, pendingPlanChange: null });
    // Other suites' cards may fall due in the same sweep: the counter moved at least by this card's change.
    const moved = Number((await stats()).quotaActive) - before;
    expect(moved).toBeGreaterThanOrEqual(10 * GB - card.quotaBytes);
    expect(await filing(card.iccid, pending.effectiveAt)).toBeUndefined();
    const applied = (await logActions(card.iccid)).filter((l) => l.action === 'planChangeApplied');
    expect(applied).toEqual([
      { action: 'planChangeApplied', by: 'system', detail: { from: 'G001', to: 'G003', when: 'next-cycle' } },
    ]);

    const again = await sweep(new Date(due.getTime() + 7_200_000));
    expect(again.applied).toBe(0);
    expect(Number((await stats()).quotaActive)).toBe(before + moved);
    expect((await logActions(card.iccid)).filter((l) => l.action === 'planChangeApplied')).toHaveLength(1);
  });

  it('only removes the filing of a change already applied on activation', async () => {
    // A deactivated card without a valid period: deactivate an active one (deactivated ones are scarce in the seed).
    const card = await freshCard(64, (c) => !c.validPeriodEnd);
    const off = await call<Card>('/cmp/sim/card/changeState', { iccid: card.iccid, targetState: 65 }, { token: acme });
    expect(off.status).toBe(200);
    const res = await changePackage(card.iccid, 'G003');
    const pending = res.body.data!.pendingPlanChange!;
    expect(pending.when).toBe('on-activation');
    expect(await filing(card.iccid, pending.effectiveAt)).toBeDefined();
    const activated = await call<Card>('/cmp/sim/card/changeState', { iccid: card.iccid, targetState: 64 }, { token: acme });
    expect(activated.body.data).toMatchObject({ goodsReleaseId: 'G003', pendingPlanChange: null });

    const result = await sweep(new Date(new Date(pending.effectiveAt).getTime() + 60_000));
    expect(result.stale).toBeGreaterThanOrEqual(1);
    expect(await filing(card.iccid, pending.effectiveAt)).toBeUndefined();
    expect((await logActions(card.iccid)).map((l) => l.action)).not.toContain('planChangeApplied');
    expect(await stored(card.iccid)).toMatchObject({ goodsReleaseId: 'G003', state: 64 });
  });
});
