/**
 * A withdrawal's figures (issue #14 item 3, target "a withdrawal costs one DynamoDB transaction"): the
 * write units of a request (the record, the enterprise's open-request claim and the pending reservation
 * in one TransactWriteItems), of its rejection (the void, the record, the claim deleted) and of a
 * payment by the run (the post, the record, the claim deleted).
 */
import { createAuditRepository } from '@cmp/functions/audit/audit.repository';
import { openFunds } from '@cmp/functions/funds/funds-ledger';
import { rechargeTransfer } from '@cmp/functions/funds/funds-model';
import { createLedgerRepository } from '@cmp/functions/ledger/ledger.repository';
import type { Principal } from '@cmp/functions/shared/auth/principal';
import { documentClient } from '@cmp/functions/shared/aws/dynamodb';
import { createWithdrawalRepository } from '@cmp/functions/withdrawal/withdrawal.repository';
import { createWithdrawalService } from '@cmp/functions/withdrawal/withdrawal.service';
import type { attachMeter } from './ddb-meter.ts';

const principal = (loginName: string, roleType: 1000 | 3000, channelCustId: string | null): Principal => ({
  loginName,
  displayName: loginName,
  roleId: String(roleType),
  roleType,
  roleName: '',
  channelCustId,
  custId: null,
  customerName: null,
  permissions: new Set(),
  isResetPassword: false,
  tokenId: '',
  tokenExp: 0,
});

export async function withdrawalBench(tableName: string, meter: ReturnType<typeof attachMeter>) {
  const db = documentClient();
  const table = () => tableName;
  const ledger = createLedgerRepository(db, table);
  const service = createWithdrawalService({
    withdrawals: createWithdrawalRepository(db, table),
    ledger,
    audit: createAuditRepository(db, table),
    clock: () => new Date(),
  });
  const c = `BENCHW${Date.now().toString(36).toUpperCase()}`;
  const at = new Date().toISOString();
  await openFunds(ledger, c, at);
  await ledger.transfer(rechargeTransfer(c, `${c}-in`, 100_000, { actor: 'bench', at }));
  const client = { sourceIp: '127.0.0.1', userAgent: 'bench' };
  const payee = { bankName: 'Bench bank', bankAccount: '6222 0000', accountName: c };
  const enterprise = principal('bench', 3000, c);
  const finance = principal('finance', 1000, null);
  const measure = async <T>(what: () => Promise<T>) => {
    meter.reset();
    await what();
    const m = meter.reset();
    // The audit log entry is a PutItem after the transaction; the transaction alone is what the target counts.
    return `${m.calls.TransactWriteItems ?? 0} TransactWriteItems (+ ${m.calls.PutItem ?? 0} PutItem, the audit log entry), ${m.itemsWritten} items written in all, DynamoDB Local reports ${m.writeCapacity.toFixed(1)} write units, ${m.readCapacity.toFixed(1)} read units`;
  };
  const apply = await measure(() => service.apply(enterprise, { amount: 10_000, ...payee }, client, 'en-US'));
  const first = (await service.list(enterprise, {}, 'en-US')).items[0]!;
  const reject = await measure(() =>
    service.audit(finance, { withdrawalId: first.withdrawalId, decision: 'reject', reason: 'bench' }, client, 'en-US'),
  );
  const second = await service.apply(enterprise, { amount: 20_000, ...payee }, client, 'en-US');
  await service.audit(finance, { withdrawalId: second.withdrawalId, decision: 'examine' }, client, 'en-US');
  const pay = await measure(() => service.run({ loginName: 'bench', channelCustId: null }, client));
  console.log(
    `\nWithdrawal (issue #14 item 3):\n  a request (record + open-request claim + reservation): ${apply}\n  its rejection (void + record + claim deleted): ${reject}\n  the run paying one (record to applying, then post + day and month roll-ups + record + claim deleted): ${pay}`,
  );
}
