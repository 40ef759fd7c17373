/**
 * Key shapes of the single table, declared once (see docs/data-model.md). Tenant-owned keys start
 * with the tenant (`CUST#<channelCustId>`), so a query cannot cross tenants by construction.
 * Identity records (accounts, revoked tokens, captchas) are keyed by their globally unique id.
 */
import type { Scope } from '../auth/principal.ts';

/** Things a platform caller may open by id alone; their ids resolve to the owning enterprise (keys.ownerDirectory). */
export type OwnedKind =
  | 'BATCH'
  | 'IMPORT'
  | 'RETAIL'
  | 'POOL'
  | 'POOL_CHANGE'
  | 'LABEL'
  | 'SALE_ORDER'
  | 'CONTRACT'
  | 'RULE'
  | 'RENEWAL'
  | 'CONTENT_ORDER'
  | 'CONTENT_BILL'
  | 'CONTENT_VIN';

// ── scope keys ──
const enterpriseScope = (channelCustId: string): string => `CUST#${channelCustId}`;
const secondaryScope = (channelCustId: string, custId: string): string => `CUST#${channelCustId}#SUB#${custId}`;

/** Scope keys: what a scope's roll-ups and lists hang under (`<scope>#STAT`, `<scope>#BATCHES`, `<scope>#SMS`, …). */
export const scopeKeys = {
  platform: 'PLATFORM',
  enterprise: enterpriseScope,
  secondary: secondaryScope,
  /** The narrowest customer scope of an owner: its secondary customer's when it has one, else its enterprise's. */
  customer: (channelCustId: string, custId?: string | null): string =>
    custId ? secondaryScope(channelCustId, custId) : enterpriseScope(channelCustId),
  /** A data pool's usage scope (its roll-ups only: usage ingestion adds a card's bytes to the pool it is in). */
  pool: (channelCustId: string, poolId: string): string => `${enterpriseScope(channelCustId)}#POOL#${poolId}`,
  /** The customer scopes an owner is listed or counted under: its enterprise and, when it has one, its secondary customer. */
  customers: (channelCustId: string, custId?: string | null): string[] => [
    enterpriseScope(channelCustId),
    ...(custId ? [secondaryScope(channelCustId, custId)] : []),
  ],
};

/**
 * Sort-key prefixes of the items below, for `begins_with` conditions and ranges and for reading an
 * id back out of a sort key (`idAfter`). The builders use them, so a prefix and its items cannot drift.
 */
export const skPrefix = {
  announcementHistory: 'HIST#',
  apn: 'APN#',
  apnName: 'NAME#',
  basicPlan: 'BASIC#',
  /** A card in a partition of cards: batch results, label and pool memberships, voice whitelists. */
  card: 'CARD#',
  cardLog: 'LOG#',
  cardSms: 'SMS#',
  cardType: 'TYPE#',
  cardUsage: 'USAGE#',
  /** The chunk items of a chunked job (batch, card import, export). */
  chunk: 'CHUNK#',
  /** An enterprise in the platform's customer directory. */
  customer: 'CUST#',
  downloadTask: 'TASK#',
  dsimPair: 'SN#',
  eventPack: 'EVENT#',
  freezeRecord: 'FREEZE#',
  label: 'LABEL#',
  ledgerAccount: 'ACCT#',
  pool: 'POOL#',
  poolChange: 'CHG#',
  registration: 'REG#',
  /** An enterprise real-name authentication application (issue #16 item 6). */
  enterpriseAuth: 'EAUTH#',
  retailPlan: 'RETAIL#',
  retailRecord: 'REC#',
  role: 'ROLE#',
  secondary: 'SUB#',
} as const;

/**
 * A chunk's number in its sort key: five digits, so chunks sort in order. A value that is not a
 * number (the entity layer's mark of a left-out attribute, when it asks for the prefix every chunk
 * shares) is kept as it is, so the prefix is `CHUNK#`, not `CHUNK#0000`.
 */
const chunkNumber = (index: number): string => (typeof index === 'number' ? String(index).padStart(5, '0') : String(index));

/** Partition keys read as a whole or by prefix (one Query per page); the item builders below use them. */
export const partitionKeys = {
  audit: (tenant: string): string => `${tenant}#AUDIT`,
  /**
   * One shard (0..API_LOG_SHARDS-1, apiLogShard of the request id) of a tenant's open-API calls of one UTC
   * day (`CUST#<c>`, or `PLATFORM` for calls no enterprise's key made); a day's list reads every shard.
   */
  apiLogDay: (tenant: string, day: string, shard: number): string => `${tenant}#APILOG#${day}#${shard}`,
  /** A scope's batch list (`PLATFORM`, `CUST#<c>` or `CUST#<c>#SUB#<s>`). */
  batchList: (scope: string): string => `${scope}#BATCHES`,
  /** A scope's separation renewal batches (`PLATFORM` or `CUST#<c>`). */
  renewalList: (scope: string): string => `${scope}#RENEWALS`,
  /** A separation renewal batch with its ICCID slices and chunk markers. */
  renewal: (channelCustId: string, batchId: string): string => `CUST#${channelCustId}#RENEWAL#${batchId}`,
  /** A scope's stock items (`PLATFORM#STOCK`: the inventory; `CUST#<c>#STOCK`: items out to the enterprise). */
  stock: (scope: string): string => `${scope}#STOCK`,
  /** A scope's stock operations (imports, stock-outs, scrapping): list copies. */
  stockOps: (scope: string): string => `${scope}#STOCKOPS`,
  /** A stock operation with its input slices and chunk markers. */
  stockOp: (batchId: string): string => `STOCKOP#${batchId}`,
  /** A scope's card import list (`PLATFORM` or `CUST#<c>`). */
  cardImportList: (scope: string): string => `${scope}#IMPORTS`,
  /** A scope's download tasks (`PLATFORM`, `CUST#<c>` or `CUST#<c>#SUB#<s>`): the task items themselves. */
  downloadTasks: (scope: string): string => `${scope}#DOWNLOADS`,
  /** A scope's SMS list (`CUST#<c>` or `CUST#<c>#SUB#<s>`). */
  smsList: (scope: string): string => `${scope}#SMS`,
  /** The cards carrying a label. */
  labelCards: (channelCustId: string, labelId: string): string => `CUST#${channelCustId}#LABEL#${labelId}`,
  /** The cards in a data pool. */
  poolCards: (channelCustId: string, poolId: string): string => `CUST#${channelCustId}#POOL#${poolId}`,
  /** A scope's recharges (`PLATFORM` or `CUST#<c>`): a copy of each recharge per scope that lists it. */
  recharges: (scope: string): string => `${scope}#RECHARGES`,
  /** A scope's bills (`PLATFORM`, `CUST#<c>` or `CUST#<c>#SUB#<s>`): list copies of each bill. */
  bills: (scope: string): string => `${scope}#BILLS`,
  /** A scope's bill operations log (`PLATFORM` or `CUST#<c>`): publish, write-off and overdue marks. */
  billOperations: (scope: string): string => `${scope}#BILLOPS`,
  /** The write-off cycles of the platform, one per month. */
  writeOffCycles: 'PLATFORM#WRITEOFF',
  /** A scope's orders of one family (`ORDERS`: packs, renewals, one-off fees; `CARDORDERS`: card purchases): list copies. */
  orders: (scope: string, family: string): string => `${scope}#${family}`,
  /** A scope's sales orders (`PLATFORM`, `CUST#<c>` or `CUST#<c>#SUB#<s>`): list copies of each order. */
  saleOrders: (scope: string): string => `${scope}#SALEORDERS`,
  /** A sales order with the cards it covers (its memberships share the partition). */
  saleOrder: (channelCustId: string, salesOrderNumber: string): string => `CUST#${channelCustId}#SO#${salesOrderNumber}`,
  /** The operator bills the platform imported (platform-only: no tenant owns them). */
  channelBills: 'PLATFORM#CHBILLS',
  /** An imported operator bill's reconciliation differences, in pages. */
  channelBill: (billId: string): string => `PLATFORM#CHBILL#${billId}`,
  commserv: 'PLATFORM#COMMSERV',
  zone: 'PLATFORM#ZONE',
  operatorAccount: 'PLATFORM#OPERACCOUNT',
};

