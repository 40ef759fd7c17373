import { describe, expect, it } from 'vitest';
import { columnOf, figuresOf, fundsSign, periodSpan, sumFigures, validPeriod, validRange } from './finreport-model.ts';

describe('financial report model', () => {
  it('maps each known movement to its column and anything else to other', () => {
    expect(columnOf('recharge:settlement:preDeposit')).toBe('recharged');
    expect(columnOf('refund:preDeposit:settlement')).toBe('refunded');
    expect(columnOf('withdrawal:preDeposit:settlement')).toBe('withdrawn');
    expect(columnOf('grant:grantIssued:grant')).toBe('granted');
    expect(columnOf('bill:toWriteOff:revenue')).toBe('billed');
    expect(columnOf('bill:preDeposit:toWriteOff')).toBe('writtenOffPreDeposit');
    expect(columnOf('bill:grant:toWriteOff')).toBe('writtenOffGrant');
    expect(columnOf('bill:credit:toWriteOff')).toBe('creditUsed');
    expect(columnOf('contract:settlement:contract')).toBe('contractPaid');
    expect(columnOf('correction:settlement:preDeposit')).toBe('other');
    expect(columnOf('somethingNew:x:y')).toBe('other');
  });

  it('signs the net change of funds by the account kinds alone', () => {
    expect(fundsSign('recharge:settlement:preDeposit')).toBe(1);
    expect(fundsSign('bill:preDeposit:toWriteOff')).toBe(-1);
    expect(fundsSign('bill:toWriteOff:revenue')).toBe(0);
    expect(fundsSign('somethingNew:grant:preDeposit')).toBe(0);
  });

  it('reads figures from roll-up counters and sums rows', () => {
    const f = figuresOf([
      {
        channelCustId: 'C1',
        period: '2026-04-01',
        'fen:recharge:settlement:preDeposit': 1000,
        'n:recharge:settlement:preDeposit': 2,
        'fen:bill:grant:toWriteOff': 100,
        'n:bill:grant:toWriteOff': 1,
        'fen:bill:credit:toWriteOff': 50,
        'fen:new:settlement:preDeposit': 7,
        'n:new:settlement:preDeposit': 1,
      },
    ]);
    expect(f.amounts.recharged).toBe(1000);
    expect(f.counts.recharged).toBe(2);
    expect(f.writtenOff).toBe(150);
    expect(f.amounts.creditUsed).toBe(50);
    expect(f.amounts.other).toBe(7);
    expect(f.counts.other).toBe(1);
    expect(f.net).toBe(1000 - 150 + 7);
    const s = sumFigures([f, f]);
    expect(s.amounts.recharged).toBe(2000);
    expect(s.net).toBe(2 * f.net);
  });

  it('checks periods and ranges, and spans Shanghai days and months in UTC', () => {
    expect(validPeriod('day', '2026-02-29')).toBe(false);
    expect(validPeriod('day', '2028-02-29')).toBe(true);
    expect(validPeriod('month', '2026-13')).toBe(false);
    expect(validPeriod('month', '2026-12')).toBe(true);
    expect(validRange('day', '2026-04')).toBe(true);
    expect(validRange('day', '2026')).toBe(false);
    expect(validRange('month', '2026')).toBe(true);
    expect(periodSpan('day', '2026-04-01')).toEqual({ from: '2026-03-31T16:00:00.000Z', to: '2026-04-01T16:00:00.000Z' });
    expect(periodSpan('month', '2026-01')).toEqual({ from: '2025-12-31T16:00:00.000Z', to: '2026-01-31T16:00:00.000Z' });
  });
});
