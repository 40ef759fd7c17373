/**
 * C-end invoices (group invoice, issue #14 item 7): the list, an invoice's detail, the candidates of a
 * request, a request over a paid one-off fee of Acme (recorded and paid through the API), and finance's
 * issue and rejection. The export is a route of the download group (card-data.ts).
 */
import { listAfter, oncePerRun } from './fixtures.ts';
import type { BenchContext } from './types.ts';
import type { GroupRequests } from './types.ts';

interface Invoice {
  invoiceId: string;
}

/** A one-off fee of Acme recorded and paid by the platform: its id. */
async function paidOrder(ctx: BenchContext): Promise<string> {
  const order = await ctx.call<{ orderId: string }>(
    '/cmp/order/create',
    { orderType: 'oneoff', channelCustId: 'C1001', itemName: 'Bench fee', quantity: 1, unitPrice: 1_000 },
    'admin',
  );
  await ctx.call('/cmp/order/payState', { orderId: order.orderId, payState: 2 }, 'admin');
  return order.orderId;
}

const requestBody = async (ctx: BenchContext) => ({
  title: 'Acme IoT Ltd.',
  type: 'normal',
  requestId: `bench-${ctx.unique()}`,
  orderIds: [await paidOrder(ctx)],
});

/** A fresh requested invoice of Acme. */
const requested = async (ctx: BenchContext) => ctx.call<Invoice>('/cmp/invoice/request', await requestBody(ctx), 'acme');
const one = oncePerRun('invoice', requested);
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

export const invoiceRequests: GroupRequests = {
  invoice: {
    list: listAfter('admin', one),
    detail: { as: 'acme', setup: async (ctx) => ({ invoiceId: (await one(ctx)).invoiceId }) },
    candidates: { as: 'acme', body: {} },
    request: { as: 'acme', setup: requestBody },
    issue: {
      as: 'admin',
      setup: async (ctx) => ({ invoiceId: (await requested(ctx)).invoiceId, invoiceNumber: '04400100', issueDay: today() }),
    },
    reject: { as: 'admin', setup: async (ctx) => ({ invoiceId: (await requested(ctx)).invoiceId, reason: 'bench' }) },
  },
};
