import { describe, expect, it } from 'vitest';
import { enUS } from './en-US';
import { detectLanguage } from './language';
import { zhCN } from './zh-CN';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('resources', () => {
  it('have the same keys in both languages', () => {
    expect(keys(zhCN).sort()).toEqual(keys(enUS).sort());
  });
  it('use the same interpolation variables in both languages', () => {
    const vars = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    const get = (obj: unknown, path: string) => path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], obj);
    for (const key of keys(enUS)) expect(vars(String(get(zhCN, key))), key).toEqual(vars(String(get(enUS, key))));
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
