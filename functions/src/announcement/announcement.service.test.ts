import { describe, expect, it } from 'vitest';
import type { Principal, RoleType } from '../shared/auth/principal.ts';
import { thrownBy } from '../shared/http/app-error.test-support.ts';
import type { Announcement, AnnouncementRepository } from './announcement.repository.ts';
import { checkEndDate, createAnnouncementService } from './announcement.service.ts';

const now = new Date('2026-11-22T04:00:00Z');
describe('announcement end date', () => {
  it('accepts an ISO date or date-time in the future, as UTC', () => {
    expect(checkEndDate('2026-11-23', now)).toBe('2026-11-23T00:00:00.000Z');
    expect(checkEndDate('2026-11-22T12:30:00+08:00', now)).toBe('2026-11-22T04:30:00.000Z');
  });

  it.each([
    ['2026-11-22T04:00:00Z', 'END_DATE_PAST'],
    ['2020-01-01', 'END_DATE_PAST'],
    ['22/11/2027', 'VALIDATION'],
    ['2027-13-45', 'VALIDATION'],
  ])('rejects %s with %s naming endDate', (endDate, key) => {
    const e = thrownBy(() => checkEndDate(endDate, now));
    expect([e.key, e.field]).toEqual([key, 'endDate']);
  });
});

describe('announcement publishing', () => {
  const published: Announcement[] = [];
  const repo = { publish: async (a: Announcement) => void published.push(a) } as unknown as AnnouncementRepository;
  const service = createAnnouncementService({ announcements: repo, clock: () => now });
  const who = (roleType: RoleType) => ({ loginName: 'x', roleType, permissions: new Set(['6000000']) }) as unknown as Principal;
  const input = { content: '维护', englishContent: 'Maintenance', endDate: '2026-12-01', sendMode: 'banner' as const };

  it('lets only platform roles publish', async () => {
    await expect(service.save(who(3000), input)).rejects.toMatchObject({ key: 'FORBIDDEN' });
    expect(published).toHaveLength(0);
    const a = await service.save(who(2000), input);
    expect(a).toMatchObject({ endDate: '2026-12-01T00:00:00.000Z', createdBy: 'x', createdAt: now.toISOString() });
    expect(published).toEqual([a]);
  });
});
