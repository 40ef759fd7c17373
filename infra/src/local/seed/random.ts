import { createSeededRandom } from '@cmp/functions/operator/seeded-random';

/** The simulator's deterministic PRNG (mulberry32), so the demo data is the same on every machine; plus the draws the seed makes. */
export function createRandom(seed: number) {
  const { next, int } = createSeededRandom(seed);
  return {
    next,
    /** Integer in [min, max], both included. */
    int,
    /** Picks by weight: `[[value, weight], ...]`. */
    weighted<T>(choices: readonly (readonly [T, number])[]): T {
      const total = choices.reduce((s, [, w]) => s + w, 0);
      let r = next() * total;
      for (const [v, w] of choices) {
        r -= w;
        if (r < 0) return v;
      }
      return choices[choices.length - 1]![0];
    },
    digits: (n: number) => Array.from({ length: n }, () => Math.floor(next() * 10)).join(''),
  };
}
export type Random = ReturnType<typeof createRandom>;
