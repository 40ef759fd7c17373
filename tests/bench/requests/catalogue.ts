/**
 * The catalogue: communication services and zones, operator accounts and goods, rate plans and APNs
 * (groups commserv, operator-config, plan, apn). Changes are the platform's; enterprises read plans.
 */
import { goodsInput } from '@cmp/functions/operator-config/operator-goods.test-support';
import { basicPlanInput, retailPlanInput } from '@cmp/functions/plan/plan.test-support';
import { oncePerRun } from './fixtures.ts';
import type { BenchContext, GroupRequests } from './types.ts';

const MAINLAND = 'ZCN000001';

async function newCommserv(ctx: BenchContext, qos = false): Promise<string> {
  const cs = await ctx.call<{ commservId: string }>(
    '/cmp/sim/commserv/add',
    {
      name: `Bench CS ${ctx.unique()}`,
      type: 'data',
      priority: 5,
      directional: true,
      domains: ['telemetry.example.com'],
      ...(qos ? { qos: { uplinkKbps: 512, downlinkKbps: 1024 } } : {}),
    },
    'admin',
  );
  return cs.commservId;
}

async function newZone(ctx: BenchContext): Promise<string> {
  const zone = await ctx.call<{ elementId: string }>(
    '/cmp/sim/zone/save',
    { elementName: `Bench zone ${ctx.unique()}`, operator: 'CUCC', commservIds: ['100000001'] },
    'admin',
  );
  return zone.elementId;
}

async function newOperatorAccount(ctx: BenchContext): Promise<string> {
  const account = await ctx.call<{ operAccountId: string }>('/cmp/core/operator/account/add', operatorAccount(ctx), 'admin');
  return account.operAccountId;
}

const operatorAccount = (ctx: BenchContext) => {
  const n = ctx.unique();
  return {
    operator: 'CUCC',
    accountName: `bench-${n}`,
    endpoint: 'https://api.cucc.example.com/v1',
    appId: `APP-${n}`,
    secret: 'bench-secret-0123456789abcdef',
  };
};

const goods = (ctx: BenchContext) => {
  const n = ctx.unique();
  return goodsInput({ code: `D${n}`, name: `Data pack ${n}` });
};

async function newGoods(ctx: BenchContext): Promise<string> {
  return (await ctx.call<{ goodsId: string }>('/cmp/base/goods/operator/add', goods(ctx), 'admin')).goodsId;
}

const apnBody = (ctx: BenchContext) => ({
  name: `Bench APN ${ctx.unique()}`,
  operator: 'CMCC',
  operatorApnCode: 'cmiot.bench',
  startIp: '10.8.0.1',
  endIp: '10.8.0.254',
  publicDns: '8.8.8.8',
  backupDns: '8.8.4.4',
  privateDns: '10.8.0.2',
});

/** A draft basic plan on a seeded APN, zone and service. */
async function planBody(ctx: BenchContext) {
  const zone = await ctx.call<{ commservIds: string[] }>('/cmp/sim/zone/detail', { elementId: MAINLAND }, 'admin');
  return basicPlanInput({
    code: `BP-${ctx.unique()}`,
    name: 'Meter 2 GB monthly',
    apnConfigs: [{ apnId: 'APN0001', zones: [{ elementId: MAINLAND, commservIds: zone.commservIds.slice(0, 2) }] }],
    quotaBytes: 2 * 1024 ** 3,
  });
}

async function draftPlan(ctx: BenchContext): Promise<string> {
  return (await ctx.call<{ goodsReleaseId: string }>('/cmp/base/goods/basic/save', await planBody(ctx), 'admin')).goodsReleaseId;
}

/** A plan published to Acme (so Acme may sell it on). */
const publishedPlan = oncePerRun('publishedPlan', async (ctx): Promise<string> => {
  const goodsReleaseId = await draftPlan(ctx);
  await ctx.call('/cmp/base/goods/basic/publish', { goodsReleaseId, publishScope: 'selected', publishTo: ['C1001'] }, 'admin');
  return goodsReleaseId;
});

const retailBody = async (ctx: BenchContext) =>
  retailPlanInput({ retailName: `Acme meter ${ctx.unique()}`, goodsReleaseId: await publishedPlan(ctx), remark: 'for the east' });

async function newRetail(ctx: BenchContext): Promise<string> {
  return (await ctx.call<{ retailId: string }>('/cmp/base/goods/retail/save', await retailBody(ctx), 'acme')).retailId;
}

