import { describe, expect, it } from 'vitest';
import { toXlsx } from '../../download/xlsx.ts';
import { type ZipEntry, zip } from '../../download/zip.ts';
import { XlsxReadError, numberCell, readFirstSheet, sheetRows, xmlDecode } from './xlsx-reader.ts';
import { ZipReadError, openZip } from './zip-reader.ts';

const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const R_NS = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'xmlns="http://schemas.openxmlformats.org/package/2006/relationships"';

/** A ZIP whose entries are stored (method 0), as some writers do; `flags` lets a test mark entries encrypted. */
const storedZip = (entries: readonly ZipEntry[], flags = 0): Buffer => zip(entries, { store: true, flags });

/**
 * A workbook as Excel lays it out: the sheets listed in tab order (the first one pointing at a part
 * that is not named sheet1), shared strings, and the given sheet XML for the first sheet.
 */
function workbook(sheetData: string, sharedStrings?: string, pack: (e: ZipEntry[]) => Buffer = zip): Buffer {
  const entries: ZipEntry[] = [
    {
      name: '_rels/.rels',
      data: Buffer.from(
        `<?xml version="1.0"?><Relationships ${PKG_REL}><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
    },
    {
      name: 'xl/workbook.xml',
      data: Buffer.from(
        `<?xml version="1.0"?><workbook ${NS} ${R_NS}><bookViews/><sheets>` +
          '<sheet name="Cards" sheetId="2" r:id="rId7"/><sheet name="Other" sheetId="1" r:id="rId1"/></sheets></workbook>',
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: Buffer.from(
        `<?xml version="1.0"?><Relationships ${PKG_REL}>` +
          `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
          `<Relationship Id="rId7" Type="${REL}/worksheet" Target="/xl/worksheets/sheet2.xml"/>` +
          `<Relationship Id="rId3" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/>` +
          '</Relationships>',
      ),
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      data: Buffer.from(
        `<worksheet ${NS}><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>wrong sheet</t></is></c></row></sheetData></worksheet>`,
      ),
    },
    {
      name: 'xl/worksheets/sheet2.xml',
      data: Buffer.from(`<?xml version="1.0"?><worksheet ${NS}><sheetData>${sheetData}</sheetData></worksheet>`),
    },
  ];
  if (sharedStrings !== undefined)
    entries.push({ name: 'xl/sharedStrings.xml', data: Buffer.from(`<?xml version="1.0"?><sst ${NS}>${sharedStrings}</sst>`) });
  return pack(entries);
}

const problemOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof XlsxReadError || error instanceof ZipReadError) return error.problem;
    throw error;
  }
  return 'none';
};

