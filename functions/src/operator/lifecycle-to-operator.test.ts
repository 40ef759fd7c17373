import { describe, expect, it } from 'vitest';
import { type LifecycleState, lifecycleCodes } from '../card/lifecycle.ts';
import { lifecycleToOperator, operatorToLifecycle, toLifecycle, toOperatorStatus } from './lifecycle-to-operator.ts';
import { operatorStatusCodes } from './operator-adapter.ts';

describe('lifecycle → operator status', () => {
  /** The decided operator status of every lifecycle code 60–68. */
  const decided: [lifecycle: LifecycleState, code: string][] = [
    [60, 'J'],
    [61, 'T'],
    [62, 'J'],
    [63, 'J'],
    [64, '1'],
    [65, 'M'],
    [66, 'PC'],
    [67, 'D'],
    [68, 'X'],
  ];
  it('maps every lifecycle code 60–68 as decided', () => {
    expect(decided.map(([lifecycle]) => lifecycle)).toEqual([...lifecycleCodes].sort());
    expect(Object.keys(lifecycleToOperator).map(Number).sort()).toEqual([...lifecycleCodes].sort());
  });
  it.each(decided)('sends lifecycle %s as operator status %s', (lifecycle, code) => {
    expect(toOperatorStatus(lifecycle)).toBe(code);
  });
  it('only yields known operator codes', () => {
    for (const c of lifecycleCodes) expect(operatorStatusCodes).toContain(toOperatorStatus(c));
  });
});

describe('operator status → lifecycle', () => {
  /** The decided reading of every operator code (null: a cut-off the platform does not own). */
  const decided: [code: string, lifecycle: number | null][] = [
    ['J', 62],
    ['1', 64],
    ['M', 65],
    ['T', 61],
    ['TC', 61],
    ['PC', 66],
    ['I', null],
    ['q', null],
    ['N', null],
    ['X', 68],
    ['Z', null],
    ['D', 67],
  ];
  it('covers every operator code exactly', () => {
    expect(Object.keys(operatorToLifecycle).sort()).toEqual([...operatorStatusCodes].sort());
    expect(decided.map(([code]) => code).sort()).toEqual([...operatorStatusCodes].sort());
  });
  it.each(decided)('reads operator code %s as lifecycle %s', (code, lifecycle) => {
    expect(toLifecycle(code)).toBe(lifecycle);
  });
  it('round-trips every lifecycle except start and stock, which the operator sees as pending activation', () => {
    for (const c of lifecycleCodes) {
      const back = toLifecycle(toOperatorStatus(c));
      expect(back).toBe(c === 60 || c === 63 ? 62 : c);
    }
  });
  it('round-trips every operator code that implies a lifecycle, except TC which folds into T', () => {
    for (const code of operatorStatusCodes) {
      const lifecycle = toLifecycle(code);
      if (lifecycle === null) continue;
      expect(toOperatorStatus(lifecycle)).toBe(code === 'TC' ? 'T' : code);
    }
  });
  it.each(['', 'x', '64', 'toString', '__proto__'])('gives null for unknown code %j', (code) => {
    expect(toLifecycle(code)).toBeNull();
  });
});
