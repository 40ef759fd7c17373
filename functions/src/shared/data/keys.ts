/**
 * Key shapes of the single table, declared once (see docs/data-model.md) in the files of keys/, one
 * per area; this index puts them together under the names every entity declaration imports. Tenant-owned
 * keys start with the tenant (`CUST#<channelCustId>`), so a query cannot cross tenants by construction.
 * Identity records (accounts, revoked tokens, captchas) are keyed by their globally unique id.
 */
import { accountAltKeys, accountKeys } from './keys/account.ts';
import { automationAltKeys, automationKeys } from './keys/automation.ts';
import { billingKeys } from './keys/billing.ts';
import { cardGroupKeys } from './keys/card-groups.ts';
import { cardAltKeys, cardKeys } from './keys/card.ts';
import { catalogueKeys } from './keys/catalogue.ts';
import { contentKeys } from './keys/content.ts';
import { contractKeys } from './keys/contract.ts';
import { customerAltKeys, customerKeys } from './keys/customer.ts';
import { jobKeys } from './keys/jobs.ts';
import { ledgerAltKeys, ledgerKeys } from './keys/ledger.ts';
import { openApiAltKeys, openApiKeys } from './keys/open-api.ts';
import { poolKeys } from './keys/pool.ts';
import { reportKeys } from './keys/reports.ts';
import { riskAltKeys, riskKeys } from './keys/risk.ts';
import { usageKeys } from './keys/usage.ts';

export type { CardAltIdKind } from './keys/card.ts';
export {
  cardActivationKeys,
  cardIccidKeys,
  cardListKeys,
  cardListShard,
  cardMsisdnKeys,
  MAX_CARD_LIST_SHARDS,
} from './keys/card-list.ts';
export type { OwnedKind } from './keys/customer.ts';
export { API_LOG_SHARDS, API_USAGE_SHARDS, apiLogPlatformPartition, apiLogShard } from './keys/open-api.ts';
export { partitionKeys } from './keys/partitions.ts';
export { idAfter, skPrefix } from './keys/parts.ts';
export { enterpriseOfPartition, scopeKey, scopeKeys, tenantKey } from './keys/scope.ts';

/** Item keys (`pk`, `sk`) of every area. */
export const keys = {
  ...accountKeys,
  ...customerKeys,
  ...cardKeys,
  ...cardGroupKeys,
  ...poolKeys,
  ...catalogueKeys,
  ...jobKeys,
  ...usageKeys,
  ...reportKeys,
  ...billingKeys,
  ...ledgerKeys,
  ...contractKeys,
  ...riskKeys,
  ...automationKeys,
  ...contentKeys,
  ...openApiKeys,
} as const;

/** Alternate-id index keys (index `byAlternateId`, and the sparse lists on `bySubCustomerState`). */
export const altKeys = {
  ...accountAltKeys,
  ...customerAltKeys,
  ...cardAltKeys,
  ...ledgerAltKeys,
  ...riskAltKeys,
  ...automationAltKeys,
  ...openApiAltKeys,
};
