/**
 * The ledger against DynamoDB Local (issue #14, item 1): random operations from the property test's
 * generator (functions/src/ledger/ledger-fixtures.ts) sent to the repository in small concurrent
 * groups, each group's answers matched against the pure model in some order of its operations (the
 * writes are linearizable: some order must give the same answers and the same balances), the
 * invariants checked on the stored accounts after every group and the balance check at the end;
 * then 100 concurrent debits against one balance.
 */
import fc from 'fast-check';
import { describe, expect, inject, it } from 'vitest';
import {
  LedgerOracle,
  Scenario,
  canonical,
  concurrentDebits,
  ledgerOpArb,
  scenarioAccounts,
} from '../../functions/src/ledger/ledger-fixtures.ts';
import {
  type LedgerCommand,
  type LedgerResult,
  type LedgerState,
  apply,
  emptyLedger,
} from '../../functions/src/ledger/ledger-model.ts';
import { type LedgerOutcome, createLedgerRepository } from '../../functions/src/ledger/ledger.repository.ts';
import { ledgerResolutionEntity } from '../../functions/src/shared/data/entities/ledger.entity.ts';
import { entitySteps } from '../../functions/src/shared/data/entity-operations.ts';
import { stackDb } from '../support/cards.ts';

const SEEDS = 20;
const STEPS = 300;
const run = Date.now().toString(36).slice(-6).toUpperCase();
const repo = () => createLedgerRepository(stackDb(), () => inject('stack').env.TABLE_NAME!);

function send(r: ReturnType<typeof repo>, c: LedgerCommand): Promise<LedgerOutcome> {
  if (c.op === 'transfer') return r.transfer(c.request);
  if (c.op === 'linked') return r.linked(c.requests);
  if (c.op === 'resolve') return r.resolve(c.request);
  if (c.op === 'setCreditLimit') return r.setCreditLimit(c.accountId, c.limit);
  throw new Error('open is not sent in a group');
}

const sameAnswer = (model: LedgerResult, db: LedgerOutcome) =>
  model.code === db.code &&
  !!model.replayed === !!db.replayed &&
  (model.transfer === undefined || canonical(model.transfer) === canonical(db.transfer));

/** Every order of a small group. */
function* orders(n: number, prefix: number[] = []): Generator<number[]> {
  if (prefix.length === n) yield prefix;
  for (let i = 0; i < n; i++) if (!prefix.includes(i)) yield* orders(n, [...prefix, i]);
}

const sortedAccounts = (accounts: Iterable<object>) => canonical([...accounts].map(canonical).sort());

describe(`the ledger on DynamoDB Local: ${SEEDS} seeds × ${STEPS} operations in concurrent groups of 1–4`, () => {
  it.each(Array.from({ length: SEEDS }, (_, i) => i + 1))(
    'seed %i: answers linearize to the model, invariants hold',
    async (seed) => {
      const r = repo();
      const c = `L${run}S${seed}`;
      let clock = Date.parse('2026-11-26T00:00:00.000Z');
      const scenario = new Scenario(c, () => new Date(clock++).toISOString());
      const oracle = new LedgerOracle();
      let model: LedgerState = emptyLedger();
      for (const [owner, kind] of scenarioAccounts(c).open) {
        await r.openAccount(owner, kind, '2026-11-26T00:00:00.000Z');
        model = apply(model, { op: 'open', owner, kind, at: '2026-11-26T00:00:00.000Z' }).state;
      }
      const [ops] = fc.sample(fc.array(ledgerOpArb, { minLength: STEPS, maxLength: STEPS }), { numRuns: 1, seed });
      const [sizes] = fc.sample(fc.array(fc.integer({ min: 1, max: 4 }), { minLength: STEPS, maxLength: STEPS }), {
        numRuns: 1,
        seed: seed + 1000,
      });
      let conflicts = 0;
      for (let i = 0, g = 0; i < ops!.length; g++) {
        const group = ops!.slice(i, i + sizes![g]!).map((op) => scenario.command(op));
        i += group.length;
        const answers = await Promise.all(group.map((cmd) => send(r, cmd)));
        conflicts += answers.filter((a) => a.code === 'conflict').length;
        const stored = await r.accounts(c);
        // Some order of the group's commands (those that did not lose to contention) gives the same answers and balances.
        let found: { state: LedgerState; order: number[] } | undefined;
        for (const order of orders(group.length)) {
          let s = model;
          let same = true;
          for (const k of order) {
            if (answers[k]!.code === 'conflict') continue;
            const next = apply(s, group[k]!);
            if (!sameAnswer(next.result, answers[k]!)) {
              same = false;
              break;
            }
            s = next.state;
          }
          if (same && sortedAccounts(Object.values(s.accounts)) === sortedAccounts(stored)) {
            found = { state: s, order };
            break;
          }
        }
        expect(
          found,
          `group ${g}: ${JSON.stringify(group)} answered ${JSON.stringify(answers)}: no order of the model matches`,
        ).toBeDefined();
        for (const k of found!.order) {
          oracle.observe(group[k]!, answers[k]!);
          scenario.record(group[k]!, answers[k]!);
        }
        model = found!.state;
        oracle.checkAccounts(stored);
      }
      const check = await r.checkBalances({ channelCustId: c });
      expect(check.differences).toEqual([]);
      expect(check.entries).toBe(2 * oracle.transfers);
      expect(model.transfers.size).toBe(oracle.transfers);
      expect(conflicts).toBeLessThan(STEPS / 10);
      // An account's movements, newest first.
      const page = await r.history(scenario.ids[0]!, { pageSize: 25 });
      const times = page.items.map((t) => `${t.at}#${t.transferId}`);
      expect(times).toEqual([...times].sort().reverse());
    },
  );
});

