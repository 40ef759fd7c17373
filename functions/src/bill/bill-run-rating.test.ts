import { describe, expect, it } from 'vitest';
import type { BasicPlan, RetailPlan } from '../plan/plan-model.ts';
import { billIdOf, parseBillId } from './bill-model.ts';
import {
  type BilledCard,
  type RatingContext,
  addSums,
  assembleBills,
  cardTimeline,
  planSpans,
  poolSpan,
  profitShare,
  rateChunk,
} from './bill-run-rating.ts';
import { GB, MB, plan as ratedPlan } from './rating/rating-fixtures.ts';
import { termStarts } from './rating/terms.ts';

const basic = (over: Partial<BasicPlan> = {}) => ({ ...ratedPlan(), durationMonths: 1, ...over }) as BasicPlan;
const monthly = basic({ goodsReleaseId: 'G-M' });
const flex = basic({ goodsReleaseId: 'G-F', tariffType: 6, quotaBytes: 100 * MB });
const retail = {
  retailId: 'R1',
  goodsReleaseId: 'G-M',
  retailPrice: 4000,
  taxRate: 13,
  dividend: 'profit',
  proportion: 50,
  custIds: ['S1'],
} as unknown as RetailPlan;
const ctx: RatingContext = {
  cycle: '2026-04',
  calendar: 'month',
  plans: new Map([
    ['G-M', monthly],
    ['G-F', flex],
  ]),
  retails: [retail],
};
const card = (iccid: string, over: Partial<BilledCard> = {}): BilledCard => ({
  iccid,
  operator: 'CMCC',
  state: 64,
  custId: null,
  goodsReleaseId: 'G-M',
  activatedAt: '2025-01-01T00:00:00.000Z',
  createdAt: '2024-12-01T00:00:00.000Z',
  ...over,
});
const april = { start: '2026-04-01', end: '2026-04-30' };

describe('bill ids', () => {
  it('name the enterprise, cycle, calendar, kind and payer, and parse back', () => {
    const ref = { channelCustId: 'C1001', cycle: '2026-03', calendar: 'unicom', kind: 'consumption', payer: 'S2001' } as const;
    expect(billIdOf(ref)).toBe('C1001_202603_UC_S2001');
    expect(parseBillId('C1001_202603_UC_S2001')).toEqual(ref);
    expect(parseBillId('C1001_202603_MP_E')).toMatchObject({ calendar: 'month', kind: 'profit', payer: 'E' });
    expect(parseBillId('C1001-202603')).toBeUndefined();
    expect(parseBillId('C1001_202603_XC_E')).toBeUndefined();
  });
});

describe('card timeline', () => {
  it('reads the state at the cycle start and the changes inside it from the state log (Shanghai days)', () => {
    const log = [
      { at: '2026-03-10T02:00:00.000Z', from: 63, to: 62 },
      { at: '2026-04-09T17:00:00.000Z', from: 62, to: 64 }, // 01:00 on 04-10 in Shanghai
      { at: '2026-05-03T00:00:00.000Z', from: 64, to: 65 },
    ];
    expect(cardTimeline(card('1', { stateLog: log, state: 65 }), april)).toEqual({
      initialState: 62,
      stateChanges: [{ day: '2026-04-10', state: 64 }],
    });
  });
  it('takes the state before a later change as the whole cycle state', () => {
    const log = [{ at: '2026-05-03T00:00:00.000Z', from: 64, to: 65 }];
    expect(cardTimeline(card('1', { stateLog: log, state: 65 }), april)).toEqual({ initialState: 64, stateChanges: [] });
  });
  it('without a log, an activation inside the cycle means pending activation until that day', () => {
    expect(cardTimeline(card('1', { activatedAt: '2026-04-15T03:00:00.000Z' }), april)).toEqual({
      initialState: 62,
      stateChanges: [{ day: '2026-04-15', state: 64 }],
    });
    expect(cardTimeline(card('1'), april)).toEqual({ initialState: 64, stateChanges: [] });
  });
});

