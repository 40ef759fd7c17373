import { describe, expect, it } from 'vitest';
import { announcementText } from './use-shell-data';

describe('announcementText', () => {
  const now = Date.parse('2026-03-01T00:00:00Z');
  const a = { content: '系统维护', englishContent: 'Maintenance', endDate: '2026-03-02T00:00:00Z' };
  it('picks the text by language while the end date is in the future', () => {
    expect(announcementText(a, 'zh-CN', now)).toBe('系统维护');
    expect(announcementText(a, 'en-US', now)).toBe('Maintenance');
  });
  it('hides ended announcements and missing ones', () => {
    expect(announcementText({ ...a, endDate: '2026-02-28T00:00:00Z' }, 'en-US', now)).toBeNull();
    expect(announcementText(null, 'en-US', now)).toBeNull();
  });
  it('falls back to the Chinese text when there is no English one', () => {
    expect(announcementText({ ...a, englishContent: '' }, 'en-US', now)).toBe('系统维护');
  });
});
