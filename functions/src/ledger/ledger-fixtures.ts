/**
 * For the ledger's property tests (ledger-model.property.test.ts against the pure model,
 * tests/integration/ledger.int.test.ts against DynamoDB Local): random operations, how they become
 * requests, and an oracle that checks the invariants after every step with its own arithmetic (not
 * the model's): each balance equals the sum of its transfers, no guarded account is below its limit,
 * no transfer id had two effects, no reservation resolved twice, debits equal credits overall.
 */
import fc from 'fast-check';
import {
  type AccountKind,
  type AccountOwner,
  type LedgerAccount,
  type LedgerCommand,
  type LedgerResult,
  type Transfer,
  accountIdOf,
} from './ledger-model.ts';

/** An operation as generated: indexes into the scenario's accounts and earlier requests, resolved at run time. */
export type LedgerOp =
  | { t: 'transfer'; debit: number; credit: number; amount: number; pending: boolean; reason: number }
  | { t: 'resolve'; pick: number; action: 'post' | 'void'; amount?: number }
  /** Linked transfers: every leg or none (a write-off paid from grants and pre-deposits together). */
  | { t: 'linked'; legs: { debit: number; credit: number; amount: number }[] }
  | { t: 'limit'; account: number; limit: number }
  /** An earlier request sent again unchanged (a retry: one effect). */
  | { t: 'repeat'; back: number }
  /** An earlier request's id with another amount (refused unless the first was refused too). */
  | { t: 'reuse'; back: number; amount: number };

/** The accounts opened for a scenario of enterprise `c`; then ids that are never opened or belong elsewhere. */
export function scenarioAccounts(c: string) {
  const own: [AccountOwner, AccountKind][] = [
    [{ channelCustId: c }, 'preDeposit'],
    [{ channelCustId: c }, 'grant'],
    [{ channelCustId: c }, 'toWriteOff'],
    [{ channelCustId: c }, 'withdrawable'],
    [{ channelCustId: c }, 'settlement'],
    [{ channelCustId: c }, 'revenue'],
    [{ channelCustId: c, custId: 'S1' }, 'preDeposit'],
  ];
  const ids = [
    ...own.map(([o, k]) => accountIdOf(o, k)),
    accountIdOf({ channelCustId: c, custId: 'S9' }, 'grant'),
    accountIdOf({ channelCustId: `${c}X` }, 'settlement'),
    `${c}/nonsense`,
  ];
  return { open: own, ids };
}
const OPENED = 7;

const amountArb = fc.oneof(
  { weight: 20, arbitrary: fc.integer({ min: 1, max: 3_000 }) },
  { weight: 1, arbitrary: fc.constantFrom(0, -3, 1.5) },
);
const accountArb = fc.oneof(
  { weight: 30, arbitrary: fc.nat(OPENED - 1) },
  { weight: 1, arbitrary: fc.integer({ min: OPENED, max: OPENED + 2 }) },
);

