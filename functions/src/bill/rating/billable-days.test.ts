import { describe, expect, it } from 'vitest';
import { dominantReason, inSpan, rateDays } from './billable-days.ts';
import { card, used } from './rating-fixtures.ts';
import { STATE } from './rating-types.ts';

describe('rateDays', () => {
  it('bills the day a card is activated and the day it is deactivated, whole', () => {
    const days = rateDays(
      card('2026-02', {
        initialState: STATE.pendingActivation,
        stateChanges: [
          { day: '2026-02-10', state: STATE.activated },
          { day: '2026-02-20', state: 65 },
        ],
      }),
    );
    expect(days.filter((d) => d.billed).map((d) => d.day)).toEqual(
      Array.from({ length: 11 }, (_, i) => `2026-02-${String(10 + i).padStart(2, '0')}`),
    );
    expect(days[0]?.reason).toBe('silentPeriod');
    expect(days.at(-1)?.reason).toBe('notActive');
  });
  it('puts off-plan before any state, and sums several records of a day', () => {
    const days = rateDays(
      card('2026-02', { onPlan: { to: '2026-02-01' }, usage: [used('2026-02-01', 1), used('2026-02-01', 2)] }),
    );
    expect(days[0]).toMatchObject({ billed: true, bytes: 3 });
    expect(days[1]?.reason).toBe('notOnPlan');
  });
  it('names the most frequent reason of a card with no billed day', () => {
    const days = rateDays(
      card('2026-02', { initialState: STATE.test, stateChanges: [{ day: '2026-02-20', state: STATE.stock }] }),
    );
    expect(dominantReason(days)).toBe('testPeriod');
  });
  it('reads spans with open ends and no span as never', () => {
    expect(inSpan({}, '2026-02-01')).toBe(true);
    expect(inSpan({ from: '2026-02-02' }, '2026-02-01')).toBe(false);
    expect(inSpan(undefined, '2026-02-01')).toBe(false);
  });
});
