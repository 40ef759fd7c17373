/**
 * The business-level property test of funds (issue #14, "Tests that must exist"), pure: random
 * sequences of recharges, audits, refunds, grants, withdrawals (asked, examined, rejected, paid),
 * credit changes, bills published and written off (by hand and by the cycle, with credit), and
 * retries, played with the services' rules on the pure ledger (funds-business-fixtures.ts). After every
 * step: the figures equal the oracle's own arithmetic, each balance equals the sum of its transfers,
 * no account is past its limit, and the transfers stored are exactly those the effects made (a retry
 * never has a second effect). tests/integration/funds-business.int.test.ts runs the same against
 * DynamoDB Local through the services.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FundsAnswer, FundsBusiness, type FundsOp, checkBusiness, fundsOpArb } from './funds-business-fixtures.ts';

const RUNS = Number(process.env.FUNDS_RUNS ?? 1_000);
const STEPS = Number(process.env.FUNDS_STEPS ?? 1_000);

function play(ops: FundsOp[], tally?: Map<string, number>) {
  const b = new FundsBusiness('C1');
  for (const [i, op] of ops.entries()) {
    const cmd = b.command(op);
    const transfersBefore = b.expected.transfers;
    const answer: FundsAnswer = b.run(cmd);
    if (answer !== 'done' && b.expected.transfers !== transfersBefore) throw new Error(`${cmd.t} ${answer} made a transfer`);
    // Every balance recomputed from every transfer each 100 steps and at the end (quadratic otherwise).
    const broken = checkBusiness(b, i % 100 === 99 || i === ops.length - 1);
    if (broken) throw new Error(`after ${JSON.stringify(cmd)}: ${broken}`);
    const key = `${op.t === 'repeat' ? 'repeat:' : ''}${cmd.t}:${answer}`;
    tally?.set(key, (tally.get(key) ?? 0) + 1);
    if (b.expected.creditUsed > 0) tally?.set('credit in use', 1);
  }
  return b;
}

describe('funds under random business operations', () => {
  it(`keeps the figures, the balances and one effect per request (${RUNS} runs × ${STEPS} operations)`, () => {
    fc.assert(
      fc.property(fc.array(fundsOpArb, { minLength: STEPS, maxLength: STEPS }), (ops) => {
        play(ops);
      }),
      { numRuns: RUNS, seed: Number(process.env.FUNDS_SEED ?? 20261126) },
    );
    // About 50 s alone on this machine (2 CPUs shared); the margin is for a loaded whole-project run.
  }, 300_000);

  it('reaches every kind of answer, retries included', () => {
    const tally = new Map<string, number>();
    const [ops] = fc.sample(fc.array(fundsOpArb, { minLength: 5_000, maxLength: 5_000 }), { numRuns: 1, seed: 11 });
    const b = play(ops!, tally);
    const seen = [...tally.keys()];
    for (const kind of ['approve', 'reject', 'refund', 'withdraw', 'examine', 'withdrawReject', 'pay', 'writeOff'])
      for (const answer of ['done', 'refused']) expect(seen, `${kind}:${answer}`).toContain(`${kind}:${answer}`);
    // Retries of every kind of effect, each answered with no second effect.
    for (const kind of ['file', 'approve', 'refund', 'grant', 'withdraw', 'publish', 'writeOff'])
      expect(seen, `repeat:${kind}:same`).toContain(`repeat:${kind}:same`);
    // A line lowered below the credit in use is refused; the cycle's write-offs use credit.
    expect(seen).toContain('credit:done');
    expect(seen).toContain('credit in use');
    expect(b.withdrawals.some((w) => w.state === 'withdrawn')).toBe(true);
  });
});
