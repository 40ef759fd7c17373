/**
 * Prepaid-card funds and prepaid cost (group prepaid): the capital section's groups, a group and its
 * cards, the report's months and a month's detail — over Acme's bill of a cycle no other request
 * bills, in which two of its prepaid cards begin a term (their activation moved into it), published.
 */
import { UpdateCommand } from '@cmp/functions/shared/aws/dynamodb-commands';
import { cardEntity } from '@cmp/functions/shared/data/entities/card.entity';
import { addMonths, shanghaiMonth } from '@cmp/functions/shared/time/calendar';
import { listAfter, oncePerRun } from './fixtures.ts';
import type { BenchCard, BenchContext, GroupRequests } from './types.ts';

/** Three months back: the bill requests use the last two. */
export const prepaidCycle = () => addMonths(shanghaiMonth(new Date()), -3);
const run = () => ({ channelCustId: 'C1001', cycle: prepaidCycle(), calendar: 'month' });
const prepaidCard = (c: BenchCard) =>
  c.goodsReleaseId === 'G002' && c.state === 64 && !c.custId && !c.poolId && c.operator !== 'CUCC';

interface Group {
  goodsReleaseId: string;
  elementId: string;
  cycle: string;
  contractType: string;
}

/** Bills and publishes the cycle once per run; answers the group its terms were filed under. */
export const prepaidGroup = oncePerRun('prepaid', async (ctx: BenchContext): Promise<Group> => {
  const cycle = prepaidCycle();
  for (const [i, card] of (await ctx.takeCards(2, prepaidCard)).entries())
    await ctx.db.send(
      new UpdateCommand({
        TableName: ctx.table,
        Key: cardEntity.key({ channelCustId: 'C1001', iccid: card.iccid }),
        UpdateExpression: 'SET activatedAt = :at REMOVE stateLog, planLog',
        ExpressionAttributeValues: { ':at': `${cycle}-${String(10 + i).padStart(2, '0')}T02:00:00.000Z` },
      }),
    );
  await ctx.call('/cmp/bill/run', run(), 'admin');
  await ctx.idle();
  const detail = await ctx.call<{ status: string }>('/cmp/bill/runDetail', run(), 'admin');
  if (detail.status !== 'succeeded') throw new Error(`bill run ${detail.status}`);
  const billId = `C1001_${cycle.replace('-', '')}_MC_E`;
  const bill = await ctx.call<{ publishStatus: number }>('/cmp/bill/detail', { billId }, 'admin');
  if (bill.publishStatus === 0) await ctx.call('/cmp/bill/publish', { billId }, 'admin');
  const funds = await ctx.call<{ items: Group[] }>('/cmp/prepaid/funds', { pageSize: 100 }, 'acme');
  const group = funds.items.find((g) => g.cycle === cycle && g.goodsReleaseId === 'G002');
  if (!group) throw new Error('bench: no prepaid-card funds group after publishing');
  return group;
});

const groupBody = async (ctx: BenchContext) => {
  const { goodsReleaseId, elementId, cycle, contractType } = await prepaidGroup(ctx);
  return { goodsReleaseId, elementId, cycle, contractType };
};

export const prepaidRequests: GroupRequests = {
  prepaid: {
    funds: listAfter('acme', prepaidGroup),
    group: { as: 'acme', setup: groupBody },
    cards: { as: 'acme', setup: async (ctx) => ({ ...(await groupBody(ctx)), pageSize: 20 }) },
    costList: listAfter('admin', prepaidGroup),
    costDetail: {
      as: 'admin',
      setup: async (ctx) => {
        await prepaidGroup(ctx);
        return { recordId: prepaidCycle() };
      },
    },
  },
};
