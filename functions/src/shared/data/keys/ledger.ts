import { partitionKeys } from './partitions.ts';
import { skPrefix } from './parts.ts';

/** Money: ledger accounts and transfers, withdrawals, recharges and orders. */
export const ledgerKeys = {
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
  /** A withdrawal request in its enterprise's partition, by id (ids sort by submission time). */
  withdrawal: (channelCustId: string, withdrawalId: string) => ({ pk: `CUST#${channelCustId}#WITHDRAWALS`, sk: withdrawalId }),
  /** The enterprise's one withdrawal in process (put absent-only with the request, deleted when it is withdrawn or rejected). */
  openWithdrawal: (channelCustId: string) => ({ pk: `CUST#${channelCustId}#WITHDRAWAL`, sk: 'OPEN' }),
  /** A recharge in a scope's list (the platform's, its enterprise's), by its id (ids start with the filing time). */
  recharge: (scope: string, rechargeId: string) => ({ pk: partitionKeys.recharges(scope), sk: rechargeId }),
  /** An order (pack, renewal, one-off fee or card purchase) of an enterprise. */
  order: (channelCustId: string, orderId: string) => ({ pk: `CUST#${channelCustId}#ORDER#${orderId}`, sk: 'ORDER' }),
  /** An order in a scope's list of its family, by creation time then id (read backwards: newest first). */
  orderListItem: (scope: string, family: string, createdAt: string, orderId: string) => ({
    pk: partitionKeys.orders(scope, family),
    sk: `${createdAt}#${orderId}`,
  }),
} as const;

/** Withdrawal requests across enterprises: the platform's list and those due for payment. */
export const ledgerAltKeys = {
  /** On a withdrawal request: every enterprise's requests (the platform's list), by submission time then id. */
  withdrawalOfPlatform: (createdAt: string, withdrawalId: string) => ({
    gsi2pk: 'PLATFORM#WITHDRAWALS',
    gsi2sk: `${createdAt}#${withdrawalId}`,
  }),
  /** On a withdrawal request examined or being paid (sparse, index `bySubCustomerState`): what the run on the 10th pays. */
  withdrawalDue: (withdrawalId: string) => ({ gsi3pk: 'PLATFORM#WITHDRAWALS#DUE', gsi3sk: withdrawalId }),
};
