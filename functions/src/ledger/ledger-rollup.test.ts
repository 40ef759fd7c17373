import { describe, expect, it } from 'vitest';
import { billOwedTransfer, rechargeTransfer, withdrawalReservation, writeOffLegs } from '../funds/funds-model.ts';
import { resolutionOf, transferOf } from './ledger-model.ts';
import { movementOf, rollupChanges, rollupSteps } from './ledger-rollup.ts';

const act = { actor: 'admin', at: '2026-03-31T17:30:00.000Z' }; // 2026-04-01 01:30 in Shanghai

describe('ledger roll-ups', () => {
  it('names a movement by what it settles and its two account kinds, and counts only posted money', () => {
    const recharge = transferOf(rechargeTransfer('C1', 'R1', 500, act));
    expect(movementOf(recharge)).toBe('recharge:settlement:preDeposit');
    const hold = transferOf(withdrawalReservation('C1', 'W1', 300, act));
    expect(movementOf(hold)).toBeUndefined();
    const post = resolutionOf(
      { transferId: 'W1:post', pendingId: hold.transferId, action: 'post', reason: 'withdrawal paid', ...act },
      hold,
    );
    expect(movementOf(post)).toBe('withdrawal:preDeposit:settlement');
    const voided = resolutionOf({ transferId: 'W1:void', pendingId: hold.transferId, action: 'void', reason: 'x', ...act }, hold);
    expect(movementOf(voided)).toBeUndefined();
  });

  it('adds fen and counts per Shanghai day, legs of one movement summed, nothing for a reservation', () => {
    const legs = writeOffLegs(
      { channelCustId: 'C1', grant: 100, withdrawable: 1000, creditLine: 0, creditUsed: 0 },
      'B1',
      'OP1',
      400,
      act,
    )!.map(transferOf);
    const changes = rollupChanges([...legs, transferOf(billOwedTransfer('C1', 'B2', 700, act))]);
    expect(changes).toEqual([
      {
        channelCustId: 'C1',
        day: '2026-04-01',
        add: {
          'fen:bill:grant:toWriteOff': 100,
          'n:bill:grant:toWriteOff': 1,
          'fen:bill:preDeposit:toWriteOff': 300,
          'n:bill:preDeposit:toWriteOff': 1,
          'fen:bill:toWriteOff:revenue': 700,
          'n:bill:toWriteOff:revenue': 1,
        },
      },
    ]);
    expect(rollupChanges([transferOf(withdrawalReservation('C1', 'W1', 300, act))])).toEqual([]);
  });

  it('builds one day step and one month step, keyed per enterprise, ADDing the counters', () => {
    const steps = rollupSteps('T', [transferOf(rechargeTransfer('C1', 'R1', 500, act))]);
    expect(steps).toHaveLength(2);
    const [day, month] = steps.map((s) => (s.item as { Update: Record<string, unknown> }).Update);
    expect(day!.Key).toEqual({ pk: 'FINREPORT#DAY#2026-04', sk: '2026-04-01#C1' });
    expect(month!.Key).toEqual({ pk: 'FINREPORT#MONTH#2026', sk: '2026-04#C1' });
    expect(day!.UpdateExpression).toMatch(/ADD #a0 :a0, #a1 :a1/);
    expect(Object.values(day!.ExpressionAttributeNames as object)).toContain('fen:recharge:settlement:preDeposit');
    expect(day!.ConditionExpression).toBeUndefined();
  });
});
