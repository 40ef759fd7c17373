import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { enUS } from '../i18n/all-texts';
import { zhCN } from '../i18n/all-texts';
import {
  EMPTY,
  byteTicks,
  formatActor,
  formatBytes,
  formatCny,
  formatCount,
  formatDate,
  formatDateTime,
  formatMonth,
  isEmpty,
  mask,
  orEmpty,
} from './format';

/** Byte sizes with an ordinary space, for readable expectations (the formatter joins with a no-break space). */
const plain = (text: string) => text.replaceAll('\u00a0', ' ');

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
  it('turns API days and instants into the spec formats (never YYYY-MM-DD on screen)', () => {
    expect(formatDate('2026-11-25')).toBe('2026/11/25');
    expect(formatDateTime(new Date(2026, 10, 25, 8, 5, 9).toISOString())).toBe('2026/11/25 08:05:09');
  });
  it('returns an empty text for invalid dates', () => {
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatBytes', () => {
  it('steps by 1024 through B, KB, MB, GB, TB and PB with 2 decimals', () => {
    expect(plain(formatBytes(0))).toBe('0.00 B');
    expect(plain(formatBytes(1023))).toBe('1023.00 B');
    expect(plain(formatBytes(1024))).toBe('1.00 KB');
    expect(plain(formatBytes(1536))).toBe('1.50 KB');
    expect(plain(formatBytes(5 * 1024 ** 2))).toBe('5.00 MB');
    expect(plain(formatBytes(1.25 * 1024 ** 3))).toBe('1.25 GB');
    expect(plain(formatBytes(2 * 1024 ** 4))).toBe('2.00 TB');
    expect(plain(formatBytes(3 * 1024 ** 5))).toBe('3.00 PB');
    expect(plain(formatBytes(4096 * 1024 ** 5))).toBe('4096.00 PB');
  });
  it('never breaks between the number and its unit (a narrow cell once showed "500.00" over "MB")', () => {
    expect(formatBytes(500 * 1024 ** 2)).toBe('500.00\u00a0MB');
    expect(formatBytes(500 * 1024 ** 2)).not.toMatch(/\s(?<!\u00a0)/);
  });
  it('handles negatives and non-numbers', () => {
    expect(plain(formatBytes(-2048))).toBe('-2.00 KB');
    expect(formatBytes(Number.NaN)).toBe(EMPTY);
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
    expect(formatCount(10000)).toBe('10,000');
    expect(formatCount(12)).toBe('12');
    expect(formatCount(Number.NaN)).toBe(EMPTY);
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
    expect(byteTicks(70 * 1024 ** 3).map((v) => plain(formatBytes(v)))).toEqual([
      '0.00 B',
      '20.00 GB',
      '40.00 GB',
      '60.00 GB',
      '80.00 GB',
    ]);
    expect(byteTicks(0)).toEqual([0, 1024]);
  });
});

describe('actors', () => {
  const t = (key: string) => (key === 'common.platformActor' ? 'Platform' : key);
  it('shows the platform actor in words, a login name as it is, and the placeholder for none', () => {
    expect(formatActor('platform', t)).toBe('Platform');
    expect(formatActor('acme-staff', t)).toBe('acme-staff');
    expect(formatActor(undefined, t)).toBe('—');
  });
});

describe('empty values', () => {
  it('show one placeholder: the formatters, orEmpty and dataList.none in both languages', () => {
    expect(EMPTY).toBe('—');
    expect(orEmpty(null)).toBe(EMPTY);
    expect(orEmpty('')).toBe(EMPTY);
    expect(orEmpty(0)).toBe('0');
    expect(orEmpty('S2001')).toBe('S2001');
    expect(formatCny(Number.NaN)).toBe(EMPTY);
    expect(enUS.dataList.none).toBe(EMPTY);
    expect(zhCN.dataList.none).toBe(EMPTY);
  });

  it('are never written as a dash of their own in portal or ui-kit code', () => {
    const roots = ['../', '../../../ui-kit/src/'].map((r) => fileURLToPath(new URL(r, import.meta.url)));
    const files = roots.flatMap((root) =>
      (readdirSync(root, { recursive: true }) as string[])
        .filter((f) => /\.tsx?$/.test(f) && !/\.(test|stories)\.tsx?$/.test(f) && !f.endsWith('lib/format.ts'))
        .map((f) => join(root, f)),
    );
    // A dash literal as a fallback (`|| '-'`, `?? '—'`, `: '-'`, `none: '—'`) or as a lone JSX text.
    const own = /(?:\|\||\?\?|[?:])\s*['"`][-–—]['"`]|>\s*[-–—]\s*</;
    const found = files.flatMap((f) =>
      readFileSync(f, 'utf8')
        .split('\n')
        .map((line, i) => `${f}:${i + 1}: ${line.trim()}`)
        .filter((line) => own.test(line.slice(line.indexOf(': ') + 2))),
    );
    expect(found).toEqual([]);
  });
});
