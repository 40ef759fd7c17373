/**
 * The ledger in the table (shared/data/entities/ledger.entity.ts; rules in ledger-model.ts). One
 * transfer — or the post or void of a pending one — is ONE TransactWrite: the transfer put absent-only
 * (its id is the idempotency key), for a post or void the resolution claim put absent-only, both
 * accounts' balances ADDed under conditions that stand for the limits, and a history entry per account.
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
  accountDelta,
  checkAccount,
  crossEnterprise,
  isAmount,
  newAccount,
  parseAccountId,
  replay,
  resolutionOf,
  transferOf,
  withCreditLimit,
} from './ledger-model.ts';

/** The model's codes, and `conflict`: the transaction lost to concurrent writes `attempts` times and wrote nothing. */
export type LedgerOutcome = Omit<LedgerResult, 'code'> & { code: LedgerCode | 'conflict' };

export interface BalanceCheck {
  accounts: number;
  /** History entries read (each transfer appears once per account it moves). */
  entries: number;
  differences: BalanceDifference[];
}

/** What each step of a transfer's transaction stands for when its condition fails. */
type StepRole = 'transfer' | 'resolution' | 'debit' | 'credit' | 'history';

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
  options: { attempts?: number } = {},
) {
  const store = entityStore(db, table);
  const attempts = options.attempts ?? 12;
  const accountKey = (accountId: string) => ({ channelCustId: parseAccountId(accountId)!.channelCustId, accountId });
  const getAccount = (accountId: string) => store.get(ledgerAccountEntity, accountKey(accountId), true);
  const getTransfer = (transferId: string) => store.get(ledgerTransferEntity, { transferId }, true);

  /** Every account of an enterprise (its own, its secondary customers', its counter-accounts). */
  const accounts = (channelCustId: string) =>
    store.all(ledgerAccountEntity, { ...within(ledgerAccountEntity, { channelCustId }), consistent: true });

  /** The answer when the request's id exists: the first transfer or `idConflict`; undefined when it does not. */
  async function existingAnswer(r: TransferRequest | ResolveRequest): Promise<LedgerResult | undefined> {
    const existing = await getTransfer(r.transferId);
    return existing && replay(existing, r);
  }

  /** The one place a failed condition of a transfer's transaction becomes a result code. */
  async function refusal(role: StepRole | undefined, t: Transfer, r: TransferRequest | ResolveRequest): Promise<LedgerOutcome> {
    if (role === 'transfer') {
      const answer = await existingAnswer(r);
      if (answer) return answer;
    }
    if (role === 'resolution') return { code: 'pendingResolved' };
    if (role === 'debit' || role === 'credit') {
      const [debit, credit] = await Promise.all([getAccount(t.debitAccountId), getAccount(t.creditAccountId)]);
      if (!debit || !credit) return { code: 'unknownAccount' };
      const guard = (role === 'debit' ? debit : credit).guard;
      return { code: guard === 'credits' ? 'overLimit' : 'insufficientFunds' };
    }
    throw new Error(`ledger: unexpected failed condition on the ${role ?? 'unknown'} step of transfer ${t.transferId}`);
  }

  /** Writes `t` (and for a post or void its resolution claim) in one transaction, sent again on contention. */
  async function write(t: Transfer, r: TransferRequest | ResolveRequest): Promise<LedgerOutcome> {
    const T = table();
    const roles: StepRole[] = [];
    const steps: TransactStep[] = [];
    const add = (role: StepRole, step: TransactStep) => {
      roles.push(role);
      steps.push(step);
    };
    add('transfer', entitySteps.put(T, ledgerTransferEntity, t, 'absent'));
    if (t.pendingId)
      add(
        'resolution',
        entitySteps.put(
          T,
          ledgerResolutionEntity,
          { pendingId: t.pendingId, resolvedBy: t.transferId, type: t.type as 'post' | 'void', at: t.at },
          'absent',
        ),
      );
    for (const side of ['debit', 'credit'] as const) {
      const accountId = side === 'debit' ? t.debitAccountId : t.creditAccountId;
      const delta = accountDelta(t, side);
      add(
        side,
        entitySteps.update(T, ledgerAccountEntity, accountKey(accountId), { add: delta, condition: sideCondition(delta) }),
      );
    }
    for (const accountId of [t.debitAccountId, t.creditAccountId])
      add('history', entitySteps.put(T, ledgerHistoryEntity, { ...t, accountId }));
    for (let attempt = 1; ; attempt++) {
      try {
        await store.transact(steps);
        return { code: 'ok', transfer: t };
      } catch (error) {
        const failed = failedConditions(error);
        if (failed.length) return refusal(roles[failed[0]!], t, r);
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

    /** A single-phase or pending transfer. */
    async transfer(r: TransferRequest): Promise<LedgerOutcome> {
      if (!isAmount(r.amount)) return { code: 'invalidAmount' };
      if (r.debitAccountId === r.creditAccountId) return { code: 'sameAccount' };
      if (crossEnterprise(r)) return { code: 'crossEnterprise' };
      if (!parseAccountId(r.debitAccountId) || !parseAccountId(r.creditAccountId))
        return (await existingAnswer(r)) ?? { code: 'unknownAccount' };
      return write(transferOf(r), r);
    },

    /** Posts (all or part of) or voids a pending transfer, once. */
    async resolve(r: ResolveRequest): Promise<LedgerOutcome> {
      if (r.action === 'post' && r.amount !== undefined && !isAmount(r.amount)) return { code: 'invalidAmount' };
      const pending = await getTransfer(r.pendingId);
      if (!pending || pending.type !== 'pending') return (await existingAnswer(r)) ?? { code: 'unknownPending' };
      if (r.action === 'post' && (r.amount ?? 0) > pending.amount) {
        // The model's order: a known id, then a reservation resolved already, then the amount.
        const resolved = await store.get(ledgerResolutionEntity, { pendingId: r.pendingId }, true);
        return (await existingAnswer(r)) ?? { code: resolved ? 'pendingResolved' : 'exceedsPendingAmount' };
      }
      return write(resolutionOf(r, pending), r);
    },

    /**
     * Sets an account's credit limit: refused when the account already uses more than the new limit
     * allows. Read, then written on condition that the limit is unchanged and the guarded headroom
     * still covers the decrease (concurrent transfers move it); read again when that fails.
     */
    async setCreditLimit(accountId: string, limit: number): Promise<LedgerOutcome> {
      if (!parseAccountId(accountId)) return { code: 'unknownAccount' };
      for (let attempt = 1; attempt <= attempts; attempt++) {
        const a = await getAccount(accountId);
        if (!a) return { code: 'unknownAccount' };
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
        if (await tryCondition(store.update(ledgerAccountEntity, accountKey(accountId), update)))
          return { code: 'ok', account: next };
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