export const keys = {
  // ── sales order keys ──
  /** A sales order of cards; the cards it covers are memberships in the same partition. */
  saleOrder: (channelCustId: string, salesOrderNumber: string) => ({
    pk: partitionKeys.saleOrder(channelCustId, salesOrderNumber),
    sk: 'SO',
  }),
  /** A card a sales order covers (set when the platform handles it): the card list's `salesOrderNumber` filter reads them. */
  saleOrderCard: (channelCustId: string, salesOrderNumber: string, iccid: string) => ({
    pk: partitionKeys.saleOrder(channelCustId, salesOrderNumber),
    sk: `${skPrefix.card}${iccid}`,
  }),
  /** A sales order in a scope's list, by number (numbers sort by creation time). */
  saleOrderListItem: (scope: string, salesOrderNumber: string) => ({ pk: partitionKeys.saleOrders(scope), sk: salesOrderNumber }),
  // ── channel (operator) bill keys ──
  /** An imported operator bill with its reconciliation summary, in the platform's list (ids sort by import time). */
  channelBill: (billId: string) => ({ pk: partitionKeys.channelBills, sk: `CB#${billId}` }),
  /** Which operator bill an upload became: a repeated import of the same upload answers that bill. */
  channelBillUpload: (uploadId: string) => ({ pk: partitionKeys.channelBills, sk: `UPLOAD#${uploadId}` }),
  /** One page of an operator bill's reconciliation differences. */
  channelBillDiffs: (billId: string, index: number) => ({
    pk: partitionKeys.channelBill(billId),
    sk: `DIFF#${chunkNumber(index)}`,
  }),
  /** The marker of a reconciled chunk of an operator bill's import (its partial summary), written once. */
  channelBillChunk: (billId: string, index: number) => ({
    pk: partitionKeys.channelBill(billId),
    sk: `${skPrefix.chunk}${chunkNumber(index)}`,
  }),
  // ── ledger keys (issue #14) ──
  /** A ledger account of an enterprise (its own, a secondary customer's, a platform counter-account): one Query lists them. */
  ledgerAccount: (channelCustId: string, accountId: string) => ({
    pk: `CUST#${channelCustId}#LEDGER`,
    sk: `${skPrefix.ledgerAccount}${accountId}`,
  }),
  /** A transfer by its id (the idempotency key): at most one item per id. */
  ledgerTransfer: (transferId: string) => ({ pk: `LEDGER#${transferId}`, sk: 'TRANSFER' }),
  /** The claim that a pending transfer was posted or voided (beside it, so it resolves once). */
  ledgerResolution: (pendingId: string) => ({ pk: `LEDGER#${pendingId}`, sk: 'RESOLVED' }),
  /** A transfer in one account's history, by time then id (read backwards: newest first). */
  ledgerHistory: (channelCustId: string, accountId: string, at: string, transferId: string) => ({
    pk: `CUST#${channelCustId}#LEDGER#${accountId}`,
    sk: `${at}#${transferId}`,
  }),
  /** A run of the daily balance check over every enterprise's ledger (newest last in sort order). */
  ledgerCheck: (at: string) => ({ pk: 'PLATFORM#LEDGERCHECK', sk: at }),
  // ── financial report keys (issue #14, item 7) ──
  /**
   * An enterprise's roll-up of one Shanghai day (`period` YYYY-MM-DD) in the partition of its month
   * (`range` YYYY-MM), by day then enterprise: the platform's month is one Query, one day of every
   * enterprise a sort-key prefix, an enterprise's days are read by key.
   */
  finReportDay: (range: string, period: string, channelCustId: string) => ({
    pk: `FINREPORT#DAY#${range}`,
    sk: `${period}#${channelCustId}`,
  }),
  /** An enterprise's roll-up of one Shanghai month (`period` YYYY-MM) in the partition of its year (`range` YYYY). */
  finReportMonth: (range: string, period: string, channelCustId: string) => ({
    pk: `FINREPORT#MONTH#${range}`,
    sk: `${period}#${channelCustId}`,
  }),
  // ── report roll-up keys (issue #17, item 1) ──
  /**
   * An enterprise's card roll-up of one Shanghai month (its secondary customers' inside it), in the
   * month's partition: the platform's month is one Query, an enterprise's year ≤ 12 keys.
   */
  reportCardMonth: (month: string, channelCustId: string) => ({ pk: `RPT#CARDS#${month}`, sk: channelCustId }),
  /** A customer's usage roll-up of one billing-cycle month (Unicom cards: the cycle ending on the 25th), keyed like the card roll-up. */
  reportUsageMonth: (month: string, channelCustId: string, custId: string | null) =>
    custId ? { pk: `RPT#USAGE#${month}#${channelCustId}`, sk: custId } : { pk: `RPT#USAGE#${month}`, sk: channelCustId },
  /**
   * One shard of the platform's roll-up of a month (cards of the Shanghai month, usage of the billing-cycle
   * month): a partition per shard, so every enterprise's writes spread over a few keys (issue #19), read as a handful.
   */
  reportPlatformMonth: (month: string, shard: number) => ({ pk: `RPT#PLAT#${month}#${shard}`, sk: 'ROLLUP' }),
  // ── credit keys (issue #14, item 4) ──
  /** A credit order of an enterprise: one Query lists them (ids sort by creation time). */
  creditOrder: (channelCustId: string, creditId: string) => ({ pk: `CUST#${channelCustId}#CREDIT`, sk: creditId }),
  /** The day an enterprise's credit line was last computed, and the line then. */
  creditLine: (channelCustId: string) => ({ pk: `CUST#${channelCustId}#CREDITLINE`, sk: 'LINE' }),
  /** A credit order in the platform's list (a copy, newest first by id). */
  creditListItem: (creditId: string) => ({ pk: 'PLATFORM#CREDIT', sk: creditId }),
  /** One change of a credit order (created, changed, cancelled) with before and after, by time. */
  creditChange: (channelCustId: string, creditId: string, at: string, changeId: string) => ({
    pk: `CUST#${channelCustId}#CREDITLOG#${creditId}`,
    sk: `${at}#${changeId}`,
  }),
  // ── contract keys (issue #14, item 6) ──
  /** A contract of an enterprise: one Query lists its contracts, by number. */
  contract: (channelCustId: string, contractNumber: string) => ({ pk: `CUST#${channelCustId}#CONTRACT`, sk: contractNumber }),
  // ── prepaid keys (issue #14, items 6 and 7) ──
  /**
   * A prepaid-card funds group of a payer (`CUST#<c>` or `CUST#<c>#SUB#<s>`): plan, zone, cycle the
   * terms began in and contract type; one Query lists a payer's groups, by cycle.
   */
  prepaidGroup: (payer: string, cycle: string, goodsReleaseId: string, elementId: string, contractType: string) => ({
    pk: `${payer}#PREPAID`,
    sk: `${cycle}#${goodsReleaseId}#${elementId}#${contractType}`,
  }),
  /** A card's prepaid term in its group (one Query pages a group's cards, by ICCID). */
  prepaidCard: (
    payer: string,
    cycle: string,
    goodsReleaseId: string,
    elementId: string,
    contractType: string,
    iccid: string,
    termStart: string,
  ) => ({
    pk: `${payer}#PREPAID#${cycle}#${goodsReleaseId}#${elementId}#${contractType}`,
    sk: `${iccid}#${termStart}`,
  }),
  /** A month's prepaid cost record of a scope (`PLATFORM`, `CUST#<c>`, `CUST#<c>#SUB#<s>`), by month. */
  prepaidCost: (scope: string, month: string) => ({ pk: `${scope}#PREPAIDCOST`, sk: month }),
  /** An enterprise's row in the platform's month of prepaid cost (one Query lists a month's customers). */
  prepaidCostCustomer: (month: string, channelCustId: string) => ({ pk: `PLATFORM#PREPAIDCOST#${month}`, sk: channelCustId }),
  /** A contract in the platform's list (a copy, by number). */
  contractListItem: (contractNumber: string) => ({ pk: 'PLATFORM#CONTRACT', sk: contractNumber }),
  /** One change of a contract (created, changed, terminated) with before and after, by time. */
  contractChange: (channelCustId: string, contractNumber: string, at: string, changeId: string) => ({
    pk: `CUST#${channelCustId}#CONTRACTLOG#${contractNumber}`,
    sk: `${at}#${changeId}`,
  }),
  /** A payment received under a contract (its id is made from the operation, so a retry finds it). */
  contractPayment: (channelCustId: string, contractNumber: string, paymentId: string) => ({
    pk: `CUST#${channelCustId}#CONTRACTPAY#${contractNumber}`,
    sk: paymentId,
  }),
  /** A network access point a contract provides (ids sort by creation time). */
  accessPoint: (channelCustId: string, contractNumber: string, accessPointId: string) => ({
    pk: `CUST#${channelCustId}#CONTRACTAP#${contractNumber}`,
    sk: accessPointId,
  }),
  // ── automation rule keys (issue #15, items 1 and 2) ──
  /** A rule of an enterprise: one Query lists its rules, by id (ids sort by creation time). */
  autoRule: (channelCustId: string, ruleId: string) => ({ pk: `CUST#${channelCustId}#RULE`, sk: ruleId }),
  /**
   * The match index: one item per enabled rule under its trigger kind, holding what matching and
   * evaluation need; one Query answers the rules an event of that kind may fire.
   */
  autoRuleIndex: (channelCustId: string, triggerKind: string, ruleId: string) => ({
    pk: `CUST#${channelCustId}#RULEIDX#${triggerKind}`,
    sk: ruleId,
  }),
  /**
   * The expiry index: every enabled C (expiry) rule of every enterprise in one platform partition, by
   * enterprise then rule, so the daily expiry run reads only the enterprises that have one.
   */
  autoRuleExpiryIndex: (channelCustId: string, ruleId: string) => ({
    pk: 'PLATFORM#RULEIDX#EXPIRY',
    sk: `${channelCustId}#${ruleId}`,
  }),
  /** A day's expiry run (its job record), by day; its chunk markers beside it, by index. */
  autoRuleExpiryRun: (day: string) => ({ pk: 'PLATFORM#EXPIRYRUN', sk: day }),
  autoRuleExpiryRunChunk: (day: string, index: number) => ({
    pk: `PLATFORM#EXPIRYRUN#${day}`,
    sk: String(index).padStart(6, '0'),
  }),
  // ── region limit keys (issue #16, item 4) ──
  /** A region limit of an enterprise: one Query lists them, by id (ids sort by creation time). */
  regionLimit: (channelCustId: string, limitId: string) => ({ pk: `CUST#${channelCustId}#REGIONLIMIT`, sk: limitId }),
  /** A limit under its target (one per target): the session check reads a card's targets by key. */
  regionLimitTarget: (channelCustId: string, kind: string, id: string) => ({
    pk: `CUST#${channelCustId}#REGIONTARGET`,
    sk: `${kind}#${id}`,
  }),
  /** A session outside its card's allowed regions, once per (card, session start); listed newest first. */
  regionViolation: (channelCustId: string, sessionStart: string, iccid: string) => ({
    pk: `CUST#${channelCustId}#REGIONVIOL`,
    sk: `${sessionStart}#${iccid}`,
  }),
  // ── content and rights keys (issue #17 item 4) ──
  /** A content provider (CP/SP) of the platform's catalogue, by id. */
  contentProvider: (providerId: string) => ({ pk: 'PLATFORM#CONTENTPROVIDER', sk: providerId }),
  /** A rights product of the catalogue, by id (`<providerId>-<provider's code>`). */
  contentProduct: (productId: string) => ({ pk: 'PLATFORM#CONTENTPRODUCT', sk: productId }),
  /** A run of the catalogue sync, by run id (a scheduled run's id is its Shanghai hour): newest last. */
  contentSyncRun: (runId: string) => ({ pk: 'PLATFORM#CONTENTSYNC', sk: runId }),
  /** A rights order of an enterprise, by id (ids start with the Shanghai time: a month is a prefix). */
  contentOrder: (channelCustId: string, orderId: string) => ({ pk: `CUST#${channelCustId}#CONTENTORDER`, sk: orderId }),
  /** A rights user of an enterprise: a card (`ICCID#…`) or a vehicle (`VIN#…`). */
  contentUser: (channelCustId: string, userKey: string) => ({ pk: `CUST#${channelCustId}#CONTENTUSER`, sk: userKey }),
  /** An enterprise's content bill of a month (`yyyy-MM`), rolled up as orders are placed. */
  contentBill: (channelCustId: string, month: string) => ({ pk: `CUST#${channelCustId}#CONTENTBILL`, sk: month }),
  // ── withdrawal keys (issue #14, item 3) ──
  /** A withdrawal request in its enterprise's partition, by id (ids sort by submission time). */
  withdrawal: (channelCustId: string, withdrawalId: string) => ({ pk: `CUST#${channelCustId}#WITHDRAWALS`, sk: withdrawalId }),
  /** The enterprise's one withdrawal in process (put absent-only with the request, deleted when it is withdrawn or rejected). */
  openWithdrawal: (channelCustId: string) => ({ pk: `CUST#${channelCustId}#WITHDRAWAL`, sk: 'OPEN' }),
  // ── recharge keys (issue #14, item 2) ──
  /** A recharge in a scope's list (the platform's, its enterprise's), by its id (ids start with the filing time). */
  recharge: (scope: string, rechargeId: string) => ({ pk: partitionKeys.recharges(scope), sk: rechargeId }),
  // ── bill keys ──
  /** A bill run of an enterprise, one per cycle and calendar; its chunk markers share the partition. */
  billRun: (channelCustId: string, cycle: string, calendar: string) => ({
    pk: `CUST#${channelCustId}#BILLRUN#${cycle}#${calendar}`,
    sk: 'RUN',
  }),
  billRunChunk: (channelCustId: string, cycle: string, calendar: string, index: number) => ({
    pk: `CUST#${channelCustId}#BILLRUN#${cycle}#${calendar}`,
    sk: `${skPrefix.chunk}${chunkNumber(index)}`,
  }),
  /** A bill with its lines; its cards' lines, one item per run chunk, share the partition. */
  bill: (channelCustId: string, billId: string) => ({ pk: `CUST#${channelCustId}#BILL#${billId}`, sk: 'BILL' }),
  billCards: (channelCustId: string, billId: string, index: number) => ({
    pk: `CUST#${channelCustId}#BILL#${billId}`,
    sk: `${skPrefix.card}${chunkNumber(index)}`,
  }),
  /**
   * Usage of a billed cycle that changed after its bill: per enterprise and calendar, by cycle then
   * ICCID, holding the bytes each changed day had when billed (the next run bills the difference).
   */
  lateUsage: (channelCustId: string, calendar: string, cycle: string, iccid: string) => ({
    pk: `CUST#${channelCustId}#LATE#${calendar}`,
    sk: `${cycle}#${iccid}`,
  }),
  /** A bill in a scope's list, by cycle then id (read backwards: newest cycle first). */
  billListItem: (scope: string, cycle: string, billId: string) => ({ pk: partitionKeys.bills(scope), sk: `${cycle}#${billId}` }),
  // ── write-off keys (issue #14, item 5) ──
  /** A bill operation by its operation id (absent-only: a retried operation finds the first). */
  billOperation: (channelCustId: string, operationId: string) => ({
    pk: `CUST#${channelCustId}#BILLOP#${operationId}`,
    sk: 'OP',
  }),
  /** A bill operation in a scope's log, by time then operation id (read backwards: newest first). */
  billOperationListItem: (scope: string, at: string, operationId: string) => ({
    pk: partitionKeys.billOperations(scope),
    sk: `${at}#${operationId}`,
  }),
  /** The write-off cycle of a month (its latest run). */
  writeOffCycle: (month: string) => ({ pk: partitionKeys.writeOffCycles, sk: `CYCLE#${month}` }),
  /** A chunk marker of a run of a month's write-off cycle (written once; holds the chunk's counts). */
  writeOffCycleChunk: (month: string, run: number, index: number) => ({
    pk: `${partitionKeys.writeOffCycles}#${month}`,
    sk: `RUN#${run}#CHUNK#${String(index).padStart(5, '0')}`,
  }),
  /** An order (pack, renewal, one-off fee or card purchase) of an enterprise. */
  order: (channelCustId: string, orderId: string) => ({ pk: `CUST#${channelCustId}#ORDER#${orderId}`, sk: 'ORDER' }),
  /** An order in a scope's list of its family, by creation time then id (read backwards: newest first). */
  orderListItem: (scope: string, family: string, createdAt: string, orderId: string) => ({
    pk: partitionKeys.orders(scope, family),
    sk: `${createdAt}#${orderId}`,
  }),
  account: (loginName: string) => ({ pk: `ACCOUNT#${loginName}`, sk: 'PROFILE' }),
  /** One freeze or thaw of an account, newest last in sort order (listed newest first). */
  freezeRecord: (loginName: string, at: string, id: string) => ({
    pk: `ACCOUNT#${loginName}`,
    sk: `${skPrefix.freezeRecord}${at}#${id}`,
  }),
  /** A custom role under its tenant (`PLATFORM` or `CUST#<channelCustId>`). */
  role: (tenant: string, roleId: string) => ({ pk: `${tenant}#ROLE`, sk: `${skPrefix.role}${roleId}` }),
  /** Claims a role code within its tenant, so codes stay unique per tenant. */
  roleCode: (tenant: string, code: string) => ({ pk: `${tenant}#ROLE`, sk: `CODE#${code}` }),
  /** Which tenant holds a custom role, for look-ups that know only the roleId. */
  roleDirectory: (roleId: string) => ({ pk: `ROLEID#${roleId}`, sk: 'ROLE' }),
  revokedToken: (jti: string) => ({ pk: `TOKEN#${jti}`, sk: 'REVOKED' }),
  captcha: (id: string) => ({ pk: `CAPTCHA#${id}`, sk: 'CAPTCHA' }),
  enterprise: (channelCustId: string) => ({ pk: enterpriseScope(channelCustId), sk: 'PROFILE' }),
  secondary: (channelCustId: string, custId: string) => ({
    pk: enterpriseScope(channelCustId),
    sk: `${skPrefix.secondary}${custId}`,
  }),
  /** The platform's list of enterprises (one Query per page), written with each enterprise profile. */
  customerDirectory: (channelCustId: string) => ({ pk: 'PLATFORM#CUSTOMERS', sk: `${skPrefix.customer}${channelCustId}` }),
  /** Claims a customer code: among enterprises (parent null) or among one enterprise's secondary customers. */
  customerCode: (parentChannelCustId: string | null, code: string) => ({
    pk: parentChannelCustId ? `CUST#${parentChannelCustId}` : 'PLATFORM#CUSTOMERS',
    sk: `CODE#${code}`,
  }),
  /** A registration request; ids sort by submission time, so the partition read backwards is newest first. */
  registration: (id: string) => ({ pk: 'PLATFORM#REGISTRATION', sk: `${skPrefix.registration}${id}` }),
  /** An enterprise real-name authentication application; ids sort by submission time (newest first backwards). */
  enterpriseAuth: (id: string) => ({ pk: 'PLATFORM#ENTAUTH', sk: `${skPrefix.enterpriseAuth}${id}` }),
  /** Requests of one subject (a source address) to a public route in one fixed window (shared/http/rate-limit.ts). */
  rateWindow: (scope: string, subject: string, window: string) => ({ pk: `RATE#${scope}#${subject}`, sk: window }),
  announcement: () => ({ pk: 'PLATFORM#ANNOUNCEMENT', sk: 'CURRENT' }),
  announcementHistory: (at: string, id: string) => ({
    pk: 'PLATFORM#ANNOUNCEMENT',
    sk: `${skPrefix.announcementHistory}${at}#${id}`,
  }),
  logo: (owner: string) => ({ pk: owner, sk: 'LOGO' }),
  /** Who owns a card, by ICCID alone: for operator files and platform look-ups that know only the ICCID. */
  cardDirectory: (iccid: string) => ({ pk: `ICCID#${iccid}`, sk: 'CARD' }),
  /** A card's IMSI or IMEI entry beside its directory item: found by that id on `byAlternateId`. */
  cardAltId: (iccid: string, kind: CardAltIdKind) => ({ pk: `ICCID#${iccid}`, sk: kind }),
  /** A card's activation entry beside its directory item: listed by activation time under its enterprise. */
  cardActivation: (iccid: string) => ({ pk: `ICCID#${iccid}`, sk: 'ACTIVATED' }),
  /** A card's MSISDN entry beside its directory item: listed by MSISDN under its enterprise. */
  cardMsisdn: (iccid: string) => ({ pk: `ICCID#${iccid}`, sk: 'MSISDN' }),
  card: (channelCustId: string, iccid: string) => ({ pk: `CUST#${channelCustId}#CARD#${iccid}`, sk: 'CARD' }),
  /**
   * Which enterprise owns a batch, an import or a retail plan, by its id alone: written with the thing,
   * so a platform caller's deep link (`/card/batchoperate/detail/<batchId>`) finds the owner.
   */
  ownerDirectory: (kind: OwnedKind, id: string) => ({ pk: `${kind}#${id}`, sk: 'OWNER' }),
  basicPlan: (goodsReleaseId: string) => ({ pk: 'PLATFORM#GOODS', sk: `${skPrefix.basicPlan}${goodsReleaseId}` }),
  retailPlan: (channelCustId: string, retailId: string) => ({
    pk: `CUST#${channelCustId}#RETAIL`,
    sk: `${skPrefix.retailPlan}${retailId}`,
  }),
  cardStats: (scope: string) => ({ pk: `${scope}#STAT`, sk: 'CARDS' }),
  usageMonth: (scope: string, month: string) => ({ pk: `${scope}#USAGE`, sk: `M#${month}` }),
  usageYear: (scope: string, year: string) => ({ pk: `${scope}#USAGE`, sk: `Y#${year}` }),
  cardUsageMonth: (channelCustId: string, iccid: string, month: string) => ({
    pk: `CUST#${channelCustId}#CARD#${iccid}`,
    sk: `${skPrefix.cardUsage}${month}`,
  }),
  usageFile: (key: string) => ({ pk: 'PLATFORM#CDR', sk: `FILE#${key}` }),
  /** One part's marker of a large usage file's roll-ups (usage.repository.ts `applyRollups`). */
  usageFilePart: (key: string, part: number) => ({ pk: 'PLATFORM#CDR', sk: `FILE#${key}#PART#${part}` }),
  batch: (channelCustId: string, batchId: string) => ({ pk: `CUST#${channelCustId}#BATCH#${batchId}`, sk: 'BATCH' }),
  batchCard: (channelCustId: string, batchId: string, iccid: string) => ({
    pk: `CUST#${channelCustId}#BATCH#${batchId}`,
    sk: `${skPrefix.card}${iccid}`,
  }),
  batchChunk: (channelCustId: string, batchId: string, index: number) => ({
    pk: `CUST#${channelCustId}#BATCH#${batchId}`,
    sk: `${skPrefix.chunk}${chunkNumber(index)}`,
  }),
  audit: (tenant: string, at: string, id: string) => ({ pk: partitionKeys.audit(tenant), sk: `${at}#${id}` }),
  /** One open-API call, under its tenant and UTC day, by time then request id (newest first by a backwards Query). */
  apiLog: (tenant: string, at: string, requestId: string) => ({
    pk: partitionKeys.apiLogDay(tenant, at.slice(0, 10), apiLogShard(requestId)),
    sk: `${at}#${requestId}`,
  }),
  // ── zones, communication services, operators keys ──
  /** A communication service of the platform catalogue (one partition: the list is one Query per page). */
  commserv: (commservId: string) => ({ pk: partitionKeys.commserv, sk: `CS#${commservId}` }),
  /** A zone (area package) of the platform catalogue. */
  zone: (elementId: string) => ({ pk: partitionKeys.zone, sk: `ZONE#${elementId}` }),
  /** An operator account (API endpoint and encrypted credentials) of the platform. */
  operatorAccount: (operAccountId: string) => ({ pk: partitionKeys.operatorAccount, sk: `OA#${operAccountId}` }),
  /** An operator good (standard rate plan import) of one kind: `DATA`, `SMS` or `PACKAGE`. */
  operatorGoods: (kind: string, goodsId: string) => ({ pk: `PLATFORM#OPERGOODS#${kind}`, sk: `OG#${goodsId}` }),
  // ── dual-SIM keys ──
  /** A dual-SIM device (serial number) with its two cards; the enterprise's pairs are one Query. */
  dsimPair: (channelCustId: string, sn: string) => ({ pk: `CUST#${channelCustId}#DSIM`, sk: `${skPrefix.dsimPair}${sn}` }),
  // ── label, card type and test card keys ──
  /** A label of an enterprise (its own tag for cards); the enterprise's labels are one Query. */
  label: (channelCustId: string, labelId: string) => ({ pk: `CUST#${channelCustId}#LABELS`, sk: `${skPrefix.label}${labelId}` }),
  /** Claims a label name (lower-cased) within its enterprise, so names stay unique per enterprise. */
  labelName: (channelCustId: string, nameKey: string) => ({ pk: `CUST#${channelCustId}#LABELS`, sk: `NAME#${nameKey}` }),
  /** A card carrying a label: the cards of a label are one Query of the label's partition. */
  labelCard: (channelCustId: string, labelId: string, iccid: string) => ({
    pk: partitionKeys.labelCards(channelCustId, labelId),
    sk: `${skPrefix.card}${iccid}`,
  }),
  /** A card type (SIM form factor and grade) of the platform catalogue. */
  cardType: (typeId: string) => ({ pk: 'PLATFORM#CARDTYPES', sk: `${skPrefix.cardType}${typeId}` }),
  /** Claims a card type code, so codes stay unique in the catalogue. */
  cardTypeCode: (code: string) => ({ pk: 'PLATFORM#CARDTYPES', sk: `CODE#${code}` }),
  // ── rate plans and APNs keys ──
  /** An APN of the platform catalogue (one partition: the APN list is one Query per page). */
  apn: (apnId: string) => ({ pk: 'PLATFORM#APN', sk: `${skPrefix.apn}${apnId}` }),
  /** Claims an APN name (lower case), so names stay unique; beside the APNs, outside the `APN#` list prefix. */
  apnName: (lowerCaseName: string) => ({ pk: 'PLATFORM#APN', sk: `${skPrefix.apnName}${lowerCaseName}` }),
  /** Claims a basic plan code, so codes stay unique (kept out of the `PLATFORM#GOODS` partition the card area queries). */
  basicPlanCode: (code: string) => ({ pk: 'PLATFORM#GOODSCODE', sk: `CODE#${code}` }),
  /** One change-log entry of a retail plan (listed newest first); outlives the plan. */
  retailRecord: (channelCustId: string, retailId: string, at: string, id: string) => ({
    pk: `CUST#${channelCustId}#RETAILREC#${retailId}`,
    sk: `${skPrefix.retailRecord}${at}#${id}`,
  }),
  // ── card detail keys ──
  /** One entry of a card's operation log, in the card's partition (listed newest first). */
  cardLog: (channelCustId: string, iccid: string, at: string, id: string) => ({
    pk: `CUST#${channelCustId}#CARD#${iccid}`,
    sk: `${skPrefix.cardLog}${at}#${id}`,
  }),
  /** One SMS sent to a card, in the card's partition (listed newest first). */
  cardSms: (channelCustId: string, iccid: string, at: string, id: string) => ({
    pk: `CUST#${channelCustId}#CARD#${iccid}`,
    sk: `${skPrefix.cardSms}${at}#${id}`,
  }),
  /**
   * A pending plan change falling due (written with the change, deleted when applied or found stale):
   * one partition per Shanghai day of `effectiveAt`, so the scheduled sweep Queries the days up to today.
   */
  planChangeDue: (day: string, effectiveAt: string, iccid: string) => ({
    pk: `DUE#PLANCHANGE#${day}`,
    sk: `${effectiveAt}#${iccid}`,
  }),
  /** An event (add-on) pack of the platform catalogue, beside the basic plans. */
  eventPack: (goodsReleaseId: string) => ({ pk: 'PLATFORM#GOODS', sk: `${skPrefix.eventPack}${goodsReleaseId}` }),
  /** A fault the operator simulator injects for one card (local runs and tests only). */
  simulatorFault: (iccid: string) => ({ pk: 'PLATFORM#SIMULATOR', sk: `FAULT#${iccid}` }),
  // ── eUICC keys ──
  /** Pointer to an eUICC card in its enterprise's eUICC list (eID order); the card item holds `eid` and `profiles`. */
  euicc: (channelCustId: string, eid: string) => ({ pk: `CUST#${channelCustId}#EUICC`, sk: `EID#${eid}` }),
  // ── stock keys (stock/) ──
  /** A stock item (card, hardware, dual-SIM pair) by its serial number in a scope's stock (`PLATFORM` or `CUST#<c>`). */
  stockItem: (scope: string, sn: string) => ({ pk: partitionKeys.stock(scope), sk: `ITEM#${sn}` }),
  /** A stock operation (a chunked job hosted on the card import's machine). */
  stockOp: (batchId: string) => ({ pk: partitionKeys.stockOp(batchId), sk: 'STOCKOP' }),
  /** A slice of a stock operation's input rows, written with the operation. */
  stockOpSlice: (batchId: string, index: number) => ({ pk: partitionKeys.stockOp(batchId), sk: `INPUT#${chunkNumber(index)}` }),
  /** The marker of a done chunk of a stock operation (its rows' results), written once. */
  stockOpChunk: (batchId: string, index: number) => ({
    pk: partitionKeys.stockOp(batchId),
    sk: `${skPrefix.chunk}${chunkNumber(index)}`,
  }),
  /** A stock operation in a scope's list (`PLATFORM` or `CUST#<c>`), newest last in sort order. */
  stockOpListItem: (scope: string, createdAt: string, batchId: string) => ({
    pk: partitionKeys.stockOps(scope),
    sk: `${createdAt}#${batchId}`,
  }),
  // ── separation renewal keys (risk/renewal) ──
  /** A separation renewal batch of an enterprise (a chunked job hosted on the card import's machine). */
  renewal: (channelCustId: string, batchId: string) => ({ pk: partitionKeys.renewal(channelCustId, batchId), sk: 'RENEWAL' }),
  /** A slice of a renewal batch's ICCIDs (up to RENEWAL_SLICE of them), written with the batch. */
  renewalSlice: (channelCustId: string, batchId: string, index: number) => ({
    pk: partitionKeys.renewal(channelCustId, batchId),
    sk: `INPUT#${chunkNumber(index)}`,
  }),
  /** The marker of a done chunk of a renewal batch (its cards' results), written once. */
  renewalChunk: (channelCustId: string, batchId: string, index: number) => ({
    pk: partitionKeys.renewal(channelCustId, batchId),
    sk: `${skPrefix.chunk}${chunkNumber(index)}`,
  }),
  /** A renewal batch in a scope's list (`PLATFORM` or `CUST#<c>`), newest last in sort order. */
  renewalListItem: (scope: string, createdAt: string, batchId: string) => ({
    pk: partitionKeys.renewalList(scope),
    sk: `${createdAt}#${batchId}`,
  }),
  /** One unlock of a separated card by a renewal batch, in the card's partition: at most one per (card, batch). */
  cardUnlock: (channelCustId: string, iccid: string, batchId: string) => ({
    pk: `CUST#${channelCustId}#CARD#${iccid}`,
    sk: `UNLOCK#${batchId}`,
  }),
  /** A card's unlock count of one Shanghai month (spec §5: at most 2), moved with the unlock record. */
  cardUnlockMonth: (channelCustId: string, iccid: string, month: string) => ({
    pk: `CUST#${channelCustId}#CARD#${iccid}`,
    sk: `UNLOCKS#${month}`,
  }),
  // ── batch list keys ──
  /** A batch in a scope's list (`PLATFORM`, `CUST#<c>` or `CUST#<c>#SUB#<s>`), newest last in sort order. */
  batchListItem: (scope: string, createdAt: string, batchId: string) => ({
    pk: partitionKeys.batchList(scope),
    sk: `${createdAt}#${batchId}`,
  }),
  // ── download task keys ──
  /** A download task under the requester's scope; task ids sort by creation time. */
  downloadTask: (scope: string, taskId: string) => ({
    pk: partitionKeys.downloadTasks(scope),
    sk: `${skPrefix.downloadTask}${taskId}`,
  }),
  /** One written part of an export (its rows, where the next part resumes): outside the task list's partition. */
  downloadTaskPart: (scope: string, taskId: string, index: number) => ({
    pk: `${scope}#DOWNLOAD#${taskId}`,
    sk: `${skPrefix.chunk}${chunkNumber(index)}`,
  }),
  // ── card import keys ──
  /** A card import (its per-row results are chunk items in the same partition, `CHUNK#<index>`). */
  cardImport: (channelCustId: string, importId: string) => ({ pk: `CUST#${channelCustId}#IMPORT#${importId}`, sk: 'IMPORT' }),
  cardImportChunk: (channelCustId: string, importId: string, index: number) => ({
    pk: `CUST#${channelCustId}#IMPORT#${importId}`,
    sk: `${skPrefix.chunk}${chunkNumber(index)}`,
  }),
  /** An import in a scope's list (`PLATFORM` or `CUST#<c>`), newest last in sort order. */
  cardImportListItem: (scope: string, createdAt: string, importId: string) => ({
    pk: partitionKeys.cardImportList(scope),
    sk: `${createdAt}#${importId}`,
  }),
  // ── SMS area and VIP call keys ──
  /** An SMS in a scope's SMS list (`CUST#<c>` or `CUST#<c>#SUB#<s>`): a copy of the card's SMS record, by time. */
  smsListItem: (scope: string, at: string, smsId: string) => ({ pk: partitionKeys.smsList(scope), sk: `${at}#${smsId}` }),
  /** A card's voice whitelist (VIP call numbers), in its enterprise's partition: the VIP call list is one Query. */
  voiceWhitelist: (channelCustId: string, iccid: string) => ({
    pk: `CUST#${channelCustId}#VIPCALL`,
    sk: `${skPrefix.card}${iccid}`,
  }),
  // ── API management keys ──
  /** An enterprise's open-API settings: app key and secret, switches, daily limit, IP allow-list. */
  // ── data push keys (issue #15, item 6) ──
  /** A data-push (SFTP) task of an enterprise; the enterprise's tasks are one Query. */
  dataPushTask: (channelCustId: string, taskId: string) => ({ pk: `CUST#${channelCustId}#DATAPUSH`, sk: taskId }),
  /** One run of a data-push task, by start time (listed newest first). */
  dataPushRun: (channelCustId: string, taskId: string, startedAt: string, runId: string) => ({
    pk: `CUST#${channelCustId}#DATAPUSH#${taskId}`,
    sk: `${startedAt}#${runId}`,
  }),
  // ── blacklists and real-name records (issue #16, items 7 and 5) ──
  /** A blacklist entry: the enterprises or the persons (`kind`), one small platform partition each. */
  blacklistEntry: (kind: string, entryId: string) => ({ pk: `PLATFORM#BLACKLIST#${kind}`, sk: entryId }),
  /** The blacklist record (every change and every hit), by time. */
  blacklistRecord: (at: string, recordId: string) => ({ pk: 'PLATFORM#BLACKLIST#RECORD', sk: `${at}#${recordId}` }),
  /** A card's real-name state; an enterprise's cards with one are one Query. */
  cardRealName: (channelCustId: string, iccid: string) => ({ pk: `CUST#${channelCustId}#REALNAME`, sk: iccid }),
  /** One change of a card's real-name state (its history), by time. */
  cardRealNameEvent: (channelCustId: string, iccid: string, at: string, id: string) => ({
    pk: `CUST#${channelCustId}#REALNAME#${iccid}`,
    sk: `${at}#${id}`,
  }),
  apiConfig: (channelCustId: string) => ({ pk: `CUST#${channelCustId}`, sk: 'API#CONFIG' }),
  /**
   * One shard (0..API_USAGE_SHARDS-1) of an enterprise's open-API call counter for one Asia/Shanghai day
   * (`YYYY-MM-DD`), each shard its own partition key; expires after a few days.
   */
  apiUsageShard: (channelCustId: string, shard: number, day: string) => ({
    pk: `CUST#${channelCustId}#APIUSE#${shard}`,
    sk: `API#USAGE#${day}`,
  }),
  /** Which enterprise an app key belongs to, for signed open-API calls that carry only the key. */
  appKeyDirectory: (appKey: string) => ({ pk: `APPKEY#${appKey}`, sk: 'APPKEY' }),
  /** A widget session minted by a partner's backend (open API v1), exchanged once for a token; expires with TTL. */
  widgetSession: (sessionId: string) => ({ pk: `WIDGET#SESSION#${sessionId}`, sk: 'SESSION' }),
  /** A read-only widget token, by the SHA-256 of the token (the token itself is never stored). */
  widgetToken: (tokenHash: string) => ({ pk: `WIDGET#TOKEN#${tokenHash}`, sk: 'TOKEN' }),
  /** An enterprise that allows a browser origin to call the widget routes (the CORS preflight reads one of them). */
  widgetOrigin: (origin: string, channelCustId: string) => ({ pk: `WIDGET#ORIGIN#${origin}`, sk: `CUST#${channelCustId}` }),
  // ── data pool keys ──
  /** A data pool of an enterprise; the enterprise's pools are one Query. */
  pool: (channelCustId: string, poolId: string) => ({ pk: `CUST#${channelCustId}#POOLS`, sk: `${skPrefix.pool}${poolId}` }),
  /** A card in a pool (with the quota it brought): the members of a pool are one Query. */
  poolCard: (channelCustId: string, poolId: string, iccid: string) => ({
    pk: partitionKeys.poolCards(channelCustId, poolId),
    sk: `${skPrefix.card}${iccid}`,
  }),
  /** One block or unblock of a pool (listed newest first). */
  poolBlock: (channelCustId: string, poolId: string, at: string, id: string) => ({
    pk: `CUST#${channelCustId}#POOLBLOCK#${poolId}`,
    sk: `${at}#${id}`,
  }),
  /** A pool change operation of an enterprise; batch ids sort by time, so the list is one Query. */
  poolChange: (channelCustId: string, batchId: string) => ({
    pk: `CUST#${channelCustId}#POOLCHANGES`,
    sk: `${skPrefix.poolChange}${batchId}`,
  }),
  /** One card a pool change could not change, with the reason (the fail log). */
  poolChangeFailure: (channelCustId: string, batchId: string, iccid: string) => ({
    pk: `CUST#${channelCustId}#POOLCHANGE#${batchId}`,
    sk: `FAIL#${iccid}`,
  }),
} as const;

