/**
 * Withdrawals (group withdrawal, issue #14 item 3): the list, a request's detail, the summary, a
 * request, finance's examination and the run on the 10th started by hand. Acme's pre-deposits are
 * credited through the ledger directly (the recharge screens are another area's), and a request in
 * process is rejected before each new one (one request at a time).
 */
import { openFunds } from '../../../functions/src/funds/funds-ledger.ts';
import { rechargeTransfer } from '../../../functions/src/funds/funds-model.ts';
import { createLedgerRepository } from '../../../functions/src/ledger/ledger.repository.ts';
import { listAfter, oncePerRun } from './fixtures.ts';
import type { BenchContext, GroupRequests } from './types.ts';

interface Withdrawal {
  withdrawalId: string;
}
const payee = { bankName: 'Bank of Shanghai', bankAccount: '6222 0000 1234 5678', accountName: 'Acme IoT Ltd.' };

/** Credits Acme ¥1,000.00 of pre-deposits once per benchmark run (a recharge id of the bench). */
const funded = oncePerRun('withdrawal-funds', async (ctx) => {
  const ledger = createLedgerRepository(ctx.db, () => ctx.table);
  const at = new Date().toISOString();
  await openFunds(ledger, 'C1001', at);
  await ledger.transfer(rechargeTransfer('C1001', `bench-${ctx.unique()}`, 100_000, { actor: 'bench', at }));
});

/** Acme's request in process rejected, so Acme may ask again. */
async function closeOpen(ctx: BenchContext) {
  await funded(ctx);
  const s = await ctx.call<{ openWithdrawalId: string | null }>('/cmp/withdraw/summary', {}, 'acme');
  if (s.openWithdrawalId)
    await ctx.call('/cmp/withdraw/audit', { withdrawalId: s.openWithdrawalId, decision: 'reject', reason: 'bench' }, 'admin');
}

/** A fresh submitted request of Acme. */
async function submitted(ctx: BenchContext): Promise<Withdrawal> {
  await closeOpen(ctx);
  return ctx.call<Withdrawal>('/cmp/withdraw/apply', { amount: 100, ...payee }, 'acme');
}

const one = oncePerRun('withdrawal', submitted);

export const withdrawalRequests: GroupRequests = {
  withdrawal: {
    list: listAfter('admin', one),
    detail: { as: 'acme', setup: async (ctx) => ({ withdrawalId: (await one(ctx)).withdrawalId }) },
    summary: {
      as: 'acme',
      setup: async (ctx) => {
        await funded(ctx);
        return {};
      },
    },
    apply: {
      as: 'acme',
      setup: async (ctx) => {
        await closeOpen(ctx);
        return { amount: 100, ...payee };
      },
    },
    audit: {
      as: 'admin',
      setup: async (ctx) => ({ withdrawalId: (await submitted(ctx)).withdrawalId, decision: 'examine' }),
    },
    run: { as: 'admin', body: {} },
  },
};
