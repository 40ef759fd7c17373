import { describe, expect, it } from 'vitest';
import { columnName, toXlsx } from './xlsx.ts';
import { crc32, unzip, zip } from './zip.ts';

describe('ZIP writer', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
    expect(crc32(Buffer.alloc(0))).toBe(0);
  });
  it('writes an archive whose entries read back intact', () => {
    const big = Buffer.from('x'.repeat(10_000));
    const archive = zip([
      { name: 'a.txt', data: Buffer.from('hello') },
      { name: '目录/b.txt', data: big },
    ]);
    expect(archive.readUInt32LE(0)).toBe(0x04034b50);
    expect(archive.length).toBeLessThan(big.length);
    const entries = unzip(archive);
    expect(entries.get('a.txt')?.toString()).toBe('hello');
    expect(entries.get('目录/b.txt')?.equals(big)).toBe(true);
  });
});

describe('XLSX writer', () => {
  it('names columns like a spreadsheet', () => {
    expect([0, 25, 26, 27, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
  });
  it('produces a workbook package whose sheet holds the cells, escaped, with texts kept as text', () => {
    const file = toXlsx('Cards', [
      ['ICCID', '卡状态', 'Plan data (MB)'],
      ['89860000000000000001', 'A & <B>', 1.5],
      [null, '', 0],
    ]);
    const parts = unzip(file);
    expect([...parts.keys()].sort()).toEqual(
      [
        '[Content_Types].xml',
        '_rels/.rels',
        'xl/workbook.xml',
        'xl/_rels/workbook.xml.rels',
        'xl/styles.xml',
        'xl/worksheets/sheet1.xml',
      ].sort(),
    );
    const sheet = parts.get('xl/worksheets/sheet1.xml')!.toString('utf8');
    for (const cell of [
      '<c r="A1" t="inlineStr" s="1"><is><t xml:space="preserve">ICCID</t></is></c>',
      '<c r="B1" t="inlineStr" s="1"><is><t xml:space="preserve">卡状态</t></is></c>',
      // A 20-digit ICCID stays text, or Excel would round it.
      '<c r="A2" t="inlineStr"><is><t xml:space="preserve">89860000000000000001</t></is></c>',
      '<t xml:space="preserve">A &amp; &lt;B&gt;</t>',
      '<c r="C2"><v>1.5</v></c>',
      '<row r="3"><c r="C3"><v>0</v></c></row>',
    ])
      expect(sheet).toContain(cell);
    expect(parts.get('xl/workbook.xml')!.toString()).toContain('<sheet name="Cards" sheetId="1" r:id="rId1"/>');
  });
});
