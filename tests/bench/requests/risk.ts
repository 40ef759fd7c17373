/** Region limits (group region-limit, issue #16 item 4): Acme's limits, their changes and the violations. */
import { oncePerRun } from './fixtures.ts';
import type { BenchContext, GroupRequests } from './types.ts';

const regions = [
  { province: '44', cities: ['4403', '4401'] },
  { province: '11', cities: [] },
];

interface Made {
  limitId: string;
  version: number;
}
/** A limit of Acme on a card no other request took (one limit a target). */
const newLimit = async (ctx: BenchContext, action: 'record' | 'shutdown' = 'record'): Promise<Made> => {
  const [card] = await ctx.takeCards(1);
  const { limitId, version } = await ctx.call<Made>(
    '/cmp/risk/regionLimit/add',
    { targetKind: 'card', targetId: card!.iccid, regions, action },
    'acme',
  );
  return { limitId, version };
};
/** A limit of Acme the list shows, once per benchmark run. */
const limit = oncePerRun('region-limit', (ctx) => newLimit(ctx));

export const riskRequests: GroupRequests = {
  'region-limit': {
    list: {
      as: 'acme',
      note: 'one Query of the enterprise’s limit partition; regions named in the reader’s language',
      setup: async (ctx) => {
        await limit(ctx);
        return { pageSize: 20 };
      },
    },
    add: {
      as: 'acme',
      note: 'the limit and its target entry (absent-only: one limit a target) in one transaction',
      setup: async (ctx) => {
        const [card] = await ctx.takeCards(1);
        return { targetKind: 'card', targetId: card!.iccid, regions, action: 'shutdown' };
      },
    },
    edit: {
      as: 'acme',
      setup: async (ctx) => {
        const made = await newLimit(ctx);
        const { items } = await ctx.call<{ items: { limitId: string; target: { id: string } }[] }>(
          '/cmp/risk/regionLimit/list',
          { pageSize: 100 },
          'acme',
        );
        const target = items.find((i) => i.limitId === made.limitId)!.target.id;
        return { ...made, targetKind: 'card', targetId: target, regions: [{ province: '31', cities: [] }], action: 'shutdown' };
      },
    },
    delete: { as: 'acme', setup: async (ctx) => newLimit(ctx) },
    switch: { as: 'acme', setup: async (ctx) => ({ ...(await newLimit(ctx)), enabled: false }) },
    violations: {
      as: 'acme',
      note: 'newest first, one Query of the enterprise’s violation partition (the seed records one through the real check)',
      body: { pageSize: 20 },
    },
  },
};
