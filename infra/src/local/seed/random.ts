/** mulberry32: a small deterministic PRNG, so the demo data is the same on every machine. */
export function createRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** Integer in [min, max], both included. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
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
