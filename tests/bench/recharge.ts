/**
 * A recharge audit's figures (issue #14, item 2): approving a pending recharge is ONE
 * TransactWriteItems — the ledger transfer (transfer, 2 accounts, 2 history entries) and the
 * recharge's two copies conditioned on "pending review" — whose write units are printed; the
 * approval retried is no second transaction's worth of money (the transfer id refuses it).
 */
import { documentClient } from '@cmp/functions/shared/aws/dynamodb';
import { openFunds } from '../../functions/src/funds/funds-ledger.ts';
import { createLedgerRepository } from '../../functions/src/ledger/ledger.repository.ts';
import { newRechargeId } from '../../functions/src/recharge/recharge-model.ts';
import { createRechargeRepository } from '../../functions/src/recharge/recharge.repository.ts';
import { createRechargeService } from '../../functions/src/recharge/recharge.service.ts';
import type { Principal } from '../../functions/src/shared/auth/principal.ts';
import type { attachMeter } from './ddb-meter.ts';

export async function rechargeAuditBench(tableName: string, meter: ReturnType<typeof attachMeter>) {
  const db = documentClient();
  const table = () => tableName;
  const recharges = createRechargeRepository(db, undefined, table);
  const ledger = createLedgerRepository(db, table);
  const service = createRechargeService({ recharges, ledger, audit: { record: async () => {} }, clock: () => new Date() });
  const channelCustId = `BENCHR${Date.now().toString(36).toUpperCase()}`;
  const now = new Date();
  const record = {
    rechargeId: newRechargeId(channelCustId, now, 'abcdef'),
    channelCustId,
    amount: 100_000,
    currency: 'CNY' as const,
    payMethod: 0 as const,
    paidAt: now.toISOString(),
    remark: null,
    voucherKey: null,
    state: 0 as const,
    rejectReason: null,
    createdAt: now.toISOString(),
    createdBy: 'bench',
    auditedAt: null,
    auditedBy: null,
    refundedAmount: 0,
    refunds: [],
  };
  await recharges.create(record);
  await openFunds(ledger, channelCustId, now.toISOString());
  const admin = { loginName: 'admin', roleType: 1000, channelCustId: null, custId: null } as Principal;
  const client = { sourceIp: '127.0.0.1', userAgent: 'bench', lang: 'en-US' as const };
  const measure = async (what: () => Promise<unknown>) => {
    meter.reset();
    await what();
    const m = meter.reset();
    return `${m.calls.TransactWriteItems ?? 0} TransactWriteItems, ${m.itemsWritten} items written = ${2 * m.itemsWritten} write units at 2 per item-KB (DynamoDB Local reports ${m.writeCapacity.toFixed(1)}), ${m.readCapacity.toFixed(1)} read units (the recharge read before and after, the enterprise's name)`;
  };
  const approve = () => service.audit(admin, { rechargeId: record.rechargeId, action: 'approve' }, client, 'en-US');
  const first = await measure(approve);
  const again = await measure(approve);
  const funds = await ledger.checkBalances({ channelCustId });
  console.log(
    `\nRecharge audit (issue #14, item 2):\n  approve (transfer + day and month roll-ups + both copies of the recharge, one transaction): ${first}\n  approve again (already reviewed: answered as it is): ${again}\n  balance check: ${funds.differences.length} differences over ${funds.entries} history entries`,
  );
}
