/**
 * Sales orders (group sale-order): the list, an order, recording, handling and replying; operator
 * bills (group channel-bill): upload, import and reconciliation, the list, a bill and its differences.
 */
import { billed, billedCycle } from './bills.ts';
import { listAfter, oncePerRun } from './fixtures.ts';
import type { BenchContext, GroupRequests } from './types.ts';

const acmeOrder = { channelCustId: 'C1001', orderType: 1, goodsReleaseId: 'G001', quantity: 5, remark: 'bench' };

/** A fresh Acme order recorded through the API (each request that changes one gets its own). */
const newOrder = (ctx: BenchContext) =>
  ctx.call<{ salesOrderNumber: string }>('/cmp/saleOrder/save', { ...acmeOrder, remark: `bench ${ctx.unique()}` }, 'admin');

/** One order for the reads, recorded once per run. */
const readOrder = oncePerRun(
  'saleOrder',
  async (ctx): Promise<{ salesOrderNumber: string }> => ({
    salesOrderNumber: (await newOrder(ctx)).salesOrderNumber,
  }),
);

export const saleOrderRequests: GroupRequests = {
  'sale-order': {
    list: listAfter('acme', readOrder),
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
      setup: async (ctx) => ({ salesOrderNumber: (await newOrder(ctx)).salesOrderNumber, result: 'cancelled', remark: 'bench' }),
    },
  },
};

/**
 * An operator file of Acme's last billed month: the first CMCC cards of its bill, one amount raised
 * by ¥1.50; with `lines`, filled up to that many lines with cards the operator bills and Acme does
 * not have (the large import's figure, tests/bench/channel-bill.ts).
 */
export async function operatorFile(
  ctx: BenchContext,
  lines = 0,
): Promise<{ uploadId: string; fileName: string; operator: string; channelCustId: string; cycle: string }> {
  await billedCycle(ctx);
  const { cycle } = billed();
  // Acme's own consumption bill of the month (bill/bill-model.ts `billIdOf`).
  const billId = `C1001_${cycle.replace('-', '')}_MC_E`;
  const cards = await ctx.call<{ items: { iccid: string; lines: { amount: number }[] }[] }>(
    '/cmp/bill/cards',
    { billId },
    'admin',
  );
  const month = cycle.replace('-', '');
  const rows = cards.items.map((c, i) => {
    const fen = c.lines.reduce((s, l) => s + l.amount, 0) + (i === 0 ? 150 : 0);
    return `${c.iccid},${month},1024,${(fen / 100).toFixed(2)}`;
  });
  for (let i = rows.length; i < lines; i++)
    rows.push(`898600880${String(i).padStart(11, '0')},${month},${i % 4096},${((i % 997) / 100).toFixed(2)}`);
  const csv = Buffer.from(['ICCID,账期,使用流量(KB),应收金额(元)', ...rows].join('\r\n'));
  const fileName = `cmcc-${ctx.unique()}.csv`;
  const u = await ctx.call<{ uploadId: string; uploadUrl: string }>(
    '/cmp/channelBill/uploadUrl',
    { fileName, size: csv.byteLength },
    'admin',
  );
  await ctx.upload(u.uploadUrl, csv, 'text/csv');
  return { uploadId: u.uploadId, fileName, operator: 'CMCC', channelCustId: 'C1001', cycle };
}

/** One imported operator bill for the reads (reconciled: its import's job has ended), once per run. */
export const importedBill = oncePerRun('channelBill', async (ctx): Promise<{ billId: string }> => {
  const bill = await ctx.call<{ billId: string }>('/cmp/channelBill/import', await operatorFile(ctx), 'admin');
  await ctx.idle();
  return { billId: bill.billId };
});

export const channelBillRequests: GroupRequests = {
  'channel-bill': {
    list: listAfter('admin', importedBill),
    detail: { as: 'admin', setup: importedBill },
    diffs: { as: 'admin', setup: importedBill },
    uploadUrl: { as: 'admin', body: { fileName: 'cmcc.csv', size: 2048 } },
    import: {
      as: 'admin',
      setup: (ctx) => operatorFile(ctx),
      note: 'reads and checks the file, stores its lines, starts the reconciliation job (202)',
    },
  },
};
