/**
 * The ledger in the table (shared/data/entities/ledger.entity.ts; rules in ledger-model.ts). One
 * transfer — or the post or void of a pending one — is ONE TransactWrite: the transfer put absent-only
 * (its id is the idempotency key), for a post or void the resolution claim put absent-only, both
 * accounts' balances ADDed under conditions that stand for the limits, a history entry per account,
 * and the enterprise's day and month roll-ups of the money moved (ledger-rollup.ts: the financial reports).
 * A failed condition becomes the model's result code in one place (`refusal`); a transaction cancelled
 * for contention is sent again (the transfer id makes that safe) and after `attempts` answers `conflict`.
 */
import { config } from '../platform/config.ts';
import type { DocumentClient } from '../shared/aws/dynamodb.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import {
  ledgerAccountEntity,
  ledgerHistoryEntity,
  ledgerResolutionEntity,
  ledgerTransferEntity,
} from '../shared/data/entities/ledger.entity.ts';
import { type Condition, entitySteps, entityStore, within } from '../shared/data/entity-operations.ts';
import { type TransactStep, failedConditions, isCancelledTransaction, tryCondition } from '../shared/data/operations.ts';
import type { Page } from '../shared/data/page-cursor.ts';
import {
  type AccountGuard,
  type AccountKind,
  type AccountOwner,
  type BalanceDifference,
  type LedgerAccount,
  type LedgerCode,
  type LedgerResult,
  type ResolveRequest,
  type Transfer,
  type TransferRequest,
  type accountDelta,
  checkAccount,
  isAmount,
  linkedDeltas,
  linkedReplay,
  newAccount,
  parseAccountId,
  replay,
  requestRefusal,
  resolutionOf,
  transferOf,
  withCreditLimit,
} from './ledger-model.ts';
import { rollupSteps } from './ledger-rollup.ts';

/**
 * The model's codes, `conflict` (the transaction lost to concurrent writes `attempts` times and wrote
 * nothing) and `precondition`: a step the caller added to the transaction (its own record's change,
 * e.g. a recharge moving from pending review to reviewed) failed its condition; `failedStep` is its
 * index among the caller's steps. Nothing was written.
 */
export type LedgerOutcome = Omit<LedgerResult, 'code'> & {
  code: LedgerCode | 'conflict' | 'precondition' | 'limitChanged';
  failedStep?: number;
};
export interface BalanceCheck {
  accounts: number;
  /** History entries read (each transfer appears once per account it moves). */
  entries: number;
  differences: BalanceDifference[];
}

