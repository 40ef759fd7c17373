/** The ledger's rules, one by one, and every result code (ledger-model.ts). */
import { afterAll, describe, expect, it } from 'vitest';
import {
  type LedgerCode,
  type LedgerCommand,
  type LedgerState,
  type ResolveRequest,
  type TransferRequest,
  accountIdOf,
  apply,
  balancesFrom,
  checkAccount,
  defaultGuard,
  emptyLedger,
  ledgerCodes,
  parseAccountId,
  pvalues,
} from './ledger-model.ts';

const AT = '2026-11-26T02:00:00.000Z';
const acme = { channelCustId: 'C1001' };
const east = { channelCustId: 'C1001', custId: 'S2001' };
const pre = accountIdOf(acme, 'preDeposit');
const grant = accountIdOf(acme, 'grant');
const owed = accountIdOf(acme, 'toWriteOff');
const bank = accountIdOf(acme, 'settlement');
const revenue = accountIdOf(acme, 'revenue');
const globexBank = accountIdOf({ channelCustId: 'C1002' }, 'settlement');

function ledger(): LedgerState {
  let s = emptyLedger();
  for (const kind of ['preDeposit', 'grant', 'toWriteOff', 'settlement', 'revenue'] as const)
    s = apply(s, { op: 'open', owner: acme, kind, at: AT }).state;
  s = apply(s, { op: 'open', owner: { channelCustId: 'C1002' }, kind: 'settlement', at: AT }).state;
  return s;
}
const tr = (id: string, debit: string, credit: string, amount: number, more: Partial<TransferRequest> = {}): LedgerCommand => ({
  op: 'transfer',
  request: {
    transferId: id,
    debitAccountId: debit,
    creditAccountId: credit,
    amount,
    reason: 'test',
    actor: 'finance1',
    settles: { kind: 'recharge', id: id },
    at: AT,
    ...more,
  },
});
const resolve = (id: string, pendingId: string, action: 'post' | 'void', more: Partial<ResolveRequest> = {}): LedgerCommand => ({
  op: 'resolve',
  request: { transferId: id, pendingId, action, reason: 'test', actor: 'finance1', at: AT, ...more },
});
const reached = new Set<LedgerCode>();
/** Runs the commands and returns the state and each result code. */
function run(from: LedgerState, ...commands: LedgerCommand[]) {
  const codes: LedgerCode[] = [];
  let s = from;
  for (const c of commands) {
    const next = apply(s, c);
    codes.push(next.result.code);
    reached.add(next.result.code);
    s = next.state;
  }
  return { s, codes };
}
const acc = (s: LedgerState, id: string) => s.accounts[id]!;

describe('accounts', () => {
  it('names an account by owner and kind, and reads the name back', () => {
    expect(pre).toBe('C1001/preDeposit');
    expect(accountIdOf(east, 'grant')).toBe('C1001/S2001/grant');
    expect(parseAccountId('C1001/S2001/grant')).toEqual({ channelCustId: 'C1001', custId: 'S2001', kind: 'grant' });
    expect(parseAccountId('C1001/nope')).toBeUndefined();
    expect(parseAccountId('C1001')).toBeUndefined();
    expect(parseAccountId('C1001//grant')).toBeUndefined();
  });

  it('guards customer funds against going negative, the amount owed against over-crediting, not the counter-accounts', () => {
    expect(defaultGuard('preDeposit')).toBe('debits');
    expect(defaultGuard('withdrawable')).toBe('debits');
    expect(defaultGuard('toWriteOff')).toBe('credits');
    expect(defaultGuard('settlement')).toBe('none');
  });

  it('opens an account once: opening it again keeps its balances', () => {
    const { s } = run(ledger(), tr('t1', bank, pre, 500));
    const again = apply(s, { op: 'open', owner: acme, kind: 'preDeposit', at: '2027-01-01T00:00:00.000Z' });
    expect(again.result.account!.creditsPosted).toBe(500);
    expect(again.result.account!.createdAt).toBe(AT);
  });
});

