import { describe, expect, it } from 'vitest';
import { type AllocationDraft, allocationDetailPath, allocationProblems } from './allocation-model';

const draft: AllocationDraft = {
  platform: false,
  channelCustId: '',
  source: 'filter',
  iccids: ['89860000000000000001'],
  invalidCount: 0,
  targetCustId: 'S2001',
};

describe('card allocation form', () => {
  it('accepts cards and a target secondary customer', () => {
    expect(allocationProblems(draft)).toEqual({});
  });
  it('asks a platform user for the enterprise and everyone for the target', () => {
    expect(allocationProblems({ ...draft, platform: true, targetCustId: '' })).toEqual({
      enterprise: 'card.allocation.errors.enterprise',
      target: 'card.allocation.errors.target',
    });
  });
  it('needs a search before allocating by filter, and a match', () => {
    expect(allocationProblems({ ...draft, iccids: null }).cards).toBe('card.allocation.errors.search');
    expect(allocationProblems({ ...draft, iccids: [] }).cards).toBe('card.allocation.errors.noMatch');
  });
  it('refuses invalid pasted entries and more than 10,000 cards', () => {
    expect(allocationProblems({ ...draft, source: 'paste', invalidCount: 2 }).cards).toBe('card.allocation.errors.invalid');
    expect(allocationProblems({ ...draft, source: 'paste', iccids: [] }).cards).toBe('card.allocation.errors.empty');
    const many = Array.from({ length: 10_001 }, (_, i) => String(i));
    expect(allocationProblems({ ...draft, iccids: many }).cards).toBe('card.allocation.errors.tooMany');
  });
  it('links to the batch detail, with the enterprise for platform users', () => {
    expect(allocationDetailPath('b1', 'C1', false)).toBe('/card/batchoperate/detail/b1/allocate');
    expect(allocationDetailPath('b1', 'C1', true)).toBe('/card/batchoperate/detail/b1/allocate?channelCustId=C1');
  });
});
