import { describe, expect, it } from 'vitest';
import { stockReasonText } from './stock-reasons.ts';
import { readStockCsv } from './stock-rows.ts';
import { decideMove, matchState, stockExportQuery } from './stock-rules.ts';

const ICCID_A = '8986001234567890001';
const ICCID_B = '8986001234567890002';

describe('stock state rules (spec §4: 1 not out, 2 leaving, 3 out, 4 scrapped)', () => {
  it('a stock-out takes an item not out, and continues one this operation left leaving', () => {
    expect(decideMove({ stockState: 1 }, 'stockOut', 'B1')).toEqual({ kind: 'move', from: 1 });
    expect(decideMove({ stockState: 2, outBatchId: 'B1' }, 'stockOut', 'B1')).toEqual({ kind: 'move', from: 2 });
  });

  it('an item this operation already moved counts as done (a replayed chunk changes nothing)', () => {
    expect(decideMove({ stockState: 3, outBatchId: 'B1' }, 'stockOut', 'B1')).toEqual({ kind: 'already' });
    expect(decideMove({ stockState: 4, outBatchId: 'B1' }, 'scrap', 'B1')).toEqual({ kind: 'already' });
  });

  it('refuses items leaving in another stock-out, out, scrapped or unknown, each with its reason', () => {
    const reason = (d: ReturnType<typeof decideMove>) => (d.kind === 'refuse' ? d.reason.code : d.kind);
    expect(reason(decideMove({ stockState: 2, outBatchId: 'OTHER' }, 'stockOut', 'B1'))).toBe('stock.leaving');
    expect(reason(decideMove({ stockState: 3, outBatchId: 'OTHER' }, 'stockOut', 'B1'))).toBe('stock.alreadyOut');
    expect(reason(decideMove({ stockState: 4 }, 'stockOut', 'B1'))).toBe('stock.scrapped');
    expect(reason(decideMove(undefined, 'stockOut', 'B1'))).toBe('stock.notFound');
    // Scrapping: only an item not out; an item out (or leaving) is never scrapped.
    expect(decideMove({ stockState: 1 }, 'scrap', 'B2')).toEqual({ kind: 'move', from: 1 });
    expect(reason(decideMove({ stockState: 3, outBatchId: 'B1' }, 'scrap', 'B2'))).toBe('stock.alreadyOut');
    expect(reason(decideMove({ stockState: 2, outBatchId: 'B1' }, 'scrap', 'B2'))).toBe('stock.leaving');
  });
});

describe('matching state (not matched, matching, matched, scrapped)', () => {
  const owners = new Map([
    [ICCID_A, 'E1'],
    [ICCID_B, 'E2'],
  ]);
  it('an item whose card the platform does not know, or with no card, is not matched', () => {
    expect(matchState({ stockState: 1, iccids: ['8986009999999999999'] }, owners)).toBe('notMatched');
    expect(matchState({ stockState: 1, iccids: [] }, owners)).toBe('notMatched');
  });
  it('known cards: matching until the item is out to the enterprise holding every one of them, then matched', () => {
    expect(matchState({ stockState: 1, iccids: [ICCID_A] }, owners)).toBe('matching');
    expect(matchState({ stockState: 3, iccids: [ICCID_A], channelCustId: 'E1' }, owners)).toBe('matched');
    expect(matchState({ stockState: 3, iccids: [ICCID_A, ICCID_B], channelCustId: 'E1' }, owners)).toBe('matching');
  });
  it('a scrapped item is scrapped whatever its cards', () => {
    expect(matchState({ stockState: 4, iccids: [ICCID_A] }, owners)).toBe('scrapped');
  });
});

describe('stock import rows', () => {
  it('checks each row: names and remarks at most 10 characters, formats, network type, duplicates in the file', () => {
    const csv = [
      'iccid,name,networkType,operator,remark',
      `${ICCID_A},物联网卡一号,2,CMCC,ok`,
      `${ICCID_B},abcdefghijk,2,CMCC,`,
      `${ICCID_B},ok,2,CMCC,备注备注备注备注备注备`,
      '123,ok,2,CMCC,',
      `${ICCID_A},dup,2,CMCC,`,
      '8986001234567890003,nt,9,CMCC,',
      '8986001234567890004,op,2,XX,',
      '8986001234567890005,,2,CMCC,',
    ].join('\n');
    const read = readStockCsv('card', csv);
    if ('problem' in read) throw new Error(read.problem);
    const codes = read.rows.map((r) => r.problem?.code ?? 'ok');
    expect(codes).toEqual([
      'ok',
      'stock.nameTooLong',
      'stock.remarkTooLong',
      'stock.iccidInvalid',
      'stock.duplicateInFile',
      'stock.networkType',
      'stock.operator',
      'stock.required',
    ]);
    expect(read.rows[0]).toMatchObject({ sn: ICCID_A, iccids: [ICCID_A], name: '物联网卡一号', networkType: 2, line: 2 });
    expect(stockReasonText(read.rows[4]!.problem!, 'en-US')).toBe('Repeats line 2 of the file');
    expect(stockReasonText(read.rows[1]!.problem!, 'zh-CN')).toBe('名称最多 10 个字符');
  });

  it('reads dual-SIM pairs and hardware by their Chinese headers; a missing column refuses the file', () => {
    const dsim = readStockCsv('dsim', `序列号,ICCID1,ICCID2,名称,网络类型\nsn-0001,${ICCID_A},${ICCID_A},pair,5`);
    expect('rows' in dsim && dsim.rows[0]!.problem?.code).toBe('stock.sameIccid');
    const hw = readStockCsv('hardware', 'sn,name,networkType,model\nDEV-0001,router,3,R1');
    expect('rows' in hw && hw.rows[0]).toMatchObject({ sn: 'DEV-0001', iccids: [], model: 'R1', networkType: 3 });
    expect(readStockCsv('hardware', 'name,networkType\nx,1')).toEqual({ problem: 'missingColumn', column: 'sn' });
  });
});

describe('the export window (spec §5: the last 2 months)', () => {
  const now = new Date('2026-11-27T05:00:00Z');
  it('starts 2 months back, or later when the request asks; never earlier', () => {
    expect(stockExportQuery({}, now)).toEqual({ createdFrom: '2026-09-27' });
    expect(stockExportQuery({ createdFrom: '2026-11-01', kind: 'card' }, now)).toEqual({
      createdFrom: '2026-11-01',
      kind: 'card',
    });
    expect(stockExportQuery({ createdFrom: '2025-01-01' }, now)).toEqual({ createdFrom: '2026-09-27' });
  });
});
