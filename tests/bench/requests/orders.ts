/** Orders (group order): the order center's list and detail, card purchases, recording an order, its pay state. */
import { listAfter, oncePerRun } from './fixtures.ts';
import type { BenchContext, GroupRequests } from './types.ts';

interface Created {
  orderId: string;
}

/** Records a one-off fee and a card purchase of Acme once per benchmark run (what the reads open). */
const created = oncePerRun('orders', async (ctx): Promise<{ oneoff: Created; card: Created }> => {
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
  return { oneoff, card };
});

export const orderRequests: GroupRequests = {
  order: {
    list: listAfter('acme', created),
    detail: { as: 'acme', setup: async (ctx) => ({ orderId: (await created(ctx)).oneoff.orderId }) },
    cardList: listAfter('admin', created),
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
