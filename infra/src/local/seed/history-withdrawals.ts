/**
 * The demo's withdrawals (issue #14 item 3), made as users would through the API: Acme's request paid
 * by the run of the 10th (started by hand), Acme's request rejected with a reason, and Globex's request
 * examined and waiting for the next run. An enterprise has one request in process at a time, so Acme
 * ends with none (the demo and the browser test ask for one as Acme) and Globex with its examined one.
 *
 * The enterprises need pre-deposits first: `fundForDemo` credits them through the ledger directly.
 * TODO(issue #14 item 2): once the recharge seed (history-recharges.ts, reviewed recharges of Acme and
 * Globex) is merged, call `seedWithdrawals` after it and delete `fundForDemo`.
 */
import { openFunds } from '@cmp/functions/funds/funds-ledger';
import { rechargeTransfer } from '@cmp/functions/funds/funds-model';
import { createLedgerRepository } from '@cmp/functions/ledger/ledger.repository';
import type { DocumentClient } from '@cmp/functions/shared/aws/dynamodb';
import type { SeedClient } from './history-client.ts';

/** The pre-deposits the demo credits each enterprise before its withdrawals (fen). */
const demoFunds = { C1001: 500_000, C1002: 300_000 } as const;

/**
 * Stand-in for the recharge seed: credits Acme and Globex their demo pre-deposits through the ledger
 * (a recharge id of the demo, so a second call credits nothing more). Replace with the recharge seed.
 */
export async function fundForDemo(db: DocumentClient, tableName: string): Promise<void> {
  const ledger = createLedgerRepository(db, () => tableName);
  const at = new Date().toISOString();
  for (const [channelCustId, amount] of Object.entries(demoFunds)) {
    await openFunds(ledger, channelCustId, at);
    const o = await ledger.transfer(
      rechargeTransfer(channelCustId, `demo-funds-${channelCustId}`, amount, { actor: 'seed', at }),
    );
    if (o.code !== 'ok') throw new Error(`history seed: funding ${channelCustId}: ${o.code}`);
  }
}

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
