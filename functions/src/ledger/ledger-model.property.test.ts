/**
 * The model-based property test of the ledger (issue #14): random sequences of transfers, reservations,
 * posts, voids, retries, reused ids and credit-limit changes against the pure model (`apply`), the
 * invariants checked after every step by an oracle with its own arithmetic (ledger-fixtures.ts), and
 * every balance recomputed from the transfers at the end of each run. Runs × steps: see RUNS and STEPS
 * (docs/decisions.md "Ledger" has the measured time).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type LedgerOp, LedgerOracle, Scenario, ledgerOpArb, scenarioAccounts } from './ledger-fixtures.ts';
import {
  type LedgerState,
  type TransferRequest,
  apply,
  checkAccount,
  emptyLedger,
  ledgerCodes,
  pvalues,
} from './ledger-model.ts';

const RUNS = Number(process.env.LEDGER_RUNS ?? 1_000);
const STEPS = Number(process.env.LEDGER_STEPS ?? 1_000);

function start(c: string): LedgerState {
  let s = emptyLedger();
  for (const [owner, kind] of scenarioAccounts(c).open)
    s = apply(s, { op: 'open', owner, kind, at: '2026-11-26T00:00:00.000Z' }).state;
  return s;
}

const must = (ok: boolean, message: string) => {
  if (!ok) throw new Error(message);
};

/** A refusal is justified by the state it met: the debited account could not take the amount, and so on. */
function checkRefusal(s: LedgerState, r: TransferRequest, code: string) {
  const debit = s.accounts[r.debitAccountId];
  const credit = s.accounts[r.creditAccountId];
  const what = `${code} for ${r.transferId}`;
  if (code === 'insufficientFunds') must(debit!.guard === 'debits' && debit!.debitHeadroom < r.amount, what);
  if (code === 'overLimit') must(credit!.guard === 'credits' && credit!.creditHeadroom < r.amount, what);
  if (code === 'unknownAccount') must(!debit || !credit, what);
  if (code === 'ok' && debit?.guard === 'debits') must(debit.debitHeadroom >= r.amount, what);
}

function runOps(ops: LedgerOp[]) {
  const scenario = new Scenario('C1');
  const oracle = new LedgerOracle();
  let s = start('C1');
  for (const op of ops) {
    const c = scenario.command(op);
    const before = s;
    const { state, result } = apply(s, c);
    if (result.code !== 'ok') must(state === before, `${result.code} changed the state`);
    if (c.op === 'transfer' && !result.replayed) checkRefusal(before, c.request, result.code);
    oracle.observe(c, result);
    scenario.record(c, result);
    must(state.transfers.size === oracle.transfers, `${state.transfers.size} transfers stored, ${oracle.transfers} made`);
    oracle.checkAccounts(Object.values(state.accounts));
    s = state;
  }
  const transfers = pvalues(s.transfers);
  for (const a of Object.values(s.accounts)) expect(checkAccount(a, transfers)).toEqual([]);
  return s;
}

describe('the ledger model under random operations', () => {
  it(`keeps its invariants after every step (${RUNS} runs × ${STEPS} operations)`, () => {
    const codes = new Map<string, number>();
    fc.assert(
      fc.property(fc.array(ledgerOpArb, { minLength: STEPS, maxLength: STEPS }), (ops) => {
        runOps(ops);
      }),
      { numRuns: RUNS, seed: Number(process.env.LEDGER_SEED ?? 20261126) },
    );
    // The mix reaches every outcome (one more run, counted).
    const [sample] = fc.sample(fc.array(ledgerOpArb, { minLength: 3_000, maxLength: 3_000 }), { numRuns: 1, seed: 7 });
    const scenario = new Scenario('C1');
    let s = start('C1');
    for (const op of sample!) {
      const c = scenario.command(op);
      const { state, result } = apply(s, c);
      scenario.record(c, result);
      const key = result.code === 'ok' && result.replayed ? 'replayed' : result.code;
      codes.set(key, (codes.get(key) ?? 0) + 1);
      s = state;
    }
    expect([...codes.keys()].sort()).toEqual([...ledgerCodes, 'replayed'].sort());
    // About 20 s alone on this machine (2 CPUs shared); the margin is for a loaded whole-project run.
  }, 150_000);
});
