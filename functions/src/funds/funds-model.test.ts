import { describe, expect, it } from 'vitest';
import { type LedgerState, type TransferRequest, apply, emptyLedger, pvalues } from '../ledger/ledger-model.ts';
import {
  billOwedTransfer,
  fundsAccountKinds,
  fundsSummary,
  grantTransfer,
  rechargeTransfer,
  withdrawalReservation,
  withdrawalResolution,
  writeOffLegs,
  writeOffRefusal,
} from './funds-model.ts';

const act = { actor: 'finance1', at: '2026-11-26T00:00:00.000Z' };
const C = 'C1001';

function ledger(): LedgerState {
  let s = emptyLedger();
  for (const kind of fundsAccountKinds) s = apply(s, { op: 'open', owner: { channelCustId: C }, kind, at: act.at }).state;
  return s;
}
const run = (
  s: LedgerState,
  ...requests: Parameters<typeof rechargeTransfer>[] extends never ? never : import('../ledger/ledger-model.ts').TransferRequest[]
) => {
  const r = apply(s, requests.length === 1 ? { op: 'transfer', request: requests[0]! } : { op: 'linked', requests });
  expect(r.result.code).toBe('ok');
  return r.state;
};
const summary = (s: LedgerState) => fundsSummary(C, Object.values(s.accounts));

describe('funds in ledger terms', () => {
  it('a recharge, a grant, a bill and a reservation give the figures of spec §3', () => {
    let s = ledger();
    s = run(s, rechargeTransfer(C, 'R1', 50_000, act));
    s = run(s, grantTransfer(C, 'G1', 3_000, act));
    s = run(s, billOwedTransfer(C, 'B1', 20_000, act));
    s = run(s, withdrawalReservation(C, 'W1', 10_000, act));
    s = apply(s, { op: 'setCreditLimit', accountId: `${C}/credit`, limit: 5_000 }).state;
    expect(summary(s)).toEqual({
      channelCustId: C,
      preDeposit: 50_000,
      reserved: 10_000,
      grant: 3_000,
      creditLine: 5_000,
      creditUsed: 0,
      contract: 0,
      toWriteOff: 20_000,
      withdrawable: 40_000,
      available: 48_000,
    });
  });

  it('a write-off takes grants first, then pre-deposits; the bill owes nothing after', () => {
    let s = ledger();
    s = run(
      s,
      rechargeTransfer(C, 'R1', 10_000, act),
      grantTransfer(C, 'G1', 3_000, act),
      billOwedTransfer(C, 'B1', 12_000, act),
    );
    const legs = writeOffLegs(summary(s), 'B1', 'op1', 12_000, act)!;
    expect(legs.map((l) => [l.debitAccountId, l.amount])).toEqual([
      [`${C}/grant`, 3_000],
      [`${C}/preDeposit`, 9_000],
    ]);
    s = run(s, ...legs);
    expect(summary(s)).toMatchObject({ grant: 0, preDeposit: 1_000, toWriteOff: 0 });
    expect(pvalues(s.transfers)).toHaveLength(5);
  });

  it('the credit line pays only in the cycle, and a shortfall gives no legs', () => {
    let s = ledger();
    s = apply(s, { op: 'setCreditLimit', accountId: `${C}/credit`, limit: 5_000 }).state;
    s = run(s, rechargeTransfer(C, 'R1', 1_000, act), billOwedTransfer(C, 'B1', 4_000, act));
    expect(writeOffLegs(summary(s), 'B1', 'op1', 4_000, act)).toBeUndefined();
    const legs = writeOffLegs(summary(s), 'B1', 'cycle', 4_000, act, true)!;
    s = run(s, ...legs);
    expect(summary(s)).toMatchObject({ preDeposit: 0, creditUsed: 3_000, toWriteOff: 0, available: 2_000 });
  });

  it.each([
    [0, 5_000, 'zero'],
    [5_001, 5_000, 'aboveOwed'],
    [4_001, 5_000, 'aboveFunds'],
    [4_000, 5_000, undefined],
  ] as const)('write-off of %i against %i owed with 4,000 of funds: %s', (amount, owed, refusal) => {
    expect(writeOffRefusal(amount, owed, { grant: 1_000, withdrawable: 3_000 })).toBe(refusal);
  });

  it('a withdrawal reserves pre-deposits; a void gives them back, a post pays them out, each once', () => {
    let s = run(ledger(), rechargeTransfer(C, 'R1', 10_000, act));
    s = run(s, withdrawalReservation(C, 'W1', 4_000, act));
    expect(summary(s)).toMatchObject({ preDeposit: 10_000, reserved: 4_000, withdrawable: 6_000 });
    const voided = apply(s, { op: 'resolve', request: withdrawalResolution('W1', 'void', act) });
    expect(voided.result.code).toBe('ok');
    expect(summary(voided.state)).toMatchObject({ preDeposit: 10_000, reserved: 0, withdrawable: 10_000 });
    const posted = apply(s, { op: 'resolve', request: withdrawalResolution('W1', 'post', act) });
    expect(summary(posted.state)).toMatchObject({ preDeposit: 6_000, reserved: 0, withdrawable: 6_000 });
    const again = apply(posted.state, { op: 'resolve', request: withdrawalResolution('W1', 'post', act) });
    expect(again.result).toMatchObject({ code: 'ok', replayed: true });
    expect(summary(again.state)).toEqual(summary(posted.state));
    expect(apply(posted.state, { op: 'resolve', request: withdrawalResolution('W1', 'void', act) }).result.code).toBe(
      'pendingResolved',
    );
  });
});