/** What each step of a transfer's transaction stands for when its condition fails. */
type StepRole =
  | { role: 'transfer' | 'resolution' | 'history' | 'rollup' }
  | { role: 'account'; accountId: string }
  | { role: 'extra'; index: number };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Contention, not a refusal: a transaction cancelled with no failed condition (or DynamoDB's own conflict errors). */
const isContention = (error: unknown) =>
  (isCancelledTransaction(error) && failedConditions(error).length === 0) ||
  /^Transaction(Conflict|InProgress)Exception$/.test((error as { name?: string })?.name ?? '');

/**
 * The condition of one side of a transfer: the account exists and, where the change lowers a headroom,
 * a guarded account keeps it at or above zero (the limit) — `debitHeadroom >= :amount` for a debit of a
 * `debits`-guarded account. A condition cannot add, hence the derived headrooms.
 */
function sideCondition(delta: ReturnType<typeof accountDelta>): Condition {
  const clauses = ['attribute_exists(pk)'];
  const values: Record<string, unknown> = {};
  const names: Record<string, string> = {};
  for (const [guard, field] of [
    ['debits', 'debitHeadroom'],
    ['credits', 'creditHeadroom'],
  ] as const) {
    if (delta[field] >= 0) continue;
    names['#guard'] = 'guard';
    names[`#${field}`] = field;
    values[`:${guard}`] = guard satisfies AccountGuard;
    values[`:${field}`] = -delta[field];
    clauses.push(`(#guard <> :${guard} OR #${field} >= :${field})`);
  }
  return { expression: clauses.join(' AND '), names, values };
}

export function createLedgerRepository(
  db: DocumentClient = documentClient(),
  table = () => config('tableName'),
  options: {
    attempts?: number;
    /** Called after each transfer commits, with the transfers and a reader of an enterprise's accounts. */
    committed?: (ts: Transfer[], accounts: (channelCustId: string) => Promise<LedgerAccount[]>) => Promise<unknown>;
  } = {},
) {
  const store = entityStore(db, table);
  const attempts = options.attempts ?? 12;
  const accountKey = (accountId: string) => ({ channelCustId: parseAccountId(accountId)!.channelCustId, accountId });
  const getAccount = (accountId: string) => store.get(ledgerAccountEntity, accountKey(accountId), true);
  const getTransfer = (transferId: string) => store.get(ledgerTransferEntity, { transferId }, true);

  /** Every account of an enterprise (its own, its secondary customers', its counter-accounts). */
  const accounts = (channelCustId: string) =>
    store.all(ledgerAccountEntity, { ...within(ledgerAccountEntity, { channelCustId }), consistent: true });

  /** After a transfer committed: the caller's hook (funds/funds-events.ts publishes `funds-moved`); never fails the transfer. */
  const published = async (ts: Transfer[]) => {
    try {
      await options.committed?.(ts, accounts);
    } catch {
      // The hook reports its own failures; the transfer stands.
    }
  };

  /** The answer when the request's id exists: the first transfer or `idConflict`; undefined when it does not. */
  async function existingAnswer(r: TransferRequest | ResolveRequest): Promise<LedgerResult | undefined> {
    const existing = await getTransfer(r.transferId);
    return existing && replay(existing, r);
  }

  /** The one place a failed condition of a transfer's transaction becomes a result code. */
  async function refusal(
    failed: StepRole | undefined,
    ts: Transfer[],
    rs: TransferRequest[] | [ResolveRequest],
  ): Promise<LedgerOutcome> {
    if (failed?.role === 'transfer') {
      const existing = await Promise.all(ts.map((t) => getTransfer(t.transferId)));
      const answer =
        'pendingId' in rs[0]! ? existing[0] && replay(existing[0], rs[0]) : linkedReplay(rs as TransferRequest[], existing);
      if (answer) return answer;
    }
    if (failed?.role === 'resolution') return { code: 'pendingResolved' };
    if (failed?.role === 'extra') return { code: 'precondition', failedStep: failed.index };
    if (failed?.role === 'account') {
      const ids = [...new Set(ts.flatMap((t) => [t.debitAccountId, t.creditAccountId]))];
      const accounts = await Promise.all(ids.map(getAccount));
      if (accounts.some((a) => !a)) return { code: 'unknownAccount' };
      const guard = accounts.find((a) => a!.accountId === failed.accountId)!.guard;
      return { code: guard === 'credits' ? 'overLimit' : 'insufficientFunds' };
    }
    throw new Error(
      `ledger: unexpected failed condition on the ${failed?.role ?? 'unknown'} step of transfer ${ts[0]?.transferId}`,
    );
  }

  /**
   * Writes `ts` (linked: all or none; for a post or void its resolution claim too) and the caller's
   * `extra` steps in one transaction, sent again on contention. Each account is one update with the
   * sum of its changes (a transaction may touch an item once).
   */
  async function write(
    ts: Transfer[],
    rs: TransferRequest[] | [ResolveRequest],
    extra: TransactStep[] = [],
  ): Promise<LedgerOutcome> {
    const T = table();
    const roles: StepRole[] = [];
    const steps: TransactStep[] = [];
    const add = (role: StepRole, step: TransactStep) => {
      roles.push(role);
      steps.push(step);
    };
    for (const t of ts) add({ role: 'transfer' }, entitySteps.put(T, ledgerTransferEntity, t, 'absent'));
    for (const t of ts)
      if (t.pendingId)
        add(
          { role: 'resolution' },
          entitySteps.put(
            T,
            ledgerResolutionEntity,
            { pendingId: t.pendingId, resolvedBy: t.transferId, type: t.type as 'post' | 'void', at: t.at },
            'absent',
          ),
        );
    for (const [accountId, delta] of linkedDeltas(ts))
      add(
        { role: 'account', accountId },
        entitySteps.update(T, ledgerAccountEntity, accountKey(accountId), { add: delta, condition: sideCondition(delta) }),
      );
    for (const t of ts)
      for (const accountId of [t.debitAccountId, t.creditAccountId])
        add({ role: 'history' }, entitySteps.put(T, ledgerHistoryEntity, { ...t, accountId }));
    for (const step of rollupSteps(T, ts)) add({ role: 'rollup' }, step);
    extra.forEach((step, index) => add({ role: 'extra', index }, step));
    for (let attempt = 1; ; attempt++) {
      try {
        await store.transact(steps);
        await published(ts);
        return { code: 'ok', transfer: ts[0], transfers: ts };
      } catch (error) {
        const failed = failedConditions(error);
        if (failed.length) return refusal(roles[failed[0]!], ts, rs);
        if (!isContention(error)) throw error;
        if (attempt >= attempts) return { code: 'conflict' };
        await sleep(Math.random() * Math.min(200, 5 * 2 ** attempt));
      }
    }
  }

  return {
    /** Opens an account (once: an existing one is returned as it is). */
    async openAccount(owner: AccountOwner, kind: AccountKind, at: string, guard?: AccountGuard): Promise<LedgerAccount> {
      const account = newAccount(owner, kind, at, guard);
      if (await tryCondition(store.put(ledgerAccountEntity, account, 'absent'))) return account;
      return (await getAccount(account.accountId))!;
    },

    getAccount,
    getTransfer,

    accounts,

    /** One page of an account's movements, newest first. */
    history(accountId: string, page: { cursor?: string; pageSize: number }): Promise<Page<Transfer>> {
      return store.page(ledgerHistoryEntity, { ...within(ledgerHistoryEntity, accountKey(accountId)), backwards: true }, page);
    },

    /**
     * A single-phase or pending transfer; `extra` are the caller's own steps written in the same
     * transaction (`precondition` when one fails its condition).
     */
    transfer(r: TransferRequest, extra: TransactStep[] = []): Promise<LedgerOutcome> {
      return this.linked([r], extra);
    },

    /**
     * Linked transfers (TigerBeetle's linked events): every leg or none, in one transaction with the
     * caller's `extra` steps — a write-off paid from grants and pre-deposits together, say. The same
     * legs again are a replay; limits are checked on each account's sum of changes.
     */
    async linked(rs: TransferRequest[], extra: TransactStep[] = []): Promise<LedgerOutcome> {
      const refused = requestRefusal(rs);
      if (refused) return { code: refused };
      if (rs.some((r) => !parseAccountId(r.debitAccountId) || !parseAccountId(r.creditAccountId)))
        return linkedReplay(rs, await Promise.all(rs.map((r) => getTransfer(r.transferId)))) ?? { code: 'unknownAccount' };
      return write(rs.map(transferOf), rs, extra);
    },

    /** Posts (all or part of) or voids a pending transfer, once (`extra`: as for `transfer`). */
    async resolve(r: ResolveRequest, extra: TransactStep[] = []): Promise<LedgerOutcome> {
      if (r.action === 'post' && r.amount !== undefined && !isAmount(r.amount)) return { code: 'invalidAmount' };
      const pending = await getTransfer(r.pendingId);
      if (!pending || pending.type !== 'pending') return (await existingAnswer(r)) ?? { code: 'unknownPending' };
      if (r.action === 'post' && (r.amount ?? 0) > pending.amount) {
        // The model's order: a known id, then a reservation resolved already, then the amount.
        const resolved = await store.get(ledgerResolutionEntity, { pendingId: r.pendingId }, true);
        return (await existingAnswer(r)) ?? { code: resolved ? 'pendingResolved' : 'exceedsPendingAmount' };
      }
      return write([resolutionOf(r, pending)], [r], extra);
    },

    /**
     * Sets an account's credit limit: refused when the account already uses more than the new limit
     * allows. Read, then written on condition that the limit is unchanged and the guarded headroom
     * still covers the decrease (concurrent transfers move it); read again when that fails. `extra`
     * are the caller's own steps in the same transaction (a credit order and its change log):
     * `precondition` when one fails. `expectedLimit`: the limit the caller computed `limit` from (it
     * read the limit, then the orders that make it); when the stored limit is another, someone changed
     * it in between and the answer is `limitChanged` (read again and recompute), nothing written.
     */
    async setCreditLimit(
      accountId: string,
      limit: number,
      extra: TransactStep[] = [],
      expectedLimit?: number,
    ): Promise<LedgerOutcome> {
      if (!parseAccountId(accountId)) return { code: 'unknownAccount' };
      for (let attempt = 1; attempt <= attempts; attempt++) {
        const a = await getAccount(accountId);
        if (!a) return { code: 'unknownAccount' };
        if (expectedLimit !== undefined && a.creditLimit !== expectedLimit) return { code: 'limitChanged' };
        const next = withCreditLimit(a, limit);
        if (typeof next === 'string') return { code: next };
        const change = limit - a.creditLimit;
        const field = a.guard === 'credits' ? 'creditHeadroom' : 'debitHeadroom';
        const condition: Condition = {
          expression: change < 0 ? '#limit = :old AND #head >= :need' : '#limit = :old',
          names: { '#limit': 'creditLimit', ...(change < 0 ? { '#head': field } : {}) },
          values: { ':old': a.creditLimit, ...(change < 0 ? { ':need': -change } : {}) },
        };
        const update = { set: { creditLimit: limit }, add: { debitHeadroom: change, creditHeadroom: change }, condition };
        if (!extra.length) {
          if (await tryCondition(store.update(ledgerAccountEntity, accountKey(accountId), update)))
            return { code: 'ok', account: next };
          continue;
        }
        try {
          await store.transact([entitySteps.update(table(), ledgerAccountEntity, accountKey(accountId), update), ...extra]);
          return { code: 'ok', account: next };
        } catch (error) {
          const failed = failedConditions(error);
          if (failed.length && failed[0]! > 0) return { code: 'precondition', failedStep: failed[0]! - 1 };
          if (!failed.length && !isContention(error)) throw error;
        }
      }
      return { code: 'conflict' };
    },

    /**
     * The balance check: each account of the enterprise (or of one secondary customer) recomputed from
     * its history entries and compared with its stored balances. An account that moved while its
     * history was read is read again (up to 3 times), so a live ledger does not report a transfer in flight.
     */
    async checkBalances(owner: AccountOwner): Promise<BalanceCheck> {
      const all = await accounts(owner.channelCustId);
      const mine = owner.custId ? all.filter((a) => a.custId === owner.custId) : all;
      const out: BalanceCheck = { accounts: mine.length, entries: 0, differences: [] };
      for (let a of mine) {
        for (let tries = 1; ; tries++) {
          const entries = await store.all(ledgerHistoryEntity, {
            ...within(ledgerHistoryEntity, accountKey(a.accountId)),
            consistent: true,
          });
          const after = (await getAccount(a.accountId))!;
          const differences = checkAccount(after, entries);
          const moved = JSON.stringify(after) !== JSON.stringify(a);
          if (!moved || tries >= 3 || !differences.length) {
            out.entries += entries.length;
            out.differences.push(...differences);
            break;
          }
          a = after;
        }
      }
      return out;
    },
  };
}

export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
