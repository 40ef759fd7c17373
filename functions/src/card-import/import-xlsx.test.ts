import { describe, expect, it } from 'vitest';
import { toXlsx } from '../download/xlsx.ts';
import { zip } from '../download/zip.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import { importFileType, uploadKey } from './import-model.ts';
import { type ImportRow, readImportTable, reasonText } from './import-rows.ts';
import { readImportWorkbook } from './import-xlsx.ts';

const rowsOf = (out: ReturnType<typeof readImportWorkbook>): ImportRow[] => {
  if ('problem' in out) throw new Error(`file refused: ${out.problem}`);
  return out.rows;
};

const errorKey = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) return error.key;
    throw error;
  }
  return 'none';
};

describe('xlsx card import', () => {
  it('checks a workbook row by row like a CSV, refusing numbers Excel has rounded', () => {
    const file = toXlsx('卡', [
      ['ICCID', 'MSISDN', 'IMSI', '运营商', 'IMEI', '基础套餐ID', '初始状态'],
      ['89860012345678901234', '14400123456', 460001234567890, '中国移动', null, 'G001', 60],
      [Number('89860012345678901235'), '14400123457', '460001234567891', 'CMCC', null, 'G001', null],
      ['89860012345678901236', 14400123458, '460001234567892', 'CMCC', 8612345678901234, 'G001', 63],
      ['89860012345678901234', '14400123459', '460001234567893', 'CMCC', null, 'G001', 63],
    ]);
    const rows = rowsOf(readImportWorkbook(file));
    expect(rows[0]).toEqual({
      line: 2,
      iccid: '89860012345678901234',
      msisdn: '14400123456',
      imsi: '460001234567890',
      operator: 'CMCC',
      imei: '',
      goodsReleaseId: 'G001',
      state: 60,
    });
    expect(rows[1]!.problem).toEqual({ reason: 'numberAsText', field: 'iccid' });
    expect(rows[1]!.iccid).toBe('89860012345678900000');
    // 16 digits are more than Excel keeps exactly; an 11-digit MSISDN number is exact and accepted as digits.
    expect(rows[2]!.problem).toEqual({ reason: 'numberAsText', field: 'imei' });
    expect(rows[2]!.msisdn).toBe('14400123458');
    expect(rows[3]!.problem).toEqual({ reason: 'duplicateIccid', field: 'iccid', line: 2 });
    expect(reasonText({ reason: 'numberAsText', field: 'iccid' }, 'en-US')).toBe(
      'ICCID is stored as a number, which Excel rounds to 15 digits: store the column as text and enter the values again',
    );
    expect(reasonText({ reason: 'numberAsText', field: 'iccid' }, 'zh-CN')).toBe(
      'ICCID以数字形式保存，Excel 会将其舍入为 15 位有效数字：请将该列设置为文本格式后重新填写',
    );
  });

  it('numbers rows by their row in the sheet, skipping blank rows', () => {
    const table = [
      ['iccid', 'msisdn', 'imsi', 'operator', 'goodsReleaseId'],
      ['1', '2', '3', 'CMCC', 'G001'],
    ];
    expect(rowsOf(readImportTable(table, [1, 7]))[0]).toMatchObject({
      line: 7,
      problem: { reason: 'malformed', field: 'iccid' },
    });
    expect(rowsOf(readImportTable(table))[0]!.line).toBe(2);
  });

  it('refuses a workbook without data, with missing columns or too many rows as for a CSV', () => {
    expect(readImportWorkbook(toXlsx('x', [['iccid', 'msisdn', 'imsi', 'operator', 'goodsReleaseId']]))).toEqual({
      problem: 'empty',
    });
    expect(
      readImportWorkbook(
        toXlsx('x', [
          ['iccid', 'imsi'],
          ['1', '2'],
        ]),
      ),
    ).toEqual({
      problem: 'headers',
      missing: ['msisdn', 'operator', 'goodsReleaseId'],
    });
    const big = toXlsx('x', [
      ['iccid', 'msisdn', 'imsi', 'operator', 'goodsReleaseId'],
      ...Array.from({ length: 10_001 }, () => ['1']),
    ]);
    expect(readImportWorkbook(big)).toEqual({ problem: 'tooManyRows', rows: 10_001 });
  });

  it('refuses files that are not readable workbooks with the matching error', () => {
    expect(errorKey(() => readImportWorkbook(Buffer.from('iccid,msisdn\n')))).toBe('IMPORT_XLSX_UNREADABLE');
    expect(errorKey(() => readImportWorkbook(zip([{ name: 'a.txt', data: Buffer.from('a') }])))).toBe('IMPORT_XLSX_UNREADABLE');
    const xls = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);
    expect(errorKey(() => readImportWorkbook(xls))).toBe('IMPORT_XLSX_LEGACY');
    expect(errorKey(() => readImportWorkbook(Buffer.concat([xls, Buffer.from('EncryptionInfo', 'utf16le')])))).toBe(
      'IMPORT_XLSX_ENCRYPTED',
    );
    const bomb = zip([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(51 * 1024 * 1024, 0x20) }]);
    expect(errorKey(() => readImportWorkbook(bomb))).toBe('IMPORT_XLSX_TOO_LARGE');
  });

  it('knows the file type by the name and keeps its extension in the upload key', () => {
    expect(importFileType('cards.XLSX')).toBe('xlsx');
    expect(importFileType('cards.csv')).toBe('csv');
    expect(importFileType('cards.xls')).toBeUndefined();
    expect(importFileType('pairs.xlsx', 'dsim')).toBeUndefined();
    expect(uploadKey('C1001', 'u1', 'xlsx')).toBe('card-imports/C1001/u1.xlsx');
    expect(uploadKey('C1001', 'u1')).toBe('card-imports/C1001/u1.csv');
  });
});
