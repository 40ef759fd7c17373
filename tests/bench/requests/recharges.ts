/** Recharges (group recharge, issue #14 item 2): list, detail, voucher upload and download, filing, audit and refund. */
import { oncePerRun } from './fixtures.ts';
import type { BenchContext, GroupRequests } from './types.ts';

interface Recharge {
  rechargeId: string;
}

/** A small PNG voucher (its magic bytes are what the server checks). */
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(512, 7)]);

/** Uploads a voucher of Acme's and answers its key. */
async function voucher(ctx: BenchContext): Promise<string> {
  const link = await ctx.call<{ uploadUrl: string; voucherKey: string }>(
    '/cmp/recharge/voucher/uploadUrl',
    { contentType: 'image/png', size: png.length },
    'acme',
  );
  await ctx.upload(link.uploadUrl, png, 'image/png');
  return link.voucherKey;
}

const paidAt = () => new Date(Date.now() - 3_600_000).toISOString();

/** Acme files an offline recharge with a voucher (pending review). */
const pending = async (ctx: BenchContext): Promise<Recharge> =>
  ctx.call<Recharge>(
    '/cmp/recharge/add',
    { amount: 100_000, payMethod: 2, paidAt: paidAt(), remark: 'Bench remittance', voucherKey: await voucher(ctx) },
    'acme',
  );

/** One reviewed recharge of Acme per run (what the reads and the refunds open). */
const reviewed = oncePerRun('recharges', async (ctx): Promise<Recharge> => {
  const r = await pending(ctx);
  await ctx.call('/cmp/recharge/audit', { rechargeId: r.rechargeId, action: 'approve' }, 'admin');
  return r;
});

export const rechargeRequests: GroupRequests = {
  recharge: {
    list: {
      as: 'admin',
      setup: async (ctx) => {
        await reviewed(ctx);
        return { pageSize: 20 };
      },
    },
    detail: { as: 'acme', setup: async (ctx) => ({ rechargeId: (await reviewed(ctx)).rechargeId }) },
    voucherUploadUrl: { as: 'acme', body: { contentType: 'image/jpeg', size: 300_000 } },
    voucherUrl: { as: 'admin', setup: async (ctx) => ({ rechargeId: (await reviewed(ctx)).rechargeId }) },
    add: {
      as: 'acme',
      setup: async (ctx) => ({ amount: 50_000, payMethod: 2, paidAt: paidAt(), voucherKey: await voucher(ctx) }),
    },
    addPublic: {
      as: 'acme',
      setup: async (ctx) => ({
        amount: 80_000,
        paidAt: paidAt(),
        remark: 'Corporate account 6222',
        voucherKey: await voucher(ctx),
      }),
    },
    // Each call approves a fresh pending recharge: one transaction (transfer + both copies).
    audit: {
      as: 'admin',
      setup: async (ctx) => ({ rechargeId: (await pending(ctx)).rechargeId, action: 'approve' }),
    },
    // Each call refunds ¥1.00 more of the run's reviewed recharge (¥1,000.00): far from its limit.
    refund: {
      as: 'admin',
      setup: async (ctx) => ({ rechargeId: (await reviewed(ctx)).rechargeId, amount: 100, reason: 'Bench refund' }),
    },
  },
};
