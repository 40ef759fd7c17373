import { describe, expect, it } from 'vitest';
import { containerCache } from './container-cache.ts';

describe('containerCache', () => {
  it('keeps a value for its time to live, then loads it again', async () => {
    let clock = 1_000;
    const cache = containerCache<number>(60_000, 10, () => clock);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.through('a', load)).toBe(1);
    clock += 59_999;
    expect(await cache.through('a', load)).toBe(1);
    expect(cache.get('a')).toBe(1);
    clock += 1;
    expect(cache.get('a')).toBeUndefined();
    expect(await cache.through('a', load)).toBe(2);
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps at most max entries: the expired go first, then all', () => {
    let clock = 0;
    const cache = containerCache<string>(100, 3, () => clock);
    cache.set('old', 'x');
    clock = 50;
    cache.set('b', 'b');
    cache.set('c', 'c');
    clock = 120; // 'old' expired, b and c alive
    cache.set('d', 'd');
    expect([cache.get('b'), cache.get('c'), cache.get('d')]).toEqual(['b', 'c', 'd']);
    cache.set('e', 'e'); // full of live entries: all go
    expect([cache.get('b'), cache.get('c'), cache.get('d'), cache.get('e')]).toEqual([undefined, undefined, undefined, 'e']);
    cache.set('e', 'E'); // replacing a key never evicts
    expect(cache.get('e')).toBe('E');
  });

  it('keeps a loaded undefined too (a role that does not exist is not read again within the time)', async () => {
    const cache = containerCache<string | undefined>(1_000, 10, () => 0);
    let loads = 0;
    await cache.through('k', async () => {
      loads++;
      return undefined;
    });
    await cache.through('k', async () => {
      loads++;
      return undefined;
    });
    expect(loads).toBe(1);
  });
});
