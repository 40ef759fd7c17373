/**
 * For the business-level property tests of funds (issue #14, "Tests that must exist"): random
 * sequences of recharges filed, approved, rejected and refunded, grants, withdrawals asked,
 * examined, rejected and paid, credit-line changes, bills published and written off (by hand, and by
 * the monthly cycle using credit), and earlier requests sent again. `FundsBusiness` plays them the
 * way the services do — the same rules (funds-model.ts posting rules, write-off refusals, one
 * withdrawal in process) on the pure ledger (`apply`) — and `FundsOracle` keeps the figures with its
 * own arithmetic: pre-deposits, reserved, grants, credit used, owed, and how many transfers each kind
 * of effect made. funds-business.property.test.ts runs them against the pure ledger;
 * tests/integration/funds-business.int.test.ts sends the same operations to the services on
 * DynamoDB Local.
 */
import fc from 'fast-check';
import {
  type LedgerAccount,
  type LedgerCommand,
  type LedgerResult,
  type LedgerState,
  type Transfer,
  apply,
  checkAccount,
  emptyLedger,
  pvalues,
} from '../ledger/ledger-model.ts';
import {
  billOwedTransfer,
  fundsAccount,
  fundsAccountKinds,
  fundsSummary,
  grantTransfer,
  rechargeTransfer,
  refundTransfer,
  withdrawalReservation,
  withdrawalResolution,
  writeOffLegs,
  writeOffRefusal,
} from './funds-model.ts';

/** An operation as generated: `pick` chooses among earlier records at run time. */
export type FundsOp =
  | { t: 'file'; amount: number }
  | { t: 'approve'; pick: number }
  | { t: 'reject'; pick: number }
  | { t: 'refund'; pick: number; amount: number }
  | { t: 'grant'; amount: number }
  | { t: 'withdraw'; amount: number }
  | { t: 'examine' }
  | { t: 'withdrawReject' }
  | { t: 'pay' }
  | { t: 'credit'; limit: number }
  | { t: 'publish'; amount: number }
  | { t: 'writeOff'; pick: number; amount: number; useCredit: boolean }
  /** The `back`-th operation before this one, sent again with its ids (a retry: no second effect). */
  | { t: 'repeat'; back: number };

const amount = fc.oneof({ weight: 12, arbitrary: fc.integer({ min: 1, max: 5_000 }) }, { weight: 1, arbitrary: fc.constant(0) });
const pick = fc.nat(40);

/** The mix: money in weighted up so that withdrawals, refunds and write-offs have something to take. */
export const fundsOpArb: fc.Arbitrary<FundsOp> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ t: fc.constant('file' as const), amount: fc.integer({ min: 1, max: 8_000 }) }) },
  { weight: 6, arbitrary: fc.record({ t: fc.constant('approve' as const), pick }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('reject' as const), pick }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('refund' as const), pick, amount }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('grant' as const), amount: fc.integer({ min: 1, max: 3_000 }) }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('withdraw' as const), amount }) },
  { weight: 2, arbitrary: fc.constant({ t: 'examine' as const }) },
  { weight: 1, arbitrary: fc.constant({ t: 'withdrawReject' as const }) },
  { weight: 2, arbitrary: fc.constant({ t: 'pay' as const }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('credit' as const), limit: fc.integer({ min: 0, max: 6_000 }) }) },
  { weight: 4, arbitrary: fc.record({ t: fc.constant('publish' as const), amount: fc.integer({ min: 1, max: 20_000 }) }) },
  { weight: 5, arbitrary: fc.record({ t: fc.constant('writeOff' as const), pick, amount, useCredit: fc.boolean() }) },
  { weight: 4, arbitrary: fc.record({ t: fc.constant('repeat' as const), back: fc.integer({ min: 1, max: 8 }) }) },
);

/** An operation with its ids fixed: what a request carries (and a retry carries again). */
export type FundsCommand =
  | { t: 'file'; rechargeId: string; amount: number }
  | { t: 'approve' | 'reject'; rechargeId: string }
  | { t: 'refund'; rechargeId: string; refundId: string; amount: number }
  | { t: 'grant'; grantId: string; amount: number }
  | { t: 'withdraw'; withdrawalId: string; amount: number }
  | { t: 'examine' | 'withdrawReject' | 'pay'; withdrawalId: string }
  | { t: 'credit'; limit: number }
  | { t: 'publish'; billId: string; amount: number }
  | { t: 'writeOff'; billId: string; operationId: string; amount: number; useCredit: boolean }
  | { t: 'none' };