describe('xlsx reader', () => {
  it('reads back what our own XLSX writer produces (inline strings and numbers)', () => {
    const file = toXlsx('Cards', [
      ['iccid', 'msisdn', 'state'],
      ['89860012345678901234', '14400123456', 63],
      ['89860012345678901235', null, 1.5],
    ]);
    expect(readFirstSheet(file)).toEqual([
      { line: 1, cells: ['iccid', 'msisdn', 'state'] },
      { line: 2, cells: ['89860012345678901234', '14400123456', '63'] },
      { line: 3, cells: ['89860012345678901235', '', '1.5'] },
    ]);
  });

  it('reads the first sheet in tab order, shared strings with rich-text runs, booleans, formulas and gaps', () => {
    const strings =
      '<si><t>ICCID</t></si>' +
      '<si><r><rPr><b/></rPr><t>运营</t></r><r><t xml:space="preserve">商</t></r><rPh sb="0" eb="1"><t>ウン</t></rPh></si>' +
      '<si><t>A &amp; B &lt;x&gt; &#x4E2D;_x000D_</t></si>' +
      '<si/>';
    const sheet =
      '<row r="1" spans="1:4"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s" s="3"><v>1</v></c><c r="D1" t="s"><v>2</v></c></row>' +
      '<row r="2"><c r="A2" s="1"/><c r="B2" t="s"><v>3</v></c></row>' + // blank row: left out
      '<row r="5"><c r="C5" t="b"><v>1</v></c><c r="D5" t="str"><f>A1&amp;"x"</f><v>ICCIDx</v></c><c r="E5" t="e"><v>#N/A</v></c></row>' +
      '<row><c t="inlineStr"><is><t>no refs</t></is></c><c><v>42</v></c></row>';
    expect(readFirstSheet(workbook(sheet, strings))).toEqual([
      { line: 1, cells: ['ICCID', '运营商', '', 'A & B <x> 中\r'] },
      { line: 5, cells: ['', '', 'TRUE', 'ICCIDx', '#N/A'] },
      { line: 6, cells: ['no refs', '42'] },
    ]);
  });

  it('reads stored (uncompressed) entries and namespace-prefixed elements', () => {
    const sheet = '<x:row r="3"><x:c r="B3" t="inlineStr"><x:is><x:t>stored</x:t></x:is></x:c></x:row>';
    expect(readFirstSheet(workbook(sheet, undefined, storedZip))).toEqual([{ line: 3, cells: ['', 'stored'] }]);
  });

  it('keeps exact numbers as digits and marks numbers Excel has rounded (a numeric ICCID)', () => {
    expect(numberCell('460001234567890')).toBe('460001234567890');
    expect(numberCell('63')).toBe('63');
    expect(numberCell('1.5')).toBe('1.5');
    expect(numberCell('1E3')).toBe('1000');
    expect(numberCell('8.9860012345678903E+19')).toEqual({ inexactNumber: '8.9860012345678903E+19' });
    expect(numberCell('1234567890123456')).toEqual({ inexactNumber: '1234567890123456' });
    const rows = sheetRows(
      '<row r="2"><c r="A2"><v>8.9860012345678903E+19</v></c><c r="B2" t="n"><v>14400123456</v></c></row>',
      [],
    );
    expect(rows).toEqual([{ line: 2, cells: [{ inexactNumber: '8.9860012345678903E+19' }, '14400123456'] }]);
  });

  it('decodes XML text', () => {
    expect(xmlDecode('&lt;a&gt; &amp;amp; &quot;&apos; &#65;&#x1F600; _x0041__x005F_x0041_')).toBe('<a> &amp; "\' A😀 A_x0041_');
  });

  it('refuses what is not a readable workbook with the reason', () => {
    expect(problemOf(() => readFirstSheet(Buffer.from('iccid,msisdn\n1,2\n')))).toBe('notZip');
    expect(problemOf(() => readFirstSheet(Buffer.alloc(0)))).toBe('notZip');
    // An old .xls and a password-protected .xlsx are both OLE compound files.
    const ole = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);
    expect(problemOf(() => readFirstSheet(ole))).toBe('legacy');
    expect(problemOf(() => readFirstSheet(Buffer.concat([ole, Buffer.from('EncryptionInfo', 'utf16le')])))).toBe('encrypted');
    // A ZIP that is not a workbook (say a .docx renamed), or a workbook without its sheet.
    expect(problemOf(() => readFirstSheet(zip([{ name: 'word/document.xml', data: Buffer.from('<w/>') }])))).toBe('notXlsx');
    const good = workbook('<row r="1"><c r="A1"><v>1</v></c></row>');
    const parts = [...openZip(good).names].filter((n) => n !== 'xl/worksheets/sheet2.xml');
    const zipped = openZip(good);
    expect(problemOf(() => readFirstSheet(zip(parts.map((name) => ({ name, data: zipped.read(name)! })))))).toBe('notXlsx');
    // Broken: cut short, a flipped byte (CRC), an unclosed row.
    expect(problemOf(() => readFirstSheet(good.subarray(0, good.length - 30)))).toBe('corrupt');
    const flipped = Buffer.from(good);
    const at = flipped.indexOf('xl/worksheets/sheet2.xml') + 'xl/worksheets/sheet2.xml'.length + 5;
    flipped[at] = flipped[at]! ^ 0xff;
    expect(problemOf(() => readFirstSheet(flipped))).toBe('corrupt');
    expect(problemOf(() => readFirstSheet(workbook('<row r="1"><c r="A1"><v>1</v></c>')))).toBe('corrupt');
    // Encrypted ZIP entries (traditional PKWARE encryption flag).
    expect(problemOf(() => readFirstSheet(workbook('', undefined, (e) => storedZip(e, 1))))).toBe('encrypted');
  });

  it('guards against zip bombs and archives with too many entries', () => {
    const bomb = zip([{ name: 'xl/worksheets/sheet2.xml', data: Buffer.alloc(2 * 1024 * 1024, 0x20) }]);
    expect(bomb.length).toBeLessThan(10_000);
    expect(problemOf(() => readFirstSheet(bomb, { maxEntries: 100, maxTotalBytes: 1024 * 1024 }))).toBe('tooLarge');
    const many = zip(Array.from({ length: 5 }, (_, i) => ({ name: `f${i}`, data: Buffer.from('x') })));
    expect(problemOf(() => openZip(many, { maxEntries: 4, maxTotalBytes: 1000 }))).toBe('tooLarge');
    // An entry that inflates beyond its declared size is stopped at that size.
    const liar = zip([{ name: 'a', data: Buffer.from('hello') }]);
    const central = liar.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    liar.writeUInt32LE(2, central + 24);
    expect(problemOf(() => openZip(liar).read('a'))).toBe('corrupt');
  });
});