const msisdnPartition = (msisdn: string): string => `MSISDN#${msisdn}`;

/**
 * An enterprise's daily open-API call counter is spread over this many items in as many partition keys,
 * each counting up to its share of the daily limit (api-manager/usage-shards.ts).
 */
export const API_USAGE_SHARDS = 8;

/** A partition key spread over shards: the key itself when unsharded, `<key>#<shard>` for one shard. */
const shardKey = (key: string, shard?: number): string => (shard === undefined ? key : `${key}#${shard}`);
/** Every partition of a key spread over `shards`: the one key when 1, else `<key>#0` … `<key>#<shards-1>`. */
const shardKeys = (key: string, shards: number): string[] =>
  shards > 1 ? Array.from({ length: shards }, (_, i) => shardKey(key, i)) : [key];

/**
 * gsi1pk (`byCustomerState`) of an enterprise's card directory entries by ICCID: the card list's ICCID
 * range without a state is a key condition there. Spread like the enterprise's card index (the same
 * `cardListShard` of the ICCID over its `listShards`), so no one key takes every card's write.
 */
export const cardIccidKeys = {
  enterprise: (channelCustId: string, shard?: number): string => shardKey(`${enterpriseScope(channelCustId)}#ICCIDS`, shard),
  /** Every partition of an enterprise's entries with `shards` partitions. */
  enterpriseShards: (channelCustId: string, shards: number): string[] =>
    shardKeys(`${enterpriseScope(channelCustId)}#ICCIDS`, shards),
};

