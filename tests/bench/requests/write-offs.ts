/**
 * Write-offs (group write-off, issue #14 item 5): the write-off list, a write-off, the bill operations
 * log, the monthly cycle's start and its detail. Owing bills are written straight into the table
 * (unpublished, as a bill run leaves them), published through the API and funded through the ledger.
 */
import { unpublishedBill } from '../../../functions/src/bill/bill-fixtures.ts';
import { createBillRepository } from '../../../functions/src/bill/bill.repository.ts';
import { openFunds } from '../../../functions/src/funds/funds-ledger.ts';
import { rechargeTransfer } from '../../../functions/src/funds/funds-model.ts';
import { createLedgerRepository } from '../../../functions/src/ledger/ledger.repository.ts';
import { listAfter, oncePerRun } from './fixtures.ts';
import type { BenchContext, GroupRequests } from './types.ts';

/** A past month no demo bill uses: the cycle request re-runs it. */
const CYCLE_MONTH = '2001-01';

/**
 * An unpublished bill of `channelCustId` owing `total` fen, in a cycle of its own (years from 2002 on, so
 * nothing else bills them), published through the API and funded by `fund` fen of pre-deposits.
 */
export async function owingBill(ctx: BenchContext, channelCustId: string, total: number, fund = total): Promise<string> {
  const n = Number(ctx.memo.get('writeOffCycles') ?? 0);
  ctx.memo.set('writeOffCycles', n + 1);
  const cycle = `${2002 + Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`;
  const bill = unpublishedBill(channelCustId, cycle, total);
  const { billId } = bill;
  await createBillRepository(ctx.db, () => ctx.table).putBill(bill);
  await ctx.call('/cmp/bill/publish', { billId }, 'admin');
  const ledger = createLedgerRepository(ctx.db, () => ctx.table);
  const at = new Date().toISOString();
  await openFunds(ledger, channelCustId, at);
  await ledger.transfer(rechargeTransfer(channelCustId, `bench-${billId}`, fund, { actor: 'bench', at }));
  return billId;
}

/** One owing bill of Acme, written off in part once per run (what the list and the log show). */
const owing = oncePerRun('writeOff', async (ctx) => {
  const billId = await owingBill(ctx, 'C1001', 20_000);
  await ctx.call('/cmp/writeoff/writeOff', { billId, amount: 5_000, reason: 'bench' }, 'acme');
  return { billId };
});

export const writeOffRequests: GroupRequests = {
  'write-off': {
    list: listAfter('acme', owing),
    operations: listAfter('acme', owing),
    writeOff: {
      as: 'acme',
      // Each call writes off another fresh bill in full (grants, then pre-deposits: one transaction).
      setup: async (ctx) => ({ billId: await owingBill(ctx, 'C1001', 12_345), amount: 12_345, reason: 'bench' }),
    },
    cycleStart: {
      as: 'admin',
      // Each call re-runs the cycle of a month no demo bill uses, once the run before has ended.
      setup: async (ctx) => {
        await ctx.idle();
        return { month: CYCLE_MONTH };
      },
      bulk: 'starts the write-off cycle of every enterprise',
    },
    cycleDetail: { as: 'admin', body: {} },
  },
};
