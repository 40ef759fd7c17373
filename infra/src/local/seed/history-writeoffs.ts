/**
 * The demo's write-offs (issue #14, item 5), after the bills: Acme writes off its older month bill in
 * full and its Unicom bill in part by hand; the platform runs the write-off cycle of the last ended
 * month, which marks Globex's older bill overdue and writes off part of it from Globex's funds; then
 * Acme is funded for what it still owes (its bills wait to be written off by hand). So the write-off
 * screen shows bills to be written off (one partly), written off and overdue, and the bill operations
 * log shows publications, write-offs by hand and by the cycle, and an overdue mark.
 */
import { openFunds } from '@cmp/functions/funds/funds-ledger';
import { grantTransfer, rechargeTransfer } from '@cmp/functions/funds/funds-model';
import { createLedgerRepository } from '@cmp/functions/ledger/ledger.repository';
import type { DocumentClient } from '@cmp/functions/shared/aws/dynamodb';
import { addMonths, shanghaiMonth } from '@cmp/functions/shared/time/calendar';
import type { SeedClient } from './history-client.ts';

interface Owing {
  billId: string;
  cycle: string;
  calendar: string;
  remaining: number;
}

/**
 * Funds an enterprise straight through the ledger: `preDeposit` fen of pre-deposits and `grant` fen of
 * grants, once per `id`.
 * TODO(issue #14, item 2): replace with the demo's real recharges (infra/src/local/seed/history-recharges.ts)
 * when the recharge seed is merged: reviewed recharges credit pre-deposits through the recharge audit.
 */
export async function fundForDemo(
  t: { db: DocumentClient; tableName: string },
  channelCustId: string,
  id: string,
  preDeposit: number,
  grant = 0,
): Promise<void> {
  const ledger = createLedgerRepository(t.db, () => t.tableName);
  const at = new Date().toISOString();
  const act = { actor: 'admin', at };
  await openFunds(ledger, channelCustId, at);
  if (preDeposit > 0) await ledger.transfer(rechargeTransfer(channelCustId, `demo-${id}`, preDeposit, act));
  if (grant > 0) await ledger.transfer(grantTransfer(channelCustId, `demo-${id}`, grant, act));
}

export async function seedWriteOffs(
  api: SeedClient,
  t: { db: DocumentClient; tableName: string },
  idle: () => Promise<void>,
  now = new Date(),
): Promise<void> {
  const lastMonth = addMonths(shanghaiMonth(now), -1);
  const owing = async (login: string) =>
    (await api.as(login)<{ items: Owing[] }>('/cmp/writeoff/list', { tab: 'toWriteOff', pageSize: 100 })).items;

  // Acme: its older month bill in full, its Unicom bill in part (grants first, then pre-deposits).
  const acme = await owing('acme');
  const older = acme.find((b) => b.calendar === 'month' && b.cycle === addMonths(lastMonth, -1));
  const unicom = acme.find((b) => b.calendar === 'unicom');
  const part = unicom ? Math.max(1, Math.floor(unicom.remaining / 2)) : 0;
  const need = (older?.remaining ?? 0) + part;
  if (need > 0) await fundForDemo(t, 'C1001', 'acme-1', need - Math.min(need - 1, 5_000), Math.min(need - 1, 5_000));
  const acmeCall = api.as('acme');
  if (older)
    await acmeCall('/cmp/writeoff/writeOff', {
      billId: older.billId,
      amount: older.remaining,
      opId: 'demo-acme-older',
      reason: 'Monthly payment',
    });
  if (unicom && part)
    await acmeCall('/cmp/writeoff/writeOff', {
      billId: unicom.billId,
      amount: part,
      opId: 'demo-acme-unicom',
      reason: 'First instalment',
    });

  // Globex: funds for a third of its older bill; the cycle marks that bill overdue and writes off what they cover.
  const globexOlder = (await owing('globex')).find((b) => b.calendar === 'month' && b.cycle === addMonths(lastMonth, -1));
  if (globexOlder) await fundForDemo(t, 'C1002', 'globex-1', Math.max(1, Math.floor(globexOlder.remaining / 3)));
  await api.as('admin')('/cmp/writeoff/cycle/start', { month: lastMonth });
  await idle();

  // A later payment of Acme's: what its bills still owe and a little more, for Acme to write off by hand.
  const rest = (await owing('acme')).reduce((sum, b) => sum + b.remaining, 0);
  await fundForDemo(t, 'C1001', 'acme-2', rest + 10_000);
}
