import { describe, expect, it } from 'vitest';
import { decodeRows, encodeRowsFile, rowsRange } from './rows-file.ts';

const rangeOf = (text: string, range: string) => {
  const [start, end] = range.replace('bytes=', '').split('-').map(Number);
  return Buffer.from(text, 'utf8')
    .subarray(start, end! + 1)
    .toString('utf8');
};

describe('import rows file', () => {
  const rows = Array.from({ length: 25 }, (_, i) => ({ line: i + 2, iccid: `898600${i}`, remark: i % 3 ? '' : '备注 ✓' }));
  const file = encodeRowsFile(rows, 10);

  it('reads back every row, and each chunk alone through its byte range (multi-byte text included)', () => {
    expect(decodeRows(file.body)).toEqual(rows);
    expect(file.offsets).toHaveLength(4);
    expect(decodeRows(rangeOf(file.body, rowsRange(file.offsets, 10, 0, 10)!))).toEqual(rows.slice(0, 10));
    expect(decodeRows(rangeOf(file.body, rowsRange(file.offsets, 10, 10, 20)!))).toEqual(rows.slice(10, 20));
    expect(decodeRows(rangeOf(file.body, rowsRange(file.offsets, 10, 20, 25)!))).toEqual(rows.slice(20, 25));
  });

  it('refuses a slice that is not chunk-aligned or beyond the file, and has no range for an empty one', () => {
    expect(() => rowsRange(file.offsets, 10, 5, 10)).toThrow(/chunk-aligned/);
    expect(() => rowsRange(file.offsets, 10, 40, 50)).toThrow(/beyond/);
    expect(rowsRange(file.offsets, 10, 20, 20)).toBeUndefined();
  });
});
