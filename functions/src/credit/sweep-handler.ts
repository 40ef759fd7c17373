import { randomUUID } from 'node:crypto';
import { createLedgerRepository } from '../ledger/ledger.repository.ts';
import { observedWorker } from '../shared/observability/worker.ts';
import { runCreditSweep } from './credit-sweep.ts';
import { createCreditRepository } from './credit.repository.ts';

/** The daily credit-line sweep (platform/schedules.ts `credit-sweep-daily`; credit/credit-sweep.ts). */
export const handler = observedWorker(
  'credit-sweep',
  () =>
    runCreditSweep({
      credits: createCreditRepository(),
      ledger: createLedgerRepository(),
      clock: () => new Date(),
      newId: randomUUID,
    }),
  (_event, r) => ({ items: r.enterprises, failures: 0 }),
);
