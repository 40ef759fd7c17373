import { describe, expect, it } from 'vitest';
import { RECORD_BYTES, decodeIccidList, encodeIccidList, iccidRange } from './iccid-list.ts';

describe('batch ICCID list records', () => {
  const iccids = ['89860000000000000001', '8986000000000000002', '89860000000000000003'];

  it('stores one fixed-width record per card, so record i starts at i × RECORD_BYTES', () => {
    const text = encodeIccidList(iccids);
    expect(text.length).toBe(iccids.length * RECORD_BYTES);
    expect(decodeIccidList(text)).toEqual(iccids);
    const [start, end] = iccidRange(1, 3)!.replace('bytes=', '').split('-').map(Number);
    expect(decodeIccidList(text.slice(start, end! + 1))).toEqual(iccids.slice(1, 3));
  });

  it('has no range for an empty slice and refuses what is not an ICCID', () => {
    expect(iccidRange(5, 5)).toBeUndefined();
    expect(() => encodeIccidList(['8986000000000000000123'])).toThrow(/Not an ICCID/);
    expect(() => encodeIccidList(['8986 0001'])).toThrow(/Not an ICCID/);
  });
});
