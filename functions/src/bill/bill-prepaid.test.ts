import { describe, expect, it } from 'vitest';
import type { PrepaidRepository } from '../prepaid/prepaid.repository.ts';
import type { CardLines } from './bill-model.ts';
import { NO_ZONE, createBillPrepaid } from './bill-prepaid.ts';
import type { Bill } from './bill.repository.ts';

const plans = new Map([
  [
    'P3',
    {
      goodsReleaseId: 'P3',
      tariffType: 1,
      durationMonths: 3,
      zones: [
        { elementId: 'Z1', elementName: 'A' },
        { elementId: 'Z2', elementName: 'B' },
      ],
    },
  ],
  ['P12', { goodsReleaseId: 'P12', tariffType: 2, durationMonths: 12, zones: [] }],
  ['M', { goodsReleaseId: 'M', tariffType: 0, durationMonths: 1, zones: [] }],
]);
const contract = {
  contractNumber: 'K1',
  paymentKind: 'prepaidContract',
  validFrom: '2026-01-01',
  validTo: '2026-03-15',
  state: 'active',
};

function setup(cards: CardLines[]) {
  const calls: { groups: unknown[]; costs: unknown[]; cards: unknown[] } = { groups: [], costs: [], cards: [] };
  const prepaid = {
    plans: async (ids: string[]) => new Map(ids.flatMap((id) => (plans.has(id) ? [[id, plans.get(id)!]] : []))),
    contracts: async () => [contract],
    rollUpSteps: (_c: string, groups: unknown[], costs: unknown[]) => {
      calls.groups = groups;
      calls.costs = costs;
      return [{ Update: {} }];
    },
    putCards: async (rows: unknown[]) => {
      calls.cards = rows;
    },
  } as unknown as PrepaidRepository;
  const bills = { cardLines: async () => ({ cards }) } as never;
  return { calls, prepaid: createBillPrepaid({ bills, prepaid }) };
}

const bill = (lines: Partial<Bill['lines'][number]>[], custId: string | null = null) =>
  ({
    billId: 'C1_202603_MC_E',
    channelCustId: 'C1',
    custId,
    cycle: '2026-03',
    kind: 'consumption',
    start: '2026-03-01',
    lines,
    cardPages: [0],
  }) as unknown as Bill;

describe('what publishing a bill adds to prepaid funds', () => {
  it('files each term under the plan’s first zone and the contract in force on its first day', async () => {
    const { prepaid, calls } = setup([
      { iccid: 'A', goodsReleaseId: 'P3', lines: [['planFee', 1, 9000, 540, 0]], terms: ['2026-03-10'] },
      { iccid: 'B', goodsReleaseId: 'P3', lines: [['planFee', 1, 9000, 540, 0]], terms: ['2026-03-20'] },
      { iccid: 'C', goodsReleaseId: 'P12', lines: [['planFee', 1, 1200, 72, 0]], terms: ['2026-03-05'] },
      { iccid: 'D', goodsReleaseId: 'M', lines: [['planFee', 31, 1000, 60, 0]] },
      { iccid: 'E', goodsReleaseId: 'P3', lines: [['planFee', 0, 0, 0, 0, 'prepaidTerm']] },
    ]);
    const out = await prepaid.publishing(
      bill([
        { kind: 'planFee', goodsReleaseId: 'P3', tariffType: 1, amount: 18_000 },
        { kind: 'planFee', goodsReleaseId: 'P12', tariffType: 2, amount: 1200 },
      ]),
    );
    expect(out?.steps).toHaveLength(1);
    await out!.writeCards();
    expect(calls.groups).toEqual([
      expect.objectContaining({ goodsReleaseId: 'P3', elementId: 'Z1', contractType: 'prepaidContract', cards: 1, fee: 9000 }),
      expect.objectContaining({ goodsReleaseId: 'P3', elementId: 'Z1', contractType: 'none', cards: 1, fee: 9000 }),
      expect.objectContaining({ goodsReleaseId: 'P12', elementId: NO_ZONE, contractType: 'prepaidContract', months: 12 }),
    ]);
    expect(calls.cards.map((c) => (c as { iccid: string }).iccid)).toEqual(['A', 'B', 'C']);
  });

  it('adds nothing for a bill without prepaid fees, or a profit-sharing bill', async () => {
    const { prepaid } = setup([{ iccid: 'D', goodsReleaseId: 'M', lines: [['planFee', 31, 1000, 60, 0]] }]);
    expect(
      await prepaid.publishing(bill([{ kind: 'planFee', goodsReleaseId: 'M', tariffType: 0, amount: 1000 }])),
    ).toBeUndefined();
    const profit = { ...bill([{ kind: 'planFee', goodsReleaseId: 'P3', tariffType: 1, amount: 9000 }]), kind: 'profit' } as Bill;
    expect(await prepaid.publishing(profit)).toBeUndefined();
  });

  it('splits a line of two terms and files a secondary customer’s retail bill under it', async () => {
    const { prepaid, calls } = setup([
      {
        iccid: 'A',
        goodsReleaseId: 'P3',
        retailId: 'R1',
        lines: [['planFee', 2, 15_001, 900, 0]],
        terms: ['2026-03-01', '2026-03-14'],
      },
    ]);
    await (await prepaid.publishing(
      bill([{ kind: 'planFee', goodsReleaseId: 'P3', tariffType: 1, amount: 15_001 }], 'S1'),
    ))!.writeCards();
    expect(calls.cards.map((c) => (c as { fee: number; custId: string }).fee)).toEqual([7500, 7501]);
    expect(calls.groups).toEqual([expect.objectContaining({ custId: 'S1', fee: 15_001, cards: 1 })]);
  });
});
