/**
 * The ledger (issue #14, item 1; docs/decisions.md "Ledger"): pure rules, no storage. Modelled on
 * TigerBeetle: every movement of money is one immutable transfer from a debit account to a credit
 * account (CNY, integer fen, amount > 0); an account keeps `debitsPosted`, `creditsPosted`,
 * `debitsPending`, `creditsPending`; a guard bounds one side ("debits must not exceed credits", plus a
 * credit limit); a pending transfer reserves funds and is later posted (fully or partly) or voided,
 * once. The transfer id is the idempotency key: the same id twice is one transfer (the second call
 * gets the first's transfer), the same id with other fields is refused.
 *
 * `apply(state, command)` is the reference: it returns the new state and a result code, leaving the
 * old state untouched. The repository (ledger.repository.ts) writes the same changes (`accountDelta`)
 * in one DynamoDB transaction, with conditions standing for the same refusals; the property tests
 * compare the two.
 */
import {
  type AccountGuard,
  type AccountKind,
  type SettlesLink,
  type TransferType,
  counterAccountKinds,
  customerAccountKinds,
  type ledgerAccountEntity,
  type ledgerTransferEntity,
} from '../shared/data/entities/ledger.entity.ts';
import type { InferItem } from '../shared/data/entity.ts';

export { type AccountGuard, type AccountKind, type SettlesLink, type TransferType, counterAccountKinds, customerAccountKinds };
export type LedgerAccount = InferItem<typeof ledgerAccountEntity>;
export type Transfer = InferItem<typeof ledgerTransferEntity>;

/** Who owns an account: an enterprise, and a secondary customer of it where the capital detail needs one. */
export interface AccountOwner {
  channelCustId: string;
  custId?: string | null;
}

/** `<channelCustId>/<kind>` or `<channelCustId>/<custId>/<kind>`. */
export const accountIdOf = (owner: AccountOwner, kind: AccountKind): string =>
  owner.custId ? `${owner.channelCustId}/${owner.custId}/${kind}` : `${owner.channelCustId}/${kind}`;

const kinds: readonly string[] = [...customerAccountKinds, ...counterAccountKinds];
/** The owner and kind an account id names, or undefined when it names none. */
export function parseAccountId(
  accountId: string,
): { channelCustId: string; custId: string | null; kind: AccountKind } | undefined {
  const parts = accountId.split('/');
  const kind = parts.at(-1)!;
  if (parts.length < 2 || parts.length > 3 || !kinds.includes(kind) || parts.some((p) => !p)) return undefined;
  return { channelCustId: parts[0]!, custId: parts.length === 3 ? parts[1]! : null, kind: kind as AccountKind };
}

/**
 * A customer's funds never go below zero except by a credit line (debits must not exceed credits);
 * the amount to be written off is owed to the platform, so nothing writes off more than is owed
 * (credits must not exceed debits); the platform's counter-accounts are unbounded.
 */
export const defaultGuard = (kind: AccountKind): AccountGuard =>
  kind === 'toWriteOff' ? 'credits' : (customerAccountKinds as readonly string[]).includes(kind) ? 'debits' : 'none';

export interface Balances {
  debitsPosted: number;
  creditsPosted: number;
  debitsPending: number;
  creditsPending: number;
}
const zero: Balances = { debitsPosted: 0, creditsPosted: 0, debitsPending: 0, creditsPending: 0 };

/** What a debit may still take: credits posted plus the limit, less debits posted and reserved. */
export const debitHeadroom = (a: Balances & { creditLimit: number }) =>
  a.creditsPosted + a.creditLimit - a.debitsPosted - a.debitsPending;
/** The mirror: what a credit may still take on a `credits`-guarded account. */
export const creditHeadroom = (a: Balances & { creditLimit: number }) =>
  a.debitsPosted + a.creditLimit - a.creditsPosted - a.creditsPending;