/** Operations with the mix of the issue: transfers (funding weighted up), reservations, posts, voids, retries, credit-limit changes. */
export const ledgerOpArb: fc.Arbitrary<LedgerOp> = fc.oneof(
  {
    weight: 10,
    arbitrary: fc.record({
      t: fc.constant('transfer' as const),
      debit: accountArb,
      credit: accountArb,
      amount: amountArb,
      pending: fc.boolean(),
      reason: fc.nat(3),
    }),
  },
  // Funding: from the counter-account into a customer's funds, so debits have something to take.
  {
    weight: 3,
    arbitrary: fc.record({
      t: fc.constant('transfer' as const),
      debit: fc.constant(4),
      credit: fc.constantFrom(0, 1, 3, 6),
      amount: fc.integer({ min: 1, max: 5_000 }),
      pending: fc.constant(false),
      reason: fc.constant(0),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record(
      {
        t: fc.constant('resolve' as const),
        pick: fc.nat(1_000),
        action: fc.constantFrom('post' as const, 'void' as const),
        amount: fc.oneof(fc.constant(undefined), amountArb),
      },
      { requiredKeys: ['t', 'pick', 'action'] },
    ),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant('linked' as const),
      legs: fc.array(fc.record({ debit: accountArb, credit: accountArb, amount: amountArb }), { minLength: 1, maxLength: 3 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('limit' as const), account: accountArb, limit: fc.nat(8_000) }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('repeat' as const), back: fc.nat(30) }) },
  {
    weight: 1,
    arbitrary: fc.record({ t: fc.constant('reuse' as const), back: fc.nat(30), amount: fc.integer({ min: 1, max: 3_000 }) }),
  },
);

/** Turns operations into requests: fresh ids with the scenario's prefix, earlier requests for retries, reservations made so far. */
export class Scenario {
  readonly ids: string[];
  private readonly sent: LedgerCommand[] = [];
  private readonly pendings: string[] = [];
  private next = 0;
  constructor(
    readonly channelCustId: string,
    readonly at: () => string = () => '2026-11-26T02:00:00.000Z',
  ) {
    this.ids = scenarioAccounts(channelCustId).ids;
  }

  command(op: LedgerOp): LedgerCommand {
    const c = this.make(op);
    if (c.op !== 'setCreditLimit') this.sent.push(c);
    return c;
  }

  /** Notes what a command did: a reservation made becomes resolvable. */
  record(c: LedgerCommand, r: { code: string; transfer?: Transfer; replayed?: boolean }) {
    if (r.code === 'ok' && !r.replayed && r.transfer?.type === 'pending') this.pendings.push(r.transfer.transferId);
  }

  private fresh() {
    this.next += 1;
    return `${this.channelCustId}-t${this.next}`;
  }

  private make(op: LedgerOp): LedgerCommand {
    const at = this.at();
    const earlier = this.sent;
    switch (op.t) {
      case 'transfer':
        return {
          op: 'transfer',
          request: {
            transferId: this.fresh(),
            debitAccountId: this.ids[op.debit]!,
            creditAccountId: this.ids[op.credit]!,
            amount: op.amount,
            pending: op.pending,
            reason: `r${op.reason}`,
            actor: 'finance1',
            settles: { kind: op.pending ? 'withdrawal' : 'recharge', id: `x${op.reason}` },
            at,
          },
        };
      case 'linked':
        return {
          op: 'linked',
          requests: op.legs.map((leg) => ({
            transferId: this.fresh(),
            debitAccountId: this.ids[leg.debit]!,
            creditAccountId: this.ids[leg.credit]!,
            amount: leg.amount,
            reason: 'write-off',
            actor: 'finance1',
            settles: { kind: 'bill' as const, id: 'B1' },
            at,
          })),
        };
      case 'resolve': {
        const unknown = this.pendings.length === 0 || op.pick % 17 === 0;
        return {
          op: 'resolve',
          request: {
            transferId: this.fresh(),
            pendingId: unknown ? `${this.channelCustId}-none` : this.pendings[op.pick % this.pendings.length]!,
            action: op.action,
            ...(op.amount === undefined ? {} : { amount: op.amount }),
            reason: 'resolve',
            actor: 'finance1',
            at,
          },
        };
      }
      case 'limit':
        return { op: 'setCreditLimit', accountId: this.ids[op.account]!, limit: op.limit };
      case 'repeat':
      case 'reuse': {
        const before = earlier[earlier.length - 1 - (op.back % Math.max(1, earlier.length))];
        if (!before || before.op === 'open' || before.op === 'setCreditLimit')
          return this.make({ t: 'limit', account: 0, limit: 0 });
        if (before.op === 'linked') {
          const requests = before.requests.map((r, i) => ({
            ...r,
            at,
            ...(op.t === 'reuse' && i === 0 ? { amount: op.amount } : {}),
          }));
          return { ...before, requests };
        }
        if (op.t === 'repeat') return { ...before, request: { ...before.request, at } } as LedgerCommand;
        return { ...before, request: { ...before.request, amount: op.amount, at } } as LedgerCommand;
      }
    }
  }
}

/** A value as JSON with its object keys sorted (a transfer read back from the table has its own key order). */
export const canonical = (v: unknown): string =>
  JSON.stringify(v, (_k, x) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : 1)))
      : x,
  );

