import { describe, expect, it } from 'vitest';
import { enUS } from './en-US';
import { detectLanguage } from './language';
import { zhCN } from './zh-CN';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
/** Keys with i18next plural suffixes folded into their base key (each language has its own forms). */
const baseKeys = (value: unknown) => [...new Set(keys(value).map((k) => k.replace(PLURAL, '')))].sort();

describe('resources', () => {
  it('have the same keys in both languages', () => {
    expect(baseKeys(zhCN)).toEqual(baseKeys(enUS));
  });
  it('give every counted text each plural form of its language, never a "(s)" stand-in', () => {
    for (const [lang, messages] of [
      ['en-US', enUS],
      ['zh-CN', zhCN],
    ] as const) {
      const all = keys(messages);
      const forms = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
      for (const base of new Set(all.filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, ''))))
        for (const form of forms) expect(all, `${lang} ${base}_${form}`).toContain(`${base}_${form}`);
    }
    const get = (obj: unknown, path: string) => path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], obj);
    const standIns = keys(enUS).filter((k) => /\w\(s\)/.test(String(get(enUS, k)).replaceAll('http(s)', '')));
    expect(standIns).toEqual([]);
  });
  it('use the same interpolation variables in both languages', () => {
    const vars = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    const get = (obj: unknown, path: string) => path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], obj);
    // A plural form of one language is compared with the other's `_other` form (zh-CN has only that one).
    const other = (key: string) => key.replace(PLURAL, '_other');
    for (const key of keys(enUS))
      expect(vars(String(get(zhCN, PLURAL.test(key) ? other(key) : key))), key).toEqual(vars(String(get(enUS, key))));
  });
  it('name the product in each language', () => {
    expect(enUS.app.name).toBe('CMP — IoT Connectivity');
    expect(zhCN.app.name).toBe('物联网连接管理平台');
  });
});

describe('detectLanguage', () => {
  it('prefers the stored choice', () => {
    expect(detectLanguage('en-US', 'zh-CN')).toBe('en-US');
    expect(detectLanguage('zh-CN', 'en-GB')).toBe('zh-CN');
  });
  it('gives a Chinese browser Chinese and everyone else English', () => {
    expect(detectLanguage(null, 'zh-TW')).toBe('zh-CN');
    expect(detectLanguage(null, 'zh')).toBe('zh-CN');
    expect(detectLanguage('fr', 'de-DE')).toBe('en-US');
    expect(detectLanguage(null, undefined)).toBe('en-US');
  });
});
