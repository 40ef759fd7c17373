import { createLedgerRepository } from '../ledger/ledger.repository.ts';
import { startWriteOffCycle } from './start-write-off-cycle.ts';
import { createWriteOffRepository } from './write-off.repository.ts';
import { createWriteOffService } from './write-off.service.ts';

/** The service as the Lambdas use it (the API, the cycle's worker and its schedule). */
export const writeOffService = () =>
  createWriteOffService({
    repo: createWriteOffRepository(),
    ledger: createLedgerRepository(),
    startCycle: startWriteOffCycle,
    clock: () => new Date(),
  });