/**
 * gsi1pk (`byCustomerState`) of an enterprise's activated cards by activation time (a sparse list: the
 * card list's activation-day filter is a key condition there), spread like its card index.
 */
export const cardActivationKeys = {
  enterprise: (channelCustId: string, shard?: number): string => shardKey(`${enterpriseScope(channelCustId)}#ACTIVATED`, shard),
  enterpriseShards: (channelCustId: string, shards: number): string[] =>
    shardKeys(`${enterpriseScope(channelCustId)}#ACTIVATED`, shards),
};

/**
 * gsi1pk (`byCustomerState`) of an enterprise's cards by MSISDN (the card list's MSISDN range is a key
 * condition there), spread like its card index.
 */
export const cardMsisdnKeys = {
  enterprise: (channelCustId: string, shard?: number): string => shardKey(`${enterpriseScope(channelCustId)}#MSISDNS`, shard),
  enterpriseShards: (channelCustId: string, shards: number): string[] =>
    shardKeys(`${enterpriseScope(channelCustId)}#MSISDNS`, shards),
};

/** The alternate ids of a card that have their own directory entry besides the MSISDN. */
export type CardAltIdKind = 'IMSI' | 'IMEI';

/**
 * The platform's open-API log is written over this many index partitions per day, so that no single
 * partition takes every call of the platform; the platform's list reads them all and merges.
 */
