import { observedWorker } from '../shared/observability/worker.ts';
import { dataPushService } from './service-instance.ts';

const pushes = dataPushService();

/** The hourly data push (platform/schedules.ts `data-push-hourly`): pushes the tasks due this hour. */
export const handler = observedWorker(
  'data-push-run',
  () => pushes.runDue(),
  (_event, r) => ({ items: r.pushed, failures: r.failed }),
);
