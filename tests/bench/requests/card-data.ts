import { active, iccidsOf, listAfter, oncePerRun } from './fixtures.ts';
/**
 * Downloads and exports, card imports, labels, card types, test cards, dual-SIM, data pools, SMS and
 * the VIP call list (groups download … vip-call).
 */
import { importedBill } from './sales.ts';
import type { BenchCard, BenchContext, DemoLogin, GroupRequests } from './types.ts';

const unpaired = (c: BenchCard) => !c.custId && !c.dsimSn && [62, 63, 65].includes(c.state);
const MAINLAND = 'ZCN000001';

/** A finished export of Acme's cards (the download-task screens read it). */
async function finishedExport(ctx: BenchContext): Promise<string> {
  const { taskId } = await ctx.call<{ taskId: string }>('/cmp/sim/card/export', { state: 64, format: 'csv' }, 'acme');
  await ctx.idle();
  return taskId;
}

/** Uploads a CSV for an import and returns the start body. */
async function uploadImport(ctx: BenchContext, kind: 'cards' | 'dsim', as: DemoLogin, csv: string) {
  const file = Buffer.from(csv, 'utf8');
  const fileName = kind === 'cards' ? 'stock-cards.csv' : 'dual-sim.csv';
  const tenant = as === 'admin' ? { channelCustId: 'C1001' } : {};
  const url = await ctx.call<{ uploadId: string; uploadUrl: string }>(
    kind === 'cards' ? '/cmp/sim/cardImport/uploadUrl' : '/cmp/sim/cardImport/dsim/uploadUrl',
    { ...tenant, fileName, size: file.byteLength },
    as,
  );
  await ctx.upload(url.uploadUrl, file, 'text/csv');
  return { ...tenant, uploadId: url.uploadId, fileName };
}

/** A stock-card CSV of n new cards (ICCIDs, MSISDNs and IMSIs unique to this run). */
function stockCsv(ctx: BenchContext, n: number): string {
  const stamp = String(Date.now()).slice(-8);
  const salt = ctx
    .unique()
    .slice(-2)
    .replace(/[^0-9]/g, '0');
  const rows = Array.from({ length: n }, (_, i) => {
    const k = `${salt}${String(i).padStart(4, '0')}`;
    return [`898600${stamp}${k}`, `144${stamp}${k.slice(-2)}`, `4600${stamp}${k.slice(-3)}`, 'CMCC', '', 'G001', '63'].join(',');
  });
  return ['iccid,msisdn,imsi,operator,imei,goodsReleaseId,state', ...rows].join('\r\n');
}

/** A finished card import into Acme (by the platform admin, who holds 2080001). */
const finishedImport = oncePerRun('importId', async (ctx): Promise<string> => {
  const start = await uploadImport(ctx, 'cards', 'admin', stockCsv(ctx, 5));
  const { batchId } = await ctx.call<{ batchId: string }>('/cmp/sim/cardImport/start', start, 'admin');
  await ctx.idle();
  return batchId;
});

async function newLabel(ctx: BenchContext): Promise<string> {
  const label = await ctx.call<{ labelId: string }>(
    '/cmp/sim/label/save',
    { name: `Route ${ctx.unique()}`, color: 'blue', description: 'Delivery vans' },
    'acme',
  );
  return label.labelId;
}

const labelWithCards = oncePerRun('labelId', async (ctx): Promise<string> => {
  const labelId = await newLabel(ctx);
  await ctx.call('/cmp/sim/label/attach', { labelId, iccids: iccidsOf(await ctx.takeCards(5, active)) }, 'acme');
  return labelId;
});

async function newCardType(ctx: BenchContext): Promise<string> {
  const type = await ctx.call<{ typeId: string }>(
    '/cmp/sim/cardType/save',
    {
      code: `B${ctx.unique()}`.slice(0, 20),
      name: 'Bench MFF2',
      formFactor: 'MFF2',
      grade: 'industrial',
      tempMinC: -40,
      tempMaxC: 105,
    },
    'admin',
  );
  return type.typeId;
}

async function newPair(ctx: BenchContext): Promise<string> {
  const [a, b] = await ctx.takeCards(2, unpaired);
  const sn = `BENCH-${ctx.unique()}`;
  await ctx.call('/cmp/sim/dsim/pair', { sn, iccid1: a!.iccid, iccid2: b!.iccid }, 'acme');
  return sn;
}

const poolCard = (c: BenchCard) => c.state === 64 && c.operator === 'CMCC' && c.modeType === '01' && !c.poolId;

/** A data pool of Acme with a few cards and one refused card (so the change has a fail log). */
const poolWithChange = oncePerRun('pool', async (ctx): Promise<{ poolId: string; batchId: string }> => {
  const pool = await ctx.call<{ poolId: string }>(
    '/cmp/sim/pool/add',
    { name: `Meters ${ctx.unique()}`, poolType: 'shared', operator: 'CMCC', modeType: '01', elementId: MAINLAND },
    'acme',
  );
  const good = await ctx.takeCards(5, poolCard);
  const [other] = await ctx.takeCards(1, (c) => c.state === 64 && c.operator === 'CTCC');
  const change = await ctx.call<{ batchId: string }>(
    '/cmp/sim/pool/change',
    { poolId: pool.poolId, action: 'add', iccids: [...iccidsOf(good), other!.iccid] },
    'acme',
  );
  await ctx.idle();
  return { poolId: pool.poolId, batchId: change.batchId };
});