export const API_LOG_SHARDS = 4;
/** The `byAlternateId` partition of one shard of a day of the platform's open-API log. */
export const apiLogPlatformPartition = (day: string, shard: number): string => `PLATFORM#APILOGS#${day}#${shard}`;
/** The shard of a call: a stable hash of its request id. */
export function apiLogShard(requestId: string): number {
  let h = 0;
  for (let i = 0; i < requestId.length; i++) h = (h * 31 + requestId.charCodeAt(i)) >>> 0;
  return h % API_LOG_SHARDS;
}

/** Alternate-id index keys (index `byAlternateId`). */
export const altKeys = {
  accountOfTenant: (tenant: string, loginName: string) => ({ gsi2pk: `${tenant}#ACCOUNTS`, gsi2sk: loginName }),
  /** The `byAlternateId` partition of an MSISDN: holds the card directory item of the card that has it. */
  msisdn: msisdnPartition,
  /** On the card directory item: a card by its MSISDN. */
  cardByMsisdn: (msisdn: string, iccid: string) => ({ gsi2pk: msisdnPartition(msisdn), gsi2sk: `ICCID#${iccid}` }),
  /** On a card's IMSI or IMEI entry: the card by that id (`IMSI#<imsi>`, `IMEI#<imei>`). */
  cardByAltId: (kind: CardAltIdKind, value: string, iccid: string) => ({ gsi2pk: `${kind}#${value}`, gsi2sk: `ICCID#${iccid}` }),
  /** On a registration request: the requests of one status (pending, approved, rejected), by id (= submission time). */
  registrationOfStatus: (status: string, id: string) => ({ gsi2pk: `PLATFORM#REGISTRATIONS#${status}`, gsi2sk: id }),
  /** On an enterprise authentication application: the applications of one audit status (0..3), by id (= submission time). */
  enterpriseAuthOfStatus: (status: number, id: string) => ({ gsi2pk: `PLATFORM#ENTAUTHS#${status}`, gsi2sk: id }),
  /** On a withdrawal request: every enterprise's requests (the platform's list), by submission time then id. */
  withdrawalOfPlatform: (createdAt: string, withdrawalId: string) => ({
    gsi2pk: 'PLATFORM#WITHDRAWALS',
    gsi2sk: `${createdAt}#${withdrawalId}`,
  }),
  /** On an open-API call: every tenant's calls of a UTC day, spread over API_LOG_SHARDS partitions (the platform's view). */
  apiLogOfPlatform: (day: string, shard: number, at: string, requestId: string) => ({
    gsi2pk: apiLogPlatformPartition(day, shard),
    gsi2sk: `${at}#${requestId}`,
  }),
  /** On a withdrawal request examined or being paid (sparse, index `bySubCustomerState`): what the run on the 10th pays. */
  withdrawalDue: (withdrawalId: string) => ({ gsi3pk: 'PLATFORM#WITHDRAWALS#DUE', gsi3sk: withdrawalId }),
  /** On a blacklisted enterprise with an organisation code, or a person: the normalised code / keyed hash of the number. */
  blacklistByNumber: (kind: string, match: string, entryId: string) => ({
    gsi2pk: `BLACKLIST#${kind}#${match}`,
    gsi2sk: entryId,
  }),
  /** On a blacklisted enterprise (index `bySubCustomerState`): its normalised name. */
  blacklistByName: (name: string, entryId: string) => ({ gsi3pk: `BLACKLIST#NAME#${name}`, gsi3sk: entryId }),
  /** On a card's real-name state: every enterprise's (the platform's list), by enterprise then ICCID. */
  cardRealNameOfPlatform: (channelCustId: string, iccid: string) => ({
    gsi2pk: 'PLATFORM#REALNAME',
    gsi2sk: `${channelCustId}#${iccid}`,
  }),
  /** On a card that requires real-name and lacks it, or is held at I (sparse, `bySubCustomerState`): what the daily check reads. */
  cardRealNamePending: (channelCustId: string, iccid: string) => ({
    gsi3pk: 'PLATFORM#REALNAME#PENDING',
    gsi3sk: `${channelCustId}#${iccid}`,
  }),
  /** On a data-push task: every enterprise's tasks (the platform's list), by creation time then id. */
  dataPushOfPlatform: (createdAt: string, taskId: string) => ({ gsi2pk: 'PLATFORM#DATAPUSH', gsi2sk: `${createdAt}#${taskId}` }),
  /** On a data-push task that is on (sparse, index `bySubCustomerState`): by its Shanghai hour, what the hourly worker reads. */
  dataPushOn: (hour: number, channelCustId: string, taskId: string) => ({
    gsi3pk: 'PLATFORM#DATAPUSH#ON',
    gsi3sk: `H${String(hour).padStart(2, '0')}#${channelCustId}#${taskId}`,
  }),
};

