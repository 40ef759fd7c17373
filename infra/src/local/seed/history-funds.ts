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
