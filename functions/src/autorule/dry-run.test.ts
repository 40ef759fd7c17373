import { describe, expect, it } from 'vitest';
import { type DryCard, dryRunCards, dryRunPools, firstUsageDay, windowOf } from './dry-run.ts';
import { MB } from './rule-model.ts';

const window = windowOf('2026-03-30');
const usage = (days: Record<string, number>) => new Map(Object.entries(days).map(([d, mb]) => [d, mb * MB]));
const card = (over: Partial<DryCard>): DryCard => ({
  iccid: '8986001',
  msisdn: '1440001',
  operator: 'CMCC',
  quotaBytes: 100 * MB,
  usage: new Map(),
  ...over,
});

describe('dry run (pure)', () => {
  it('the window is the 30 days ending today', () => {
    expect(window).toHaveLength(30);
    expect(window[0]).toBe('2026-03-01');
    expect(window.at(-1)).toBe('2026-03-30');
  });

  it('the replay starts at the cycle holding the first day (Unicom from the 26th)', () => {
    expect(firstUsageDay(['CMCC'], '2026-03-10')).toBe('2026-03-01');
    expect(firstUsageDay(['CMCC', 'CUCC'], '2026-03-10')).toBe('2026-02-26');
  });

  it('cycle usage: counts the cycle days before the window and fires once per cycle', () => {
    const cucc = card({
      operator: 'CUCC',
      // 2026-02-26..28 are in the cycle that holds 2026-03-01 (CUCC 2026-03: 02-26..03-25).
      usage: usage({ '2026-02-27': 70, '2026-03-02': 15, '2026-03-03': 50, '2026-03-27': 85 }),
    });
    const fired = dryRunCards({ kind: 'cycleUsage', unit: 'percent', threshold: 80 }, [cucc], window);
    expect(fired.map((f) => [f.day, f.period, f.value])).toEqual([
      ['2026-03-02', '2026-03', 85],
      ['2026-03-27', '2026-04', 85],
    ]);
    expect(fired[0]!.subjectLabel).toBe('1440001');
  });

  it('daily usage with a clear threshold: a hovering card fires once', () => {
    const c = card({
      usage: usage({ '2026-03-05': 12, '2026-03-06': 11, '2026-03-07': 9, '2026-03-08': 12, '2026-03-09': 2, '2026-03-10': 15 }),
    });
    const fired = dryRunCards({ kind: 'dailyUsage', unit: 'MB', threshold: 10, clearThreshold: 5 }, [c], window);
    expect(fired.map((f) => f.day)).toEqual(['2026-03-05', '2026-03-10']);
  });

  it('cycle end: N days before each end', () => {
    const fired = dryRunCards({ kind: 'cycleEnd', days: 2 }, [card({})], window);
    expect(fired.map((f) => [f.day, f.period])).toEqual([['2026-03-29', '2026-03-31']]);
  });

  it('state changes from the state log, inside the window only', () => {
    const c = card({
      stateLog: [
        { at: '2026-02-20T02:00:00.000Z', to: 65 },
        { at: '2026-03-04T02:00:00.000Z', to: 64 },
        { at: '2026-03-06T17:00:00.000Z', to: 65 },
      ],
    });
    const fired = dryRunCards({ kind: 'stateChange', states: [65] }, [c], window);
    // 17:00 UTC is the next Shanghai day.
    expect(fired.map((f) => [f.day, f.value])).toEqual([['2026-03-07', 65]]);
  });

  it('pool usage sums the member cards', () => {
    const a = card({ iccid: 'A', poolId: 'P1', usage: usage({ '2026-03-03': 40 }) });
    const b = card({ iccid: 'B', poolId: 'P1', usage: usage({ '2026-03-04': 50 }) });
    const other = card({ iccid: 'C', poolId: 'P2', usage: usage({ '2026-03-04': 500 }) });
    const fired = dryRunPools(
      { kind: 'poolUsage', unit: 'percent', threshold: 90 },
      [{ poolId: 'P1', name: 'Pool one', operator: 'CMCC', totalBytes: 100 * MB }],
      [a, b, other],
      window,
    );
    expect(fired.map((f) => [f.day, f.subject, f.subjectLabel, f.value])).toEqual([['2026-03-04', 'P1', 'Pool one', 90]]);
  });
});
