/** Partition keys read as a whole or by prefix (one Query per page); the item builders of every area use them. */
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
