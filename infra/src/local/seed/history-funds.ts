/**
 * The demo's funds that are not recharges or withdrawals: grants the platform gave Acme and Globex
 * (they pay bills before pre-deposits), through the capital API as the platform would.
 */
import type { SeedClient } from './history-client.ts';

export async function seedGrants(api: SeedClient): Promise<void> {
  const admin = api.as('admin');
  await admin('/cmp/capital/grant', { channelCustId: 'C1001', amount: 50_000, remark: 'Launch grant 2026' });
  await admin('/cmp/capital/grant', { channelCustId: 'C1001', amount: 12_000, remark: 'Service credit for the March outage' });
  await admin('/cmp/capital/grant', { channelCustId: 'C1002', amount: 20_000, remark: 'Launch grant 2026' });
}

/**
 * Credit orders: Acme's line for this year; Globex's raised once and a short one cancelled (so its
 * change logs have content).
 */
export async function seedCredit(api: SeedClient, now = new Date()): Promise<void> {
  const admin = api.as('admin');
  const year = now.getUTCFullYear();
  const terms = { paymentTime: `${year}-01-05T10:00:00+08:00`, unit: 'month', validity: 12, validFrom: `${year}-01-01` };
  await admin('/cmp/credit/create', { channelCustId: 'C1001', amount: 500_000, ...terms, remark: 'Annual credit line' });
  const globex = await admin<{ creditId: string }>('/cmp/credit/create', { channelCustId: 'C1002', amount: 200_000, ...terms });
  await admin('/cmp/credit/update', {
    channelCustId: 'C1002',
    creditId: globex.creditId,
    amount: 300_000,
    ...terms,
    remark: 'Raised with the fleet expansion',
    reason: 'Fleet expansion signed',
  });
  const trial = await admin<{ creditId: string }>('/cmp/credit/create', {
    channelCustId: 'C1002',
    amount: 50_000,
    ...terms,
    unit: 'day',
    validity: 90,
  });
  await admin('/cmp/credit/cancel', { channelCustId: 'C1002', creditId: trial.creditId, reason: 'Replaced by the annual line' });
}
