/**
 * The write-off's figures (issue #14, item 5): the write units of one write-off (ONE transaction: its
 * ledger legs, the day and month roll-ups of the financial reports, the bill and its list copies, the operation's record and log entries) and 100
 * concurrent write-offs against one customer's balance — attempts, successes, refusals, conflicts,
 * the final balance against the sum of its transfers.
 */
import { documentClient } from '@cmp/functions/shared/aws/dynamodb';
import { unpublishedBill } from '../../functions/src/bill/bill-fixtures.ts';
import { createBillRepository } from '../../functions/src/bill/bill.repository.ts';
import { createBillService } from '../../functions/src/bill/bill.service.ts';
import { openFunds, readFunds } from '../../functions/src/funds/funds-ledger.ts';
import { grantTransfer, rechargeTransfer } from '../../functions/src/funds/funds-model.ts';
import { createLedgerRepository } from '../../functions/src/ledger/ledger.repository.ts';
import type { Principal } from '../../functions/src/shared/auth/principal.ts';
import { AppError } from '../../functions/src/shared/http/error-catalogue.ts';
import { createWriteOffRepository } from '../../functions/src/write-off/write-off.repository.ts';
import { createWriteOffService } from '../../functions/src/write-off/write-off.service.ts';
import type { attachMeter } from './ddb-meter.ts';

const admin = { loginName: 'bench', roleType: 1000, channelCustId: null, custId: null } as unknown as Principal;

export async function writeOffBench(tableName: string, meter: ReturnType<typeof attachMeter>) {
  const db = documentClient();
  const table = () => tableName;
  const ledger = createLedgerRepository(db, table);
  const billRepo = createBillRepository(db, table);
  const clock = () => new Date();
  const bills = createBillService({ bills: billRepo, ledger, startRun: async () => {}, clock });
  const writeOffs = createWriteOffService({
    repo: createWriteOffRepository(db, table),
    ledger,
    startCycle: async () => {},
    clock,
  });
  const run = Date.now().toString(36).toUpperCase();
  const C = `WOB${run}`;
  const at = new Date().toISOString();
  /** Publishes an owing bill of `total` fen in the n-th month from 2001-01. */
  const owing = async (n: number, total: number) => {
    const cycle = `${2001 + Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`;
    const bill = unpublishedBill(C, cycle, total);
    await billRepo.putBill(bill);
    const { billId } = bill;
    await bills.publish(admin, { billId });
    return billId;
  };
  await openFunds(ledger, C, at);
  await ledger.transfer(rechargeTransfer(C, `${run}-in`, 60_000, { actor: 'bench', at }));
  await ledger.transfer(grantTransfer(C, `${run}-g`, 10_000, { actor: 'bench', at }));

  const one = await owing(0, 15_000);
  meter.reset();
  await writeOffs.writeOff(admin, { billId: one, amount: 15_000 }, `${run}-one`);
  const m = meter.reset();
  console.log(
    `\nWrite-off (issue #14, item 5):\n  one write-off from grants and pre-deposits (2 legs, + day and month roll-ups): ${m.calls.TransactWriteItems ?? 0} TransactWriteItems of ${m.itemsWritten} items = ${2 * m.itemsWritten} write units (DynamoDB Local reports ${m.writeCapacity.toFixed(1)}), ${m.readCapacity.toFixed(1)} read units`,
  );

  // 100 bills of 1,000 fen, funds of 55,000 fen left: 55 can be written off.
  const ids: string[] = [];
  for (let i = 1; i <= 100; i++) ids.push(await owing(i, 1_000));
  const t0 = Date.now();
  const answers = await Promise.all(
    ids.map((billId) =>
      writeOffs.writeOff(admin, { billId, amount: 1_000 }).then(
        () => 'ok',
        (e: unknown) => (e instanceof AppError ? e.key : 'error'),
      ),
    ),
  );
  const count = (k: string) => answers.filter((a) => a === k).length;
  const funds = await readFunds(ledger, C);
  const check = await ledger.checkBalances({ channelCustId: C });
  console.log(
    `  100 concurrent write-offs of 1,000 fen against 55,000 fen: 100 attempts, ${count('ok')} successes, ${count('WRITE_OFF_ABOVE_FUNDS')} refused (above funds), ${count('FUNDS_BUSY') + count('WRITE_OFF_BILL_CHANGED')} conflicts, ${100 - count('ok') - count('WRITE_OFF_ABOVE_FUNDS') - count('FUNDS_BUSY') - count('WRITE_OFF_BILL_CHANGED')} other; final pre-deposits ${funds.preDeposit} + grants ${funds.grant} fen vs 55,000 − ${count('ok') * 1_000} written off; balance check over ${check.entries} history entries: ${check.differences.length} differences; ${((Date.now() - t0) / 1000).toFixed(2)} s`,
  );
}