describe('plan spans', () => {
  it('gives each plan of the cycle its days from the plan log (the change day is the new plan’s)', () => {
    const planLog = [
      { at: '2026-03-02T00:00:00.000Z', from: 'G-0', to: 'G-M' },
      { at: '2026-04-15T16:00:00.000Z', from: 'G-M', to: 'G-F' }, // 00:00 on 04-16 in Shanghai
      { at: '2026-05-10T00:00:00.000Z', from: 'G-F', to: 'G-X' },
    ];
    expect(planSpans({ goodsReleaseId: 'G-X', planLog }, april)).toEqual([
      { goodsReleaseId: 'G-M', onPlan: { from: '2026-04-01', to: '2026-04-15' } },
      { goodsReleaseId: 'G-F', onPlan: { from: '2026-04-16', to: '2026-04-30' } },
    ]);
    // Before any change in the cycle: the plan the first later change left.
    expect(planSpans({ goodsReleaseId: 'G-X', planLog }, { start: '2026-01-01', end: '2026-01-31' })).toEqual([
      { goodsReleaseId: 'G-0' },
    ]);
    expect(planSpans({ goodsReleaseId: 'G-M' }, april)).toEqual([{ goodsReleaseId: 'G-M' }]);
  });

  it('rates a card that changed plan in the cycle once per plan, each for its days, usage not counted twice', () => {
    const moved = card('9', { goodsReleaseId: 'G-F', planLog: [{ at: '2026-04-15T16:00:00.000Z', from: 'G-M', to: 'G-F' }] });
    const { sums, cardLines } = rateChunk([{ card: moved, usage: [{ day: '2026-04-20', bytes: 10 * MB }] }], ctx);
    expect(sums.cards).toBe(1);
    // 30.00 × 15/30 on each plan; the 10 MB of 04-20 are the flexible plan's (its own prorated 50 MB quota).
    expect(sums.payers.E!.map((l) => [l.goodsReleaseId, l.kind, l.quantity, l.amount])).toEqual([
      ['G-F', 'planFee', 15, 1500],
      ['G-M', 'planFee', 15, 1500],
    ]);
    expect(cardLines.get('E')!.map((c) => c.goodsReleaseId)).toEqual(['G-M', 'G-F']);
  });
});

describe('pool spans', () => {
  const joined = (at: string, to: string) => ({ at, from: null, to });
  const left = (at: string, from: string) => ({ at, from, to: null });

  it('pools the card from the day it joined and to the day before it left (Shanghai days)', () => {
    expect(poolSpan({ poolId: 'P1', poolLog: [joined('2026-04-15T16:30:00.000Z', 'P1')] }, april)).toEqual({
      poolId: 'P1',
      inPool: { from: '2026-04-16' },
    });
    expect(
      poolSpan({ poolLog: [joined('2026-03-01T00:00:00.000Z', 'P1'), left('2026-04-11T02:00:00.000Z', 'P1')] }, april),
    ).toEqual({ poolId: 'P1', inPool: { to: '2026-04-10' } });
    // Joined and left inside the cycle.
    expect(
      poolSpan({ poolLog: [joined('2026-04-05T02:00:00.000Z', 'P1'), left('2026-04-21T02:00:00.000Z', 'P1')] }, april),
    ).toEqual({ poolId: 'P1', inPool: { from: '2026-04-05', to: '2026-04-20' } });
  });

  it('bills the cycle in the last pool the card was in; a change after the cycle does not count', () => {
    const log = [
      joined('2026-02-01T00:00:00.000Z', 'P1'),
      left('2026-04-10T02:00:00.000Z', 'P1'),
      joined('2026-04-12T02:00:00.000Z', 'P2'),
      left('2026-05-03T02:00:00.000Z', 'P2'),
    ];
    expect(poolSpan({ poolLog: log }, april)).toEqual({ poolId: 'P2', inPool: { from: '2026-04-12' } });
    expect(poolSpan({ poolLog: log }, { start: '2026-03-01', end: '2026-03-31' })).toEqual({ poolId: 'P1', inPool: {} });
    expect(poolSpan({ poolLog: log }, { start: '2026-06-01', end: '2026-06-30' })).toBeUndefined();
  });

  it('takes a card without a log to be in its pool all cycle, and a card without a pool in none', () => {
    expect(poolSpan({ poolId: 'P1' }, april)).toEqual({ poolId: 'P1', inPool: {} });
    expect(poolSpan({}, april)).toBeUndefined();
  });

  it('shares a card’s quota with its pool for its pooled days only', () => {
    // Card 5 joined on 04-16: half its 100 MB quota (15 of 30 days) is the pool's, half its own; its 70 MB of 04-03 are its own.
    const late = card('5', { goodsReleaseId: 'G-F', poolId: 'P1', poolLog: [joined('2026-04-15T16:30:00.000Z', 'P1')] });
    const whole = card('4', { goodsReleaseId: 'G-F', poolId: 'P1' });
    const { sums } = rateChunk(
      [
        { card: whole, usage: [{ day: '2026-04-03', bytes: 150 * MB }] },
        { card: late, usage: [{ day: '2026-04-03', bytes: 70 * MB }] },
      ],
      ctx,
    );
    expect(sums.pools).toEqual([
      expect.objectContaining({ poolId: 'P1', members: 2, quotaBytes: 150 * MB, usedBytes: 150 * MB }),
    ]);
    // Card 5's own 50 MB before joining are used up by its 70 MB: 20 MB overage at 0.10.
    expect(sums.payers.E!.find((l) => l.kind === 'overage')).toMatchObject({ quantity: 20, amount: 200 });
  });
});

