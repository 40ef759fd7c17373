/**
 * The demo's withdrawals (issue #14 item 3), made as users would through the API: Acme's request paid
 * by the run of the 10th (started by hand), Acme's request rejected with a reason, and Globex's request
 * examined and waiting for the next run. An enterprise has one request in process at a time, so Acme
 * ends with none (the demo and the browser test ask for one as Acme) and Globex with its examined one.
 * The pre-deposits come from the reviewed recharges of the recharge seed (history-recharges.ts), run first.
 */
import type { SeedClient } from './history-client.ts';

interface Withdrawal {
  withdrawalId: string;
}
const acmePayee = {
  bankName: 'Bank of Shanghai, Pudong branch',
  bankAccount: '6222 0212 3456 7890',
  accountName: 'Acme IoT Ltd.',
};
const globexPayee = {
  bankName: 'China Merchants Bank, Shenzhen',
  bankAccount: '6214 8301 2345 6789',
  accountName: 'Globex Logistics',
};

/** Acme: one paid, one rejected; Globex: one examined, waiting for the 10th. Call after the enterprises are funded. */
export async function seedWithdrawals(api: SeedClient): Promise<void> {
  const acme = api.as('acme');
  const globex = api.as('globex');
  const finance = api.as('admin');
  const examine = (w: Withdrawal) => finance('/cmp/withdraw/audit', { withdrawalId: w.withdrawalId, decision: 'examine' });

  const paid = await acme<Withdrawal>('/cmp/withdraw/apply', { amount: 80_000, ...acmePayee, remark: 'October surplus' });
  await examine(paid);
  await finance('/cmp/withdraw/run', {});

  const rejected = await acme<Withdrawal>('/cmp/withdraw/apply', { amount: 30_000, ...acmePayee });
  await finance('/cmp/withdraw/audit', {
    withdrawalId: rejected.withdrawalId,
    decision: 'reject',
    reason: 'No invoice received for this amount; please send it and apply again',
  });

  const waiting = await globex<Withdrawal>('/cmp/withdraw/apply', { amount: 120_000, ...globexPayee });
  await examine(waiting);
}
