import { describe, expect, it } from 'vitest';
import {
  applyRefusal,
  canDecide,
  isOpen,
  isRunDay,
  newWithdrawalId,
  nextRunDate,
  ownerOfWithdrawal,
  runIdOf,
  stateWord,
  withdrawalStates,
} from './withdrawal-model.ts';

describe('withdrawal rules', () => {
  it('refuses an amount above the withdrawable pre-deposits, and takes all of them', () => {
    expect(applyRefusal(10_001, 10_000)).toBe('insufficient');
    expect(applyRefusal(10_000, 10_000)).toBeUndefined();
    expect(applyRefusal(1, 0)).toBe('insufficient');
  });

  it('keeps a request in process until it is withdrawn or rejected', () => {
    expect(withdrawalStates.filter(isOpen)).toEqual(['submitted', 'examined', 'applying']);
  });

  it('examines a submitted request; rejects one not yet being paid', () => {
    expect(withdrawalStates.filter((s) => canDecide('examine', s))).toEqual(['submitted']);
    expect(withdrawalStates.filter((s) => canDecide('reject', s))).toEqual(['submitted', 'examined']);
  });

  it('makes ids that name the enterprise and sort by submission time', () => {
    const a = newWithdrawalId('C1001', new Date('2026-11-26T08:00:00.123Z'), 'ABCDEF12-3456');
    const b = newWithdrawalId('C1001', new Date('2026-11-26T08:00:01.000Z'), '00000000');
    expect(a).toBe('C1001-W20261126080000123abcdef');
    expect(ownerOfWithdrawal(a)).toBe('C1001');
    expect(a < b).toBe(true);
    expect(ownerOfWithdrawal('C1001-20261126-abcdef12')).toBeNull();
  });

  it.each([
    ['2026-11-26T08:00:00Z', '2026-12-10'],
    ['2026-12-09T15:59:00Z', '2026-12-10'], // 23:59 on the 9th in Shanghai
    ['2026-12-10T01:59:00Z', '2026-12-10'], // 09:59 on the 10th: the run is at 10:00
    ['2026-12-10T02:00:00Z', '2027-01-10'],
    ['2026-12-31T16:30:00Z', '2027-01-10'], // already 1 January in Shanghai
  ])('at %s the next run is on %s (the 10th, Shanghai)', (now, day) => {
    expect(nextRunDate(new Date(now))).toBe(day);
  });

  it('lets the daily local timer pay only on the 10th in Shanghai', () => {
    expect(isRunDay(new Date('2026-12-10T02:00:00Z'), 10)).toBe(true);
    expect(isRunDay(new Date('2026-12-09T16:30:00Z'), 10)).toBe(true); // 00:30 on the 10th
    expect(isRunDay(new Date('2026-12-10T16:30:00Z'), 10)).toBe(false); // 00:30 on the 11th
    expect(isRunDay(new Date('2026-12-11T02:00:00Z'))).toBe(true); // by hand: any day
  });

  it('names a run by its Shanghai day, and states in both languages', () => {
    expect(runIdOf(new Date('2026-12-09T16:30:00Z'))).toBe('run:2026-12-10');
    expect(stateWord('withdrawn', 'en-US')).toBe('withdrawn');
    expect(stateWord('withdrawn', 'zh-CN')).toBe('已提现');
  });
});