/** What an operation did: an effect, nothing because it was done already (`same`), or a refusal. */
export type FundsAnswer = 'done' | 'same' | 'refused';

interface Recharge {
  rechargeId: string;
  amount: number;
  state: 'pending' | 'reviewed' | 'rejected';
  refunded: number;
  refundIds: string[];
}
interface Withdrawal {
  withdrawalId: string;
  amount: number;
  state: 'submitted' | 'examined' | 'withdrawn' | 'rejected';
}
interface Bill {
  billId: string;
  owed: number;
  writtenOff: number;
  operationIds: string[];
}

const act = { actor: 'prop', at: '2026-11-26T00:00:00.000Z' };

/** The figures kept by the oracle's own arithmetic, and the transfers each kind of effect made. */
export interface ExpectedFunds {
  preDeposit: number;
  reserved: number;
  grant: number;
  creditLine: number;
  creditUsed: number;
  toWriteOff: number;
  transfers: number;
}

/** The services' rules on the pure ledger, for enterprise `c`. */
export class FundsBusiness {
  ledger: LedgerState = emptyLedger();
  readonly recharges: Recharge[] = [];
  readonly withdrawals: Withdrawal[] = [];
  readonly bills: Bill[] = [];
  readonly grants = new Set<string>();
  /** Every command made so far, for retries. */
  readonly sent: FundsCommand[] = [];
  readonly expected: ExpectedFunds = {
    preDeposit: 0,
    reserved: 0,
    grant: 0,
    creditLine: 0,
    creditUsed: 0,
    toWriteOff: 0,
    transfers: 0,
  };
  private n = 0;

  constructor(readonly c: string) {
    for (const kind of fundsAccountKinds)
      this.ledger = apply(this.ledger, { op: 'open', owner: { channelCustId: c }, kind, at: act.at }).state;
  }

  private id(prefix: string) {
    this.n += 1;
    return `${prefix}${this.n}`;
  }

  /** The command an operation stands for now (ids drawn for new records; `none` when there is nothing to pick). */
  command(op: FundsOp): FundsCommand {
    const nth = <T>(list: T[], p: number) => (list.length ? list[p % list.length] : undefined);
    const open = this.withdrawals.find((w) => w.state === 'submitted' || w.state === 'examined');
    switch (op.t) {
      case 'file':
        return { t: 'file', rechargeId: this.id('R'), amount: op.amount };
      case 'approve':
      case 'reject': {
        const r = nth(this.recharges, op.pick);
        return r ? { t: op.t, rechargeId: r.rechargeId } : { t: 'none' };
      }
      case 'refund': {
        const r = nth(this.recharges, op.pick);
        return r ? { t: 'refund', rechargeId: r.rechargeId, refundId: this.id('F'), amount: op.amount } : { t: 'none' };
      }
      case 'grant':
        return { t: 'grant', grantId: this.id('G'), amount: op.amount };
      case 'withdraw':
        return { t: 'withdraw', withdrawalId: this.id('W'), amount: op.amount };
      case 'examine':
      case 'withdrawReject':
      case 'pay': {
        const w = open ?? this.withdrawals.at(-1);
        return w ? { t: op.t, withdrawalId: w.withdrawalId } : { t: 'none' };
      }
      case 'credit':
        return { t: 'credit', limit: op.limit };
      case 'publish':
        return { t: 'publish', billId: this.id('B'), amount: op.amount };
      case 'writeOff': {
        const b = nth(this.bills, op.pick);
        // The cycle writes off what the bill still owes, by hand any amount.
        if (!b) return { t: 'none' };
        const amount = op.useCredit ? b.owed - b.writtenOff : op.amount;
        return { t: 'writeOff', billId: b.billId, operationId: this.id('O'), amount, useCredit: op.useCredit };
      }
      case 'repeat':
        return this.sent.at(-op.back) ?? { t: 'none' };
    }
  }

  private ledgerDo(c: LedgerCommand): LedgerResult {
    const { state, result } = apply(this.ledger, c);
    this.ledger = state;
    if (result.code === 'ok' && !result.replayed)
      this.expected.transfers += c.op === 'linked' ? c.requests.length : c.op === 'setCreditLimit' ? 0 : 1;
    return result;
  }

  summary() {
    return fundsSummary(this.c, Object.values(this.ledger.accounts));
  }

