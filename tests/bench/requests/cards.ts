/** Batches, the card list, card detail and single-card actions, eUICC (groups batch, card, card-detail, euicc). */
import { PutCommand } from '@cmp/functions/shared/aws/dynamodb-commands';
import { active, iccidsOf, oncePerRun } from './fixtures.ts';
import type { BenchCard, BenchContext, GroupRequests } from './types.ts';

const monthly = (c: BenchCard) => c.state === 64 && c.goodsReleaseId === 'G001';
const own = (c: BenchCard) => c.state === 64 && !c.custId;

/** One card of Acme the benchmark owns, as `{ iccid }`. */
const oneCard =
  (filter: (c: BenchCard) => boolean = active) =>
  async (ctx: BenchContext) => ({ iccid: (await ctx.takeCards(1, filter))[0]!.iccid });

/** A state-change batch of Acme's, started once per run and shared by the batch reads. */
const acmeBatch = oncePerRun('batchId', async (ctx): Promise<string> => {
  const cards = await ctx.takeCards(10, active);
  const { batchId } = await ctx.call<{ batchId: string }>(
    '/cmp/sim/batch/changeState',
    { iccids: iccidsOf(cards), targetState: 68 },
    'acme',
  );
  return batchId;
});

/**
 * An event pack of the platform catalogue. No route creates one (the plan area saves packs, goods
 * type 3, as basic plans, while orderPackage reads `keys.eventPack`), so, as the card-detail
 * integration test does, the benchmark writes it to storage.
 */
async function eventPack(ctx: BenchContext): Promise<string> {
  await ctx.db.send(
    new PutCommand({
      TableName: ctx.table,
      Item: {
        pk: 'PLATFORM#GOODS',
        sk: 'EVENT#EB01',
        goodsReleaseId: 'EB01',
        name: 'Event pack 2 GB',
        goodsType: 3,
        quotaBytes: 2 * 1024 ** 3,
        status: 'published',
      },
    }),
  );
  return 'EB01';
}

interface EuiccProfileView {
  profileIccid: string;
  actions?: string[];
}

/** An eUICC card of Acme with a profile that offers the action, each card used by one operation. */
async function euiccProfile(ctx: BenchContext, action: string) {
  const used = (ctx.memo.get('euiccUsed') as Set<string> | undefined) ?? new Set<string>();
  ctx.memo.set('euiccUsed', used);
  const list = await ctx.call<{ items: { iccid: string }[] }>('/cmp/sim/euicc/list', { pageSize: 50 }, 'acme');
  for (const { iccid } of list.items) {
    if (used.has(iccid)) continue;
    const detail = await ctx.call<{ profiles: EuiccProfileView[] }>('/cmp/sim/euicc/detail', { iccid }, 'acme');
    const profile = detail.profiles.find((p) => p.actions?.includes(action));
    if (profile) {
      used.add(iccid);
      return { iccid, profileIccid: profile.profileIccid };
    }
  }
  throw new Error(`no eUICC profile of Acme offers ${action}`);
}

export const cardRequests: GroupRequests = {
  batch: {
    changeState: {
      as: 'acme',
      setup: async (ctx) => ({ iccids: iccidsOf(await ctx.takeCards(10, active)), targetState: 65 }),
      bulk: 'batch of 10 cards (API part; the state machine runs in the background)',
    },
    detail: { as: 'acme', setup: async (ctx) => ({ batchId: await acmeBatch(ctx) }) },
    list: { as: 'acme', body: { pageSize: 20 } },
    results: { as: 'acme', setup: async (ctx) => ({ batchId: await acmeBatch(ctx), pageSize: 20 }) },
    allocate: {
      as: 'acme',
      setup: async (ctx) => ({ iccids: iccidsOf(await ctx.takeCards(10, own)), custId: 'S2002' }),
      bulk: 'batch of 10 cards',
    },
    recover: {
      as: 'acme',
      setup: async (ctx) => ({ iccids: iccidsOf(await ctx.takeCards(10, (c) => !c.custId && [63, 65].includes(c.state))) }),
      bulk: 'batch of 10 cards',
    },
    standardSim: {
      as: 'acme',
      setup: async (ctx) => ({
        iccids: iccidsOf(await ctx.takeCards(10, (c) => active(c) && c.modeType !== '02')),
        modeType: '02',
      }),
      bulk: 'batch of 10 cards',
    },
  },
  card: {
    list: { as: 'acme', body: { pageSize: 20 } },
    iccids: { as: 'acme', body: { state: 64, operator: 'CMCC' }, bulk: 'every matching ICCID for a batch selection' },
  },
  'card-detail': {
    detail: { as: 'acme', setup: oneCard() },
    sessions: { as: 'acme', setup: oneCard() },
    log: {
      as: 'acme',
      setup: async (ctx) => {
        const card = await oneCard()(ctx);
        await ctx.call('/cmp/sim/card/update', { ...card, remark: 'Gate 3 meter' }, 'acme');
        await ctx.call('/cmp/sim/card/network', { ...card, action: 'block' }, 'acme');
        await ctx.call('/cmp/sim/card/network', { ...card, action: 'allow' }, 'acme');
        return { ...card, pageSize: 20 };
      },
    },
    plans: { as: 'acme', setup: oneCard(monthly) },
    smsList: {
      as: 'acme',
      setup: async (ctx) => {
        const card = await oneCard()(ctx);
        for (const content of ['status', 'reboot']) await ctx.call('/cmp/sim/card/sms/send', { ...card, content }, 'acme-staff');
        return { ...card, pageSize: 20 };
      },
    },
    update: { as: 'acme', setup: async (ctx) => ({ ...(await oneCard()(ctx)), remark: 'Pump station 7' }) },
    changeState: { as: 'acme', setup: async (ctx) => ({ ...(await oneCard()(ctx)), targetState: 65 }) },
    network: { as: 'acme', setup: async (ctx) => ({ ...(await oneCard()(ctx)), action: 'block' }) },
    renew: { as: 'acme', setup: async (ctx) => ({ ...(await oneCard(monthly)(ctx)), periods: 1 }) },
    changePackage: { as: 'acme', setup: async (ctx) => ({ ...(await oneCard(monthly)(ctx)), goodsReleaseId: 'G003' }) },
    orderPackage: {
      as: 'acme',
      setup: async (ctx) => ({ ...(await oneCard(monthly)(ctx)), goodsReleaseId: await eventPack(ctx) }),
      note: 'event pack written to storage: no route creates one',
    },
    smsSend: { as: 'acme-staff', setup: async (ctx) => ({ ...(await oneCard()(ctx)), content: 'reboot' }) },
    // Not a standard-edition card (modeType 00): those have no diagnosis (DIAGNOSIS_STANDARD_EDITION).
    diagnose: { as: 'acme', setup: oneCard((c) => active(c) && c.modeType !== '00') },
  },
  euicc: {
    list: { as: 'acme', body: { pageSize: 20 } },
    detail: {
      as: 'acme',
      setup: async (ctx) => {
        const list = await ctx.call<{ items: { iccid: string }[] }>('/cmp/sim/euicc/list', { pageSize: 20 }, 'acme');
        return { iccid: list.items[0]!.iccid };
      },
    },
    download: { as: 'acme', setup: (ctx) => euiccProfile(ctx, 'download') },
    enable: { as: 'acme', setup: (ctx) => euiccProfile(ctx, 'enable') },
    disable: { as: 'acme', setup: (ctx) => euiccProfile(ctx, 'disable') },
  },
};
