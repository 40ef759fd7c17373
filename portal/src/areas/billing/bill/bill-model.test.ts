// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/testing';
import {
  billPath,
  cardPath,
  cardTotals,
  lastEndedCycle,
  lineItem,
  planName,
  plansOf,
  quantityText,
  recentCycles,
  tabOf,
  totalsByKind,
  unitPriceText,
} from './bill-model';

const t = (key: string, values?: Record<string, unknown>) => i18n.getFixedT('en-US', 'billing')(key, values);
const zh = (key: string, values?: Record<string, unknown>) => i18n.getFixedT('zh-CN', 'billing')(key, values);

describe('bill rules', () => {
  it('opens a consumption bill on its spending page and a profit-sharing bill on its fenrun page', () => {
    expect(billPath({ billId: 'C1001_202610_MC_E', kind: 'consumption' })).toBe('/billing/bill/spending/C1001_202610_MC_E');
    expect(billPath({ billId: 'C1001_202610_MP_E', kind: 'profit' })).toBe('/billing/bill/fenrun/C1001_202610_MP_E');
    expect(cardPath('8986001', null)).toBe('/card/card-list/detail/8986001');
    expect(cardPath('8986001', 'C1001')).toBe('/card/card-list/detail/8986001/C1001');
  });

  it('gives a secondary customer the consumption tab whatever the URL says', () => {
    expect(tabOf('profit', false)).toBe('profit');
    expect(tabOf('profit', true)).toBe('consumption');
    expect(tabOf(undefined, false)).toBe('consumption');
    expect(tabOf('nonsense', false)).toBe('consumption');
  });

  it('offers the cycles up to this month, newest first, and opens on the last ended calendar month', () => {
    const now = new Date(2026, 0, 15);
    expect(recentCycles(now, 3)).toEqual(['2026-01', '2025-12', '2025-11']);
    expect(lastEndedCycle(now)).toBe('2025-12');
  });

  it('names a line by its kind, why it is not billed, or the cycle an adjustment corrects, in both languages', () => {
    expect(lineItem({ kind: 'planFee' }, t)).toBe('Plan fee');
    expect(lineItem({ kind: 'planFee', reason: 'silentPeriod' }, t)).toBe('Plan fee (silent period)');
    expect(lineItem({ kind: 'unbilledUsage', reason: 'testPeriod' }, zh)).toBe('未计费用量（测试期）');
    expect(lineItem({ kind: 'adjustment', adjusts: { cycle: '2026-09', kind: 'overage' } }, t)).toBe(
      'Adjustment for 2026/09: Overage',
    );
    // A card's adjustment line carries its cycle and kind as its reason.
    expect(lineItem({ kind: 'adjustment', reason: '2026-09:planFee' }, zh)).toBe('2026/09 调整：套餐费');
  });

  it('prints quantities in their unit and unit prices per unit (a day line’s price is the month’s)', () => {
    expect(quantityText({ unit: 'byte', quantity: 1536 })).toBe('1.50\u00a0KB');
    expect(quantityText({ unit: 'day', quantity: 1519 })).toBe('1,519');
    expect(unitPriceText({ unit: 'day', unitPrice: 1000 }, t)).toBe('¥10.00 / month');
    expect(unitPriceText({ unit: 'MB', unitPrice: 30 }, zh)).toBe('¥0.30 / MB');
    expect(unitPriceText({ unit: 'byte', unitPrice: 0 }, t)).toBe('—');
  });

  it('names plans by the retail plan a secondary customer bought, else the basic plan, never by id', () => {
    const bill = { planNames: { G1: 'Monthly 1 GB' }, retailNames: { R1: 'East 1 GB' } };
    expect(planName(bill, { goodsReleaseId: 'G1' })).toBe('Monthly 1 GB');
    expect(planName(bill, { goodsReleaseId: 'G1', retailId: 'R1' })).toBe('East 1 GB');
    expect(planName(bill, { goodsReleaseId: 'G9' })).toBe('—');
    expect(
      plansOf({
        planNames: { G1: 'Monthly 1 GB', G2: 'Prepaid' },
        lines: [{ goodsReleaseId: 'G2' }, { goodsReleaseId: 'G1' }, { goodsReleaseId: 'G2' }] as never,
      }),
    ).toEqual([
      { goodsReleaseId: 'G2', name: 'Prepaid' },
      { goodsReleaseId: 'G1', name: 'Monthly 1 GB' },
    ]);
  });

  it('adds up amounts and volumes per item for the chart, and a card’s lines', () => {
    const lines = [
      { kind: 'planFee', amount: 1000, bytes: 0 },
      { kind: 'overage', amount: 300, bytes: 2048 },
      { kind: 'planFee', amount: 500, bytes: 0 },
      { kind: 'unbilledUsage', amount: 0, bytes: 1024 },
    ] as never;
    expect(totalsByKind(lines, t)).toEqual({
      amount: [
        { label: 'Plan fee', value: 1500 },
        { label: 'Overage', value: 300 },
        { label: 'Unbilled usage', value: 0 },
      ],
      volume: [
        { label: 'Overage', value: 2048 },
        { label: 'Unbilled usage', value: 1024 },
      ],
    });
    expect(
      cardTotals({
        lines: [
          { kind: 'planFee', quantity: 31, amount: 1000, tax: 60, bytes: 0, reason: null },
          { kind: 'overage', quantity: 2, amount: 60, tax: 4, bytes: 2_097_152, reason: null },
        ],
      }),
    ).toEqual({ amount: 1060, tax: 64, bytes: 2_097_152 });
  });
});
