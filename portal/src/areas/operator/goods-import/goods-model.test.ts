import { describe, expect, it } from 'vitest';
import { hasVolume, yuanToFen } from './goods-model';

describe('operator goods form', () => {
  it('turns yuan into integer fen', () => {
    expect(yuanToFen('12')).toBe(1200);
    expect(yuanToFen('12.5')).toBe(1250);
    expect(yuanToFen(' 0.05 ')).toBe(5);
    expect(yuanToFen('1.234')).toBeNull();
    expect(yuanToFen('-1')).toBeNull();
    expect(yuanToFen('abc')).toBeNull();
  });
  it('asks data and packages for a volume, SMS for a count', () => {
    expect(hasVolume('data')).toBe(true);
    expect(hasVolume('package')).toBe(true);
    expect(hasVolume('sms')).toBe(false);
  });
});
