import { describe, expect, it } from 'vitest';
import { toSaveBody, validateAnnouncement } from './announcement-form';

const now = new Date('2026-11-22T08:00:00Z').getTime();
const draft = { content: '系统维护', englishContent: 'Maintenance', endDate: '2026-12-01T10:00', sendMode: 'banner' as const };

describe('validateAnnouncement', () => {
  it('accepts both texts and a future end date', () => {
    expect(validateAnnouncement(draft, now)).toEqual({});
  });
  it('needs both texts, at most 500 characters, and a future end date', () => {
    expect(validateAnnouncement({ ...draft, content: '  ', englishContent: 'x'.repeat(501), endDate: '' }, now)).toEqual({
      content: 'required',
      englishContent: 'tooLong',
      endDate: 'required',
    });
    expect(validateAnnouncement({ ...draft, endDate: '2026-01-01T00:00' }, now)).toEqual({ endDate: 'futureDate' });
  });
  it('sends trimmed texts and an ISO end date', () => {
    const body = toSaveBody({ ...draft, content: ' 系统维护 ' });
    expect(body.content).toBe('系统维护');
    expect(body.endDate).toBe(new Date('2026-12-01T10:00').toISOString());
    expect(body.sendMode).toBe('banner');
  });
});
