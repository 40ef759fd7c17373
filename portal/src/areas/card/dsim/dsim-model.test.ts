import { describe, expect, it } from 'vitest';
import { otherSlot, pairDraftProblem } from './dsim-model';

describe('dual-SIM pair form', () => {
  const ok = { sn: 'DEV-001', iccid1: '8986000000000000001', iccid2: '8986000000000000002' };
  it('accepts a serial number and two different ICCIDs', () => expect(pairDraftProblem(ok)).toBeNull());
  it('names the first wrong field', () => {
    expect(pairDraftProblem({ ...ok, sn: 'a b' })).toEqual({ field: 'sn', key: 'snInvalid' });
    expect(pairDraftProblem({ ...ok, iccid1: '123' })).toEqual({ field: 'iccid1', key: 'iccidInvalid' });
    expect(pairDraftProblem({ ...ok, iccid2: ` ${ok.iccid1}` })).toEqual({ field: 'iccid2', key: 'sameIccid' });
  });
  it('switches to the other slot', () => expect(otherSlot(1)).toBe(2));
});
