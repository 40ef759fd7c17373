import { describe, expect, it } from 'vitest';
import { enUS, zhCN } from '../../../../i18n/all-texts';
import { callExample, isIpEntry, maskedSecret, parseDailyLimit } from './api-manager-model';

describe('IP entry check', () => {
  it.each(['203.0.113.7', '203.0.113.0/24', '0.0.0.0/0', '10.0.0.1/32', ' 10.0.0.1 '])('accepts %j', (v) => {
    expect(isIpEntry(v)).toBe(true);
  });
  it.each(['', '256.0.0.1', '10.0.0', '10.0.0.1/33', '10.0.0.1/', 'example.com', '::1', '10.0.0.01'])('refuses %j', (v) => {
    expect(isIpEntry(v)).toBe(false);
  });
});

describe('daily limit', () => {
  it('accepts whole numbers from 1 to 1,000,000, with or without thousands separators', () => {
    expect(parseDailyLimit('1')).toBe(1);
    expect(parseDailyLimit('1,000,000')).toBe(1_000_000);
    expect(parseDailyLimit(' 250 ')).toBe(250);
  });
  it.each(['0', '1000001', '2.5', '-3', 'ten', ''])('refuses %j', (v) => {
    expect(parseDailyLimit(v)).toBeNull();
  });
});

describe('secret display and example', () => {
  it('masks all but the hint', () => {
    expect(maskedSecret('abcd')).toMatch(/^•+abcd$/);
  });
  it('signs timestamp, path and body joined by newlines in the example', () => {
    const text = callExample('https://cmp.example.com', 'ak123');
    expect(text).toContain("const appKey = 'ak123'");
    expect(text).toContain('`${timestamp}\\n${path}\\n${body}`');
    expect(text).toContain("'https://cmp.example.com' + path");
  });
});

describe('messages', () => {
  const flat = (o: object, prefix = ''): [string, unknown][] =>
    Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? flat(v, `${prefix}${k}.`) : [[`${prefix}${k}`, v]]));
  it('has the same keys in both languages, none empty', () => {
    const en = flat(enUS.home.apiManager);
    const zh = flat(zhCN.home.apiManager);
    expect(zh.map(([k]) => k)).toEqual(en.map(([k]) => k));
    for (const [, text] of [...en, ...zh]) expect(text).not.toBe('');
  });
});
