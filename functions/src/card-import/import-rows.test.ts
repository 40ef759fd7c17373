import { describe, expect, it } from 'vitest';
import { IMPORT_MAX_ROWS, type ImportRow, decodeUtf8, parseCsv, readImportFile, reasonText } from './import-rows.ts';

const header = 'iccid,msisdn,imsi,operator,imei,goodsReleaseId,state';
const good = (n: number, extra = '') =>
  `8986001234567890${String(n).padStart(4, '0')},14400${String(n).padStart(8, '0')},46000123${String(n).padStart(7, '0')},CMCC,,G001${extra}`;
const rowsOf = (text: string): ImportRow[] => {
  const out = readImportFile(text);
  if ('problem' in out) throw new Error(`file refused: ${JSON.stringify(out)}`);
  return out.rows;
};

describe('parseCsv', () => {
  it('strips the BOM, reads CRLF and LF rows and skips blank lines', () => {
    expect(parseCsv('\uFEFFa,b\r\n1,2\n\r\n3,4\r\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
    ]);
  });

  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    expect(parseCsv('a,"b, c","say ""hi""","two\r\nlines"\n"",x')).toEqual([
      ['a', 'b, c', 'say "hi"', 'two\r\nlines'],
      ['', 'x'],
    ]);
  });

  it('keeps a last row without a line break', () => {
    expect(parseCsv('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
});

describe('readImportFile', () => {
  it('accepts English headers in any order, with the default state 63', () => {
    const rows = rowsOf(
      'goodsReleaseId,operator,imsi,msisdn,iccid\nG001,cmcc,460001234567890,1440012345678,89860012345678901234\n',
    );
    expect(rows).toEqual([
      {
        line: 2,
        iccid: '89860012345678901234',
        msisdn: '1440012345678',
        imsi: '460001234567890',
        operator: 'CMCC',
        imei: '',
        goodsReleaseId: 'G001',
        state: 63,
      },
    ]);
  });

  it('accepts the Chinese template headers and operator names', () => {
    const rows = rowsOf(
      '\uFEFFICCID,MSISDN,IMSI,运营商,IMEI,基础套餐ID,初始状态\r\n89860012345678901234,1440012345678,460001234567890,中国联通,861234567890123,G004,62\r\n',
    );
    expect(rows[0]).toMatchObject({ operator: 'CUCC', imei: '861234567890123', state: 62 });
    expect(rows[0]!.problem).toBeUndefined();
  });

  it('refuses a file without rows, with missing columns, or with too many rows', () => {
    expect(readImportFile('')).toEqual({ problem: 'empty' });
    expect(readImportFile(`${header}\r\n\r\n`)).toEqual({ problem: 'empty' });
    expect(readImportFile('iccid,imsi\n1,2\n')).toEqual({
      problem: 'headers',
      missing: ['msisdn', 'operator', 'goodsReleaseId'],
    });
    const big = [header, ...Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => good(i))].join('\n');
    expect(readImportFile(big)).toEqual({ problem: 'tooManyRows', rows: IMPORT_MAX_ROWS + 1 });
  });

  it('names the first bad field of a row', () => {
    const rows = rowsOf(
      [
        header,
        good(1),
        '8.98600123456789E+19,1440000000002,460001230000002,CMCC,,G001,63',
        '89860012345678900003,1440000000003,46000,CMCC,,G001,63',
        '89860012345678900004,1440000000004,460001230000004,VODAFONE,,G001,63',
        '89860012345678900005,1440000000005,460001230000005,CMCC,12,G001,63',
        '89860012345678900006,1440000000006,460001230000006,CMCC,,G001,64',
        '89860012345678900007,,460001230000007,CMCC,,G001,63',
        '89860012345678900008,1440000000008,460001230000008,CMCC,,G 1,63',
      ].join('\n'),
    );
    expect(rows.map((r) => r.problem)).toEqual([
      undefined,
      { reason: 'malformed', field: 'iccid' },
      { reason: 'malformed', field: 'imsi' },
      { reason: 'malformed', field: 'operator' },
      { reason: 'malformed', field: 'imei' },
      { reason: 'malformed', field: 'state' },
      { reason: 'required', field: 'msisdn' },
      { reason: 'malformed', field: 'goodsReleaseId' },
    ]);
    expect(rows.map((r) => r.line)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('rejects later duplicates of an ICCID or MSISDN within the file; the first one stays', () => {
    const dupMsisdn = `89860012345678909999,${good(1).split(',')[1]},460001230009999,CMCC,,G001`;
    const rows = rowsOf([header, good(1), good(2), good(1), dupMsisdn].join('\n'));
    expect(rows.map((r) => r.problem)).toEqual([
      undefined,
      undefined,
      { reason: 'duplicateIccid', field: 'iccid', line: 2 },
      { reason: 'duplicateMsisdn', field: 'msisdn', line: 2 },
    ]);
  });
});

describe('reasonText', () => {
  it('says each reason in both languages', () => {
    expect(reasonText({ reason: 'duplicateIccid', field: 'iccid', line: 2 }, 'en-US')).toBe(
      'Duplicate ICCID in the file (first on line 2)',
    );
    expect(reasonText({ reason: 'duplicateIccid', field: 'iccid', line: 2 }, 'zh-CN')).toBe(
      '文件内 ICCID 重复（首次出现在第 2 行）',
    );
    expect(reasonText({ reason: 'required', field: 'operator' }, 'zh-CN')).toBe('运营商不能为空');
    expect(reasonText({ reason: 'malformed', field: 'imsi' }, 'en-US')).toBe('IMSI must be 15 digits');
    expect(reasonText({ reason: 'iccidExists' }, 'zh-CN')).toBe('该 ICCID 已存在于平台');
  });
});

describe('decodeUtf8', () => {
  it('refuses bytes that are not UTF-8 (a GBK file from Excel)', () => {
    expect(decodeUtf8(new TextEncoder().encode('运营商'))).toBe('运营商');
    expect(decodeUtf8(Uint8Array.from([0xd4, 0xcb, 0xd3, 0xaa]))).toBeUndefined();
  });
});
