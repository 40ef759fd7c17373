/** Stock (group stock, issue #17 item 3): items, imports, stock-outs, scrapping and their operations. */
import { oncePerRun } from './fixtures.ts';
import type { BenchContext, GroupRequests } from './types.ts';

const BASE = '/cmp/sim/stock';

/** A CSV of ten hardware items with serial numbers unique to this run. */
const hardwareFile = (ctx: BenchContext, prefix: string) => {
  const u = ctx.unique();
  const rows = Array.from({ length: 10 }, (_, i) => `${prefix}-${u}-${i},bench,2,R1`);
  return Buffer.from(['sn,name,networkType,model', ...rows].join('\n')).toString('base64');
};

/** Imports ten hardware items once per run (they wait for the stock-out, the scrapping and the reads). */
const benchStock = oncePerRun('stockBatch', async (ctx): Promise<{ batchId: string; sns: string[] }> => {
  const content = hardwareFile(ctx, 'BS');
  const { batchId } = await ctx.call<{ batchId: string }>(
    '/cmp/base/goods/stockImport',
    { kind: 'hardware', fileName: 'bench.csv', content },
    'admin',
  );
  await ctx.idle();
  const sns = Buffer.from(content, 'base64')
    .toString()
    .split('\n')
    .slice(1)
    .map((l) => l.split(',')[0]!);
  return { batchId, sns };
});

const acmeOrder = oncePerRun('stockOrder', async (ctx): Promise<string> => {
  const { salesOrderNumber } = await ctx.call<{ salesOrderNumber: string }>(
    '/cmp/saleOrder/save',
    { channelCustId: 'C1001', orderType: 1, goodsReleaseId: 'G001', quantity: 5, remark: 'stock bench' },
    'admin',
  );
  return salesOrderNumber;
});

export const stockRequests: GroupRequests = {
  stock: {
    list: { as: 'admin', body: {} },
    detail: { as: 'admin', setup: async (ctx) => ({ sn: (await benchStock(ctx)).sns[0] }) },
    importFile: {
      as: 'admin',
      setup: async (ctx) => ({ kind: 'hardware', fileName: 'bench.csv', content: hardwareFile(ctx, 'BI') }),
      bulk: 'import of 10 items (API part; the job runs in the background)',
    },
    stockOut: {
      as: 'admin',
      setup: async (ctx) => ({ salesOrderNumber: await acmeOrder(ctx), sns: (await benchStock(ctx)).sns.slice(0, 5) }),
      bulk: 'stock-out of 5 items (API part; the job runs in the background)',
    },
    scrap: {
      as: 'admin',
      setup: async (ctx) => ({ sns: (await benchStock(ctx)).sns.slice(5, 7) }),
      bulk: 'scrapping of 2 items (API part; the job runs in the background)',
    },
    operationList: { as: 'admin', body: {} },
    operationDetail: { as: 'admin', setup: async (ctx) => ({ batchId: (await benchStock(ctx)).batchId }) },
    operationResults: { as: 'admin', setup: async (ctx) => ({ batchId: (await benchStock(ctx)).batchId }) },
  },
};
