import { createBillRepository } from '../bill/bill.repository.ts';
import { createLateUsage } from '../bill/late-usage.ts';
import { observedWorker } from '../shared/observability/worker.ts';
import { createUsageIngestService } from './usage-ingest.service.ts';
import { createUsageRepository } from './usage.repository.ts';

const bills = createBillRepository();
const service = createUsageIngestService({
  usage: createUsageRepository(),
  clock: () => new Date(),
  late: createLateUsage({ runStatus: bills.runStatus, recordBilled: bills.recordBilled }),
});

import type { UsageFileArrived, UsageSweep } from '@cmp/events';

/** A usage file arrived (S3 → EventBridge), or the daily sweep schedule fired (see events/). */
export type UsageIngestEvent = UsageFileArrived | UsageSweep;

async function run(event: UsageIngestEvent) {
  if ('detail' in event) return [await service.ingest(decodeURIComponent(event.detail.object.key.replace(/\+/g, ' ')))];
  return service.sweep();
}

/** Items are the usage rows read; failures the lines rejected (malformed, unknown ICCID). */
export const handler = observedWorker('usage-ingest', run, (_event, results) => ({
  items: results.reduce((n, r) => n + r.rows, 0),
  failures: results.reduce((n, r) => n + r.rejected.length, 0),
}));
