import { createAuditRepository } from '../audit/audit.repository.ts';
import { fundsEvents } from '../funds/funds-events.ts';
import { createLedgerRepository } from '../ledger/ledger.repository.ts';
import { observedWorker } from '../shared/observability/worker.ts';
import { isRunDay } from './withdrawal-model.ts';
import { createWithdrawalRepository } from './withdrawal.repository.ts';
import { createWithdrawalService } from './withdrawal.service.ts';

const service = createWithdrawalService({
  withdrawals: createWithdrawalRepository(),
  // Transfers that move available funds publish `funds-moved` (the access says publishesEvents).
  ledger: createLedgerRepository(undefined, undefined, fundsEvents()),
  audit: createAuditRepository(),
  clock: () => new Date(),
});

/**
 * The run on the 10th (platform/schedules.ts `withdrawal-run`): pays every examined withdrawal, once.
 * `onDay`: pay only on that day of the month in Shanghai (the local timer fires daily).
 */
export const handler = observedWorker(
  'withdrawal-run',
  async (event: { onDay?: number }) =>
    isRunDay(new Date(), event?.onDay)
      ? service.run({ loginName: 'scheduler', channelCustId: null }, { sourceIp: 'schedule', userAgent: 'withdrawal-run' })
      : { runId: 'skipped', paid: 0, amount: 0, withdrawalIds: [] },
  (_event, r) => ({ items: r.paid, failures: 0 }),
);