export const catalogueRequests: GroupRequests = {
  commserv: {
    list: { as: 'admin', body: { pageSize: 20 } },
    detail: { as: 'acme', body: { commservId: '100000001' } },
    add: {
      as: 'admin',
      setup: async (ctx) => ({
        name: `Video CS ${ctx.unique()}`,
        type: 'data',
        priority: 3,
        directional: true,
        domains: ['cam.example.com'],
        whitelist: ['10.1.0.0/16'],
      }),
    },
    edit: {
      as: 'admin',
      setup: async (ctx) => ({
        commservId: await newCommserv(ctx),
        name: `Edited CS ${ctx.unique()}`,
        type: 'data',
        priority: 4,
        directional: false,
      }),
    },
    block: { as: 'admin', setup: async (ctx) => ({ commservId: await newCommserv(ctx) }) },
    allow: {
      as: 'admin',
      setup: async (ctx) => {
        const commservId = await newCommserv(ctx);
        await ctx.call('/cmp/sim/commserv/block', { commservId }, 'admin');
        return { commservId };
      },
    },
    qosList: { as: 'admin', body: { pageSize: 20 } },
    speedLimit: {
      as: 'admin',
      setup: async (ctx) => ({ commservIds: [await newCommserv(ctx, true)], uplinkKbps: 256, downlinkKbps: 512 }),
    },
    redirect: {
      as: 'admin',
      setup: async (ctx) => ({ commservIds: [await newCommserv(ctx)], redirect: 'https://portal.example.com/topup' }),
    },
    zoneList: { as: 'admin', body: {} },
    zoneDetail: { as: 'admin', body: { elementId: MAINLAND } },
    zoneSave: {
      as: 'admin',
      setup: async (ctx) => ({ elementName: `Hong Kong ${ctx.unique()}`, operator: 'CUCC', commservIds: ['100000001'] }),
    },
    zoneBlock: { as: 'admin', setup: async (ctx) => ({ elementId: await newZone(ctx) }) },
    zoneAllow: {
      as: 'admin',
      setup: async (ctx) => {
        const elementId = await newZone(ctx);
        await ctx.call('/cmp/sim/zone/block', { elementId }, 'admin');
        return { elementId };
      },
    },
  },
  'operator-config': {
    accountList: { as: 'admin', body: {} },
    accountDetail: { as: 'admin', setup: async (ctx) => ({ operAccountId: await newOperatorAccount(ctx) }) },
    accountAdd: { as: 'admin', setup: async (ctx) => operatorAccount(ctx) },
    accountEdit: {
      as: 'admin',
      setup: async (ctx) => {
        const operAccountId = await newOperatorAccount(ctx);
        const { secret: _secret, ...rest } = operatorAccount(ctx);
        return { operAccountId, ...rest, remark: 'rotated endpoint' };
      },
    },
    accountStatus: {
      as: 'admin',
      setup: async (ctx) => ({ operAccountId: await newOperatorAccount(ctx), status: 'disabled' }),
    },
    nameList: { as: 'admin' },
    commList: { as: 'admin', body: {} },
    goodsList: { as: 'admin', body: { kind: 'data', pageSize: 20 } },
    goodsAdd: { as: 'admin', setup: async (ctx) => goods(ctx) },
    goodsDelete: {
      as: 'admin',
      setup: async (ctx) => {
        const goodsId = await newGoods(ctx);
        await ctx.call('/cmp/base/goods/operator/status', { kind: 'data', goodsId, status: 0 }, 'admin');
        return { kind: 'data', goodsId };
      },
    },
    goodsStatus: { as: 'admin', setup: async (ctx) => ({ kind: 'data', goodsId: await newGoods(ctx), status: 0 }) },
  },
  plan: {
    basicList: { as: 'acme', body: { pageSize: 20 } },
    basicDetail: { as: 'acme', body: { goodsReleaseId: 'G001' } },
    basicSave: { as: 'admin', setup: planBody },
    basicUpdate: {
      as: 'admin',
      setup: async (ctx) => {
        const goodsReleaseId = await draftPlan(ctx);
        return { ...(await planBody(ctx)), goodsReleaseId, name: 'Meter 2 GB monthly (v2)' };
      },
    },
    basicPublish: {
      as: 'admin',
      setup: async (ctx) => ({ goodsReleaseId: await draftPlan(ctx), publishScope: 'selected', publishTo: ['C1001'] }),
    },
    basicSwitch: {
      as: 'admin',
      setup: async (ctx) => {
        const goodsReleaseId = await draftPlan(ctx);
        await ctx.call('/cmp/base/goods/basic/publish', { goodsReleaseId, publishScope: 'all' }, 'admin');
        return { goodsReleaseId, on: false };
      },
    },
    basicDelete: { as: 'admin', setup: async (ctx) => ({ goodsReleaseId: await draftPlan(ctx) }) },
    retailList: { as: 'acme', body: { pageSize: 20 } },
    retailDetail: { as: 'acme', body: { retailId: 'R001' } },
    retailSave: { as: 'acme', setup: retailBody },
    retailUpdate: {
      as: 'acme',
      setup: async (ctx) => ({ ...(await retailBody(ctx)), retailId: await newRetail(ctx), retailPrice: 2800 }),
    },
    retailSwitch: { as: 'acme', setup: async (ctx) => ({ retailId: await newRetail(ctx), on: false }) },
    retailDelete: {
      as: 'acme',
      setup: async (ctx) => {
        const retailId = await newRetail(ctx);
        await ctx.call('/cmp/base/goods/retail/switch', { retailId, on: false }, 'acme');
        return { retailId };
      },
    },
    retailRecord: { as: 'acme', body: { retailId: 'R001', pageSize: 20 } },
  },
  apn: {
    list: { as: 'admin', body: { pageSize: 20 } },
    detail: { as: 'admin', body: { apnId: 'APN0001' } },
    save: { as: 'admin', setup: async (ctx) => apnBody(ctx) },
    update: {
      as: 'admin',
      setup: async (ctx) => {
        const body = apnBody(ctx);
        const { apnId } = await ctx.call<{ apnId: string }>('/cmp/base/apn/save', body, 'admin');
        return { ...body, apnId, endIp: '10.8.1.254' };
      },
    },
  },
};