interface Sums {
  debitsPosted: number;
  creditsPosted: number;
  debitsPending: number;
  creditsPending: number;
}

/**
 * The invariants, with the oracle's own bookkeeping: it sums the transfers it was told were made and
 * compares every account with those sums; it knows each id's one effect and each reservation's one
 * resolution. `fail` throws with a message naming the step.
 */
export class LedgerOracle {
  private readonly sums = new Map<string, Sums>();
  private readonly made = new Map<string, Transfer>();
  private readonly resolved = new Set<string>();
  step = 0;

  private sumsOf(id: string): Sums {
    const s = this.sums.get(id) ?? { debitsPosted: 0, creditsPosted: 0, debitsPending: 0, creditsPending: 0 };
    this.sums.set(id, s);
    return s;
  }

  private fail(message: string): never {
    throw new Error(`step ${this.step}: ${message}`);
  }

  /** The result of one command: a new transfer has one effect, a replay returns the first, a refusal none. */
  observe(c: LedgerCommand, r: Pick<LedgerResult, 'transfer' | 'transfers' | 'replayed'> & { code: string }) {
    this.step += 1;
    if (r.code !== 'ok' || !r.transfer || c.op === 'open' || c.op === 'setCreditLimit') return;
    if (c.op !== 'linked') return this.observeTransfer(r.transfer, c.request.transferId, r.replayed);
    if (r.transfers?.length !== c.requests.length)
      this.fail(`linked transfers answered ${r.transfers?.length} of ${c.requests.length} legs`);
    c.requests.forEach((q, i) => this.observeTransfer(r.transfers![i]!, q.transferId, r.replayed));
  }

  private observeTransfer(t: Transfer, requested: string, replayed: boolean | undefined) {
    if (t.transferId !== requested) this.fail(`answered transfer ${t.transferId} for ${requested}`);
    const first = this.made.get(t.transferId);
    if (replayed) {
      if (!first) this.fail(`replay of ${t.transferId}, which had no effect`);
      if (canonical(first) !== canonical(t)) this.fail(`replay of ${t.transferId} differs from the first transfer`);
      return;
    }
    if (first) this.fail(`transfer id ${t.transferId} had two effects`);
    this.made.set(t.transferId, t);
    const d = this.sumsOf(t.debitAccountId);
    const k = this.sumsOf(t.creditAccountId);
    if (t.type === 'single') {
      d.debitsPosted += t.amount;
      k.creditsPosted += t.amount;
    } else if (t.type === 'pending') {
      d.debitsPending += t.amount;
      k.creditsPending += t.amount;
    } else {
      const p = this.made.get(t.pendingId!);
      if (!p || p.type !== 'pending' || p.amount !== t.pendingAmount) this.fail(`${t.type} ${t.transferId} of no reservation`);
      if (this.resolved.has(p.transferId)) this.fail(`reservation ${p.transferId} resolved twice`);
      if (t.type === 'post' && t.amount > p.amount) this.fail(`post ${t.transferId} above its reservation`);
      this.resolved.add(p.transferId);
      d.debitsPending -= p.amount;
      k.creditsPending -= p.amount;
      if (t.type === 'post') {
        d.debitsPosted += t.amount;
        k.creditsPosted += t.amount;
      }
    }
  }

  /** Transfers made (new effects) so far. */
  get transfers(): number {
    return this.made.size;
  }