  /** Plays one command as the services do; records it for retries. */
  run(cmd: FundsCommand): FundsAnswer {
    if (cmd.t !== 'none') this.sent.push(cmd);
    const e = this.expected;
    switch (cmd.t) {
      case 'none':
        return 'same';
      case 'file': {
        if (this.recharges.some((r) => r.rechargeId === cmd.rechargeId)) return 'same';
        this.recharges.push({ rechargeId: cmd.rechargeId, amount: cmd.amount, state: 'pending', refunded: 0, refundIds: [] });
        return 'done';
      }
      case 'approve': {
        const r = this.recharges.find((x) => x.rechargeId === cmd.rechargeId)!;
        if (r.state === 'reviewed') return 'same';
        if (r.state !== 'pending') return 'refused';
        const res = this.ledgerDo({ op: 'transfer', request: rechargeTransfer(this.c, r.rechargeId, r.amount, act) });
        if (res.code !== 'ok') throw new Error(`approve: ${res.code}`);
        r.state = 'reviewed';
        e.preDeposit += r.amount;
        return 'done';
      }
      case 'reject': {
        const r = this.recharges.find((x) => x.rechargeId === cmd.rechargeId)!;
        if (r.state === 'rejected') return 'same';
        if (r.state !== 'pending') return 'refused';
        r.state = 'rejected';
        return 'done';
      }
      case 'refund': {
        const r = this.recharges.find((x) => x.rechargeId === cmd.rechargeId)!;
        if (r.refundIds.includes(cmd.refundId)) return 'same';
        if (r.state !== 'reviewed' || cmd.amount <= 0 || cmd.amount > r.amount - r.refunded) return 'refused';
        const res = this.ledgerDo({
          op: 'transfer',
          request: refundTransfer(this.c, r.rechargeId, cmd.refundId, cmd.amount, act),
        });
        if (res.code === 'insufficientFunds') return 'refused';
        if (res.code !== 'ok') throw new Error(`refund: ${res.code}`);
        r.refunded += cmd.amount;
        r.refundIds.push(cmd.refundId);
        e.preDeposit -= cmd.amount;
        return 'done';
      }
      case 'grant': {
        if (this.grants.has(cmd.grantId)) return 'same';
        const res = this.ledgerDo({ op: 'transfer', request: grantTransfer(this.c, cmd.grantId, cmd.amount, act) });
        if (res.code !== 'ok') throw new Error(`grant: ${res.code}`);
        this.grants.add(cmd.grantId);
        e.grant += cmd.amount;
        return 'done';
      }
      case 'withdraw': {
        if (this.withdrawals.some((w) => w.withdrawalId === cmd.withdrawalId)) return 'same';
        if (this.withdrawals.some((w) => w.state === 'submitted' || w.state === 'examined')) return 'refused';
        if (cmd.amount <= 0 || cmd.amount > this.summary().withdrawable) return 'refused';
        const res = this.ledgerDo({
          op: 'transfer',
          request: withdrawalReservation(this.c, cmd.withdrawalId, cmd.amount, act),
        });
        if (res.code !== 'ok') throw new Error(`withdraw: ${res.code}`);
        this.withdrawals.push({ withdrawalId: cmd.withdrawalId, amount: cmd.amount, state: 'submitted' });
        e.reserved += cmd.amount;
        return 'done';
      }
      case 'examine': {
        const w = this.withdrawals.find((x) => x.withdrawalId === cmd.withdrawalId)!;
        if (w.state === 'examined') return 'same';
        if (w.state !== 'submitted') return 'refused';
        w.state = 'examined';
        return 'done';
      }
      case 'withdrawReject': {
        const w = this.withdrawals.find((x) => x.withdrawalId === cmd.withdrawalId)!;
        if (w.state === 'rejected') return 'same';
        if (w.state !== 'submitted' && w.state !== 'examined') return 'refused';
        const res = this.ledgerDo({ op: 'resolve', request: withdrawalResolution(w.withdrawalId, 'void', act) });
        if (res.code !== 'ok') throw new Error(`reject withdrawal: ${res.code}`);
        w.state = 'rejected';
        e.reserved -= w.amount;
        return 'done';
      }
      case 'pay': {
        const w = this.withdrawals.find((x) => x.withdrawalId === cmd.withdrawalId)!;
        if (w.state === 'withdrawn') return 'same';
        if (w.state !== 'examined') return 'refused';
        const res = this.ledgerDo({ op: 'resolve', request: withdrawalResolution(w.withdrawalId, 'post', act) });
        if (res.code !== 'ok') throw new Error(`pay withdrawal: ${res.code}`);
        w.state = 'withdrawn';
        e.reserved -= w.amount;
        e.preDeposit -= w.amount;
        return 'done';
      }
      case 'credit': {
        if (cmd.limit === e.creditLine) return 'same';
        const res = this.ledgerDo({ op: 'setCreditLimit', accountId: fundsAccount(this.c, 'credit'), limit: cmd.limit });
        if (res.code === 'limitBelowUsage') return 'refused';
        if (res.code !== 'ok') throw new Error(`credit: ${res.code}`);
        e.creditLine = cmd.limit;
        return 'done';
      }
      case 'publish': {
        if (this.bills.some((b) => b.billId === cmd.billId)) return 'same';
        const res = this.ledgerDo({ op: 'transfer', request: billOwedTransfer(this.c, cmd.billId, cmd.amount, act) });
        if (res.code !== 'ok') throw new Error(`publish: ${res.code}`);
        this.bills.push({ billId: cmd.billId, owed: cmd.amount, writtenOff: 0, operationIds: [] });
        e.toWriteOff += cmd.amount;
        return 'done';
      }
      case 'writeOff': {
        const b = this.bills.find((x) => x.billId === cmd.billId)!;
        if (b.operationIds.includes(cmd.operationId)) return 'same';
        const s = this.summary();
        const left = b.owed - b.writtenOff;
        // By hand: spec §5's three refusals. The cycle: what is owed, from every source including credit.
        if (!cmd.useCredit && writeOffRefusal(cmd.amount, left, s)) return 'refused';
        if (cmd.amount <= 0 || cmd.amount > left) return 'refused';
        const legs = writeOffLegs(s, b.billId, cmd.operationId, cmd.amount, act, cmd.useCredit);
        if (!legs) return 'refused';
        const res = this.ledgerDo({ op: 'linked', requests: legs });
        if (res.code !== 'ok') throw new Error(`write-off: ${res.code}`);
        for (const leg of legs) {
          if (leg.debitAccountId === fundsAccount(this.c, 'grant')) e.grant -= leg.amount;
          if (leg.debitAccountId === fundsAccount(this.c, 'preDeposit')) e.preDeposit -= leg.amount;
          if (leg.debitAccountId === fundsAccount(this.c, 'credit')) e.creditUsed += leg.amount;
        }
        b.writtenOff += cmd.amount;
        b.operationIds.push(cmd.operationId);
        e.toWriteOff -= cmd.amount;
        return 'done';
      }
    }
  }
}

