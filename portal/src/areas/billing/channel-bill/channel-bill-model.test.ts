import { describe, expect, it } from 'vitest';
import { channelBillPath, differenceCount, gapOf, importing, reconciled, settledBill } from './channel-bill-model';

describe('operator bill screens', () => {
  const none = { missingOurs: 0, missingOperator: 0, amountDiffers: 0 };
  it('count differences and tell a reconciled bill', () => {
    expect(reconciled(none)).toBe(true);
    expect(reconciled({ ...none, amountDiffers: 1 })).toBe(false);
    expect(differenceCount({ missingOurs: 2, missingOperator: 1, amountDiffers: 3 })).toBe(6);
  });
  it('show the gap of a difference only when both sides bill the card', () => {
    expect(gapOf({ operatorAmount: 1250, ourAmount: 1000 })).toBe(250);
    expect(gapOf({ operatorAmount: 1250, ourAmount: null })).toBeNull();
  });
  it('open a bill by its id', () => {
    expect(channelBillPath({ billId: 'CB20261126101500ABCD' })).toBe('/billing/channelbill/detail/CB20261126101500ABCD');
  });
  it('tell a bill still reconciling from one whose totals are final', () => {
    expect(importing({ status: 'processing' })).toBe(true);
    expect(settledBill({ status: 'processing' })).toBe(false);
    expect(importing({ status: 'failed' })).toBe(false);
    expect(settledBill({ status: 'failed' })).toBe(false);
    expect(settledBill({ status: 'succeeded' })).toBe(true);
  });
});
