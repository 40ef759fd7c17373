import { describe, expect, it } from 'vitest';
import { appliedPlanFields, planLogEntry, takesEffectOnActivation } from './plan-change.ts';

describe('a pending plan change taking effect', () => {
  it('on activation: only a change recorded for activation, only on a move to 64', () => {
    expect(takesEffectOnActivation({ when: 'on-activation' }, 64)).toBe(true);
    expect(takesEffectOnActivation({ when: 'on-activation' }, 65)).toBe(false);
    expect(takesEffectOnActivation({ when: 'next-cycle' }, 64)).toBe(false);
    expect(takesEffectOnActivation({ when: 'after-valid-period' }, 64)).toBe(false);
    expect(takesEffectOnActivation(null, 64)).toBe(false);
    expect(takesEffectOnActivation(undefined, 64)).toBe(false);
  });
  it('sets the plan and its quota and leaves nothing pending; the plan log names both plans', () => {
    expect(appliedPlanFields({ goodsReleaseId: 'G003', quotaBytes: 10 })).toEqual({
      goodsReleaseId: 'G003',
      quotaBytes: 10,
      pendingPlanChange: null,
    });
    expect(planLogEntry('2026-11-27T00:00:00.000Z', 'G001', 'G003')).toEqual({
      at: '2026-11-27T00:00:00.000Z',
      from: 'G001',
      to: 'G003',
    });
  });
});
