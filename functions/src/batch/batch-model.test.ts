import { describe, expect, it } from 'vitest';
import { batchListScopes, batchProgress } from './batch-model.ts';

describe('batch list entries and progress', () => {
  it('lists a batch for the platform, its enterprise and the secondary customer that started it', () => {
    expect(batchListScopes({ channelCustId: 'C1', custId: null })).toEqual(['PLATFORM', 'CUST#C1']);
    expect(batchListScopes({ channelCustId: 'C1', custId: 'S1' })).toEqual(['PLATFORM', 'CUST#C1', 'CUST#C1#SUB#S1']);
  });
  it('counts processed cards while running and is 100 once ended', () => {
    expect(batchProgress({ status: 'processing', total: 200, succeeded: 50, failed: 10 })).toBe(30);
    expect(batchProgress({ status: 'processing', total: 3, succeeded: 3, failed: 0 })).toBe(99);
    expect(batchProgress({ status: 'processing', total: 0, succeeded: 0, failed: 0 })).toBe(0);
    expect(batchProgress({ status: 'failed', total: 10, succeeded: 0, failed: 0 })).toBe(100);
  });
});
