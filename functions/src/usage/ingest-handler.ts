import { createBillRepository } from '../bill/bill.repository.ts';
import { createLateUsage } from '../bill/late-usage.ts';
import { createSessionCards } from '../risk/session-cards.repository.ts';
import { sessionChecks } from '../risk/session-checks.ts';
import { SESSION_PREFIX } from '../risk/session-file.ts';
import { createSessionIngest } from '../risk/session-ingest.service.ts';
import { observedWorker } from '../shared/observability/worker.ts';
import { createUsageIngestService } from './usage-ingest.service.ts';
import { createUsageRepository } from './usage.repository.ts';

const bills = createBillRepository();
const usage = createUsageRepository();
const service = createUsageIngestService({
  usage,
  clock: () => new Date(),
  late: createLateUsage({ runStatus: bills.runStatus, recordBilled: bills.recordBilled }),
});
// Session files (issue #16): the IMEI and location of each data session, for the session checks.
const sessions = createSessionIngest({ files: usage, cards: createSessionCards(), checks: sessionChecks });

import type { UsageFileArrived, UsageSweep } from '@cmp/events';

/** A usage or session file arrived (S3 → EventBridge), or the daily sweep schedule fired (see events/). */
export type UsageIngestEvent = UsageFileArrived | UsageSweep;

/** A file by its prefix: session files under `sessions/`, CDR files under `cdr/`. */
const ingest = (key: string) => (key.startsWith(SESSION_PREFIX) ? sessions.ingest(key) : service.ingest(key));

async function run(event: UsageIngestEvent) {
  if ('detail' in event) return [await ingest(decodeURIComponent(event.detail.object.key.replace(/\+/g, ' ')))];
  const results = await service.sweep();
  for (const key of (await usage.listCdrFiles(SESSION_PREFIX)).sort()) results.push(await sessions.ingest(key));
  return results;
}

/** Items are the rows read (usage or sessions); failures the lines rejected (malformed, unknown ICCID). */
export const handler = observedWorker('usage-ingest', run, (_event, results) => ({
  items: results.reduce((n, r) => n + r.rows, 0),
  failures: results.reduce((n, r) => n + r.rejected.length, 0),
}));