describe('single-phase transfers', () => {
  it('moves money: debits the one account, credits the other, keeps the headrooms', () => {
    const { s, codes } = run(ledger(), tr('t1', bank, pre, 10_000), tr('t2', pre, revenue, 2_500));
    expect(codes).toEqual(['ok', 'ok']);
    expect(acc(s, pre)).toMatchObject({
      creditsPosted: 10_000,
      debitsPosted: 2_500,
      debitHeadroom: 7_500,
      creditHeadroom: -7_500,
    });
    expect(acc(s, bank)).toMatchObject({ debitsPosted: 10_000, creditsPosted: 0 });
    expect(acc(s, revenue)).toMatchObject({ creditsPosted: 2_500 });
    expect(s.transfers.size).toBe(2);
  });

  it('refuses a debit past the available funds (insufficientFunds), changing nothing', () => {
    const before = run(ledger(), tr('t1', bank, pre, 100)).s;
    const { s, codes } = run(before, tr('t2', pre, revenue, 101));
    expect(codes).toEqual(['insufficientFunds']);
    expect(s).toBe(before);
  });

  it('lets a debit use the credit line, down to minus the line and no further', () => {
    const { s, codes } = run(
      ledger(),
      { op: 'setCreditLimit', accountId: pre, limit: 1_000 },
      tr('t1', pre, revenue, 600),
      tr('t2', pre, revenue, 400),
      tr('t3', pre, revenue, 1),
    );
    expect(codes).toEqual(['ok', 'ok', 'ok', 'insufficientFunds']);
    expect(acc(s, pre).creditsPosted - acc(s, pre).debitsPosted).toBe(-1_000);
  });

  it('refuses crediting the amount owed past what is owed (overLimit): no write-off above the bill', () => {
    const { codes } = run(
      ledger(),
      tr('bill', owed, revenue, 300),
      tr('t1', bank, pre, 1_000),
      tr('w1', pre, owed, 301),
      tr('w2', pre, owed, 300),
    );
    expect(codes).toEqual(['ok', 'ok', 'overLimit', 'ok']);
  });

  it('refuses a zero, negative or fractional amount (invalidAmount)', () => {
    const { codes } = run(
      ledger(),
      tr('a', bank, pre, 0),
      tr('b', bank, pre, -5),
      tr('c', bank, pre, 1.5),
      tr('d', bank, pre, Number.NaN),
    );
    expect(codes).toEqual(['invalidAmount', 'invalidAmount', 'invalidAmount', 'invalidAmount']);
  });

  it('refuses the same account on both sides (sameAccount) and accounts of two enterprises (crossEnterprise)', () => {
    expect(run(ledger(), tr('a', pre, pre, 5), tr('b', globexBank, pre, 5)).codes).toEqual(['sameAccount', 'crossEnterprise']);
  });

  it('refuses an account that was never opened or an id that names none (unknownAccount)', () => {
    const { codes } = run(ledger(), tr('a', bank, accountIdOf(east, 'preDeposit'), 5), tr('b', 'nonsense', pre, 5));
    expect(codes).toEqual(['unknownAccount', 'unknownAccount']);
  });
});

describe('idempotency: the transfer id', () => {
  it('the same id twice is one transfer: the second call gets the first transfer', () => {
    const first = apply(ledger(), tr('t1', bank, pre, 700));
    const again = apply(first.state, tr('t1', bank, pre, 700, { at: '2026-11-26T03:00:00.000Z' }));
    expect(again.result).toEqual({ code: 'ok', transfer: first.result.transfer, replayed: true });
    expect(again.state).toBe(first.state);
  });

  it('the same id with other fields is refused (idConflict)', () => {
    const s = apply(ledger(), tr('t1', bank, pre, 700)).state;
    for (const other of [
      tr('t1', bank, pre, 701),
      tr('t1', bank, grant, 700),
      tr('t1', bank, pre, 700, { actor: 'someone else' }),
      tr('t1', bank, pre, 700, { reason: 'other' }),
      tr('t1', bank, pre, 700, { settles: { kind: 'bill', id: 'B1' } }),
      tr('t1', bank, pre, 700, { pending: true }),
      resolve('t1', 't1', 'void'),
    ])
      expect(apply(s, other)).toEqual({ state: s, result: { code: 'idConflict' } });
  });

  it('a refused transfer leaves no trace: its id may succeed later', () => {
    const { codes } = run(ledger(), tr('t1', pre, revenue, 100), tr('t0', bank, pre, 100), tr('t1', pre, revenue, 100));
    expect(codes).toEqual(['insufficientFunds', 'ok', 'ok']);
  });
});

