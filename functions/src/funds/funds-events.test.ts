import { describe, expect, it } from 'vitest';
import { newAccount } from '../ledger/ledger-model.ts';
import type { Transfer } from '../ledger/ledger-model.ts';
import { fundsMovedEvent, movedEnterprise, movementKind } from './funds-events.ts';
import { fundsAccount, rechargeTransfer, withdrawalReservation, writeOffLegs } from './funds-model.ts';

const act = { actor: 't', at: '2026-11-25T00:00:00.000Z' };
const asTransfer = (r: {
  transferId: string;
  debitAccountId: string;
  creditAccountId: string;
  amount: number;
  reason: string;
  settles: Transfer['settles'];
  at: string;
  pending?: boolean;
}): Transfer => ({ ...r, type: r.pending ? 'pending' : 'single', channelCustId: 'E1', currency: 'CNY', actor: 't' }) as Transfer;

/** A write-off of 120 from 50 of grants and 500 of pre-deposits: grants first. */
const legs = writeOffLegs(
  { channelCustId: 'E1', grant: 50, withdrawable: 500, creditLine: 0, creditUsed: 0 },
  'B1',
  'op1',
  120,
  act,
)!;

describe('funds-moved', () => {
  it('names what moved the money', () => {
    expect(movementKind(asTransfer(rechargeTransfer('E1', 'R1', 100, act)))).toBe('recharge');
    expect(movementKind(asTransfer(withdrawalReservation('E1', 'W1', 100, act)))).toBe('withdrawal');
    expect(legs.map((l) => movementKind(asTransfer(l)))).toEqual(['writeOff', 'writeOff']);
  });

  it('is published only for transfers that move the enterprise’s available funds', () => {
    expect(movedEnterprise([asTransfer(rechargeTransfer('E1', 'R1', 100, act))])).toBe('E1');
    expect(
      movedEnterprise([{ debitAccountId: fundsAccount('E1', 'toWriteOff'), creditAccountId: fundsAccount('E1', 'revenue') }]),
    ).toBeUndefined();
    expect(movedEnterprise([{ debitAccountId: 'E1/S1/preDeposit', creditAccountId: 'E1/settlement' }])).toBeUndefined();
  });

  it('carries the legs and the available funds after', () => {
    const pre = {
      ...newAccount({ channelCustId: 'E1' }, 'preDeposit', act.at),
      creditsPosted: 500,
      debitsPosted: 70,
      debitHeadroom: 430,
    };
    const grant = { ...newAccount({ channelCustId: 'E1' }, 'grant', act.at), creditsPosted: 50, debitsPosted: 50 };
    const event = fundsMovedEvent('E1', legs.map(asTransfer), [pre, grant]);
    expect(event['detail-type']).toBe('Funds Moved');
    expect(event.detail).toEqual({
      channelCustId: 'E1',
      kind: 'writeOff',
      transfers: [
        { transferId: 'writeoff:op1:grant', debitAccountId: 'E1/grant', creditAccountId: 'E1/toWriteOff', amount: 50 },
        { transferId: 'writeoff:op1:preDeposit', debitAccountId: 'E1/preDeposit', creditAccountId: 'E1/toWriteOff', amount: 70 },
      ],
      availableAfter: 430,
      at: act.at,
    });
  });
});
