import { describe, expect, it } from 'vitest';
import { MASK, isEmptyValue, maskValue } from './mask.ts';

describe('maskValue (spec §9)', () => {
  it('shows the first 3 characters, 4 asterisks, then everything from the 8th character', () => {
    expect(maskValue('110101199003077777')).toBe('110****99003077777');
    expect(maskValue('91310000MA1FL8XQ3C')).toBe('913****0MA1FL8XQ3C');
  });

  it('masks a value of 4 to 7 characters to its first 3 characters and the asterisks', () => {
    expect(maskValue('abcd')).toBe('abc****');
    expect(maskValue('abcdefg')).toBe('abc****');
    expect(maskValue('abcdefgh')).toBe('abc****h');
  });

  it('never shows a value of 3 characters or fewer whole', () => {
    expect(maskValue('abc')).toBe(MASK);
    expect(maskValue('a')).toBe(MASK);
  });

  it('masks empty values (null, undefined, the text undefined, empty string) to empty', () => {
    for (const v of [null, undefined, 'undefined', '']) {
      expect(isEmptyValue(v)).toBe(true);
      expect(maskValue(v as string | null | undefined)).toBe('');
    }
    expect(isEmptyValue(' ')).toBe(false);
    expect(isEmptyValue(0)).toBe(false);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(maskValue('张三丰𠀀五六七八')).toBe('张三丰****八');
  });
});
