/**
 * The daily balance check (issue #14, item 1) against DynamoDB Local: a consistent ledger gives no
 * difference; a balance changed behind the ledger's back is reported (stored with the run and logged
 * as an error), with the stored and the recomputed value; the job walks every enterprise of the directory.
 */
import { describe, expect, inject, it } from 'vitest';
import { createCustomerRepository } from '../../functions/src/customer/customer.repository.ts';
import { openFunds } from '../../functions/src/funds/funds-ledger.ts';
import { fundsAccount, rechargeTransfer } from '../../functions/src/funds/funds-model.ts';
import { runBalanceCheck } from '../../functions/src/ledger/balance-check.ts';
import { directoryEnterprises } from '../../functions/src/ledger/check-handler.ts';
import { createLedgerRepository } from '../../functions/src/ledger/ledger.repository.ts';
import { UpdateCommand } from '../../functions/src/shared/aws/dynamodb-commands.ts';
import { ledgerAccountEntity, ledgerCheckEntity } from '../../functions/src/shared/data/entities/ledger.entity.ts';
import { entityStore } from '../../functions/src/shared/data/entity-operations.ts';
import { stackDb } from '../support/cards.ts';

const table = () => inject('stack').env.TABLE_NAME!;
const C = `LC${Date.now().toString(36).slice(-6).toUpperCase()}`;

async function* only(...ids: string[]) {
  yield* ids;
}

describe('the balance check', () => {
  it('finds nothing in a consistent ledger, and reports a balance changed behind its back', async () => {
    const db = stackDb();
    const ledger = createLedgerRepository(db, table);
    const store = entityStore(db, table);
    const at = new Date().toISOString();
    await openFunds(ledger, C, at);
    expect((await ledger.transfer(rechargeTransfer(C, 'R1', 12_345, { actor: 'test', at }))).code).toBe('ok');
    const errors: unknown[] = [];
    const logger = { error: (e: unknown) => void errors.push(e) };
    const check = () =>
      runBalanceCheck({ ledger, enterprises: () => only(C), store, logger: logger as never, clock: () => new Date() });

    const clean = await check();
    expect(clean).toMatchObject({ enterprises: 1, differenceCount: 0, differences: [] });
    expect(clean.accounts).toBeGreaterThanOrEqual(9);
    expect(clean.entries).toBe(2);
    expect(errors).toEqual([]);

    // A write that is not a transfer: 7 fen more on the pre-deposits than the transfers give.
    const accountId = fundsAccount(C, 'preDeposit');
    await db.send(
      new UpdateCommand({
        TableName: table(),
        Key: ledgerAccountEntity.key({ channelCustId: C, accountId }),
        UpdateExpression: 'ADD creditsPosted :n',
        ExpressionAttributeValues: { ':n': 7 },
      }),
    );
    const found = await check();
    expect(found.differenceCount).toBeGreaterThanOrEqual(1);
    expect(found.differences).toContainEqual({ accountId, field: 'creditsPosted', stored: 12_352, recomputed: 12_345 });
    expect(errors).toContainEqual(expect.objectContaining({ channelCustId: C, accountId, field: 'creditsPosted' }));
    const stored = await store.get(ledgerCheckEntity, { at: found.at }, true);
    expect(stored?.differences).toEqual(found.differences);
  });

  it('walks every enterprise of the directory', async () => {
    const customers = createCustomerRepository(stackDb(), table);
    const ids: string[] = [];
    for await (const id of directoryEnterprises((q) => customers.listEnterprises({ ...q, pageSize: 2 }))) ids.push(id);
    expect(ids).toEqual(expect.arrayContaining(['C1001', 'C1002', 'C1003', 'C1004', 'C1005']));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
