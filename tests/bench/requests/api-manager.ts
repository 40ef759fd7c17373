/** API management screens and the open API a partner's server calls, signed with the app key (group api-manager). */
import { signOpenApiRequest } from '@cmp/functions/api-manager/signature';
import type { BenchContext, GroupRequests } from './types.ts';

const OPEN_PATH = '/api/cmp/open/card/status';

/** A documentation address (RFC 5737) not used before in this run. */
const ipOf = (ctx: BenchContext) => {
  const n = ((ctx.memo.get('ip') as number | undefined) ?? 0) + 1;
  ctx.memo.set('ip', n);
  return `198.51.100.${n}`;
};

export const apiManagerRequests: GroupRequests = {
  'api-manager': {
    appKeyGet: { as: 'acme' },
    // The API log (issue #15 item 7): every open-API call, read by an enterprise.
    logList: { as: 'acme', body: { pageSize: 20 } },
    appKeyReset: { as: 'acme' },
    configGet: { as: 'acme' },
    configSave: { as: 'acme', body: { status: 'open' } },
    ipList: {
      as: 'acme',
      setup: async (ctx) => {
        await ctx.call('/cmp/core/api/ip/save', { ip: ipOf(ctx), remark: 'branch office' }, 'acme');
        return {};
      },
    },
    ipSave: { as: 'acme', setup: async (ctx) => ({ ip: ipOf(ctx), remark: 'office gateway' }) },
    ipDelete: {
      as: 'acme',
      setup: async (ctx) => {
        const ip = ipOf(ctx);
        await ctx.call('/cmp/core/api/ip/save', { ip, remark: 'old office' }, 'acme');
        return { ip };
      },
    },
    ipOpen: {
      as: 'acme',
      setup: async (ctx) => {
        await ctx.call('/cmp/core/api/ip/save', { ip: ipOf(ctx), remark: 'data centre' }, 'acme');
        return {};
      },
    },
    ipStop: { as: 'acme' },
    limitSave: { as: 'acme', body: { dailyLimit: 10_000 } },
    limitSelect: { as: 'acme' },
    // Widget origins (issue #18): the browser origins allowed to embed Acme's widgets.
    originList: { as: 'acme' },
    originSave: { as: 'acme', setup: async (ctx) => ({ origin: `https://${ctx.unique()}.partner.example` }) },
    originDelete: {
      as: 'acme',
      setup: async (ctx) => {
        const origin = `https://${ctx.unique()}.old-partner.example`;
        await ctx.call('/cmp/core/api/origin/save', { origin }, 'acme');
        return { origin };
      },
    },
    openCardStatus: {
      as: 'appKey',
      prepare: async (ctx) => {
        await ctx.call('/cmp/core/api/config/save', { status: 'open' }, 'acme');
        const key = await ctx.call<{ appKey: string; secret: string }>('/cmp/core/api/appKey/reset', {}, 'acme');
        const [card] = await ctx.takeCards(1, (c) => c.state === 64);
        const body = { iccid: card!.iccid };
        const timestamp = String(Date.now());
        return {
          body,
          headers: {
            'x-cmp-app-key': key.appKey,
            'x-cmp-timestamp': timestamp,
            'x-cmp-signature': signOpenApiRequest(key.secret, timestamp, OPEN_PATH, JSON.stringify(body)),
          },
        };
      },
    },
  },
};
