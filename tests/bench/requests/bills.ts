/** Bills and the bill run (group bill): the list, a bill and its cards, publishing, a run and a dry run. */
import { addMonths, shanghaiMonth } from '@cmp/functions/shared/time/calendar';
import { listAfter, oncePerRun } from './fixtures.ts';
import type { GroupRequests } from './types.ts';

/** The last ended calendar month, and the one before it (a cycle no other request bills). */
const ended = (back: number) => addMonths(shanghaiMonth(new Date()), -back);
export const billed = () => ({ channelCustId: 'C1001', cycle: ended(1), calendar: 'month' });

/** Bills Acme's last month once per benchmark run (the bills the reads and publishing use). */
export const billedCycle = oncePerRun('bill', async (ctx): Promise<{ billId: string }> => {
  await ctx.call('/cmp/bill/run', billed(), 'admin');
  await ctx.idle();
  const run = await ctx.call<{ status: string; billIds: string[] }>('/cmp/bill/runDetail', billed(), 'admin');
  if (run.status !== 'succeeded') throw new Error(`bill run ${run.status}`);
  return { billId: run.billIds[0]! };
});

export const billRequests: GroupRequests = {
  bill: {
    list: listAfter('admin', billedCycle),
    detail: { as: 'admin', setup: billedCycle },
    cards: { as: 'admin', setup: billedCycle },
    runDetail: {
      as: 'admin',
      setup: async (ctx) => {
        await billedCycle(ctx);
        return billed();
      },
    },
    dryRun: {
      as: 'admin',
      body: { channelCustId: 'C1002', cycle: ended(1), calendar: 'month' },
      bulk: 'rates every card of the enterprise',
    },
    publish: {
      as: 'admin',
      // Each call publishes another bill still unpublished (the demo's newest Unicom bills, or the run's).
      setup: async (ctx) => {
        await billedCycle(ctx);
        const unpublished = await ctx.call<{ items: { billId: string }[] }>(
          '/cmp/bill/list',
          { publishStatus: 0, pageSize: 100 },
          'admin',
        );
        const taken = (ctx.memo.get('billsPublished') as Set<string> | undefined) ?? new Set<string>();
        ctx.memo.set('billsPublished', taken);
        const billId = unpublished.items.map((b) => b.billId).find((id) => !taken.has(id));
        if (!billId) throw new Error('no unpublished bill left');
        taken.add(billId);
        return { billId };
      },
    },
    run: {
      as: 'admin',
      // A cycle of its own, so the first call starts a run; the state machine rates the enterprise's cards.
      body: { channelCustId: 'C1002', cycle: ended(2), calendar: 'month' },
      bulk: 'starts the bill run of a whole enterprise',
    },
  },
};