async function newPool(ctx: BenchContext): Promise<string> {
  const pool = await ctx.call<{ poolId: string }>(
    '/cmp/sim/pool/add',
    { name: `Sensors ${ctx.unique()}`, poolType: 'shared', operator: 'CMCC', modeType: '01', elementId: MAINLAND },
    'acme',
  );
  return pool.poolId;
}

export const cardDataRequests: GroupRequests = {
  download: {
    exportCards: { as: 'acme', body: { state: 64, format: 'csv' }, bulk: 'export task (the file is written in the background)' },
    exportBasicPlans: { as: 'admin', body: { format: 'xlsx' }, bulk: 'export task' },
    exportRetailPlans: { as: 'acme', body: { format: 'csv' }, bulk: 'export task' },
    exportApns: { as: 'admin', body: { format: 'csv' }, bulk: 'export task' },
    exportBills: { as: 'acme', body: { format: 'xlsx' }, bulk: 'export task' },
    exportOrders: { as: 'acme', body: { orderType: 'oneoff', format: 'csv' }, bulk: 'export task' },
    exportCardOrders: { as: 'admin', body: { channelCustId: 'C1001', format: 'xlsx' }, bulk: 'export task' },
    exportWithdrawals: { as: 'admin', body: { state: 'withdrawn', format: 'csv' }, bulk: 'export task' },
    exportRecharges: { as: 'admin', body: { channelCustId: 'C1001', format: 'xlsx' }, bulk: 'export task' },
    exportChannelBillDiffs: {
      as: 'admin',
      setup: async (ctx) => ({ ...(await importedBill(ctx)), format: 'csv' }),
      bulk: 'export task',
    },
    exportBillOperations: { as: 'acme', body: { type: 'publish', format: 'csv' }, bulk: 'export task' },
    exportInvoices: { as: 'admin', body: { channelCustId: 'C1001', format: 'csv' }, bulk: 'export task' },
    exportFinReports: { as: 'admin', body: { type: 'month', format: 'csv' }, bulk: 'export task' },
    exportReports: { as: 'admin', body: { report: 'business', format: 'csv' }, bulk: 'export task' },
    exportDataComparison: { as: 'acme', body: { state: 64, format: 'csv' }, bulk: 'export task (compared in the background)' },
    exportStockItems: { as: 'admin', body: { format: 'csv' }, bulk: 'export task' },
    list: { as: 'acme', body: { pageSize: 20 } },
    url: { as: 'acme', setup: async (ctx) => ({ taskId: await finishedExport(ctx) }) },
  },
  'card-import': {
    uploadUrl: { as: 'admin', body: { channelCustId: 'C1001', fileName: 'stock-cards.csv', size: 4096 } },
    start: {
      as: 'admin',
      setup: (ctx) => uploadImport(ctx, 'cards', 'admin', stockCsv(ctx, 5)),
      bulk: 'import task (rows are read in the background)',
    },
    dsimUploadUrl: { as: 'acme', body: { fileName: 'dual-sim.csv', size: 2048 } },
    dsimStart: {
      as: 'acme',
      setup: async (ctx) => {
        const cards = await ctx.takeCards(4, unpaired);
        const csv = `sn,iccid1,iccid2\nBENCH-${ctx.unique()}-1,${cards[0]!.iccid},${cards[1]!.iccid}\nBENCH-${ctx.unique()}-2,${cards[2]!.iccid},${cards[3]!.iccid}\n`;
        return uploadImport(ctx, 'dsim', 'acme', csv);
      },
      bulk: 'import task',
    },
    list: { as: 'admin', body: { channelCustId: 'C1001', pageSize: 20 } },
    detail: { as: 'admin', setup: async (ctx) => ({ channelCustId: 'C1001', batchId: await finishedImport(ctx) }) },
    results: {
      as: 'admin',
      setup: async (ctx) => ({ channelCustId: 'C1001', batchId: await finishedImport(ctx), pageSize: 20 }),
    },
  },
  'card-label': {
    list: { as: 'acme', body: { pageSize: 20 } },
    detail: { as: 'acme', setup: async (ctx) => ({ labelId: await labelWithCards(ctx) }) },
    cards: { as: 'acme', setup: async (ctx) => ({ labelId: await labelWithCards(ctx), pageSize: 20 }) },
    save: { as: 'acme-staff', setup: async (ctx) => ({ name: `Cold chain ${ctx.unique()}`, color: 'green' }) },
    attach: {
      as: 'acme-staff',
      setup: async (ctx) => ({ labelId: await newLabel(ctx), iccids: iccidsOf(await ctx.takeCards(5, active)) }),
    },
    detach: {
      as: 'acme-staff',
      setup: async (ctx) => {
        const labelId = await newLabel(ctx);
        const iccids = iccidsOf(await ctx.takeCards(3, active));
        await ctx.call('/cmp/sim/label/attach', { labelId, iccids }, 'acme');
        return { labelId, iccids };
      },
    },
    delete: { as: 'acme', setup: async (ctx) => ({ labelId: await newLabel(ctx) }) },
  },
  'card-type': {
    list: { as: 'acme', body: { pageSize: 20 } },
    save: {
      as: 'admin',
      setup: async (ctx) => ({
        code: `T${ctx.unique()}`.slice(0, 20),
        name: 'Industrial 4FF',
        formFactor: '4FF',
        grade: 'industrial',
        tempMinC: -40,
        tempMaxC: 85,
      }),
    },
    delete: { as: 'admin', setup: async (ctx) => ({ typeId: await newCardType(ctx) }) },
  },
  'test-card': {
    list: { as: 'acme', body: { pageSize: 20 } },
    detail: {
      as: 'acme',
      setup: async (ctx) => {
        const list = await ctx.call<{ items: { iccid: string }[] }>('/cmp/sim/testCard/list', { pageSize: 10 }, 'acme');
        if (!list.items[0]) throw new Error('Acme has no test card');
        return { iccid: list.items[0].iccid };
      },
    },
  },
  dsim: {
    list: listAfter('acme', newPair),
    pair: {
      as: 'acme',
      setup: async (ctx) => {
        const [a, b] = await ctx.takeCards(2, unpaired);
        return { sn: `BENCH-${ctx.unique()}`, iccid1: a!.iccid, iccid2: b!.iccid };
      },
    },
    unpair: { as: 'acme', setup: async (ctx) => ({ sn: await newPair(ctx) }) },
    switch: { as: 'acme', setup: async (ctx) => ({ sn: await newPair(ctx), activeSlot: 2 }) },
  },
  'card-pool': {
    list: { as: 'acme', body: { pageSize: 20 } },
    detail: { as: 'acme', setup: async (ctx) => ({ poolId: (await poolWithChange(ctx)).poolId }) },
    cards: { as: 'acme', setup: async (ctx) => ({ poolId: (await poolWithChange(ctx)).poolId, pageSize: 20 }) },
    blockHistory: {
      as: 'acme',
      setup: async (ctx) => {
        const poolId = await newPool(ctx);
        await ctx.call('/cmp/sim/pool/block', { channelCustId: 'C1001', poolId, reason: 'Abuse check' }, 'admin');
        await ctx.call('/cmp/sim/pool/unblock', { channelCustId: 'C1001', poolId, reason: 'Checked' }, 'admin');
        return { poolId, pageSize: 20 };
      },
    },
    changeList: { as: 'acme', setup: async (ctx) => ({ poolId: (await poolWithChange(ctx)).poolId, pageSize: 20 }) },
    failLog: { as: 'acme', setup: async (ctx) => ({ batchId: (await poolWithChange(ctx)).batchId, pageSize: 20 }) },
    add: {
      as: 'acme',
      setup: async (ctx) => ({
        name: `Trackers ${ctx.unique()}`,
        poolType: 'shared',
        operator: 'CMCC',
        modeType: '01',
        elementId: MAINLAND,
      }),
    },
    change: {
      as: 'acme',
      setup: async (ctx) => ({ poolId: await newPool(ctx), action: 'add', iccids: iccidsOf(await ctx.takeCards(5, poolCard)) }),
      bulk: 'a change of 5 cards',
    },
    block: { as: 'admin', setup: async (ctx) => ({ channelCustId: 'C1001', poolId: await newPool(ctx), reason: 'Abuse check' }) },
    unblock: {
      as: 'admin',
      setup: async (ctx) => {
        const poolId = await newPool(ctx);
        await ctx.call('/cmp/sim/pool/block', { channelCustId: 'C1001', poolId, reason: 'Abuse check' }, 'admin');
        return { channelCustId: 'C1001', poolId, reason: 'Checked' };
      },
    },
  },
  sms: {
    list: { as: 'acme', body: { pageSize: 20 } },
    send: {
      as: 'acme-staff',
      setup: async (ctx) => ({ iccids: iccidsOf(await ctx.takeCards(3, active)), content: 'Report position' }),
    },
  },
  'vip-call': {
    list: { as: 'acme', body: { pageSize: 20 } },
    add: {
      as: 'acme',
      setup: async (ctx) => ({ iccid: (await ctx.takeCards(1, active))[0]!.iccid, numbers: ['010-1234567', '13800138000'] }),
    },
    remove: {
      as: 'acme',
      setup: async (ctx) => {
        const iccid = (await ctx.takeCards(1, active))[0]!.iccid;
        await ctx.call('/cmp/sim/vipcall/add', { iccid, numbers: ['010-1234567', '13800138000'] }, 'acme');
        return { iccid, numbers: ['13800138000'] };
      },
    },
  },
};
