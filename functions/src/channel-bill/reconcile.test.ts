import { describe, expect, it } from 'vitest';
import { chunkRanges } from '../shared/jobs/chunked-job.ts';
import {
  type OperatorLine,
  type OurCard,
  cycleOf,
  joinSides,
  mergeReconciled,
  readOperatorTable,
  reconcile,
  reconcileCards,
  yuanToFen,
} from './reconcile.ts';

const A = '89860000000000000001';
const B = '89860000000000000002';
const C = '89860000000000000003';
const D = '89860000000000000004';
const op = (iccid: string, amount: number, bytes = 0, line = 2): OperatorLine => ({
  iccid,
  amount,
  bytes,
  line,
  cycle: '2026-10',
});
const ours = (iccid: string, amount: number, payer = 'E'): OurCard => ({ iccid, amount, payer });

describe('amounts and cycles as operators write them', () => {
  it.each([
    ['12.3', 1230],
    ['12.30', 1230],
    ['0.05', 5],
    ['1,234.56', 123456],
    ['-1.5', -150],
    [' 7 ', 700],
  ])('%s yuan is %i fen', (text, fen) => expect(yuanToFen(text)).toBe(fen));
  it.each(['1.234', 'abc', '', '1e3', '--1'])('%s is no amount', (text) => expect(yuanToFen(text)).toBeUndefined());
  it('reads 202610, 2026-10 and 2026/10 alike', () => {
    expect(cycleOf('202610')).toBe('2026-10');
    expect(cycleOf('2026-10')).toBe('2026-10');
    expect(cycleOf('2026/10')).toBe('2026-10');
    expect(cycleOf('2026-13')).toBeUndefined();
  });
});

describe('reading an operator file', () => {
  it('finds the columns by the operator’s names (Chinese or English, any order) and converts units', () => {
    const read = readOperatorTable('CUCC', '2026-10', [
      ['费用合计（元）', 'ICCID', '计费周期', '数据用量(MB)'],
      ['10.00', A, '202610', '1.5'],
    ]);
    expect(read).toEqual({
      lines: [{ line: 2, iccid: A, cycle: '2026-10', bytes: 1.5 * 1024 * 1024, amount: 1000 }],
      rejected: [],
    });
    const en = readOperatorTable('CMCC', '2026-10', [
      ['iccid', 'cycle', 'usage_kb', 'amount_yuan'],
      [A, '2026-10', '2', '1'],
    ]);
    expect(en).toMatchObject({ lines: [{ bytes: 2048, amount: 100 }] });
  });
  it('rejects rows it cannot read and rows of another cycle, with the line', () => {
    const read = readOperatorTable('CMCC', '2026-10', [
      ['ICCID', '账期', '使用流量(KB)', '应收金额(元)'],
      ['123', '202610', '1', '1'],
      [A, '202609', '1', '1'],
      [A, 'Oct', '1', '1'],
      [A, '202610', '-1', '1'],
      [A, '202610', '1', 'ten'],
      [],
      [B, '202610', '', '2.5'],
    ]);
    expect(read).toEqual({
      lines: [{ line: 8, iccid: B, cycle: '2026-10', bytes: 0, amount: 250 }],
      rejected: [
        { line: 2, reason: 'iccid' },
        { line: 3, reason: 'otherCycle' },
        { line: 4, reason: 'cycle' },
        { line: 5, reason: 'usage' },
        { line: 6, reason: 'amount' },
      ],
    });
  });
  it('names missing columns and refuses an empty file', () => {
    expect(
      readOperatorTable('CTCC', '2026-10', [
        ['ICCID', '账期'],
        [A, '202610'],
      ]),
    ).toEqual({ missing: ['流量(KB)', '金额(元)'] });
    expect(readOperatorTable('CTCC', '2026-10', [['ICCID', '账期', '流量(KB)', '金额(元)']])).toEqual({ empty: true });
  });
});

