import { createUsageIngestService } from './usage-ingest.service.ts';
import { createUsageRepository } from './usage.repository.ts';

const service = createUsageIngestService({ usage: createUsageRepository(), clock: () => new Date() });

import type { UsageFileArrived, UsageSweep } from '@cmp/events';

/** A usage file arrived (S3 → EventBridge), or the daily sweep schedule fired (see events/). */
export type UsageIngestEvent = UsageFileArrived | UsageSweep;

export async function handler(event: UsageIngestEvent) {
  if ('detail' in event) return [await service.ingest(decodeURIComponent(event.detail.object.key.replace(/\+/g, ' ')))];
  return service.sweep();
}
