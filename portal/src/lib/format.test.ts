import { describe, expect, it } from 'vitest';
import { byteTicks, formatBytes, formatCny, formatCount, formatDate, formatDateTime, formatMonth, isEmpty, mask } from './format';

describe('dates', () => {
  const at = new Date(2026, 2, 5, 9, 7, 3); // local time
  it('formats YYYY/MM, YYYY/MM/DD and YYYY/MM/DD HH:mm:ss with zero padding', () => {
    expect(formatMonth(at)).toBe('2026/03');
    expect(formatDate(at)).toBe('2026/03/05');
    expect(formatDateTime(at)).toBe('2026/03/05 09:07:03');
    expect(formatDateTime(at.getTime())).toBe('2026/03/05 09:07:03');
  });
  it('reads calendar strings as written, without time-zone shifts', () => {
    expect(formatMonth('2026-01')).toBe('2026/01');
    expect(formatDate('2026-12-31')).toBe('2026/12/31');
  });
  it('returns an empty text for invalid dates', () => {
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatBytes', () => {
  it('steps by 1024 through B, KB, MB, GB, TB and PB with 2 decimals', () => {
    expect(formatBytes(0)).toBe('0.00 B');
    expect(formatBytes(1023)).toBe('1023.00 B');
    expect(formatBytes(1024)).toBe('1.00 KB');
    expect(formatBytes(1536)).toBe('1.50 KB');
    expect(formatBytes(5 * 1024 ** 2)).toBe('5.00 MB');
    expect(formatBytes(1.25 * 1024 ** 3)).toBe('1.25 GB');
    expect(formatBytes(2 * 1024 ** 4)).toBe('2.00 TB');
    expect(formatBytes(3 * 1024 ** 5)).toBe('3.00 PB');
    expect(formatBytes(4096 * 1024 ** 5)).toBe('4096.00 PB');
  });
  it('handles negatives and non-numbers', () => {
    expect(formatBytes(-2048)).toBe('-2.00 KB');
    expect(formatBytes(Number.NaN)).toBe('-');
  });
});

describe('formatCny', () => {
  it('formats integer fen as yuan with separators and 2 decimals', () => {
    expect(formatCny(0)).toBe('¥0.00');
    expect(formatCny(5)).toBe('¥0.05');
    expect(formatCny(123456)).toBe('¥1,234.56');
    expect(formatCny(100000000)).toBe('¥1,000,000.00');
    expect(formatCny(-1999)).toBe('-¥19.99');
  });
});

describe('formatCount', () => {
  it('groups thousands', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(12)).toBe('12');
  });
});

describe('mask', () => {
  it('keeps the first 3 characters, adds 4 asterisks and keeps from the 8th character', () => {
    expect(mask('13812345678')).toBe('138****5678');
    expect(mask('abcdefghij')).toBe('abc****hij');
    expect(mask('abc')).toBe('abc****');
    expect(mask(null)).toBe('');
  });
});

describe('isEmpty', () => {
  it('treats null, undefined, the text undefined and the empty text as empty', () => {
    for (const v of [null, undefined, 'undefined', '']) expect(isEmpty(v)).toBe(true);
    for (const v of [0, ' ', 'x', false, []]) expect(isEmpty(v)).toBe(false);
  });
});

describe('byteTicks', () => {
  it('steps in round amounts of the unit the maximum is shown in', () => {
    const tb = 1024 ** 4;
    expect(byteTicks(1.8 * tb)).toEqual([0, 0.5 * tb, tb, 1.5 * tb, 2 * tb]);
    expect(byteTicks(70 * 1024 ** 3).map(formatBytes)).toEqual(['0.00 B', '20.00 GB', '40.00 GB', '60.00 GB', '80.00 GB']);
    expect(byteTicks(0)).toEqual([0, 1024]);
  });
});