/** The headroom of the guarded side (Infinity for an unguarded account). */
export const guardedHeadroom = (a: LedgerAccount): number =>
  a.guard === 'debits' ? debitHeadroom(a) : a.guard === 'credits' ? creditHeadroom(a) : Number.POSITIVE_INFINITY;
/** Posted balance in the account's normal direction: credits − debits, or debits − credits for a `credits`-guarded one. */
export const postedBalance = (a: LedgerAccount): number =>
  a.guard === 'credits' ? a.debitsPosted - a.creditsPosted : a.creditsPosted - a.debitsPosted;

export function newAccount(owner: AccountOwner, kind: AccountKind, at: string, guard = defaultGuard(kind)): LedgerAccount {
  return {
    accountId: accountIdOf(owner, kind),
    channelCustId: owner.channelCustId,
    custId: owner.custId ?? null,
    kind,
    guard,
    creditLimit: 0,
    currency: 'CNY',
    ...zero,
    debitHeadroom: 0,
    creditHeadroom: 0,
    createdAt: at,
  };
}

/** The changes one side of a transfer makes to an account: balances and the two derived headrooms (ADD in DynamoDB). */
export type AccountDelta = Balances & { debitHeadroom: number; creditHeadroom: number };

/** What `transfer` changes on its debit (`side` = 'debit') or credit account. */
export function accountDelta(t: Pick<Transfer, 'type' | 'amount' | 'pendingAmount'>, side: 'debit' | 'credit'): AccountDelta {
  // Posted and reserved amounts of this side; a post or void releases the whole reservation first.
  const posted = t.type === 'single' || t.type === 'post' ? t.amount : 0;
  const reserved = t.type === 'pending' ? t.amount : t.type === 'single' ? 0 : -(t.pendingAmount ?? 0);
  const debit = side === 'debit';
  const debitsPosted = debit ? posted : 0;
  const debitsPending = debit ? reserved : 0;
  const creditsPosted = debit ? 0 : posted;
  const creditsPending = debit ? 0 : reserved;
  return {
    debitsPosted,
    creditsPosted,
    debitsPending,
    creditsPending,
    debitHeadroom: creditsPosted - debitsPosted - debitsPending,
    creditHeadroom: debitsPosted - creditsPosted - creditsPending,
  };
}

/** The account after `delta`. */
export const withDelta = (a: LedgerAccount, d: AccountDelta): LedgerAccount => ({
  ...a,
  debitsPosted: a.debitsPosted + d.debitsPosted,
  creditsPosted: a.creditsPosted + d.creditsPosted,
  debitsPending: a.debitsPending + d.debitsPending,
  creditsPending: a.creditsPending + d.creditsPending,
  debitHeadroom: a.debitHeadroom + d.debitHeadroom,
  creditHeadroom: a.creditHeadroom + d.creditHeadroom,
});

/**
 * The refusal a side of a transfer meets: a debit that would take a `debits`-guarded account below
 * −limit (`insufficientFunds`), a credit that would take a `credits`-guarded account past its debits
 * plus limit (`overLimit`). Only a negative change of the guarded headroom can be refused, so posts
 * and voids never are.
 */
export function limitRefusal(a: LedgerAccount, delta: AccountDelta): 'insufficientFunds' | 'overLimit' | undefined {
  if (a.guard === 'debits' && delta.debitHeadroom < 0 && a.debitHeadroom + delta.debitHeadroom < 0) return 'insufficientFunds';
  if (a.guard === 'credits' && delta.creditHeadroom < 0 && a.creditHeadroom + delta.creditHeadroom < 0) return 'overLimit';
  return undefined;
}

// ── requests ──

export interface TransferRequest {
  /** The idempotency key: the caller makes it (e.g. `recharge:<id>`) and sends it again on a retry. */
  transferId: string;
  debitAccountId: string;
  creditAccountId: string;
  amount: number;
  /** A reservation (withdrawal): posted or voided later. */
  pending?: boolean;
  reason: string;
  actor: string;
  settles: SettlesLink;
  at: string;
}

