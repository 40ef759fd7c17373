import { fundsEvents } from '../funds/funds-events.ts';
import { createLedgerRepository } from '../ledger/ledger.repository.ts';
import { startWriteOffCycle } from './start-write-off-cycle.ts';
import { createWriteOffRepository } from './write-off.repository.ts';
import { createWriteOffService } from './write-off.service.ts';

/** The service as the Lambdas use it (the API, the cycle's worker and its schedule). */
export const writeOffService = () =>
  createWriteOffService({
    repo: createWriteOffRepository(),
    // Transfers that move available funds publish `funds-moved` (the access says publishesEvents).
    ledger: createLedgerRepository(undefined, undefined, fundsEvents()),
    startCycle: startWriteOffCycle,
    clock: () => new Date(),
  });
