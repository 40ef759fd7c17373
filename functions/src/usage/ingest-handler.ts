import { createUsageIngestService } from './usage-ingest.service.ts';
import { createUsageRepository } from './usage.repository.ts';

const service = createUsageIngestService({ usage: createUsageRepository(), clock: () => new Date() });

/** An S3 "Object Created" event from EventBridge (a file arrived), or the daily sweep schedule. */
export type UsageIngestEvent = { action: 'sweep' } | { detail: { bucket?: { name: string }; object: { key: string } } };

export async function handler(event: UsageIngestEvent) {
  if ('detail' in event) return [await service.ingest(decodeURIComponent(event.detail.object.key.replace(/\+/g, ' ')))];
  return service.sweep();
}
