import { describe, expect, it } from 'vitest';
import { batchDetailPath, batchTarget, parseIccids } from './batch-model';

const a = '89860000000000000001';
const b = '8986000000000000002';

describe('ICCID paste parsing', () => {
  it('takes one ICCID per line, trims and de-duplicates in first-seen order', () => {
    expect(parseIccids(` ${a}\n${b}\r\n\n${a}\n`)).toEqual({ iccids: [a, b], invalid: [], invalidCount: 0, duplicates: 1 });
  });
  it('accepts commas, semicolons and tabs as separators too', () => {
    expect(parseIccids(`${a},${b};${a}\t${b}`).iccids).toEqual([a, b]);
  });
  it('reports entries that are not 19-20 digits', () => {
    const parsed = parseIccids(`${a}\n123\n8986000000000000000000\nabc${a}`);
    expect(parsed.iccids).toEqual([a]);
    expect(parsed.invalidCount).toBe(3);
    expect(parsed.invalid).toEqual(['123', '8986000000000000000000', `abc${a}`]);
  });
  it('reads the first column of a CSV file and skips its header and BOM', () => {
    const csv = `\uFEFFICCID,remark\n"${a}",x\n${b},y\n`;
    expect(parseIccids(csv, true)).toMatchObject({ iccids: [a, b], invalidCount: 0 });
  });
  it('keeps at most five invalid samples but counts them all', () => {
    const parsed = parseIccids(Array.from({ length: 8 }, (_, i) => `x${i}`).join('\n'));
    expect(parsed.invalid).toHaveLength(5);
    expect(parsed.invalidCount).toBe(8);
  });
});

describe('batch detail path', () => {
  it('links under the card area or shortcuts, with the enterprise for platform users', () => {
    const batch = { batchId: 'b1', targetState: 65, channelCustId: 'C1001' };
    expect(batchDetailPath('card', batch, false)).toBe('/card/batchoperate/detail/b1/65');
    expect(batchDetailPath('shortcuts', batch, true)).toBe('/shortcuts/batchoperate/detail/b1/65?channelCustId=C1001');
  });
});

describe('batch types', () => {
  it('links data recovery to its own shortcut pages and allocations by type', () => {
    const recover = { batchId: 'b2', targetState: 63, channelCustId: 'C1', type: 'recover' as const };
    expect(batchDetailPath('shortcuts', recover, false)).toBe('/shortcuts/data-recovery/detail/b2/63');
    expect(batchDetailPath('card', recover, false)).toBe('/card/batchoperate/detail/b2/63');
    const allocate = { batchId: 'b3', channelCustId: 'C1', type: 'allocate' as const };
    expect(batchDetailPath('card', allocate, false)).toBe('/card/batchoperate/detail/b3/allocate');
  });
  it('names the target: a state, or the secondary customer of an allocation', () => {
    expect(batchTarget({ type: 'changeState', targetState: 65 })).toEqual({ stateKey: 'cardState.65' });
    expect(batchTarget({ type: 'allocate', targetCustId: 'S1', targetCustName: 'Acme East' })).toEqual({ customer: 'Acme East' });
    expect(batchTarget({ type: 'allocate', targetCustId: 'S1' })).toEqual({ customer: 'S1' });
    expect(batchTarget({ type: 'allocate' })).toEqual({ enterprise: true });
  });
});
