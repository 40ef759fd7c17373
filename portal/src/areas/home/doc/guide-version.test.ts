import { describe, expect, it } from 'vitest';
import { guideContent } from './guide-content';
import { guideVersion } from './guide-version';

describe('guideVersion', () => {
  it('gives platform roles the manager edition in their language', () => {
    expect(guideVersion('1000', 'zh-CN')).toEqual({ edition: 'manager', language: 'zh-CN' });
    expect(guideVersion('2000', 'en-US')).toEqual({ edition: 'manager', language: 'en-US' });
  });
  it('gives every other role the customer edition, in Chinese or English', () => {
    for (const role of ['3000', '4000', '5000']) {
      expect(guideVersion(role, 'zh-CN')).toEqual({ edition: 'customer', language: 'zh-CN' });
      expect(guideVersion(role, 'en-US')).toEqual({ edition: 'customer', language: 'en-US' });
    }
    expect(guideVersion(null, 'en-US').edition).toBe('customer');
  });
  it('has content for every edition and language, with the same chapters in both languages', () => {
    for (const edition of ['manager', 'customer'] as const) {
      const zh = guideContent(edition, 'zh-CN');
      const en = guideContent(edition, 'en-US');
      expect(zh.sections.map((s) => s.id)).toEqual(en.sections.map((s) => s.id));
      expect(en.sections.map((s) => s.id)).toEqual(
        expect.arrayContaining(['about', 'sign-in', 'home', 'batch', 'language', 'roles']),
      );
    }
    expect(guideContent('manager', 'en-US').title).not.toBe(guideContent('customer', 'en-US').title);
  });
});
