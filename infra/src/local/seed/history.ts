import type { Card } from '@cmp/functions/card/card-record';
/**
 * The demo history: what weeks of use would have left behind — batches, imports, pools, labels,
 * SMS, pairs, VIP numbers, exports, a frozen-and-thawed account, edited retail plans. It runs once
 * per fresh data directory after the base seed, through the local gateway as the demo accounts,
 * so every record is one the product itself wrote (docs/decisions.md "Demo history").
 */
import type { DocumentClient } from '@cmp/functions/shared/aws/dynamodb';
import { GetCommand, UpdateCommand } from '@cmp/functions/shared/aws/dynamodb-commands';
import { addMonths, shanghaiMonth } from '@cmp/functions/shared/time/calendar';
import { retailPlans } from './demo-data.ts';
import { createEuiccPicker } from './euicc-demo.ts';
import { seedOpenApiCalls } from './history-api-log.ts';
import { seedAutoRules } from './history-autorules.ts';
import { seedBatches, seedImports } from './history-batches.ts';
import { seedBills } from './history-bills.ts';
import { seedLabels, seedPairs, seedPools, seedSms, seedVipNumbers } from './history-cards.ts';
import { type SeedClient, createSeedClient } from './history-client.ts';
import { seedContent } from './history-content.ts';
import { seedContracts } from './history-contracts.ts';
import { seedDataPush } from './history-data-push.ts';
import { seedCredit, seedGrants } from './history-funds.ts';
import { seedIdentity } from './history-identity.ts';
import { seedInvoices } from './history-invoices.ts';
import { seedOrders } from './history-orders.ts';
import { createCardPicker } from './history-picker.ts';
import { seedPrepaidRetail } from './history-prepaid.ts';
import { seedRecharges } from './history-recharges.ts';
import { seedRegionLimits } from './history-region-limits.ts';
import { seedRenewals } from './history-renewals.ts';
import { seedResale } from './history-resell.ts';
import { seedChannelBill, seedSaleOrders } from './history-sales.ts';
import { seedSeparation } from './history-separation.ts';
import { seedStock } from './history-stock.ts';
import { seedWidgets } from './history-widgets.ts';
import { seedWithdrawals } from './history-withdrawals.ts';
import { seedWriteOffs } from './history-writeoffs.ts';
import { SEED_KEY } from './seed.ts';

export interface HistoryTargets {
  db: DocumentClient;
  tableName: string;
  /** The local gateway the requests go through. */
  url: string;
  /** The demo cards of the base seed (`demoCards`). */
  cards: readonly Card[];
  /** Resolves once the workflows the requests started have finished. */
  idle: () => Promise<void>;
  /** The local SFTP server the demo's data push goes to (none: no push task is seeded). */
  sftp?: { host: string; port: number };
  /** Receives Acme's app key, for the partner demo's backend (partner-demo.ts). */
  partnerKey?: (key: { appKey: string; secret: string }) => void;
}

/** Whether the history of this data directory is there (recorded on the seed marker). */
export async function isHistorySeeded(t: Pick<HistoryTargets, 'db' | 'tableName'>): Promise<boolean> {
  const { Item } = await t.db.send(new GetCommand({ TableName: t.tableName, Key: SEED_KEY }));
  return Boolean(Item?.historyAt);
}

/** Freezes and thaws an Acme account: the account's freeze records. */
async function seedFreezes(api: SeedClient): Promise<void> {
  const acme = api.as('acme');
  await acme('/cmp/core/account/freeze/save', { loginName: 'acme-west', action: 'freeze', reason: 'Contract under review' });
  await acme('/cmp/core/account/freeze/save', { loginName: 'acme-west', action: 'thaw', reason: 'Contract renewed' });
}

/** Edits both demo retail plans (price, then sharing): their change records. */
async function seedRetailChanges(api: SeedClient): Promise<void> {
  for (const plan of retailPlans) {
    const call = api.as(plan.createdBy);
    const { channelCustId: _c, version: _v, status: _s, createdBy: _b, ...fields } = plan;
    const base = { ...fields, custIds: [...plan.custIds] };
    await call('/cmp/base/goods/retail/update', { ...base, retailPrice: plan.retailPrice + 300, remark: 'Price review 2026' });
    await call('/cmp/base/goods/retail/update', {
      ...base,
      retailPrice: plan.retailPrice + 300,
      proportion: plan.proportion + 5,
      remark: 'Price review 2026; sharing raised',
    });
  }
}

