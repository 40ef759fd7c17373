import { describe, expect, it } from 'vitest';
import type { Lang } from '../shared/i18n/lang.ts';
import { allocationDeltas, recoveryDeltas, recoveryProblem, allocationRefusal as refusalOf } from './allocation-rules.ts';
import { reasonText } from './batch-reasons.ts';

/** The refusal worded in `lang`, as a reader of the batch sees it. */
const allocationRefusal = (card: Parameters<typeof refusalOf>[0], to: string | null, lang: Lang) =>
  reasonText(refusalOf(card, to), lang);

const card = { state: 64 as const, operator: 'CMCC' as const, quotaBytes: 1024 };

describe('allocation to a secondary customer', () => {
  it('moves the counts from the previous secondary customer to the target only', () => {
    const d = allocationDeltas('C1', card, 'S1', 'S2');
    expect(Object.fromEntries(d)).toEqual({
      'CUST#C1#SUB#S1': { s64: -1, quotaActive: -1024, total: -1, opCMCC: -1 },
      'CUST#C1#SUB#S2': { s64: 1, quotaActive: 1024, total: 1, opCMCC: 1 },
    });
  });
  it('adds an unallocated card to the target without touching the enterprise or platform', () => {
    const d = allocationDeltas('C1', { ...card, state: 63 }, null, 'S2');
    expect([...d.keys()]).toEqual(['CUST#C1#SUB#S2']);
    expect(d.get('CUST#C1#SUB#S2')).toEqual({ s63: 1, total: 1, opCMCC: 1 });
  });
  it('sums the deltas of a chunk per scope', () => {
    const d = allocationDeltas('C1', card, null, 'S2');
    allocationDeltas('C1', { ...card, state: 65 }, 'S1', 'S2', d);
    expect(d.get('CUST#C1#SUB#S2')).toEqual({ s64: 1, s65: 1, quotaActive: 1024, total: 2, opCMCC: 2 });
    expect(d.get('CUST#C1#SUB#S1')).toEqual({ s65: -1, total: -1, opCMCC: -1 });
  });
  it('takes a card back to the enterprise: it only leaves the secondary customer', () => {
    expect(Object.fromEntries(allocationDeltas('C1', card, 'S1', null))).toEqual({
      'CUST#C1#SUB#S1': { s64: -1, quotaActive: -1024, total: -1, opCMCC: -1 },
    });
    expect(allocationRefusal({ custId: null, state: 64 }, null, 'en-US')).toBe(
      'The card is not allocated to a secondary customer',
    );
  });
  it('explains a refused card in the language of the reader', () => {
    expect(allocationRefusal(undefined, 'S2', 'en-US')).toBe('Card not found or not yours');
    expect(allocationRefusal({ custId: 'S2', state: 64 }, 'S2', 'en-US')).toBe(
      'The card is already allocated to this secondary customer',
    );
    expect(allocationRefusal({ custId: null, state: 60 }, 'S2', 'zh-CN')).toBe('处于“开始”状态的卡不能分配');
    expect(allocationRefusal({ custId: null, state: 67 }, 'S2', 'en-US')).toBe(
      'A card in the state "Cancelled" cannot be allocated',
    );
  });
});

describe('data recovery (spec §5: only unallocated cards)', () => {
  const c = (iccid: string, state: number, custId: string | null = null) => ({ iccid, state, custId });
  it('accepts unallocated cards in a recoverable state', () => {
    expect(recoveryProblem([c('1', 65), c('2', 61), c('3', 63)], ['1', '2', '3'])).toBeNull();
  });
  it('names the first card that is missing, allocated or not recoverable', () => {
    expect(recoveryProblem([c('1', 65)], ['1', '2'])).toEqual({ key: 'RECOVERY_NOT_FOUND', iccid: '2' });
    expect(recoveryProblem([c('1', 65, 'S1')], ['1'])).toEqual({ key: 'RECOVERY_ALLOCATED', iccid: '1' });
    expect(recoveryProblem([c('1', 64)], ['1'])).toEqual({ key: 'RECOVERY_STATE', iccid: '1', state: 64 });
    expect(recoveryProblem([c('1', 67)], ['1'])).toMatchObject({ key: 'RECOVERY_STATE' });
  });
  it('moves a recovered card to stock in the platform and enterprise counts', () => {
    const d = recoveryDeltas('C1', { ...card, state: 65 });
    expect(Object.fromEntries(d)).toEqual({ PLATFORM: { s65: -1, s63: 1 }, 'CUST#C1': { s65: -1, s63: 1 } });
  });
});