describe('term starts', () => {
  it('repeats a prepaid term from the activation day every durationMonths', () => {
    const prepaid = { tariffType: 1, durationMonths: 3 };
    expect(termStarts(card('1', { activatedAt: '2026-01-15T00:00:00.000Z' }), prepaid, '2026-07-31')).toEqual([
      '2026-01-15',
      '2026-04-15',
      '2026-07-15',
    ]);
    expect(termStarts(card('1'), { tariffType: 0, durationMonths: 1 }, '2026-07-31')).toEqual([]);
  });
});

describe('rating a chunk and assembling the bills', () => {
  const cards = [
    { card: card('1'), usage: [{ day: '2026-04-02', bytes: GB + 3 * MB }] },
    { card: card('2', { custId: 'S1' }), usage: [] },
    { card: card('3', { custId: 'S2' }), usage: [] },
    { card: card('4', { goodsReleaseId: 'G-F', poolId: 'P1' }), usage: [{ day: '2026-04-03', bytes: 150 * MB }] },
    { card: card('5', { goodsReleaseId: 'G-F', poolId: 'P1' }), usage: [{ day: '2026-04-03', bytes: 70 * MB }] },
    { card: card('6', { operator: 'CUCC' }), usage: [] },
    { card: card('7', { goodsReleaseId: 'UNKNOWN' }), usage: [] },
  ];

  it('bills each payer its cards: retail cards to their secondary customer, the rest and the pools to the enterprise', () => {
    const { sums, cardLines } = rateChunk(cards, ctx);
    expect(sums.cards).toBe(5);
    const bills = assembleBills(sums, ctx.plans);
    expect(bills.map((b) => `${b.kind}:${b.payer}`)).toEqual(['consumption:E', 'consumption:S1', 'profit:E']);
    const enterprise = bills[0]!;
    // Cards 1 and 3 at 30.00 (3 has no retail plan for S2), pool cards 4 and 5 at 30.00 each.
    expect(enterprise.lines.filter((l) => l.kind === 'planFee').map((l) => [l.goodsReleaseId, l.cardCount, l.amount])).toEqual([
      ['G-F', 2, 6000],
      ['G-M', 2, 6000],
    ]);
    // Card 1: 3 MB over its 1 GB at 0.10 = 0.30; the pool: 220 MB used of 200 MB = 20 MB = 2.00.
    expect(enterprise.lines.find((l) => l.kind === 'overage')).toMatchObject({ quantity: 3, amount: 30, tax: 2 });
    expect(enterprise.lines.find((l) => l.kind === 'poolOverage')).toMatchObject({
      poolId: 'P1',
      cardCount: 2,
      quantity: 20,
      amount: 200,
    });
    expect(enterprise.totals).toEqual({ amount: 12230, tax: 734, total: 12964, cardCount: 4 });
    expect(bills[1]!.lines).toEqual([expect.objectContaining({ kind: 'planFee', retailId: 'R1', amount: 4000, tax: 520 })]);
    // Profit sharing: (40.00 − 30.00) × 50 %.
    expect(bills[2]!.profitLines).toEqual([
      expect.objectContaining({ custId: 'S1', retailAmount: 4000, basicAmount: 3000, share: 500 }),
    ]);
    expect(cardLines.get('S1')).toEqual([
      { iccid: '2', goodsReleaseId: 'G-M', retailId: 'R1', lines: [['planFee', 30, 4000, 520, 0]] },
    ]);
  });

  it('gives the same bills whatever the chunks and their order', () => {
    const whole = assembleBills(rateChunk(cards, ctx).sums, ctx.plans);
    const parts = [cards.slice(0, 2), cards.slice(2, 4), cards.slice(4)].map((c) => rateChunk(c, ctx).sums);
    expect(assembleBills(addSums(parts), ctx.plans)).toEqual(whole);
    expect(assembleBills(addSums([...parts].reverse()), ctx.plans)).toEqual(whole);
  });

  it('rates the Unicom calendar on its own cycle and cards', () => {
    const { sums } = rateChunk(cards, { ...ctx, calendar: 'unicom' });
    expect(sums.cards).toBe(1);
    // Cycle 2026-04 of Unicom is 03-26..04-25: 31 days, billed whole.
    expect(sums.payers.E).toEqual([expect.objectContaining({ kind: 'planFee', quantity: 31, amount: 3000 })]);
  });
});