export interface ResolveRequest {
  transferId: string;
  pendingId: string;
  action: 'post' | 'void';
  /** A post of part of the reservation (the rest goes back); the whole when absent. A void releases the whole. */
  amount?: number;
  reason: string;
  actor: string;
  at: string;
}

export type LedgerCommand =
  | { op: 'open'; owner: AccountOwner; kind: AccountKind; guard?: AccountGuard; at: string }
  | { op: 'transfer'; request: TransferRequest }
  | { op: 'linked'; requests: TransferRequest[] }
  | { op: 'resolve'; request: ResolveRequest }
  | { op: 'setCreditLimit'; accountId: string; limit: number };

export const ledgerCodes = [
  'ok',
  /** Not a positive integer number of fen. */
  'invalidAmount',
  /** Debit and credit account are the same. */
  'sameAccount',
  /** An account the transfer names does not exist (or the id names no account). */
  'unknownAccount',
  /** The two accounts belong to different enterprises (each enterprise has its own counter-accounts). */
  'crossEnterprise',
  /** The debited account would go below minus its credit limit. */
  'insufficientFunds',
  /** The credited `credits`-guarded account would pass its debits plus limit (e.g. writing off more than owed). */
  'overLimit',
  /** The transfer id exists with other fields. */
  'idConflict',
  /** The pending id names no pending transfer. */
  'unknownPending',
  /** The pending transfer was posted or voided already. */
  'pendingResolved',
  /** A post of more than was reserved. */
  'exceedsPendingAmount',
  /** A credit limit lower than what the account already uses. */
  'limitBelowUsage',
] as const;
export type LedgerCode = (typeof ledgerCodes)[number];

export interface LedgerResult {
  code: LedgerCode;
  /** The transfer made, or on a replay the one made first. */
  transfer?: Transfer;
  /** True when the transfer id was known and the first transfer is returned. */
  replayed?: boolean;
  account?: LedgerAccount;
  /** Linked transfers: every leg made (or, on a replay, made first), in the order asked. */
  transfers?: Transfer[];
}

/** Whether a transfer's accounts are of two enterprises (ids that name no account are left to `unknownAccount`). */
export function crossEnterprise(r: Pick<TransferRequest, 'debitAccountId' | 'creditAccountId'>): boolean {
  const [d, c] = [parseAccountId(r.debitAccountId), parseAccountId(r.creditAccountId)];
  return !!d && !!c && d.channelCustId !== c.channelCustId;
}

export const isAmount = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n > 0;

/** The transfer a request makes (its fields as stored). */
export function transferOf(r: TransferRequest): Transfer {
  return {
    transferId: r.transferId,
    type: r.pending ? 'pending' : 'single',
    channelCustId: parseAccountId(r.debitAccountId)?.channelCustId ?? '',
    debitAccountId: r.debitAccountId,
    creditAccountId: r.creditAccountId,
    amount: r.amount,
    currency: 'CNY',
    reason: r.reason,
    actor: r.actor,
    settles: r.settles,
    at: r.at,
  };
}

/** The post or void a request makes of `pending`. */
export function resolutionOf(r: ResolveRequest, pending: Transfer): Transfer {
  return {
    transferId: r.transferId,
    type: r.action,
    channelCustId: pending.channelCustId,
    debitAccountId: pending.debitAccountId,
    creditAccountId: pending.creditAccountId,
    amount: r.action === 'void' ? pending.amount : (r.amount ?? pending.amount),
    pendingId: pending.transferId,
    pendingAmount: pending.amount,
    currency: 'CNY',
    reason: r.reason,
    actor: r.actor,
    settles: pending.settles,
    at: r.at,
  };
}

