import { observedWorker } from '../shared/observability/worker.ts';
import { writeOffService } from './service-instance.ts';

const service = writeOffService();

/** The monthly schedule (platform/schedules.ts): the cycle of the month before, unless it has run. */
export const handler = observedWorker(
  'write-off-schedule',
  () => service.startScheduled(),
  (_event, r) => ({ items: r.started ? 1 : 0, failures: 0 }),
);
