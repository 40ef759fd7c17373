/**
 * The balance check over every enterprise (issue #14, item 1: "balances are derived data: a check job
 * recomputes every balance from its transfers and reports any difference"). Scheduled daily
 * (platform/schedules.ts `ledger-check-daily`): each enterprise of the directory is checked with
 * `checkBalances` (its accounts, each recomputed from its history entries); the run is stored with
 * its differences and every difference is logged as an error (an alarm's matter: a balance that
 * disagrees with its transfers is a defect, never a business state).
 */
import type { Logger } from '@aws-lambda-powertools/logger';
import { ledgerCheckEntity } from '../shared/data/entities/ledger.entity.ts';
import type { entityStore } from '../shared/data/entity-operations.ts';
import type { InferItem } from '../shared/data/entity.ts';
import type { LedgerRepository } from './ledger.repository.ts';

export type BalanceCheckRun = InferItem<typeof ledgerCheckEntity>;

/** Differences kept on the stored run (all are counted and logged). */
const KEPT = 100;

export interface BalanceCheckDeps {
  ledger: Pick<LedgerRepository, 'checkBalances'>;
  /** Every enterprise's id, page by page. */
  enterprises: () => AsyncIterable<string>;
  store: ReturnType<typeof entityStore>;
  logger: Pick<Logger, 'error'>;
  clock: () => Date;
}

export async function runBalanceCheck(d: BalanceCheckDeps): Promise<BalanceCheckRun> {
  const run: BalanceCheckRun = {
    at: d.clock().toISOString(),
    enterprises: 0,
    accounts: 0,
    entries: 0,
    differenceCount: 0,
    differences: [],
  };
  for await (const channelCustId of d.enterprises()) {
    const checked = await d.ledger.checkBalances({ channelCustId });
    run.enterprises += 1;
    run.accounts += checked.accounts;
    run.entries += checked.entries;
    run.differenceCount += checked.differences.length;
    for (const difference of checked.differences) {
      d.logger.error({ message: 'ledger balance differs from its transfers', channelCustId, ...difference });
      if (run.differences.length < KEPT) run.differences.push(difference);
    }
  }
  await d.store.put(ledgerCheckEntity, run);
  return run;
}
