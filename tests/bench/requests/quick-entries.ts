/** Quick entries (groups queryflow, cust-operation, data-comparison, resell; issue #17 item 2). */
import { oncePerRun } from './fixtures.ts';
import type { BenchCard, BenchContext, GroupRequests } from './types.ts';

const MAINLAND = 'ZCN000001';
/** A day of the business calendar (Asia/Shanghai), `n` days ago. */
const dayAgo = (n: number) => new Date(Date.now() + 8 * 3_600_000 - n * 86_400_000).toISOString().slice(0, 10);
const poolable = (c: BenchCard) => c.state === 64 && c.operator === 'CMCC' && c.modeType === '01' && !c.poolId;

interface Group {
  accountName: string;
  ratePlanName: string;
  zoneName: string;
  queryDate: string;
}

/** A pool of Acme with a few cards, once per run, and the first group the list shows on yesterday. */
const group = oncePerRun('quick-pool-group', async (ctx: BenchContext): Promise<Group> => {
  const pool = await ctx.call<{ poolId: string }>(
    '/cmp/sim/pool/add',
    { name: `Quick ${ctx.unique()}`, poolType: 'shared', operator: 'CMCC', modeType: '01', elementId: MAINLAND },
    'acme',
  );
  const cards = await ctx.takeCards(3, poolable);
  await ctx.call('/cmp/sim/pool/change', { poolId: pool.poolId, action: 'add', iccids: cards.map((c) => c.iccid) }, 'acme');
  await ctx.idle();
  const { items } = await ctx.call<{ items: Group[] }>('/cmp/sim/custOperation/list', { queryDate: dayAgo(1) }, 'acme');
  const { accountName, ratePlanName, zoneName, queryDate } = items[0]!;
  return { accountName, ratePlanName, zoneName, queryDate };
});

export const quickEntryRequests: GroupRequests = {
  queryflow: {
    list: {
      as: 'admin',
      note: 'the ICCID directory names the owner, then the card and one Query of its usage months (92 days at most: ≤ 4 items)',
      setup: async (ctx) => {
        const [card] = await ctx.takeCards(1);
        return { iccid: card!.iccid, dateFrom: dayAgo(91), dateTo: dayAgo(0) };
      },
    },
  },
  'data-comparison': {
    list: {
      as: 'acme',
      note: 'a page of the card list, the cards’ status and usage months in BatchGets, and one operator call per card (8 at a time)',
      body: { state: 64, show: 'all', pageSize: 50 },
    },
  },
  resell: {
    list: {
      as: 'acme',
      note: 'a page of the card list, the cards’ recorded resale status in a BatchGet, and one operator call per card (8 at a time)',
      body: { state: 64, pageSize: 50 },
    },
    sync: {
      as: 'acme',
      note: 'the 100 chosen cards in a BatchGet, one operator call and one card update each (8 at a time), one audit entry',
      bulk: 'acts on up to 100 chosen cards',
      setup: async (ctx) => ({ iccids: (await ctx.takeCards(100)).map((c) => c.iccid) }),
    },
    set: {
      as: 'acme',
      note: 'the chosen cards in a BatchGet, one operator call and one card update each (8 at a time), one audit entry',
      bulk: 'acts on up to 100 chosen cards',
      setup: async (ctx) => ({ iccids: (await ctx.takeCards(20, (c) => c.state === 64)).map((c) => c.iccid), action: 'listed' }),
    },
  },
  'cust-operation': {
    list: {
      as: 'acme',
      note: 'the enterprise’s pools, their memberships, then the member cards and their usage month items in BatchGets (≤ 5,000 pooled cards)',
      setup: async (ctx) => {
        await group(ctx);
        return { queryDate: dayAgo(1) };
      },
    },
    detail: { as: 'acme', note: 'the same reads as the list, one group’s cards answered', setup: async (ctx) => group(ctx) },
  },
};
