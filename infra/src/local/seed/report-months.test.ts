import { type Card, addCardStats, statDelta } from '@cmp/functions/card/card-record';
import { type Counters, countsAtMonthEnds, sumCounters } from '@cmp/functions/report/report-model';
import { reportPlatformMonthEntity } from '@cmp/functions/shared/data/entities/report.entity';
import { keys, scopeKeys } from '@cmp/functions/shared/data/keys';
import { PLATFORM_SHARDS, customerCounters, platformFigures } from '@cmp/functions/shared/data/report-rollups';
import { addMonths, shanghaiMonth } from '@cmp/functions/shared/time/calendar';
import { describe, expect, it } from 'vitest';
import { demoCards } from './demo-data.ts';
import { PENDING_ACTIVATION, reportCardMonthItems } from './report-months.ts';

const NOW = new Date('2026-11-27T00:00:00Z');
const cards = demoCards(600, NOW);
const items = reportCardMonthItems(cards);
const current = shanghaiMonth(NOW);
const months = Array.from({ length: 26 }, (_, i) => addMonths(current, i - 25));

/**
 * What a card was at a month's end, as its record tells: absent before its creation, pending activation
 * before its activation month, active before the month it left the active state (`stateChangedAt`).
 */
function stateAt(card: Card, month: string): Card['state'] | null {
  if (shanghaiMonth(new Date(card.createdAt)) > month) return null;
  if (card.activatedAt && shanghaiMonth(new Date(card.activatedAt)) > month) return PENDING_ACTIVATION;
  if (card.activatedAt && card.state !== 64 && card.stateChangedAt && shanghaiMonth(new Date(card.stateChangedAt)) > month)
    return 64;
  return card.state;
}

/** The counters of a scope counted straight from the cards at a month's end. */
function counted(scope: string, month: string): Counters {
  const stats = new Map<string, Record<string, number>>();
  for (const card of cards) {
    const state = stateAt(card, month);
    if (state !== null) addCardStats(stats, card, statDelta({ ...card, state }, 1, true));
  }
  const c = stats.get(scope) ?? {};
  return Object.fromEntries(Object.entries(c).filter(([k, v]) => /^(total|s\d+)$/.test(k) && v !== 0));
}
const today = (scope: string) => {
  const stats = new Map<string, Record<string, number>>();
  for (const card of cards) addCardStats(stats, card, statDelta(card, 1, true));
  return stats.get(scope) ?? {};
};
const states = (c: Counters | undefined) =>
  Object.fromEntries(Object.entries(c ?? {}).filter(([k, v]) => /^(total|s\d+)$/.test(k) && v !== 0));

describe('the seed’s report months', () => {
  it('give every past month end the states the cards had then: pending activation before their activation month', () => {
    const enterprise = 'C1001';
    const cardMonth = (m: string) => {
      const k = keys.reportCardMonth(m, enterprise);
      return customerCounters(items.find((i) => i.pk === k.pk && i.sk === k.sk) ?? {}, null);
    };
    const atEnds = countsAtMonthEnds(
      today(scopeKeys.enterprise(enterprise)),
      new Map(months.map((m) => [m, cardMonth(m)])),
      months,
      current,
    );
    for (const m of months) expect([m, states(atEnds.get(m))]).toEqual([m, counted(scopeKeys.enterprise(enterprise), m)]);
    // The demo has cards activated after the month they were created in: some month end shows them pending.
    expect(
      months.some(
        (m) => (counted(scopeKeys.enterprise(enterprise), m).s62 ?? 0) > (today(scopeKeys.enterprise(enterprise)).s62 ?? 0),
      ),
    ).toBe(true);
  });

  it('count each activation and each dated change once, in its month, and nothing else as a state change', () => {
    const flows = new Map<string, number>();
    for (const i of items)
      if (String(i.pk).startsWith('RPT#CARDS#'))
        for (const f of ['in64', 'in65', 'in67', 'in68'])
          if (Number(i[f] ?? 0)) flows.set(`${i.month}|${f}`, (flows.get(`${i.month}|${f}`) ?? 0) + Number(i[f]));
    const want = new Map<string, number>();
    const bump = (at: string, flow: string) => {
      const k = `${shanghaiMonth(new Date(at))}|${flow}`;
      want.set(k, (want.get(k) ?? 0) + 1);
    };
    for (const c of cards) {
      if (c.activatedAt) bump(c.activatedAt, 'in64');
      if (c.activatedAt && c.state !== 64) bump(c.stateChangedAt!, `in${c.state}`);
    }
    expect(flows).toEqual(want);
    // The demo has deactivations, cancellations and shutdowns dated in past months.
    for (const f of ['in65', 'in67', 'in68']) expect([...want.keys()].some((k) => k.endsWith(f))).toBe(true);
    for (const i of items) for (const k of Object.keys(i)) if (/^in(?!6[4578])\d+$/.test(k)) expect(i[k]).toBe(0);
  });

  it('date the change of every activated card no longer active between its activation and now', () => {
    for (const c of cards)
      if (c.activatedAt && c.state !== 64) {
        expect(c.stateChangedAt! >= c.activatedAt).toBe(true);
        expect(c.stateChangedAt! <= NOW.toISOString()).toBe(true);
      } else expect(c.stateChangedAt).toBeUndefined();
  });

  it("write the platform's shards as the sum of the enterprises' months", () => {
    for (const m of months) {
      const shards = Array.from({ length: PLATFORM_SHARDS }, (_, shard) => {
        const k = reportPlatformMonthEntity.key({ month: m, shard });
        return platformFigures(items.find((i) => i.pk === k.pk && i.sk === k.sk) ?? {}).cards;
      });
      const enterprises = items.filter((i) => i.pk === `RPT#CARDS#${m}`).map((i) => customerCounters(i, null));
      expect(states(sumCounters(shards))).toEqual(states(sumCounters(enterprises)));
      expect(sumCounters(shards).in64 ?? 0).toBe(sumCounters(enterprises).in64 ?? 0);
    }
  });
});