/** Whether a stored transfer is what `request` asks for (its time aside: a retry comes later). */
export function sameRequest(t: Transfer, r: TransferRequest | ResolveRequest): boolean {
  if (t.reason !== r.reason || t.actor !== r.actor) return false;
  if ('pendingId' in r) {
    const amount = r.action === 'void' ? t.pendingAmount : (r.amount ?? t.pendingAmount);
    return t.type === r.action && t.pendingId === r.pendingId && t.amount === amount;
  }
  return (
    t.type === (r.pending ? 'pending' : 'single') &&
    t.debitAccountId === r.debitAccountId &&
    t.creditAccountId === r.creditAccountId &&
    t.amount === r.amount &&
    t.settles.kind === r.settles.kind &&
    t.settles.id === r.settles.id
  );
}

/** The answer to a request whose transfer id exists: the first transfer, or `idConflict`. */
export const replay = (existing: Transfer, r: TransferRequest | ResolveRequest): LedgerResult =>
  sameRequest(existing, r) ? { code: 'ok', transfer: existing, replayed: true } : { code: 'idConflict' };

// ── linked transfers ──

/**
 * The refusal a request meets before any account is read: an amount that is not whole fen, the same
 * account on both sides, two enterprises (across the legs of linked transfers too), a leg id used
 * twice, no leg at all.
 */
export function requestRefusal(rs: readonly TransferRequest[]): LedgerCode | undefined {
  if (!rs.length || rs.some((r) => !isAmount(r.amount))) return 'invalidAmount';
  if (rs.some((r) => r.debitAccountId === r.creditAccountId)) return 'sameAccount';
  const owners = new Set(rs.flatMap((r) => [r.debitAccountId, r.creditAccountId]).map((id) => parseAccountId(id)?.channelCustId));
  owners.delete(undefined);
  if (rs.some(crossEnterprise) || owners.size > 1) return 'crossEnterprise';
  if (new Set(rs.map((r) => r.transferId)).size < rs.length) return 'idConflict';
  return undefined;
}

/**
 * The answer when some leg's id is known: every leg known as asked → the first transfers (a replay);
 * otherwise `idConflict`. Undefined when no leg's id is known.
 */
export function linkedReplay(
  rs: readonly TransferRequest[],
  existing: readonly (Transfer | undefined)[],
): LedgerResult | undefined {
  if (!existing.some(Boolean)) return undefined;
  const all = existing.every((t, i) => t && sameRequest(t, rs[i]!));
  return all ? { code: 'ok', transfer: existing[0], transfers: existing as Transfer[], replayed: true } : { code: 'idConflict' };
}

/**
 * Each account linked transfers move, with the sum of their changes, in the order first named (leg by
 * leg, debit side first). Linked transfers are applied whole or not at all and their limits are checked
 * on these sums — the same as leg by leg when an account moves one way, as every funds operation does.
 */
export function linkedDeltas(ts: readonly Transfer[]): Map<string, AccountDelta> {
  const out = new Map<string, AccountDelta>();
  for (const t of ts)
    for (const side of ['debit', 'credit'] as const) {
      const id = side === 'debit' ? t.debitAccountId : t.creditAccountId;
      const d = accountDelta(t, side);
      const sum = out.get(id);
      out.set(
        id,
        sum ? (Object.fromEntries(Object.entries(sum).map(([k, v]) => [k, v + d[k as keyof AccountDelta]])) as AccountDelta) : d,
      );
    }
  return out;
}

function applyLinked(state: LedgerState, rs: TransferRequest[]): { state: LedgerState; result: LedgerResult } {
  const refused = requestRefusal(rs);
  if (refused) return { state, result: { code: refused } };
  const replayed = linkedReplay(
    rs,
    rs.map((r) => pget(state.transfers, r.transferId)),
  );
  if (replayed) return { state, result: replayed };
  const ts = rs.map(transferOf);
  const deltas = linkedDeltas(ts);
  if ([...deltas.keys()].some((id) => !state.accounts[id])) return { state, result: { code: 'unknownAccount' } };
  for (const [id, d] of deltas) {
    const code = limitRefusal(state.accounts[id]!, d);
    if (code) return { state, result: { code } };
  }
  let transfers = state.transfers;
  for (const t of ts) transfers = pset(transfers, t.transferId, t);
  const accounts = { ...state.accounts };
  for (const [id, d] of deltas) accounts[id] = withDelta(accounts[id]!, d);
  return { state: { ...state, accounts, transfers }, result: { code: 'ok', transfer: ts[0], transfers: ts } };
}

