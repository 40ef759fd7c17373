import { describe, expect, it } from 'vitest';
import { namespaces } from './all-texts';
import { detectLanguage } from './language';
import { areaNamespaces } from './namespaces';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
/** Keys with i18next plural suffixes folded into their base key (each language has its own forms). */
const baseKeys = (value: unknown) => [...new Set(keys(value).map((k) => k.replace(PLURAL, '')))].sort();
const get = (obj: unknown, path: string) => path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], obj);
const names = Object.keys(namespaces['en-US']) as (keyof (typeof namespaces)['en-US'])[];

describe('resources', () => {
  it('are one namespace per area with texts (areas/<area>/i18n) plus the shell’s common one', () => {
    expect(names.filter((n) => n !== 'common').sort()).toEqual(areaNamespaces);
    expect(Object.keys(namespaces['zh-CN']).sort()).toEqual([...names].sort());
  });
  it('key an area’s texts by the area, as its route ids are (card.list.title)', () => {
    for (const name of areaNamespaces)
      expect(Object.keys(namespaces['en-US'][name as keyof (typeof namespaces)['en-US']])).toEqual([name]);
  });
  it('have the same keys in both languages, namespace by namespace', () => {
    for (const name of names) expect(baseKeys(namespaces['zh-CN'][name]), name).toEqual(baseKeys(namespaces['en-US'][name]));
  });
  it('give every counted text each plural form of its language, never a "(s)" stand-in', () => {
    for (const lang of ['en-US', 'zh-CN'] as const)
      for (const name of names) {
        const messages = namespaces[lang][name];
        const all = keys(messages);
        const forms = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
        for (const base of new Set(all.filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, ''))))
          for (const form of forms) expect(all, `${lang} ${name}:${base}_${form}`).toContain(`${base}_${form}`);
        if (lang === 'en-US') {
          const standIns = all.filter((k) => /\w\(s\)/.test(String(get(messages, k)).replaceAll('http(s)', '')));
          expect(standIns, name).toEqual([]);
        }
      }
  });
  it('use the same interpolation variables in both languages', () => {
    const vars = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    // A plural form of one language is compared with the other's `_other` form (zh-CN has only that one).
    const other = (key: string) => key.replace(PLURAL, '_other');
    for (const name of names) {
      const en = namespaces['en-US'][name];
      const zh = namespaces['zh-CN'][name];
      for (const key of keys(en))
        expect(vars(String(get(zh, PLURAL.test(key) ? other(key) : key))), `${name}:${key}`).toEqual(vars(String(get(en, key))));
    }
  });
  it('name the product in each language', () => {
    expect(namespaces['en-US'].common.app.name).toBe('CMP — IoT Connectivity');
    expect(namespaces['zh-CN'].common.app.name).toBe('物联网连接管理平台');
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