describe('100 concurrent debits against one balance', () => {
  it('none overdraws; successes + refusals = attempts; the final balance is the sum of the transfers', async () => {
    const result = await concurrentDebits(repo(), `L${run}HOT`, { attempts: 100, amount: 150, funds: 10_000 });
    expect(result.other).toBe(0);
    expect(result.successes + result.refusals + result.conflicts).toBe(100);
    expect(result.successes).toBeLessThanOrEqual(66);
    expect(result.finalBalance).toBeGreaterThanOrEqual(0);
    expect(result.finalBalance).toBe(10_000 - 150 * result.successes);
    expect(result.finalBalance).toBe(result.sumOfTransfers);
    expect(result.differences).toBe(0);
  });
});

describe("a caller's own steps in the transfer's transaction", () => {
  it('are written with the transfer; a failed one writes nothing; a retry of a written transfer is a replay', async () => {
    const r = repo();
    const c = `L${run}X`;
    const at = '2026-11-26T00:00:00.000Z';
    for (const kind of ['settlement', 'preDeposit', 'grant', 'toWriteOff'] as const)
      await r.openAccount({ channelCustId: c }, kind, at);
    const id = (k: string) => `${c}/${k}`;
    const T = inject('stack').env.TABLE_NAME!;
    // The caller's record stands in as a claim put absent-only (a recharge's pending → reviewed does the same).
    const claim = (pendingId: string) =>
      entitySteps.put(T, ledgerResolutionEntity, { pendingId, resolvedBy: 'caller', type: 'post', at }, 'absent');
    const fund = (transferId: string, amount: number) => ({
      transferId,
      debitAccountId: id('settlement'),
      creditAccountId: id('preDeposit'),
      amount,
      reason: 'recharge',
      actor: 'finance1',
      settles: { kind: 'recharge' as const, id: transferId },
      at,
    });
    expect((await r.transfer(fund(`${c}-a`, 500), [claim(`${c}-claim`)])).code).toBe('ok');
    const again = await r.transfer(fund(`${c}-a`, 500), [claim(`${c}-claim`)]);
    expect(again).toMatchObject({ code: 'ok', replayed: true });
    const refused = await r.transfer(fund(`${c}-b`, 700), [claim(`${c}-other`), claim(`${c}-claim`)]);
    expect(refused).toEqual({ code: 'precondition', failedStep: 1 });
    expect((await r.getTransfer(`${c}-b`)) ?? null).toBeNull();
    expect((await r.getAccount(id('preDeposit')))!.creditsPosted).toBe(500);

    // Linked: a bill owed 800 paid 300 from grants and 500 from pre-deposits, whole or not at all.
    await r.transfer({ ...fund(`${c}-g`, 300), creditAccountId: id('grant') });
    await r.transfer({ ...fund(`${c}-owe`, 800), debitAccountId: id('toWriteOff'), creditAccountId: id('settlement') });
    const leg = (suffix: string, from: string, amount: number) => ({
      ...fund(`${c}-w-${suffix}`, amount),
      debitAccountId: id(from),
      creditAccountId: id('toWriteOff'),
      settles: { kind: 'bill' as const, id: 'B1' },
    });
    const tooMuch = await r.linked([leg('g', 'grant', 200), leg('p', 'preDeposit', 600)]);
    expect(tooMuch.code).toBe('insufficientFunds');
    const paid = await r.linked([leg('g', 'grant', 300), leg('p', 'preDeposit', 500)]);
    expect(paid.code).toBe('ok');
    expect(paid.transfers?.map((t) => t.amount)).toEqual([300, 500]);
    expect((await r.linked([leg('g', 'grant', 300), leg('p', 'preDeposit', 500)])).replayed).toBe(true);
    expect((await r.linked([leg('g', 'grant', 300), leg('p2', 'preDeposit', 1)])).code).toBe('idConflict');
    const owed = (await r.getAccount(id('toWriteOff')))!;
    expect(owed.debitsPosted - owed.creditsPosted).toBe(0);
    expect((await r.checkBalances({ channelCustId: c })).differences).toEqual([]);
  });
});
