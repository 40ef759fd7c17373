/**
 * The demo's write-offs (issue #14, item 5), after the bills: Acme writes off its older month bill in
 * full and its Unicom bill in part by hand; the platform runs the write-off cycle of the last ended
 * month, which marks Globex's older bill overdue and writes off part of it from Globex's funds; then
 * Acme is funded for what it still owes (its bills wait to be written off by hand). So the write-off
 * screen shows bills to be written off (one partly), written off and overdue, and the bill operations
 * log shows publications, write-offs by hand and by the cycle, and an overdue mark.
 */
import { addMonths, shanghaiMonth } from '@cmp/functions/shared/time/calendar';
import type { SeedClient } from './history-client.ts';

interface Owing {
  billId: string;
  cycle: string;
  calendar: string;
  remaining: number;
}

/**
 * Funds an enterprise through the API as it would happen: an Alipay recharge of `preDeposit` fen the
 * enterprise files and finance approves, and a grant of `grant` fen the platform gives.
 */
async function fund(
  api: SeedClient,
  login: 'acme' | 'globex',
  preDeposit: number,
  grant = 0,
  remark = 'Alipay top-up',
): Promise<void> {
  const admin = api.as('admin');
  if (preDeposit > 0) {
    const paidAt = new Date(Date.now() - 86_400_000).toISOString();
    const r = await api.as(login)<{ rechargeId: string }>('/cmp/recharge/add', {
      payMethod: 0,
      amount: preDeposit,
      paidAt,
      remark,
    });
    await admin('/cmp/recharge/audit', { rechargeId: r.rechargeId, action: 'approve' });
  }
  if (grant > 0)
    await admin('/cmp/capital/grant', {
      channelCustId: login === 'acme' ? 'C1001' : 'C1002',
      amount: grant,
      remark: 'Welcome grant',
    });
}

export async function seedWriteOffs(api: SeedClient, idle: () => Promise<void>, now = new Date()): Promise<void> {
  const lastMonth = addMonths(shanghaiMonth(now), -1);
  const owing = async (login: string) =>
    (await api.as(login)<{ items: Owing[] }>('/cmp/writeoff/list', { tab: 'toWriteOff', pageSize: 100 })).items;

  // Acme: its older month bill in full, its Unicom bill in part (grants first, then pre-deposits).
  const acme = await owing('acme');
  const older = acme.find((b) => b.calendar === 'month' && b.cycle === addMonths(lastMonth, -1));
  const unicom = acme.find((b) => b.calendar === 'unicom');
  const part = unicom ? Math.max(1, Math.floor(unicom.remaining / 2)) : 0;
  const need = (older?.remaining ?? 0) + part;
  if (need > 0) await fund(api, 'acme', need - Math.min(need - 1, 5_000), Math.min(need - 1, 5_000));
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
  if (globexOlder) await fund(api, 'globex', Math.max(1, Math.floor(globexOlder.remaining / 3)));
  await api.as('admin')('/cmp/writeoff/cycle/start', { month: lastMonth });
  await idle();

  // Acme's later payments (the recharge seed) cover what its bills still owe, for Acme to write off by hand.
}
