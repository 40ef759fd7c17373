import { describe, expect, it } from 'vitest';
import { isEmptyValue, maskValue } from './mask.ts';

describe('spec §9 masking', () => {
  it('keeps the first 3 characters, puts 4 asterisks, then everything from the 8th character', () => {
    expect(maskValue('110105194912310021')).toBe('110****94912310021');
    expect(maskValue('13800138000')).toBe('138****8000');
    expect(maskValue('ABCDEFGH')).toBe('ABC****H');
  });

  it('masks short values without inventing characters', () => {
    expect(maskValue('ABCDEFG')).toBe('ABC****');
    expect(maskValue('AB')).toBe('AB****');
  });

  it('answers empty for the spec empty values', () => {
    for (const v of [null, undefined, 'undefined', '']) {
      expect(isEmptyValue(v)).toBe(true);
      expect(maskValue(v as string | null | undefined)).toBe('');
    }
    expect(isEmptyValue('0')).toBe(false);
  });
});
