import { describe, expect, it } from 'vitest';
import { distinctIccids, resaleBehind, resaleLabel } from './resell-model.ts';

describe('resale model', () => {
  const reported = { status: 'listed' as const, changedAt: '2026-11-20T01:00:00.000Z' };
  it('is behind the operator when never synced, another status or a later change; not when unreachable', () => {
    expect(resaleBehind(null, reported)).toBe(true);
    expect(resaleBehind({ ...reported, syncedAt: '2026-11-21T00:00:00.000Z' }, reported)).toBe(false);
    expect(resaleBehind({ ...reported, status: 'notListed', syncedAt: 'x' }, reported)).toBe(true);
    expect(resaleBehind({ ...reported, changedAt: '2026-11-19T00:00:00.000Z', syncedAt: 'x' }, reported)).toBe(true);
    expect(resaleBehind(null, null)).toBe(false);
  });
  it('names each status in both languages and keeps each chosen card once', () => {
    expect(resaleLabel('sold', 'en-US')).toBe('Sold');
    expect(resaleLabel('listed', 'zh-CN')).toBe('转售中');
    expect(distinctIccids(['2', '1', '2'])).toEqual(['2', '1']);
  });
});