/**
 * Card-list index keys: every card of an enterprise by state, then ICCID (`byCustomerState`: gsi1),
 * the cards allocated to a secondary customer by ICCID (`bySubCustomerState`: gsi3pk, gsi3sk = ICCID).
 */
export const cardListKeys = {
  /**
   * gsi1pk of every card of an enterprise (allocated ones included), or of one shard of them when the
   * enterprise's card index is spread over several partitions (`cardListShard`).
   */
  enterprise: (channelCustId: string, shard?: number): string => shardKey(`${enterpriseScope(channelCustId)}#CARDS`, shard),
  /** Every gsi1pk of an enterprise's cards with `shards` partitions. */
  enterpriseShards: (channelCustId: string, shards: number): string[] =>
    shardKeys(`${enterpriseScope(channelCustId)}#CARDS`, shards),
  /**
   * gsi3pk of the cards allocated to a secondary customer, or of one shard of them when its
   * enterprise's card index is spread (the same count and ICCID hash as `enterprise`).
   */
  secondary: (channelCustId: string, custId: string, shard?: number): string =>
    shardKey(`${secondaryScope(channelCustId, custId)}#CARDS`, shard),
  /** Every gsi3pk of a secondary customer's cards with `shards` partitions. */
  secondaryShards: (channelCustId: string, custId: string, shards: number): string[] =>
    shardKeys(`${secondaryScope(channelCustId, custId)}#CARDS`, shards),
  /** gsi1sk: lifecycle state, then ICCID. */
  state: (state: number, iccid: string): string => `S#${state}#${iccid}`,
  /** gsi1sk prefix of one state's cards, or of every card when no state is given. */
  statePrefix: (state?: number): string => (state === undefined ? 'S#' : `S#${state}#`),
} as const;

