/** Content and rights (group content, issue #17 item 4): the catalogue, its sync, Acme's rights orders, users and bills. */
import { oncePerRun } from './fixtures.ts';
import type { BenchContext, GroupRequests } from './types.ts';

interface Product {
  productId: string;
  periods: number[];
}
interface Order {
  orderId: string;
  target: string;
  billId?: string;
  month: string;
}

/** The catalogue synced once per run (the benchmark stack may start before the hourly schedule fires). */
const products = oncePerRun('content-products', async (ctx) => {
  await ctx.call('/cmp/content/sync/run', {}, 'admin');
  return (await ctx.call<{ items: Product[] }>('/cmp/content/product/list', { pageSize: 100 }, 'acme')).items;
});
/** An order of Acme for a card no other request took. */
const newOrder = async (ctx: BenchContext): Promise<Order> => {
  const [product] = await products(ctx);
  const [card] = await ctx.takeCards(1);
  return ctx.call<Order>(
    '/cmp/content/order/add',
    { productId: product!.productId, targetKind: 'iccid', target: card!.iccid, months: product!.periods[0]! },
    'acme',
  );
};
const order = oncePerRun('content-order', newOrder);

export const contentRequests: GroupRequests = {
  content: {
    productList: {
      as: 'acme',
      note: 'the catalogue partition read whole (a few hundred products at most), filtered and paged in memory',
      setup: async (ctx) => {
        await products(ctx);
        return { pageSize: 20 };
      },
    },
    productDetail: { as: 'acme', setup: async (ctx) => ({ productId: (await products(ctx))[0]!.productId }) },
    providerList: { as: 'acme', note: 'the provider partition, one Query', body: {} },
    syncList: { as: 'admin', note: 'newest first, one Query of the run partition', body: { pageSize: 20 } },
    sync: {
      as: 'admin',
      note: 'every simulated provider asked for its catalogue; unchanged products are not written',
      body: {},
    },
    orderList: {
      as: 'acme',
      setup: async (ctx) => {
        await order(ctx);
        return { pageSize: 20 };
      },
    },
    orderDetail: { as: 'acme', setup: async (ctx) => ({ orderId: (await order(ctx)).orderId }) },
    order: {
      as: 'acme',
      note: 'the provider call, then order, user roll-up, month bill and owner pointers in one transaction',
      setup: async (ctx) => {
        const [product] = await products(ctx);
        const [card] = await ctx.takeCards(1);
        return { productId: product!.productId, targetKind: 'iccid', target: card!.iccid, months: product!.periods[0]! };
      },
    },
    userList: {
      as: 'acme',
      setup: async (ctx) => {
        await order(ctx);
        return { pageSize: 20 };
      },
    },
    userDetail: { as: 'acme', setup: async (ctx) => ({ iccid: (await order(ctx)).target }) },
    billList: {
      as: 'acme',
      setup: async (ctx) => {
        await order(ctx);
        return { pageSize: 20 };
      },
    },
    billDetail: {
      as: 'acme',
      setup: async (ctx) => ({ billId: `CBC1001-${(await order(ctx)).month.replace('-', '')}` }),
    },
  },
};
