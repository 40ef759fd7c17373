import { describe, expect, it } from 'vitest';
import { differencesOf, ourRecord } from './comparison-model.ts';

describe('data comparison model', () => {
  const usage = new Map([
    ['2026-10-31', 100],
    ['2026-11-01', 5],
    ['2026-11-02', 7],
    ['2026-11-03', 1000],
  ]);
  it("takes the confirmed operator status, else the lifecycle's, and the cycle's days up to today", () => {
    expect(ourRecord({ state: 64 }, usage, '2026-11-01', '2026-11-02')).toEqual({ status: '1', cycleBytes: 12 });
    expect(ourRecord({ state: 64, operatorStatus: 'I' }, usage, '2026-11-01', '2026-11-02').status).toBe('I');
    expect(ourRecord({ state: 65, operatorStatus: '??' }, usage, '2026-11-01', '2026-11-01')).toEqual({
      status: 'M',
      cycleBytes: 5,
    });
  });
  it('names what differs, or that the operator could not be asked', () => {
    const ours = { status: '1' as const, cycleBytes: 10 };
    expect(differencesOf(ours, { status: '1', cycleBytes: 10 })).toEqual([]);
    expect(differencesOf(ours, { status: 'Z', cycleBytes: 11 })).toEqual(['status', 'usage']);
    expect(differencesOf(ours, null)).toEqual(['unreachable']);
  });
});