  /** Every account against the oracle's sums and its limit; and double entry across all of them. */
  checkAccounts(accounts: readonly LedgerAccount[]) {
    const total = { debitsPosted: 0, creditsPosted: 0, debitsPending: 0, creditsPending: 0 };
    for (const a of accounts) {
      const s = this.sumsOf(a.accountId);
      for (const f of Object.keys(total) as (keyof Sums)[]) {
        if (a[f] !== s[f]) this.fail(`${a.accountId}.${f} is ${a[f]}, its transfers sum to ${s[f]}`);
        total[f] += a[f];
      }
      const dh = a.creditsPosted + a.creditLimit - a.debitsPosted - a.debitsPending;
      const ch = a.debitsPosted + a.creditLimit - a.creditsPosted - a.creditsPending;
      if (a.debitHeadroom !== dh || a.creditHeadroom !== ch)
        this.fail(`${a.accountId} headrooms ${a.debitHeadroom}/${a.creditHeadroom}, not ${dh}/${ch}`);
      if (a.guard === 'debits' && dh < 0) this.fail(`${a.accountId} below minus its limit ${a.creditLimit}: ${dh}`);
      if (a.guard === 'credits' && ch < 0) this.fail(`${a.accountId} credited past its debits plus ${a.creditLimit}: ${ch}`);
    }
    if (total.debitsPosted !== total.creditsPosted || total.debitsPending !== total.creditsPending)
      this.fail(`debits ${total.debitsPosted}/${total.debitsPending} ≠ credits ${total.creditsPosted}/${total.creditsPending}`);
    for (const id of this.sums.keys())
      if (!accounts.some((a) => a.accountId === id)) this.fail(`transfers moved ${id}, which is not an account`);
  }
}

/** What `concurrentDebits` saw. */
export interface ConcurrentDebits {
  attempts: number;
  successes: number;
  /** Refused for want of funds: the guard held. */
  refusals: number;
  /** Lost to contention after every retry: nothing written. */
  conflicts: number;
  /** Any other answer (none expected). */
  other: number;
  finalBalance: number;
  /** The account's balance recomputed from its history entries (the balance check). */
  sumOfTransfers: number;
  differences: number;
}

/** The slice of the repository `concurrentDebits` needs (ledger.repository.ts). */
interface DebitTarget {
  openAccount(owner: AccountOwner, kind: AccountKind, at: string): Promise<LedgerAccount>;
  transfer(r: import('./ledger-model.ts').TransferRequest): Promise<{ code: string }>;
  getAccount(accountId: string): Promise<LedgerAccount | undefined>;
  checkBalances(owner: AccountOwner): Promise<{ differences: unknown[] }>;
  history(accountId: string, page: { pageSize: number }): Promise<{ items: Transfer[] }>;
}

/**
 * Funds an enterprise's pre-deposits with `funds` fen, then sends `attempts` debits of `amount` at once
 * against that one balance (the "100 concurrent write-offs"): none may overdraw, each is a
 * success, a refusal or a clean conflict, and the final balance must equal the sum of its transfers.
 */
export async function concurrentDebits(
  repo: DebitTarget,
  channelCustId: string,
  o: { attempts: number; amount: number; funds: number },
): Promise<ConcurrentDebits> {
  const at = new Date().toISOString();
  const owner = { channelCustId };
  for (const kind of ['preDeposit', 'settlement', 'revenue'] as const) await repo.openAccount(owner, kind, at);
  const [pre, bank, revenue] = (['preDeposit', 'settlement', 'revenue'] as const).map((k) => accountIdOf(owner, k));
  const base = { reason: 'drill', actor: 'bench', at };
  await repo.transfer({
    ...base,
    transferId: `${channelCustId}-fund`,
    debitAccountId: bank!,
    creditAccountId: pre!,
    amount: o.funds,
    settles: { kind: 'recharge', id: 'fund' },
  });
  const answers = await Promise.all(
    Array.from({ length: o.attempts }, (_, i) =>
      repo.transfer({
        ...base,
        transferId: `${channelCustId}-debit-${i}`,
        debitAccountId: pre!,
        creditAccountId: revenue!,
        amount: o.amount,
        settles: { kind: 'bill', id: `B${i}` },
      }),
    ),
  );
  const count = (code: string) => answers.filter((a) => a.code === code).length;
  const account = (await repo.getAccount(pre!))!;
  const entries = (await repo.history(pre!, { pageSize: 1_000 })).items;
  const sumOfTransfers = entries.reduce((t, e) => t + (e.creditAccountId === pre ? e.amount : -e.amount), 0);
  return {
    attempts: o.attempts,
    successes: count('ok'),
    refusals: count('insufficientFunds'),
    conflicts: count('conflict'),
    other: answers.filter((a) => !['ok', 'insufficientFunds', 'conflict'].includes(a.code)).length,
    finalBalance: account.creditsPosted - account.debitsPosted,
    sumOfTransfers,
    differences: (await repo.checkBalances(owner)).differences.length,
  };
}