// ── state ──

/**
 * A persistent map (128 buckets of entries; a write copies the bucket list and one bucket): `apply`
 * returns a new state without copying every transfer, so a 1,000-step run stays linear.
 */
export interface PMap<V> {
  readonly buckets: readonly (readonly (readonly [string, V])[] | undefined)[];
  readonly size: number;
}
const BUCKETS = 128;
const bucketOf = (k: string) => {
  let h = 0;
  for (let i = 0; i < k.length; i++) h = (h * 31 + k.charCodeAt(i)) | 0;
  return (h >>> 0) % BUCKETS;
};
export const emptyPMap = <V>(): PMap<V> => ({ buckets: new Array(BUCKETS).fill(undefined), size: 0 });
export const pget = <V>(m: PMap<V>, k: string): V | undefined => m.buckets[bucketOf(k)]?.find((e) => e[0] === k)?.[1];
export function pset<V>(m: PMap<V>, k: string, v: V): PMap<V> {
  const i = bucketOf(k);
  const rest = (m.buckets[i] ?? []).filter((e) => e[0] !== k);
  const buckets = m.buckets.slice();
  buckets[i] = [...rest, [k, v]];
  return { buckets, size: m.size - (m.buckets[i]?.length ?? 0) + rest.length + 1 };
}
export const pvalues = <V>(m: PMap<V>): V[] => m.buckets.flatMap((b) => (b ? b.map((e) => e[1]) : []));

export interface LedgerState {
  readonly accounts: Readonly<Record<string, LedgerAccount>>;
  readonly transfers: PMap<Transfer>;
  /** Pending id → the id of the post or void that resolved it. */
  readonly resolutions: PMap<string>;
}
export const emptyLedger = (): LedgerState => ({ accounts: {}, transfers: emptyPMap(), resolutions: emptyPMap() });

function moved(state: LedgerState, t: Transfer, debit: LedgerAccount, credit: LedgerAccount): LedgerState {
  return {
    ...state,
    accounts: {
      ...state.accounts,
      [debit.accountId]: withDelta(debit, accountDelta(t, 'debit')),
      [credit.accountId]: withDelta(credit, accountDelta(t, 'credit')),
    },
    transfers: pset(state.transfers, t.transferId, t),
  };
}

function applyTransfer(state: LedgerState, r: TransferRequest): { state: LedgerState; result: LedgerResult } {
  const same = { state, result: { code: 'ok' as LedgerCode } };
  if (!isAmount(r.amount)) return { ...same, result: { code: 'invalidAmount' } };
  if (r.debitAccountId === r.creditAccountId) return { ...same, result: { code: 'sameAccount' } };
  if (crossEnterprise(r)) return { ...same, result: { code: 'crossEnterprise' } };
  const existing = pget(state.transfers, r.transferId);
  if (existing) return { state, result: replay(existing, r) };
  const debit = state.accounts[r.debitAccountId];
  const credit = state.accounts[r.creditAccountId];
  if (!debit || !credit) return { state, result: { code: 'unknownAccount' } };
  const t = transferOf(r);
  const refused = limitRefusal(debit, accountDelta(t, 'debit')) ?? limitRefusal(credit, accountDelta(t, 'credit'));
  if (refused) return { state, result: { code: refused } };
  return { state: moved(state, t, debit, credit), result: { code: 'ok', transfer: t } };
}

