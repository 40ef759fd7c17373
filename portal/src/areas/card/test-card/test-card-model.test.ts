import { describe, expect, it } from 'vitest';
import { remainingTone, usedPercent } from './test-card-model';

describe('test card model', () => {
  it('colours the days left: expired red, 30 days or fewer amber, else green', () => {
    expect(remainingTone({ expired: true, remainingDays: 0 })).toBe('red');
    expect(remainingTone({ expired: false, remainingDays: 30 })).toBe('amber');
    expect(remainingTone({ expired: false, remainingDays: 31 })).toBe('green');
  });

  it('computes the used share of the test quota', () => {
    expect(usedPercent(512, 1024)).toBe(50);
    expect(usedPercent(4096, 1024)).toBe(100);
    expect(usedPercent(0, 0)).toBe(100);
  });
});
