/**
 * The ledger's figures (issue #14, item 1): the write units of one transfer, of a reservation and of
 * its post (each one TransactWriteItems; a transfer and a post carry their enterprise's day and month
 * roll-ups of the financial reports, item 7, a reservation none), and 100 concurrent debits against one balance — attempts,
 * successes, refusals, conflicts, the final balance against the sum of its transfers. Runs on the
 * per-request stack's table in well under a second.
 */
import { documentClient } from '@cmp/functions/shared/aws/dynamodb';
import { concurrentDebits } from '../../functions/src/ledger/ledger-fixtures.ts';
import { accountIdOf } from '../../functions/src/ledger/ledger-model.ts';
import { createLedgerRepository } from '../../functions/src/ledger/ledger.repository.ts';
import type { attachMeter } from './ddb-meter.ts';

export async function ledgerBench(tableName: string, meter: ReturnType<typeof attachMeter>) {
  const repo = createLedgerRepository(documentClient(), () => tableName);
  const run = Date.now().toString(36).toUpperCase();
  const owner = { channelCustId: `BENCH${run}` };
  const at = new Date().toISOString();
  for (const kind of ['preDeposit', 'withdrawable', 'settlement'] as const) await repo.openAccount(owner, kind, at);
  const [pre, withdrawable, bank] = (['preDeposit', 'withdrawable', 'settlement'] as const).map((k) => accountIdOf(owner, k));
  const base = { reason: 'bench', actor: 'bench', at };
  const measure = async (what: () => Promise<{ code: string }>) => {
    meter.reset();
    const { code } = await what();
    const m = meter.reset();
    if (code !== 'ok') throw new Error(`ledger bench: ${code}`);
    // DynamoDB bills a transactional write 2 units per item per KB (every item here is under 1 KB);
    // DynamoDB Local reports its own figure for a transaction, printed beside it.
    return `${m.calls.TransactWriteItems ?? 0} TransactWriteItems of ${m.itemsWritten} items = ${2 * m.itemsWritten} write units (DynamoDB Local reports ${m.writeCapacity.toFixed(1)}), ${m.readCapacity.toFixed(1)} read units`;
  };
  /** A transfer `<run>-<id>` between two of the bench's accounts. */
  const move = (id: string, debitAccountId: string, creditAccountId: string, amount: number, more: { pending?: boolean } = {}) =>
    repo.transfer({
      ...base,
      transferId: `${run}-${id}`,
      debitAccountId,
      creditAccountId,
      amount,
      settles: { kind: 'recharge', id },
      ...more,
    });
  const transfer = await measure(() => move('in', bank!, pre!, 10_000));
  await move('w', bank!, withdrawable!, 5_000);
  const reserve = await measure(() => move('hold', withdrawable!, bank!, 3_000, { pending: true }));
  const post = await measure(() =>
    repo.resolve({ ...base, transferId: `${run}-post`, pendingId: `${run}-hold`, action: 'post' }),
  );
  const replay = await measure(() => move('in', bank!, pre!, 10_000));
  console.log(
    `\nLedger (issue #14):\n  a transfer (+ day and month roll-ups): ${transfer}\n  a reservation (pending, no roll-up): ${reserve}\n  its post (+ roll-ups): ${post}\n  the same transfer again (its condition refuses it, the first is read back): ${replay}`,
  );
  const t0 = Date.now();
  const d = await concurrentDebits(repo, `BENCH${run}HOT`, { attempts: 100, amount: 150, funds: 10_000 });
  console.log(
    `  100 concurrent debits of 150 fen against 10,000 fen: ${d.attempts} attempts, ${d.successes} successes, ${d.refusals} refused (insufficient funds), ${d.conflicts} conflicts, ${d.other} other; final balance ${d.finalBalance} fen vs sum of transfers ${d.sumOfTransfers} fen, balance check ${d.differences} differences; ${((Date.now() - t0) / 1000).toFixed(2)} s`,
  );
}
