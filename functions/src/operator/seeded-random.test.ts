import { describe, expect, it } from 'vitest';
import { createSeededRandom } from './seeded-random.ts';

describe('createSeededRandom', () => {
  it('replays the same sequence for a seed and a different one for another seed', () => {
    const draw = (seed: number) => {
      const r = createSeededRandom(seed);
      return Array.from({ length: 50 }, () => r.next());
    };
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
  });
  it('keeps int within its inclusive bounds and reaches both ends', () => {
    const r = createSeededRandom(1);
    const seen = new Set(Array.from({ length: 2000 }, () => r.int(3, 6)));
    expect([...seen].sort()).toEqual([3, 4, 5, 6]);
  });
});
