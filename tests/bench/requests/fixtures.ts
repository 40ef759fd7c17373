/** Building blocks of the benchmark requests' setups: fixtures made once per run, list reads over them. */
import type { BenchCard, BenchContext, BenchRequest, DemoLogin } from './types.ts';

/** An active card (lifecycle 64). */
export const active = (c: BenchCard) => c.state === 64;
export const iccidsOf = (cards: BenchCard[]) => cards.map((c) => c.iccid);

/**
 * A setup fixture made once per benchmark run (a batch, an import, a bill …): the first call makes
 * it, every later call answers the same one from `ctx.memo` under `key`.
 */
export const oncePerRun =
  <T>(key: string, make: (ctx: BenchContext) => Promise<T>) =>
  async (ctx: BenchContext): Promise<T> => {
    if (ctx.memo.has(key)) return ctx.memo.get(key) as T;
    const made = await make(ctx);
    ctx.memo.set(key, made);
    return made;
  };

/** A list read as `as` once `fixture` exists (so the page is not empty): its first page of 20. */
export const listAfter = (as: DemoLogin, fixture: (ctx: BenchContext) => Promise<unknown>): BenchRequest => ({
  as,
  setup: async (ctx) => {
    await fixture(ctx);
    return { pageSize: 20 };
  },
});
