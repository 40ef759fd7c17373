/**
 * The demo's bills: the bill runs of the last two ended cycles of both billing calendars for every
 * demo enterprise, started as the platform would, and published except the newest Unicom ones (so
 * the platform's list shows bills waiting to be published).
 */
import { cycleOfDay } from '@cmp/functions/bill/rating/cycle';
import { addMonths, shanghaiDay, shanghaiMonth } from '@cmp/functions/shared/time/calendar';
import type { SeedClient } from './history-client.ts';

const ENTERPRISES = ['C1001', 'C1002'];

export async function seedBills(api: SeedClient, idle: () => Promise<void>, now = new Date()): Promise<void> {
  const admin = api.as('admin');
  const lastUnicom = addMonths(cycleOfDay('CUCC', shanghaiDay(now)).cycleMonth, -1);
  const lastMonth = addMonths(shanghaiMonth(now), -1);
  const runs = ENTERPRISES.flatMap((channelCustId) => [
    { channelCustId, calendar: 'month', cycle: addMonths(lastMonth, -1), publish: true },
    { channelCustId, calendar: 'month', cycle: lastMonth, publish: true },
    { channelCustId, calendar: 'unicom', cycle: addMonths(lastUnicom, -1), publish: true },
    { channelCustId, calendar: 'unicom', cycle: lastUnicom, publish: false },
  ]);
  for (const { publish: _p, ...run } of runs) await admin('/cmp/bill/run', run);
  await idle();
  for (const { publish, ...run } of runs) {
    const detail = await admin<{ status: string; billIds: string[] }>('/cmp/bill/runDetail', run);
    if (detail.status !== 'succeeded') throw new Error(`history seed: bill run ${JSON.stringify(run)} ${detail.status}`);
    if (publish) for (const billId of detail.billIds) await admin('/cmp/bill/publish', { billId });
  }
}
