import { describe, expect, it } from 'vitest';
import { firstVersion, nextVersion, timeOrderedId } from './versioned.ts';

describe('versioned items', () => {
  const now = new Date('2026-11-27T05:06:07.089Z');

  it('stamps a new item as version 1, created and updated by its maker', () => {
    expect(firstVersion('ops', now)).toEqual({
      version: 1,
      createdAt: '2026-11-27T05:06:07.089Z',
      createdBy: 'ops',
      updatedAt: '2026-11-27T05:06:07.089Z',
      updatedBy: 'ops',
    });
  });

  it('answers the next version with the change applied and the editor stamped, leaving the item read as it was', () => {
    const before = { id: 'R1', name: 'old', version: 3, updatedAt: 'then', updatedBy: 'a', createdBy: 'a' };
    const after = nextVersion(before, { name: 'new' }, 'b', now);
    expect(after).toEqual({ id: 'R1', name: 'new', version: 4, updatedAt: now.toISOString(), updatedBy: 'b', createdBy: 'a' });
    expect(before.version).toBe(3);
  });

  it('names items so that they sort by time, with six hex of the UUID', () => {
    expect(timeOrderedId('L', now, 'abcdef12-3456-7890-abcd-ef1234567890')).toBe('L20261127050607089ABCDEF');
    const later = timeOrderedId('L', new Date(now.getTime() + 1), '00000000-0000-0000-0000-000000000000');
    expect(later > timeOrderedId('L', now, 'ffffffff-ffff-ffff-ffff-ffffffffffff')).toBe(true);
  });
});
