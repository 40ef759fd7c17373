/**
 * The ledger aggregate (ledger/, issue #14 item 1): accounts holding their balances, immutable
 * transfers keyed by their id (the idempotency key), the claim that resolves a pending transfer once,
 * and one history entry per account a transfer moves (an account's movements, newest first). Every
 * account of an enterprise — its own, its secondary customers' and its platform-side counter-accounts
 * — is in the enterprise's ledger partition, so a transfer touches one enterprise's items and the
 * balance check reads them with one Query. Rules and types: ledger/ledger-model.ts.
 */
import { attr, entity, optionalAttr } from '../entity.ts';
import { keys } from '../keys.ts';

/** A customer's accounts (spec §3 funds): pre-deposits, grants, credit, contract payments, amount to be written off, withdrawable. */
export const customerAccountKinds = ['preDeposit', 'grant', 'credit', 'contract', 'toWriteOff', 'withdrawable'] as const;
/**
 * The platform's counter-accounts, one set per enterprise: money received or paid out (`settlement`),
 * billed revenue (`revenue`), grants given (`grantIssued`), credit lines granted (`creditIssued`).
 */
export const counterAccountKinds = ['settlement', 'revenue', 'grantIssued', 'creditIssued'] as const;
export type CustomerAccountKind = (typeof customerAccountKinds)[number];
export type CounterAccountKind = (typeof counterAccountKinds)[number];
export type AccountKind = CustomerAccountKind | CounterAccountKind;
/**
 * Which side of an account is bounded (TigerBeetle's account flags): `debits` = debits must not exceed
 * credits (plus the credit limit), `credits` = credits must not exceed debits (plus the limit), `none`.
 */
export type AccountGuard = 'debits' | 'credits' | 'none';
/** A single-phase transfer, a pending one (a reservation), and the post or void that resolves a pending one. */
export type TransferType = 'single' | 'pending' | 'post' | 'void';
/** What a transfer settles: a recharge, a withdrawal, a bill, a credit order, a grant, a correction. */
export interface SettlesLink {
  kind: 'recharge' | 'withdrawal' | 'bill' | 'creditOrder' | 'grant' | 'contract' | 'refund' | 'correction';
  id: string;
}

const accountAttributes = {
  accountId: attr<string>(),
  channelCustId: attr<string>(),
  custId: attr<string | null>(),
  kind: attr<AccountKind>(),
  guard: attr<AccountGuard>(),
  creditLimit: attr<number>(),
  currency: attr<'CNY'>(),
  debitsPosted: attr<number>(),
  creditsPosted: attr<number>(),
  debitsPending: attr<number>(),
  creditsPending: attr<number>(),
  /**
   * What each side may still take, derived and kept in every write because a condition expression
   * cannot add: `debitHeadroom` = creditsPosted + creditLimit − debitsPosted − debitsPending (a debit
   * of a `debits`-guarded account is conditioned on `debitHeadroom >= :amount`), `creditHeadroom` the
   * mirror. Kept on every account whatever its guard, so a transfer's changes depend on the transfer alone.
   */
  debitHeadroom: attr<number>(),
  creditHeadroom: attr<number>(),
  createdAt: attr<string>(),
};

/** A ledger account with its balances (fen). */
export const ledgerAccountEntity = /* @__PURE__ */ entity({
  name: 'ledger account',
  attributes: accountAttributes,
  key: ({ channelCustId, accountId }: { channelCustId: string; accountId: string }) =>
    keys.ledgerAccount(channelCustId, accountId),
});

const transferAttributes = {
  transferId: attr<string>(),
  type: attr<TransferType>(),
  channelCustId: attr<string>(),
  debitAccountId: attr<string>(),
  creditAccountId: attr<string>(),
  /** Fen moved: posted (single, post), reserved (pending) or released (void). */
  amount: attr<number>(),
  /** A post or void: the pending transfer it resolves and that transfer's amount. */
  pendingId: optionalAttr<string>(),
  pendingAmount: optionalAttr<number>(),
  currency: attr<'CNY'>(),
  reason: attr<string>(),
  actor: attr<string>(),
  settles: attr<SettlesLink>(),
  at: attr<string>(),
};

/** An immutable transfer, keyed by its id (the idempotency key: at most one transfer per id). */
export const ledgerTransferEntity = /* @__PURE__ */ entity({
  name: 'ledger transfer',
  attributes: transferAttributes,
  key: ({ transferId }: { transferId: string }) => keys.ledgerTransfer(transferId),
});

/** The claim that a pending transfer was resolved (posted or voided): written absent-only, so once. */
export const ledgerResolutionEntity = /* @__PURE__ */ entity({
  name: 'ledger pending resolution',
  attributes: { pendingId: attr<string>(), resolvedBy: attr<string>(), type: attr<'post' | 'void'>(), at: attr<string>() },
  key: ({ pendingId }: { pendingId: string }) => keys.ledgerResolution(pendingId),
});

/** A transfer in one account's history (a copy: listing an account's movements is one Query, read backwards). */
export const ledgerHistoryEntity = /* @__PURE__ */ entity({
  name: 'ledger history entry',
  attributes: transferAttributes,
  key: ({
    channelCustId,
    accountId,
    at,
    transferId,
  }: { channelCustId: string; accountId: string; at: string; transferId: string }) =>
    keys.ledgerHistory(channelCustId, accountId, at, transferId),
});

/**
 * One run of the balance check (ledger/balance-check.ts): what it read and every difference between a
 * stored balance and the one its transfers give (the first 100).
 */
export const ledgerCheckEntity = /* @__PURE__ */ entity({
  name: 'ledger balance check',
  attributes: {
    at: attr<string>(),
    enterprises: attr<number>(),
    accounts: attr<number>(),
    entries: attr<number>(),
    differenceCount: attr<number>(),
    differences: attr<{ accountId: string; field: string; stored: number; recomputed: number }[]>(),
  },
  key: ({ at }: { at: string }) => keys.ledgerCheck(at),
});
