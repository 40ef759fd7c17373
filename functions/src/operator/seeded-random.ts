/**
 * mulberry32: a small deterministic PRNG. The simulator draws every outcome from it, so the same
 * seed and the same call sequence replay the same latencies, failures and session histories.
 * The demo data of infra/src/local/seed draws from it too.
 */
export function createSeededRandom(seed: number) {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    /** Float in [0, 1). */
    next,
    /** Integer in [min, max], both included. */
    int: (min: number, max: number): number => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}

export type SeededRandom = ReturnType<typeof createSeededRandom>;
