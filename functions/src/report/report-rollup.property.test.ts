/**
 * The report roll-ups against their sources (issue #17, item 1): random sequences of card imports,
 * single-card and batch state changes, allocations between secondary customers and usage files, each
 * written the way its writer does (card-record.ts counter deltas → report-rollups.ts month deltas;
 * usage day deltas → usage months). After every sequence: each customer's counts at every month's end
 * computed from today's counters and the later months' changes equal the cards counted directly at that
 * month's end; the flows equal the changes made; the platform's sum over enterprises equals its
 * counters; each enterprise's usage per billing cycle equals its cards' bytes; re-reading a file adds nothing;
 * the platform's month shards (each write into the shard of its own key), summed, equal the unsharded
 * sums over enterprises of the card months and the usage months.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocationDeltas } from '../batch/allocation-rules.ts';
import { cycleOfDay } from '../bill/rating/cycle.ts';
import { type Card, type Operator, addCardStats, addInto, cardScopes, statDelta } from '../card/card-record.ts';
import { type LifecycleState, nextStates } from '../card/lifecycle.ts';
import { scopeKeys } from '../shared/data/keys.ts';
import {
  PLATFORM_SHARDS,
  cardMonthDeltas,
  customerCounters,
  foldSecondaries,
  platformDeltas,
  platformFigures,
  usageMonthDeltas,
} from '../shared/data/report-rollups.ts';
import { reportUsageDeltas } from '../usage/usage-rollup.ts';
import { type Counters, OPERATORS, STATES, countsAtMonthEnds, sumCounters } from './report-model.ts';

const MONTHS = ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05'];
const ENTERPRISES = ['C1', 'C2'];
const SUBS = [null, 'S1', 'S2'];
const PLANS = ['P1', 'P2'];

type Op =
  | { kind: 'import'; month: number; c: number; s: number; state: LifecycleState; op: Operator; plan: number }
  | { kind: 'single'; month: number; card: number; pick: number }
  | { kind: 'batch'; month: number; c: number; from: LifecycleState; pick: number }
  | { kind: 'alloc'; month: number; c: number; cards: number[]; to: number }
  | { kind: 'usage'; month: number; card: number; day: number; bytes: number; again: boolean };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('import' as const),
    month: fc.nat(4),
    c: fc.nat(1),
    s: fc.nat(2),
    state: fc.constantFrom<LifecycleState>(61, 62, 63, 64),
    op: fc.constantFrom<Operator>('CMCC', 'CUCC', 'CTCC'),
    plan: fc.nat(1),
  }),
  fc.record({ kind: fc.constant('single' as const), month: fc.nat(4), card: fc.nat(40), pick: fc.nat(3) }),
  fc.record({
    kind: fc.constant('batch' as const),
    month: fc.nat(4),
    c: fc.nat(1),
    from: fc.constantFrom<LifecycleState>(61, 62, 63, 64, 65, 68),
    pick: fc.nat(3),
  }),
  fc.record({
    kind: fc.constant('alloc' as const),
    month: fc.nat(4),
    c: fc.nat(1),
    cards: fc.array(fc.nat(40), { maxLength: 4 }),
    to: fc.nat(2),
  }),
  fc.record({
    kind: fc.constant('usage' as const),
    month: fc.nat(4),
    card: fc.nat(40),
    day: fc.integer({ min: 1, max: 28 }),
    bytes: fc.nat(5000),
    again: fc.boolean(),
  }),
);

const scopeOf = (c: string, s: string | null) => (s ? scopeKeys.secondary(c, s) : scopeKeys.enterprise(c));
const ownerKey = (month: string, c: string, s: string | null) => `${month}|${c}|${s ?? ''}`;

function run(ops: Op[]) {
  const sorted = [...ops].sort((a, b) => a.month - b.month);
  const cards: (Card & { plan: string })[] = [];
  const counters = new Map<string, Counters>();
  const cardMonths = new Map<string, Counters>();
  const usageMonths = new Map<string, Counters>();
  const cardDays = new Map<string, number>();
  const flows = new Map<string, Counters>();
  const snapshots = new Map<string, Map<string, Counters>>();
  // The platform's shard items as written: `<month>|<shard>` → attributes (card ones bare, usage `u_`).
  const shards = new Map<string, Counters>();
  const toShard = (d: { key: { month: string; shard?: number }; add: Record<string, number> }) => {
    expect(d.key.shard).toBeGreaterThanOrEqual(0);
    expect(d.key.shard).toBeLessThan(PLATFORM_SHARDS);
    const k = `${d.key.month}|${d.key.shard}`;
    addInto(shards.get(k) ?? shards.set(k, {}).get(k)!, d.add);
  };

  const write = (stats: Map<string, Record<string, number>>, month: string, shardKey: string) => {
    for (const [scope, delta] of stats) addInto(counters.get(scope) ?? counters.set(scope, {}).get(scope)!, delta);
    // As written: one item per enterprise and month, its secondary customers' counters inside it.
    for (const d of foldSecondaries(cardMonthDeltas(stats, month))) {
      expect(d.key.custId).toBeNull();
      const k = ownerKey(month, d.key.channelCustId, null);
      addInto(cardMonths.get(k) ?? cardMonths.set(k, {}).get(k)!, d.add);
    }
    // The platform's shard, chosen by the write's key (a card's ICCID, a chunk's key), as cardMonthSteps does.
    for (const d of platformDeltas(cardMonthDeltas(stats, month), '', shardKey)) toShard(d);
  };
  const flow = (month: string, c: string, s: string | null, k: string) => {
    for (const owner of s ? [null, s] : [null]) {
      const key = ownerKey(month, c, owner);
      addInto(flows.get(key) ?? flows.set(key, {}).get(key)!, { [k]: 1 });
    }
  };
  const snapshot = (month: string) => {
    const m = new Map<string, Counters>();
    for (const card of cards)
      for (const scope of cardScopes(card)) addInto(m.get(scope) ?? m.set(scope, {}).get(scope)!, statDelta(card, 1, true));
    snapshots.set(month, m);
  };

  let done = 0;
  for (let mi = 0; mi < MONTHS.length; mi++) {
    const month = MONTHS[mi]!;
    for (; done < sorted.length && sorted[done]!.month === mi; done++) {
      const op = sorted[done]!;
      if (op.kind === 'import') {
        const card = {
          iccid: `8986${String(cards.length).padStart(15, '0')}`,
          channelCustId: ENTERPRISES[op.c]!,
          custId: SUBS[op.s]!,
          state: op.state,
          operator: op.op,
          quotaBytes: 1000,
          plan: PLANS[op.plan]!,
        } as unknown as Card & { plan: string };
        cards.push(card);
        const stats = new Map<string, Record<string, number>>();
        addCardStats(stats, card, statDelta(card, 1, true));
        write(stats, month, card.iccid);
        flow(month, card.channelCustId, card.custId, 'added');
      } else if (op.kind === 'single') {
        const card = cards[op.card];
        const to = card && nextStates(card.state)[op.pick % Math.max(1, nextStates(card.state).length)];
        if (!card || !to) continue;
        const stats: Record<string, number> = {};
        addInto(stats, statDelta(card, -1, false));
        addInto(stats, statDelta({ ...card, state: to }, 1, false));
        card.state = to;
        write(new Map(cardScopes(card).map((s) => [s, stats])), month, card.iccid);
        flow(month, card.channelCustId, card.custId, `in${to}`);
      } else if (op.kind === 'batch') {
        const to = nextStates(op.from)[op.pick % Math.max(1, nextStates(op.from).length)];
        const moved = cards.filter((c) => c.channelCustId === ENTERPRISES[op.c] && c.state === op.from);
        if (!to || !moved.length) continue;
        const stats = new Map<string, Record<string, number>>();
        for (const card of moved) {
          addCardStats(stats, card, statDelta(card, -1, false), statDelta({ ...card, state: to }, 1, false));
          card.state = to;
          flow(month, card.channelCustId, card.custId, `in${to}`);
        }
        write(stats, month, `chunk#${done}`);
      } else if (op.kind === 'alloc') {
        const c = ENTERPRISES[op.c]!;
        const to = SUBS[op.to]!;
        const stats = new Map<string, Record<string, number>>();
        for (const i of new Set(op.cards)) {
          const card = cards[i];
          if (!card || card.channelCustId !== c || card.custId === to) continue;
          allocationDeltas(c, card, card.custId, to, stats);
          if (card.custId) flow(month, c, card.custId, 'dealloc');
          if (to) flow(month, c, to, 'alloc');
          card.custId = to;
        }
        write(stats, month, `chunk#${done}`);
      } else {
        const card = cards[op.card];
        if (!card) continue;
        const day = `${month}-${String(op.day).padStart(2, '0')}`;
        const key = `${card.iccid}|${day}`;
        const owner = { iccid: card.iccid, msisdn: '', channelCustId: card.channelCustId, custId: card.custId };
        const fields = new Map([[card.iccid, { operator: card.operator, goodsReleaseId: card.plan }]]);
        // A file read twice (again) finds its bytes stored: its second delta is zero.
        for (let times = op.again ? 2 : 1; times > 0; times--) {
          const delta = op.bytes - (cardDays.get(key) ?? 0);
          cardDays.set(key, op.bytes);
          for (const d of usageMonthDeltas(reportUsageDeltas([{ owner, day, delta }], fields))) {
            if (d.key.shard !== undefined) {
              toShard(d);
              continue;
            }
            const k = ownerKey(d.key.month, d.key.channelCustId, d.key.custId);
            addInto(usageMonths.get(k) ?? usageMonths.set(k, {}).get(k)!, d.add);
          }
        }
      }
    }
    snapshot(month);
  }
  return { cards, counters, cardMonths, usageMonths, cardDays, flows, snapshots, shards };
}

const counted = (c: Counters | undefined) => {
  const out: Counters = { total: c?.total ?? 0 };
  for (const s of STATES) out[`s${s}`] = c?.[`s${s}`] ?? 0;
  for (const o of OPERATORS) out[`op${o}`] = c?.[`op${o}`] ?? 0;
  return out;
};

describe('report roll-ups equal their sources', () => {
  it('counts at every month end, flows, the platform sum and usage per cycle, after any sequence', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 60 }), (ops) => {
        const r = run(ops);
        const last = MONTHS.at(-1)!;
        for (const c of ENTERPRISES) {
          for (const s of SUBS) {
            const scope = scopeOf(c, s);
            // As read: the customer's counters out of its enterprise's item.
            const item = (m: string) => customerCounters(r.cardMonths.get(ownerKey(m, c, null)) ?? {}, s);
            const deltas = new Map(MONTHS.map((m) => [m, item(m)]));
            const atEnds = countsAtMonthEnds(r.counters.get(scope) ?? {}, deltas, MONTHS, last);
            for (const m of MONTHS) {
              expect(counted(atEnds.get(m))).toEqual(counted(r.snapshots.get(m)?.get(scope)));
              const f = item(m);
              const want = r.flows.get(ownerKey(m, c, s)) ?? {};
              for (const k of ['added', 'in64', 'in65', 'in67', 'in68', 'alloc', 'dealloc'])
                expect([m, c, s, k, f[k] ?? 0]).toEqual([m, c, s, k, want[k] ?? 0]);
            }
          }
        }
        // The platform: its own counters less the later months' changes summed over enterprises.
        const platformDeltas = new Map(
          MONTHS.map((m) => [
            m,
            sumCounters(ENTERPRISES.map((c) => customerCounters(r.cardMonths.get(ownerKey(m, c, null)) ?? {}, null))),
          ]),
        );
        const platform = countsAtMonthEnds(r.counters.get(scopeKeys.platform) ?? {}, platformDeltas, MONTHS, last);
        for (const m of MONTHS) expect(counted(platform.get(m))).toEqual(counted(r.snapshots.get(m)?.get(scopeKeys.platform)));
        // Usage: each enterprise's cycle months equal its cards' stored bytes by cycle; plans and operators add up.
        const want = new Map<string, number>();
        for (const [key, bytes] of r.cardDays) {
          const [iccid, day] = key.split('|') as [string, string];
          const card = r.cards.find((c) => c.iccid === iccid)!;
          const k = ownerKey(cycleOfDay(card.operator, day).cycleMonth, card.channelCustId, null);
          want.set(k, (want.get(k) ?? 0) + bytes);
        }
        for (const [k, u] of r.usageMonths) {
          if (k.endsWith('|')) expect([k, u.total ?? 0]).toEqual([k, want.get(k) ?? 0]);
          const sum = (prefix: string) => Object.entries(u).reduce((s, [a, v]) => (a.startsWith(prefix) ? s + v : s), 0);
          expect(sum('p_')).toBe(u.total ?? 0);
          expect(sum('o_')).toBe(u.total ?? 0);
        }
        for (const [k, bytes] of want) if (bytes) expect(r.usageMonths.get(k)?.total).toBe(bytes);
        // The platform's shards, summed as the report reads them, equal the unsharded sums over enterprises.
        const nonZero = (c: Counters) => Object.fromEntries(Object.entries(c).filter(([, v]) => v !== 0));
        const cycleMonths = [...new Set([...r.usageMonths.keys()].map((k) => k.split('|')[0]!))];
        for (const m of new Set([...MONTHS, ...cycleMonths])) {
          const read = Array.from({ length: PLATFORM_SHARDS }, (_, n) => platformFigures(r.shards.get(`${m}|${n}`) ?? {}));
          const cards = sumCounters(ENTERPRISES.map((c) => customerCounters(r.cardMonths.get(ownerKey(m, c, null)) ?? {}, null)));
          const usage = sumCounters(ENTERPRISES.map((c) => r.usageMonths.get(ownerKey(m, c, null)) ?? {}));
          expect([m, nonZero(sumCounters(read.map((f) => f.cards)))]).toEqual([m, nonZero(cards)]);
          expect([m, nonZero(sumCounters(read.map((f) => f.usage)))]).toEqual([m, nonZero(usage)]);
        }
        const fromShards = new Map(
          MONTHS.map((m) => [
            m,
            sumCounters(
              Array.from({ length: PLATFORM_SHARDS }, (_, n) => platformFigures(r.shards.get(`${m}|${n}`) ?? {}).cards),
            ),
          ]),
        );
        const platformRead = countsAtMonthEnds(r.counters.get(scopeKeys.platform) ?? {}, fromShards, MONTHS, last);
        for (const m of MONTHS)
          expect(counted(platformRead.get(m))).toEqual(counted(r.snapshots.get(m)?.get(scopeKeys.platform)));
      }),
      { numRuns: 300 },
    );
  });
});