/**
 * The invariants after a step: the figures equal the oracle's; no guarded account is past its limit;
 * the transfers stored are exactly those the effects made (none twice, `transferCount`); and, when
 * `transfers` are given, each account's balances equal the sum of its transfers. Answers the first
 * broken one, or undefined.
 */
export function brokenInvariant(
  c: string,
  accounts: readonly LedgerAccount[],
  e: Omit<ExpectedFunds, 'transfers'> & { transfers?: number },
  transferCount?: number,
  transfers?: readonly Transfer[],
): string | undefined {
  const s = fundsSummary(c, accounts);
  const want = [e.preDeposit, e.reserved, e.grant, e.creditLine, e.creditUsed, e.toWriteOff];
  const got = [s.preDeposit, s.reserved, s.grant, s.creditLine, s.creditUsed, s.toWriteOff];
  if (want.some((v, i) => v !== got[i]))
    return `figures [preDeposit, reserved, grant, creditLine, creditUsed, toWriteOff] ${got} ≠ expected ${want}`;
  for (const a of accounts) {
    if (a.guard === 'debits' && a.creditsPosted + a.creditLimit - a.debitsPosted - a.debitsPending < 0)
      return `${a.accountId} below its limit of ${a.creditLimit}`;
    if (a.guard === 'credits' && a.debitsPosted + a.creditLimit - a.creditsPosted - a.creditsPending < 0)
      return `${a.accountId} written off beyond what is owed`;
    const diff = transfers ? checkAccount(a, transfers) : [];
    if (diff.length) return `${a.accountId} differs from its transfers: ${JSON.stringify(diff)}`;
  }
  if (e.transfers !== undefined && transferCount !== undefined && transferCount !== e.transfers)
    return `${transferCount} transfers stored, ${e.transfers} made`;
  return undefined;
}

/** The pure run's check after a step (`full`: every balance recomputed from the transfers too). */
export const checkBusiness = (b: FundsBusiness, full = false) =>
  brokenInvariant(
    b.c,
    Object.values(b.ledger.accounts),
    b.expected,
    b.ledger.transfers.size,
    full ? pvalues(b.ledger.transfers) : undefined,
  );