function applyResolve(state: LedgerState, r: ResolveRequest): { state: LedgerState; result: LedgerResult } {
  if (r.action === 'post' && r.amount !== undefined && !isAmount(r.amount)) return { state, result: { code: 'invalidAmount' } };
  const existing = pget(state.transfers, r.transferId);
  if (existing) return { state, result: replay(existing, r) };
  const pending = pget(state.transfers, r.pendingId);
  if (!pending || pending.type !== 'pending') return { state, result: { code: 'unknownPending' } };
  if (pget(state.resolutions, r.pendingId)) return { state, result: { code: 'pendingResolved' } };
  if (r.action === 'post' && (r.amount ?? 0) > pending.amount) return { state, result: { code: 'exceedsPendingAmount' } };
  const t = resolutionOf(r, pending);
  const next = moved(state, t, state.accounts[t.debitAccountId]!, state.accounts[t.creditAccountId]!);
  return {
    state: { ...next, resolutions: pset(state.resolutions, r.pendingId, r.transferId) },
    result: { code: 'ok', transfer: t },
  };
}

/** The account with a new credit limit, or the refusal (`invalidAmount`, `limitBelowUsage`). */
export function withCreditLimit(a: LedgerAccount, limit: number): LedgerAccount | 'invalidAmount' | 'limitBelowUsage' {
  if (!Number.isSafeInteger(limit) || limit < 0) return 'invalidAmount';
  const change = limit - a.creditLimit;
  const next = { ...a, creditLimit: limit, debitHeadroom: a.debitHeadroom + change, creditHeadroom: a.creditHeadroom + change };
  return guardedHeadroom(next) < 0 ? 'limitBelowUsage' : next;
}

/** The reference model: the state after `command` and what the caller is answered. */
export function apply(state: LedgerState, command: LedgerCommand): { state: LedgerState; result: LedgerResult } {
  switch (command.op) {
    case 'open': {
      const id = accountIdOf(command.owner, command.kind);
      const account = state.accounts[id] ?? newAccount(command.owner, command.kind, command.at, command.guard);
      return { state: { ...state, accounts: { ...state.accounts, [id]: account } }, result: { code: 'ok', account } };
    }
    case 'transfer':
      return applyTransfer(state, command.request);
    case 'linked':
      return applyLinked(state, command.requests);
    case 'resolve':
      return applyResolve(state, command.request);
    case 'setCreditLimit': {
      const a = state.accounts[command.accountId];
      if (!a) return { state, result: { code: 'unknownAccount' } };
      const next = withCreditLimit(a, command.limit);
      if (typeof next === 'string') return { state, result: { code: next } };
      return { state: { ...state, accounts: { ...state.accounts, [a.accountId]: next } }, result: { code: 'ok', account: next } };
    }
  }
}

// ── the balance check ──

/** An account's balances recomputed from the transfers that move it (in any order: the sums commute). */
export function balancesFrom(accountId: string, transfers: Iterable<Transfer>): Balances {
  const b = { ...zero };
  for (const t of transfers) {
    if (t.debitAccountId === accountId)
      for (const [k, v] of Object.entries(accountDelta(t, 'debit'))) if (k in b) b[k as keyof Balances] += v;
    if (t.creditAccountId === accountId)
      for (const [k, v] of Object.entries(accountDelta(t, 'credit'))) if (k in b) b[k as keyof Balances] += v;
  }
  return b;
}

/** One difference the balance check found: a stored field and what the transfers make of it. */
export interface BalanceDifference {
  accountId: string;
  field: keyof AccountDelta;
  stored: number;
  recomputed: number;
}

/** The differences between an account as stored and its balances recomputed from `transfers` (none when it is consistent). */
export function checkAccount(a: LedgerAccount, transfers: Iterable<Transfer>): BalanceDifference[] {
  const b = balancesFrom(a.accountId, transfers);
  const expected: AccountDelta = {
    ...b,
    debitHeadroom: debitHeadroom({ ...b, creditLimit: a.creditLimit }),
    creditHeadroom: creditHeadroom({ ...b, creditLimit: a.creditLimit }),
  };
  return (Object.keys(expected) as (keyof AccountDelta)[])
    .filter((f) => a[f] !== expected[f])
    .map((field) => ({ accountId: a.accountId, field, stored: a[field], recomputed: expected[field] }));
}