describe('two-phase transfers (reservations)', () => {
  const funded = () => run(ledger(), tr('in', bank, pre, 1_000), tr('w', pre, bank, 800, { pending: true })).s;

  it('a pending transfer reserves: the funds are no longer available, nothing is posted', () => {
    const s = funded();
    expect(acc(s, pre)).toMatchObject({ debitsPending: 800, debitsPosted: 0, debitHeadroom: 200 });
    expect(acc(s, bank)).toMatchObject({ creditsPending: 800, creditsPosted: 0 });
    expect(run(s, tr('x', pre, revenue, 201)).codes).toEqual(['insufficientFunds']);
  });

  it('a post moves the reservation; a partial post gives the rest back', () => {
    const full = run(funded(), resolve('p', 'w', 'post')).s;
    expect(acc(full, pre)).toMatchObject({ debitsPending: 0, debitsPosted: 800, debitHeadroom: 200 });
    const part = run(funded(), resolve('p', 'w', 'post', { amount: 300 })).s;
    expect(acc(part, pre)).toMatchObject({ debitsPending: 0, debitsPosted: 300, debitHeadroom: 700 });
    expect(acc(part, bank)).toMatchObject({ creditsPending: 0, creditsPosted: 300 });
  });

  it('a void releases the whole reservation', () => {
    const { state: s, result } = apply(funded(), resolve('v', 'w', 'void'));
    expect(result.transfer).toMatchObject({ type: 'void', amount: 800, pendingId: 'w', pendingAmount: 800 });
    expect(acc(s, pre)).toMatchObject({ debitsPending: 0, debitsPosted: 0, debitHeadroom: 1_000 });
  });

  it('resolves once: a second post or void of the same reservation is refused (pendingResolved)', () => {
    const { codes } = run(funded(), resolve('p', 'w', 'post'), resolve('p2', 'w', 'void'), resolve('p3', 'w', 'post'));
    expect(codes).toEqual(['ok', 'pendingResolved', 'pendingResolved']);
  });

  it('a repeated post (same id) gets the first post back', () => {
    const { codes, s } = run(funded(), resolve('p', 'w', 'post', { amount: 300 }), resolve('p', 'w', 'post', { amount: 300 }));
    expect(codes).toEqual(['ok', 'ok']);
    expect(acc(s, pre).debitsPosted).toBe(300);
    expect(run(s, resolve('p', 'w', 'post', { amount: 301 })).codes).toEqual(['idConflict']);
  });

  it('refuses a post above the reservation (exceedsPendingAmount), an unknown or single-phase pending id (unknownPending), a bad amount (invalidAmount)', () => {
    const { codes } = run(
      funded(),
      resolve('a', 'w', 'post', { amount: 801 }),
      resolve('b', 'nope', 'void'),
      resolve('c', 'in', 'post'),
      resolve('d', 'w', 'post', { amount: 0 }),
    );
    expect(codes).toEqual(['exceedsPendingAmount', 'unknownPending', 'unknownPending', 'invalidAmount']);
  });
});

describe('credit limits', () => {
  it('refuses a limit below what the account already uses (limitBelowUsage), a negative one (invalidAmount), an unknown account', () => {
    const { codes, s } = run(
      ledger(),
      { op: 'setCreditLimit', accountId: pre, limit: 500 },
      tr('t', pre, revenue, 400),
      { op: 'setCreditLimit', accountId: pre, limit: 399 },
      { op: 'setCreditLimit', accountId: pre, limit: 400 },
      { op: 'setCreditLimit', accountId: pre, limit: -1 },
      { op: 'setCreditLimit', accountId: 'C1001/S9/grant', limit: 1 },
    );
    expect(codes).toEqual(['ok', 'ok', 'limitBelowUsage', 'ok', 'invalidAmount', 'unknownAccount']);
    expect(acc(s, pre)).toMatchObject({ creditLimit: 400, debitHeadroom: 0 });
  });
});

describe('the balance check', () => {
  it('recomputes every balance from the transfers, and names a difference', () => {
    const { s } = run(
      ledger(),
      tr('in', bank, pre, 1_000),
      tr('w', pre, bank, 800, { pending: true }),
      resolve('p', 'w', 'post', { amount: 500 }),
      tr('g', bank, grant, 50),
    );
    const transfers = pvalues(s.transfers);
    expect(balancesFrom(pre, transfers)).toEqual({
      debitsPosted: 500,
      creditsPosted: 1_000,
      debitsPending: 0,
      creditsPending: 0,
    });
    for (const a of Object.values(s.accounts)) expect(checkAccount(a, transfers)).toEqual([]);
    const tampered = { ...acc(s, pre), creditsPosted: 1_001 };
    expect(checkAccount(tampered, transfers)).toEqual([
      { accountId: pre, field: 'creditsPosted', stored: 1_001, recomputed: 1_000 },
    ]);
  });
});

afterAll(() => {
  // Every result code is reached by some test above.
  expect([...reached].sort()).toEqual([...ledgerCodes].sort());
});