describe('packs ordered for a card', () => {
  const pack = (orderId: string, orderedAt: string, over: Partial<NonNullable<BilledCard['eventPacks']>[number]> = {}) => ({
    goodsReleaseId: 'EP-1',
    name: 'Event pack 500 MB',
    quotaBytes: 500 * MB,
    orderedAt,
    orderId,
    price: 1500,
    taxRate: 6,
    tariffType: 8,
    ...over,
  });

  it('bills each pack of the cycle at its order price, its volume counted against the card’s quota', () => {
    const withPack = card('1', { eventPacks: [pack('O-1', '2026-04-10T02:00:00.000Z')] });
    const { sums, cardLines } = rateChunk([{ card: withPack, usage: [{ day: '2026-04-12', bytes: GB + 300 * MB }] }], ctx);
    // The 300 MB over the 1 GB quota fit in the pack's 500 MB: no overage.
    expect(sums.payers.E!.map((l) => [l.kind, l.goodsReleaseId, l.quantity, l.amount, l.tax])).toEqual([
      ['pack', 'EP-1', 1, 1500, 90],
      ['planFee', 'G-M', 30, 3000, 180],
    ]);
    expect(sums.payers.E!.find((l) => l.kind === 'pack')).toMatchObject({ itemName: 'Event pack 500 MB', cardCount: 1 });
    expect(sums.payers.E!.find((l) => l.kind === 'pack')).not.toHaveProperty('packId');
    expect(cardLines.get('E')![0]!.lines).toContainEqual(['pack', 1, 1500, 90, 0]);
    // Without the pack the same usage is 300 MB of overage.
    const without = rateChunk([{ card: card('1'), usage: [{ day: '2026-04-12', bytes: GB + 300 * MB }] }], ctx);
    expect(without.sums.payers.E!.find((l) => l.kind === 'overage')).toMatchObject({ quantity: 300 });
  });

  it('leaves out packs of other cycles and packs recorded without their order', () => {
    const packs = [
      pack('O-1', '2026-03-31T16:30:00.000Z'), // 00:30 on 04-01 in Shanghai: this cycle
      pack('O-2', '2026-03-31T15:30:00.000Z'), // 23:30 on 03-31 in Shanghai: the cycle before
      pack('O-3', '2026-05-01T00:00:00.000Z'),
      pack('', '2026-04-05T00:00:00.000Z', { orderId: undefined }),
    ];
    const { sums } = rateChunk([{ card: card('1', { eventPacks: packs }), usage: [] }], ctx);
    expect(sums.payers.E!.filter((l) => l.kind === 'pack')).toEqual([expect.objectContaining({ quantity: 1, amount: 1500 })]);
  });

  it('sums the same pack of several cards into one line, and bills a pack once when the card changed plan', () => {
    const moved = card('9', {
      goodsReleaseId: 'G-F',
      planLog: [{ at: '2026-04-15T16:00:00.000Z', from: 'G-M', to: 'G-F' }],
      eventPacks: [pack('O-9', '2026-04-20T02:00:00.000Z')],
    });
    const other = card('2', { eventPacks: [pack('O-2', '2026-04-03T02:00:00.000Z')] });
    const { sums } = rateChunk(
      [
        { card: moved, usage: [] },
        { card: other, usage: [] },
      ],
      ctx,
    );
    expect(sums.payers.E!.filter((l) => l.kind === 'pack')).toEqual([
      expect.objectContaining({ goodsReleaseId: 'EP-1', cardCount: 2, quantity: 2, amount: 3000 }),
    ]);
  });
});

describe('profit share', () => {
  it('is (retail − basic) × proportion by profit, retail × proportion by turnover, half-up, never negative', () => {
    expect(profitShare({ dividend: 'profit', proportion: 50, retailAmount: 4001, basicAmount: 3000 })).toBe(501);
    expect(profitShare({ dividend: 'turnover', proportion: 12.5, retailAmount: 4004, basicAmount: 3000 })).toBe(501);
    expect(profitShare({ dividend: 'profit', proportion: 50, retailAmount: 2000, basicAmount: 3000 })).toBe(0);
  });
});
