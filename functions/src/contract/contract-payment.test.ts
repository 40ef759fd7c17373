/** The posting rule of a contract payment (funds-model `contractPaymentTransfer`) against the pure ledger model. */
import { describe, expect, it } from 'vitest';
import { contractPaymentTransfer, fundsAccountKinds, fundsSummary } from '../funds/funds-model.ts';
import { type LedgerState, apply, emptyLedger, pvalues } from '../ledger/ledger-model.ts';

const act = { actor: 'admin', at: '2026-11-26T00:00:00.000Z' };
const C = 'C1001';

function ledger(): LedgerState {
  let s = emptyLedger();
  for (const kind of fundsAccountKinds) s = apply(s, { op: 'open', owner: { channelCustId: C }, kind, at: act.at }).state;
  return s;
}

describe('a contract payment in ledger terms', () => {
  it('moves the amount from settlement to the contract account, shown as contract payments', () => {
    const t = contractPaymentTransfer(C, 'HT-2026-001', 'CP1', 30_000, act);
    expect(t).toMatchObject({
      transferId: 'contractPayment:CP1',
      debitAccountId: `${C}/settlement`,
      creditAccountId: `${C}/contract`,
      amount: 30_000,
      settles: { kind: 'contract', id: 'HT-2026-001' },
    });
    const r = apply(ledger(), { op: 'transfer', request: t });
    expect(r.result.code).toBe('ok');
    expect(fundsSummary(C, Object.values(r.state.accounts))).toMatchObject({ contract: 30_000, preDeposit: 0, available: 0 });
  });

  it('recorded again with the same payment id is one transfer', () => {
    const t = contractPaymentTransfer(C, 'HT-2026-001', 'CP1', 30_000, act);
    const first = apply(ledger(), { op: 'transfer', request: t });
    const again = apply(first.state, { op: 'transfer', request: { ...t, at: '2026-11-27T00:00:00.000Z' } });
    expect(again.result.code).toBe('ok');
    expect(pvalues(again.state.transfers)).toHaveLength(1);
    expect(fundsSummary(C, Object.values(again.state.accounts)).contract).toBe(30_000);
  });
});
