/**
 * Blacklists and real-name records (groups blacklist and realname, issue #16 items 7 and 5): the
 * identity area. Blacklists are the platform's; real-name lists are the enterprise's too.
 */
import type { BenchContext, GroupRequests } from './types.ts';

const ACME = 'C1001';

/** A fresh identity number-like value (18 characters) for an entry or a verification. */
const digits = (ctx: BenchContext) => Number.parseInt(ctx.unique(), 36).toString().slice(-11).padStart(11, '0');
const idNumber = (ctx: BenchContext) => `110101${digits(ctx)}X`;

async function entry(ctx: BenchContext, kind: 'enterprise' | 'personal') {
  const body =
    kind === 'enterprise'
      ? { name: `Bench blocked ${ctx.unique()}`, reason: 'Bench', orgCode: `9131${digits(ctx)}` }
      : { name: `Bench person ${ctx.unique()}`, reason: 'Bench', idNumber: idNumber(ctx) };
  return ctx.call<{ entryId: string }>(`/cmp/core/blacklist/${kind}/add`, body, 'admin');
}

const lists = (kind: 'enterprise' | 'personal') => ({
  [`${kind}List`]: { as: 'admin' as const },
  [`${kind}Detail`]: {
    as: 'admin' as const,
    setup: async (ctx: BenchContext) => ({ entryId: (await entry(ctx, kind)).entryId }),
  },
  [`${kind}Add`]: {
    as: 'admin' as const,
    setup: async (ctx: BenchContext) =>
      kind === 'enterprise'
        ? { name: `Bench added ${ctx.unique()}`, reason: 'Bench' }
        : { name: `Bench added ${ctx.unique()}`, reason: 'Bench', idNumber: idNumber(ctx) },
  },
  [`${kind}Edit`]: {
    as: 'admin' as const,
    setup: async (ctx: BenchContext) => ({
      entryId: (await entry(ctx, kind)).entryId,
      name: `Bench edited ${ctx.unique()}`,
      reason: 'Edited',
    }),
  },
  [`${kind}Delete`]: {
    as: 'admin' as const,
    setup: async (ctx: BenchContext) => ({ entryId: (await entry(ctx, kind)).entryId }),
  },
});

/** An active card of Acme's that no other request changes. */
const activeCard = async (ctx: BenchContext) => (await ctx.takeCards(1, (c) => c.state === 64 && !c.custId))[0]!.iccid;

export const identityRequests: GroupRequests = {
  blacklist: {
    ...lists('enterprise'),
    ...lists('personal'),
    recordList: { as: 'admin' },
  },
  realname: {
    list: { as: 'acme' },
    history: { as: 'acme', setup: async (ctx) => ({ iccid: await activeCard(ctx) }) },
    require: {
      as: 'admin',
      setup: async (ctx) => ({ channelCustId: ACME, iccids: [await activeCard(ctx)], required: true }),
    },
    verify: {
      as: 'admin',
      setup: async (ctx) => {
        const iccid = await activeCard(ctx);
        await ctx.call('/cmp/sim/realName/require', { channelCustId: ACME, iccids: [iccid], required: true }, 'admin');
        return { channelCustId: ACME, iccid, personName: 'Bench Person', idNumber: idNumber(ctx) };
      },
    },
  },
};