/** The most partitions an enterprise's card index is spread over (a first page reads them all at once). */
export const MAX_CARD_LIST_SHARDS = 32;

/**
 * The shard of a card in an index spread over `shards` partitions: a stable hash (FNV-1a, 32 bits) of
 * its ICCID (with MurmurHash3's final mix) modulo the count; undefined when the index is not spread (1 partition, today's key).
 */
export function cardListShard(iccid: string, shards: number | undefined): number | undefined {
  if (typeof shards !== 'number' || !(shards > 1)) return undefined;
  let h = 0x811c9dc5;
  for (let i = 0; i < iccid.length; i++) h = Math.imul(h ^ iccid.charCodeAt(i), 0x01000193);
  // The final mix (MurmurHash3's) spreads the last digits' change over the low bits the modulo keeps.
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) % shards;
}

/** The key prefix of a scope's roll-ups: the platform, an enterprise or a secondary customer. */
export function scopeKey(scope: Scope): string {
  if (scope.kind === 'platform') return scopeKeys.platform;
  if (scope.kind === 'enterprise') return enterpriseScope(scope.channelCustId);
  return secondaryScope(scope.channelCustId, scope.custId);
}

/** The tenant prefix an audit entry of this account goes under. */
export const tenantKey = (channelCustId: string | null): string =>
  channelCustId ? enterpriseScope(channelCustId) : scopeKeys.platform;

/** The id after a key prefix (`idAfter(skPrefix.secondary, 'SUB#S1')` is `S1`), or undefined when the key has another prefix. */
export const idAfter = (prefix: string, key: string): string | undefined =>
  key.startsWith(prefix) ? key.slice(prefix.length) : undefined;

/** The enterprise whose own partition this is (`CUST#<channelCustId>`, not one of its sub-partitions), or undefined. */
export function enterpriseOfPartition(pk: string): string | undefined {
  const id = idAfter(enterpriseScope(''), pk);
  return id && !id.includes('#') ? id : undefined;
}
