/** Sales orders (group sale-order): the list, an order, recording, handling and replying. */
import type { BenchContext, GroupRequests } from './types.ts';

const acmeOrder = { channelCustId: 'C1001', orderType: 1, goodsReleaseId: 'G001', quantity: 5, remark: 'bench' };

/** A fresh Acme order recorded through the API (each request that changes one gets its own). */
const newOrder = (ctx: BenchContext) =>
  ctx.call<{ salesOrderNumber: string }>('/cmp/saleOrder/save', { ...acmeOrder, remark: `bench ${ctx.unique()}` }, 'admin');

/** One order for the reads, recorded once per run. */
async function readOrder(ctx: BenchContext): Promise<{ salesOrderNumber: string }> {
  const memo = ctx.memo.get('saleOrder') as { salesOrderNumber: string } | undefined;
  if (memo) return memo;
  const order = { salesOrderNumber: (await newOrder(ctx)).salesOrderNumber };
  ctx.memo.set('saleOrder', order);
  return order;
}

export const saleOrderRequests: GroupRequests = {
  'sale-order': {
    list: {
      as: 'acme',
      setup: async (ctx) => {
        await readOrder(ctx);
        return { pageSize: 20 };
      },
    },
    detail: { as: 'admin', setup: readOrder },
    save: { as: 'admin', body: acmeOrder },
    handle: {
      as: 'admin',
      setup: async (ctx) => {
        const { salesOrderNumber } = await newOrder(ctx);
        const cards = await ctx.takeCards(3, (c) => !c.custId);
        return { salesOrderNumber, iccids: cards.map((c) => c.iccid) };
      },
    },
    reply: {
      as: 'admin',
      setup: async (ctx) => ({ ...(await newOrder(ctx)), result: 'cancelled', remark: 'bench' }),
    },
  },
};
