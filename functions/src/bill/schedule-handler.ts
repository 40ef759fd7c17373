import { createLedgerRepository } from '../ledger/ledger.repository.ts';
import { observedWorker } from '../shared/observability/worker.ts';
import type { Calendar } from './bill-model.ts';
import { createBillRepository } from './bill.repository.ts';
import { createBillService } from './bill.service.ts';
import { startBillRun } from './start-bill-run.ts';

const service = createBillService({
  bills: createBillRepository(),
  startRun: startBillRun,
  ledger: createLedgerRepository(),
  clock: () => new Date(),
});

/** The billing calendars' schedules (platform/schedules.ts): start every enterprise's run for the last ended cycle. */
export const handler = observedWorker(
  'bill-schedule',
  (event: { calendar: Calendar }) => service.startClosedCycles(event.calendar),
  (_event, r) => ({ items: r.started, failures: 0 }),
);
