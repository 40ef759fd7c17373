/** Funds (groups capital, credit): customers' figures, an account's movements, grants, credit orders. */
import { listAfter, oncePerRun } from './fixtures.ts';
import type { BenchContext, GroupRequests } from './types.ts';

const terms = { amount: 50_000, paymentTime: '2026-11-01T10:00:00+08:00', unit: 'month', validity: 12, validFrom: '2026-11-01' };
const newCredit = (ctx: BenchContext) =>
  ctx.call<{ creditId: string }>('/cmp/credit/create', { channelCustId: 'C1003', ...terms }, 'admin');
/** A credit order of Initech the reads open, once per benchmark run. */
const credit = oncePerRun('credit', newCredit);

export const fundsRequests: GroupRequests = {
  capital: {
    list: { as: 'admin', body: { pageSize: 20 } },
    detail: { as: 'acme', body: {} },
    movements: { as: 'admin', body: { channelCustId: 'C1001', account: 'grant', pageSize: 20 } },
    grant: { as: 'admin', body: { channelCustId: 'C1002', amount: 100, remark: 'Benchmark grant' } },
  },
  credit: {
    list: listAfter('admin', credit),
    changeLog: { as: 'admin', setup: async (ctx) => ({ creditId: (await credit(ctx)).creditId }) },
    create: { as: 'admin', body: { channelCustId: 'C1003', ...terms, amount: 100 } },
    // Each call changes or cancels a fresh order (a cancelled order cannot change again).
    update: {
      as: 'admin',
      setup: async (ctx) => ({
        ...terms,
        channelCustId: 'C1003',
        creditId: (await newCredit(ctx)).creditId,
        amount: 60_000,
        reason: 'Bench',
      }),
    },
    cancel: {
      as: 'admin',
      setup: async (ctx) => ({ channelCustId: 'C1003', creditId: (await newCredit(ctx)).creditId, reason: 'Bench' }),
    },
  },
};
