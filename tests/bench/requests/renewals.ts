/** Risk control: separation renewals (group risk-renewal, issue #16 item 2). */
import { iccidsOf, oncePerRun } from './fixtures.ts';
import type { BenchContext, GroupRequests } from './types.ts';

const BASE = '/cmp/risk/renewCardSeparation';

/** Ten telecom cards of Acme's (renewed only when separated: the others fail with their reason). */
const renewalBody = async (ctx: BenchContext) => ({
  iccids: iccidsOf(await ctx.takeCards(10, (c) => c.operator === 'CTCC')),
});

/** A renewal batch of Acme's, submitted once per run and shared by the reads. */
const acmeRenewal = oncePerRun('renewalBatchId', async (ctx): Promise<string> => {
  const { batchId } = await ctx.call<{ batchId: string }>(`${BASE}/submit`, await renewalBody(ctx), 'acme');
  return batchId;
});

export const renewalRequests: GroupRequests = {
  'risk-renewal': {
    submit: { as: 'acme', setup: renewalBody, bulk: 'renewal batch of 10 cards (API part; the job runs in the background)' },
    list: { as: 'acme', body: {} },
    detail: { as: 'acme', setup: async (ctx) => ({ batchId: await acmeRenewal(ctx) }) },
    results: { as: 'acme', setup: async (ctx) => ({ batchId: await acmeRenewal(ctx), pageSize: 20 }) },
  },
};
