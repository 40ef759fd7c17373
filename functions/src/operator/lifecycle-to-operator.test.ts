import { describe, expect, it } from 'vitest';
import { lifecycleCodes } from '../card/lifecycle.ts';
import { lifecycleToOperator, operatorToLifecycle, toLifecycle, toOperatorStatus } from './lifecycle-to-operator.ts';
import { operatorStatusCodes } from './operator-adapter.ts';

describe('lifecycle → operator status', () => {
  it('maps every lifecycle code 60–68 as decided', () => {
    expect(Object.fromEntries(lifecycleCodes.map((c) => [c, toOperatorStatus(c)]))).toEqual({
      60: 'J',
      61: 'T',
      62: 'J',
      63: 'J',
      64: '1',
      65: 'M',
      66: 'PC',
      67: 'D',
      68: 'X',
    });
    expect(Object.keys(lifecycleToOperator).map(Number).sort()).toEqual([...lifecycleCodes].sort());
  });
  it('only yields known operator codes', () => {
    for (const c of lifecycleCodes) expect(operatorStatusCodes).toContain(toOperatorStatus(c));
  });
});

describe('operator status → lifecycle', () => {
  it('covers every operator code exactly', () => {
    expect(Object.keys(operatorToLifecycle).sort()).toEqual([...operatorStatusCodes].sort());
    expect(Object.fromEntries(operatorStatusCodes.map((c) => [c, toLifecycle(c)]))).toEqual({
      J: 62,
      1: 64,
      M: 65,
      T: 61,
      TC: 61,
      PC: 66,
      I: null,
      q: null,
      N: null,
      X: 68,
      Z: null,
      D: 67,
    });
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