describe('reconciliation', () => {
  it('matches identical bills without a difference', () => {
    const { summary, diffs } = reconcile([op(A, 1000), op(B, 500)], [ours(A, 1000), ours(B, 500)]);
    expect(diffs).toEqual([]);
    expect(summary).toMatchObject({
      operatorCards: 2,
      ourCards: 2,
      matched: 2,
      operatorAmount: 1500,
      ourAmount: 1500,
      difference: 0,
    });
  });
  it('lists each kind of difference, ordered by kind then ICCID', () => {
    const { summary, diffs } = reconcile([op(D, 300), op(A, 1200), op(B, 500)], [ours(A, 1000), ours(B, 500), ours(C, 800)]);
    expect(diffs.map((d) => [d.kind, d.iccid])).toEqual([
      ['missingOurs', D],
      ['missingOperator', C],
      ['amountDiffers', A],
    ]);
    expect(diffs[2]).toMatchObject({ operatorAmount: 1200, ourAmount: 1000, payer: 'E' });
    expect(summary).toMatchObject({ matched: 1, missingOurs: 1, missingOperator: 1, amountDiffers: 1 });
    // +300 unknown card, -800 card the operator did not bill, +200 over our rating.
    expect(summary.difference).toBe(300 - 800 + 200);
  });
  it('adds up several operator lines and several of our lines of one card', () => {
    const { diffs, summary } = reconcile([op(A, 1000, 10, 2), op(A, 250, 5, 3)], [ours(A, 1000), ours(A, 250)]);
    expect(diffs).toEqual([]);
    expect(summary.operatorCards).toBe(1);
    expect(summary.operatorAmount).toBe(1250);
  });
  it('does not count a card we rate at zero and the operator does not bill', () => {
    expect(reconcile([], [ours(A, 0)]).diffs).toEqual([]);
  });
  it('reports a card unknown to us even at zero', () => {
    expect(reconcile([op(A, 0)], []).diffs).toEqual([
      { iccid: A, kind: 'missingOurs', operatorAmount: 0, ourAmount: null, operatorBytes: 0, payer: null },
    ]);
  });
  it('compares a secondary customer’s card (retail prices) by presence only', () => {
    const { diffs, summary } = reconcile([op(A, 1000)], [ours(A, 1500, 'S2001'), ours(B, 900, 'S2001')]);
    expect(diffs.map((d) => [d.kind, d.iccid, d.payer])).toEqual([['missingOperator', B, 'S2001']]);
    expect(summary).toMatchObject({ presenceOnly: 1, matched: 0, ourAmount: 0, difference: 0 });
  });
  it('handles an empty file and empty bills', () => {
    expect(reconcile([], []).summary).toMatchObject({ operatorCards: 0, ourCards: 0, matched: 0, difference: 0 });
  });
});

describe('reconciliation in chunks (the import job)', () => {
  it('joins both sides card by card, summed, sorted by ICCID', () => {
    expect(joinSides([op(B, 100, 10), op(A, 50, 1), op(B, 25, 5)], [ours(C, 70), ours(B, 30), ours(B, 5)])).toEqual([
      [A, [50, 1], null],
      [B, [125, 15], [35, 'E']],
      [C, null, [70, 'E']],
    ]);
  });

  it('keeps only the operator’s cards of our side', () => {
    const cards = joinSides([op(A, 100)], [ours(A, 100), ours(B, 300)]);
    expect(reconcileCards(cards, (iccid) => iccid === A).diffs).toEqual([]);
    expect(reconcileCards(cards, () => true).diffs.map((d) => [d.kind, d.iccid])).toEqual([['missingOperator', B]]);
  });

  /** A deterministic pseudo-random sequence (the same cards on every run). */
  function random(seed: number) {
    let s = seed;
    return (n: number) => {
      s = (s * 1103515245 + 12345) % 2147483648;
      return s % n;
    };
  }

  it.each([1, 7, 50, 1000])('adds up to the whole reconciliation in chunks of %i cards', (size) => {
    const r = random(size);
    const iccid = (i: number) => `8986${String(i).padStart(16, '0')}`;
    const operator: OperatorLine[] = [];
    const mine: OurCard[] = [];
    for (let i = 0; i < 400; i++) {
      const kind = r(6);
      const amount = r(3000);
      // 0: both agree, 1: amounts differ, 2: operator only, 3: ours only, 4: a secondary customer's, 5: two lines each side.
      if (kind !== 3) operator.push(op(iccid(i), kind === 1 ? amount + 1 + r(50) : amount, r(1e6), i + 2));
      if (kind === 5) operator.push(op(iccid(i), 100, 7, i + 1000));
      if (kind !== 2) mine.push(ours(iccid(i), amount, kind === 4 ? 'S2001' : 'E'));
      if (kind === 5) mine.push(ours(iccid(i), 100));
    }
    const rogue = new Set([iccid(3), iccid(33), iccid(333)]);
    const keep = (c: string) => !rogue.has(c);
    const whole = reconcile(
      operator,
      mine.filter((c) => keep(c.iccid)),
    );
    const cards = joinSides(operator, mine);
    const parts = chunkRanges(cards.length, size).map((c) => reconcileCards(cards.slice(c.from, c.to), keep));
    expect(mergeReconciled(parts)).toEqual(whole);
    expect(whole.diffs.length).toBeGreaterThan(50);
  });

  it('merges no parts into an empty reconciliation', () => {
    expect(mergeReconciled([])).toEqual(reconcile([], []));
  });
});
