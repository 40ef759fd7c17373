import { createCustomerRepository } from '../customer/customer.repository.ts';
import { config } from '../platform/config.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { entityStore } from '../shared/data/entity-operations.ts';
import { logger } from '../shared/observability/instances.ts';
import { observedWorker } from '../shared/observability/worker.ts';
import { runBalanceCheck } from './balance-check.ts';
import { createLedgerRepository } from './ledger.repository.ts';

const customers = createCustomerRepository();

/** Every enterprise of the platform's directory, a page at a time. */
export async function* directoryEnterprises(list = customers.listEnterprises): AsyncIterable<string> {
  let cursor: string | undefined;
  do {
    const page = await list({ pageSize: 100, ...(cursor ? { cursor } : {}) });
    for (const c of page.items) yield String(c.channelCustId);
    cursor = page.cursor ?? undefined;
  } while (cursor);
}

/**
 * The daily balance check (platform/schedules.ts `ledger-check-daily`; ledger/balance-check.ts). A run
 * that found differences fails once it has stored them, so the functions' error alarm fires.
 */
export const handler = observedWorker(
  'ledger-check',
  async () => {
    const run = await runBalanceCheck({
      ledger: createLedgerRepository(),
      enterprises: () => directoryEnterprises(),
      store: entityStore(documentClient(), () => config('tableName')),
      logger: logger(),
      clock: () => new Date(),
    });
    if (run.differenceCount)
      throw new Error(`ledger: ${run.differenceCount} balances differ from their transfers (check ${run.at})`);
    return run;
  },
  (_event, r) => ({ items: r.accounts, failures: r.differenceCount }),
);
