/** Orders (group order): the order center's list and detail, card purchases, recording an order, its pay state. */
import type { BenchContext, GroupRequests } from './types.ts';

interface Created {
  orderId: string;
}

/** Records a one-off fee and a card purchase of Acme once per benchmark run (what the reads open). */
async function created(ctx: BenchContext): Promise<{ oneoff: Created; card: Created }> {
  const memo = ctx.memo.get('orders') as { oneoff: Created; card: Created } | undefined;
  if (memo) return memo;
  const oneoff = await ctx.call<Created>(
    '/cmp/order/create',
    { orderType: 'oneoff', channelCustId: 'C1001', itemName: 'SIM replacement', quantity: 1, unitPrice: 2000 },
    'admin',
  );
  const card = await ctx.call<Created>(
    '/cmp/order/create',
    {
      orderType: 'card',
      channelCustId: 'C1001',
      itemName: 'Industrial MFF2 cards',
      quantity: 500,
      unitPrice: 350,
      operator: 'CMCC',
    },
    'admin',
  );
  const out = { oneoff, card };
  ctx.memo.set('orders', out);
  return out;
}

export const orderRequests: GroupRequests = {
  order: {
    list: {
      as: 'acme',
      setup: async (ctx) => {
        await created(ctx);
        return { pageSize: 20 };
      },
    },
    detail: { as: 'acme', setup: async (ctx) => ({ orderId: (await created(ctx)).oneoff.orderId }) },
    cardList: {
      as: 'admin',
      setup: async (ctx) => {
        await created(ctx);
        return { pageSize: 20 };
      },
    },
    cardDetail: { as: 'acme', setup: async (ctx) => ({ orderId: (await created(ctx)).card.orderId }) },
    create: {
      as: 'admin',
      body: { orderType: 'oneoff', channelCustId: 'C1002', itemName: 'Activation fee', quantity: 1, unitPrice: 500 },
    },
    payState: {
      as: 'admin',
      // Each call pays another fresh order (a paid order cannot be paid again).
      setup: async (ctx) => {
        const order = await ctx.call<Created>(
          '/cmp/order/create',
          { orderType: 'oneoff', channelCustId: 'C1002', itemName: 'Activation fee', quantity: 1, unitPrice: 500 },
          'admin',
        );
        return { orderId: order.orderId, payState: 2 };
      },
    },
  },
};