/** Finished exports: a card export and a retail-plan export of Acme, a rate-plan export of the platform. */
async function seedExports(api: SeedClient): Promise<void> {
  const acme = api.as('acme');
  await acme('/cmp/sim/card/export', { state: 64, format: 'csv' });
  await acme('/cmp/base/goods/retail/export', { format: 'xlsx' });
  await api.as('admin')('/cmp/base/goods/basic/export', { format: 'csv' });
}

/** Seeds the demo history and records it on the seed marker. */
export async function seedHistory(t: HistoryTargets): Promise<void> {
  const api = createSeedClient(t.url);
  // eUICC demo cards keep their profiles as seeded: the history leaves them alone.
  const isEuicc = createEuiccPicker();
  const cards = createCardPicker(t.cards.filter((c) => !isEuicc(c)));

  await seedBatches(api, cards);
  // A finished separation renewal of Acme's (separated telecom cards renewed, two cards refused).
  await seedRenewals(api, cards, t.idle);
  await seedImports(api, cards);
  // The pools, labels and pairs pick cards the batches did not touch; they run while the batches do.
  await seedPools(api, cards);
  await seedLabels(api, cards);
  await seedSaleOrders(api, cards);
  await seedPairs(api, cards);
  await seedVipNumbers(api, cards);
  await seedSms(api, cards, t.db, t.tableName);
  await seedFreezes(api);
  await seedRetailChanges(api);
  await t.idle();
  // Exports last: the card export holds the cards as the history left them.
  await seedExports(api);
  await t.idle();
  // A retail plan on the prepaid plan for Acme East, so its bills (and prepaid cost report) have prepaid terms.
  await seedPrepaidRetail(api);
  // Contracts with their access points and a payment received, before the bills: publishing files
  // prepaid terms under the payment kind of the contract in force.
  await seedContracts(api);
  await seedAutoRules(api, cards);
  // Region limits of Acme, and violations recorded by the real session check (one card to risk shutdown).
  await seedRegionLimits(api, cards, t);
  // Stock: imports with refused rows, stock-outs to Acme and Globex against sales orders, a scrapping (issue #17).
  await seedStock(api, cards, t.idle);
  // Card–device separation: bindings, then a session file that separates three cards (issue #16).
  await seedSeparation(api, cards, t.idle);
  // Bills last: the runs rate the cards as the history left them.
  await seedBills(api, t.idle);
  // Write-offs after the bills they pay, each funded by a recharge just big enough (so the cycle leaves one overdue).
  await seedWriteOffs(api, t.idle);
  // Orders after the bills: packs and renewals ordered now fall in the open cycle, so the billed cycles stay as rated.
  await seedOrders(api, cards);
  // Recharges: the enterprises' pre-deposits (some reviewed, some pending, one rejected, one partly refunded).
  await seedRecharges(api);
  // The operator's bill of Acme's last month, reconciled against the bills just run (its import's job ended).
  await seedChannelBill(api, addMonths(shanghaiMonth(new Date()), -1));
  await t.idle();
  // Funds: grants and credit lines.
  await seedGrants(api);
  await seedCredit(api);
  // Withdrawals take pre-deposits the recharges above gave.
  await seedWithdrawals(api);
  // C-end invoices over the orders paid and the bills written off above.
  await seedInvoices(api);
  // The API log: Acme's and Globex's partner servers calling the open API, some calls refused.
  const acmeKey = await seedOpenApiCalls(api, t.url, t.cards);
  t.partnerKey?.(acmeKey);
  // Open API v1 and widgets (issue #18): Acme's partner origin, v1 reads and a widget session exchanged.
  await seedWidgets(api, t.url, acmeKey, t.cards);
  // Data push: Acme's daily files to the local SFTP server, pushed once.
  await seedIdentity(api, cards);
  if (t.sftp) await seedDataPush(api, t.sftp);
  // Content and rights: the catalogue synced (a week ago, and now by hand), then rights orders of Acme and Globex.
  await seedContent(api, cards);
  // Resale statuses synced from the operator for part of Acme's and Globex's first rows, one card listed (issue #17).
  await seedResale(api);
  await t.db.send(
    new UpdateCommand({
      TableName: t.tableName,
      Key: SEED_KEY,
      UpdateExpression: 'SET historyAt = :at',
      ExpressionAttributeValues: { ':at': new Date().toISOString() },
    }),
  );
}
