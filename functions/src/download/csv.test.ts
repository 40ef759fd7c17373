import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv.ts';

describe('CSV for Excel', () => {
  it('starts with a UTF-8 byte-order mark and ends rows with CRLF', () => {
    const bytes = toCsv([
      ['ICCID', '卡状态'],
      ['89860000000000000001', '已激活'],
    ]);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe('ICCID,卡状态\r\n89860000000000000001,已激活\r\n');
  });
  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('plain')).toBe('plain');
  });
  it('writes empty cells for null and undefined, numbers as they are', () => {
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(12.5)).toBe('12.5');
    expect(csvField(-3)).toBe('-3');
  });
  it('defuses texts a spreadsheet would run as formulas', () => {
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('+86,1')).toBe('"\'+86,1"');
  });
});
