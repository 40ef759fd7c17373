import { describe, expect, it } from 'vitest';
import { type DsimRow, dsimReasonText, dsimResultView, readDsimFile } from './dsim-rows.ts';
import { IMPORT_MAX_ROWS } from './import-rows.ts';

const iccid = (n: number) => `8986001234567890${String(n).padStart(4, '0')}`;
const rowsOf = (text: string): DsimRow[] => {
  const out = readDsimFile(text);
  if ('problem' in out) throw new Error(`file refused: ${JSON.stringify(out)}`);
  return out.rows;
};

describe('dual-SIM import file', () => {
  it('reads English or Chinese headers in any order, with a BOM, and upper-cases the serial number', () => {
    expect(rowsOf(`\uFEFFsn,iccid1,iccid2\r\ndev-001,${iccid(1)},${iccid(2)}\r\n`)).toEqual([
      { line: 2, sn: 'DEV-001', iccid1: iccid(1), iccid2: iccid(2) },
    ]);
    expect(rowsOf(`副卡ICCID,设备SN,主卡ICCID\n${iccid(2)}, ab_12 ,${iccid(1)}`)).toEqual([
      { line: 2, sn: 'AB_12', iccid1: iccid(1), iccid2: iccid(2) },
    ]);
  });

  it('refuses an empty file, missing columns and more than 10,000 rows outright', () => {
    expect(readDsimFile('sn,iccid1,iccid2\r\n')).toEqual({ problem: 'empty' });
    expect(readDsimFile(`sn,iccid\nA001,${iccid(1)}`)).toEqual({ problem: 'headers', missing: ['iccid1', 'iccid2'] });
    const many = Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => `S${i + 1000},${iccid(1)},${iccid(2)}`);
    expect(readDsimFile(['sn,iccid1,iccid2', ...many].join('\n'))).toEqual({ problem: 'tooManyRows', rows: IMPORT_MAX_ROWS + 1 });
  });

  it('checks formats with the dual-SIM rules, the two ICCIDs differing, and duplicates (later row refused)', () => {
    const rows = rowsOf(
      [
        'sn,iccid1,iccid2',
        `A001,${iccid(1)},${iccid(2)}`,
        `,${iccid(3)},${iccid(4)}`,
        `A!01,${iccid(3)},${iccid(4)}`,
        `A003,123,${iccid(4)}`,
        `A004,${iccid(3)},${iccid(3)}`,
        `a001,${iccid(5)},${iccid(6)}`,
        `A006,${iccid(7)},${iccid(1)}`,
        `A007,${iccid(5)},${iccid(6)}`,
      ].join('\n'),
    );
    expect(rows.map((r) => r.problem ?? null)).toEqual([
      null,
      { reason: 'required', field: 'sn' },
      { reason: 'malformed', field: 'sn' },
      { reason: 'malformed', field: 'iccid1' },
      { reason: 'sameIccid', field: 'iccid2' },
      { reason: 'duplicateSn', field: 'sn', line: 2 },
      { reason: 'duplicateIccid', field: 'iccid2', line: 2 },
      null,
    ]);
  });

  it('renders reasons in the reader language, pairing reasons with the pair service messages', () => {
    expect(dsimReasonText({ reason: 'duplicateSn', field: 'sn', line: 2 }, 'en-US')).toBe(
      'Duplicate device SN in the file (first on line 2)',
    );
    expect(dsimReasonText({ reason: 'required', field: 'iccid2' }, 'zh-CN')).toBe('副卡ICCID不能为空');
    expect(dsimReasonText({ reason: 'cardNotFound', iccid: iccid(9) }, 'en-US')).toBe(`Card ${iccid(9)} was not found`);
    expect(dsimReasonText({ reason: 'snTaken' }, 'zh-CN', 'A001')).toBe('设备 A001 已有双卡配对');
    expect(
      dsimResultView(
        { line: 3, sn: 'A1', iccid1: iccid(1), iccid2: iccid(2), status: 'failed', reason: 'cardPaired', reasonIccid: iccid(2) },
        'en-US',
      ),
    ).toMatchObject({ line: 3, status: 'failed', reasonCode: 'cardPaired', reason: expect.stringContaining(iccid(2)) });
  });
});
