/**
 * Card import from an Excel workbook (.xlsx) against the local stack: the same upload link, start,
 * row checks, state machine and per-row results as a CSV, plus the refusals only a workbook has
 * (an unreadable or old .xls file, a number Excel has rounded).
 */
import { GetCommand } from '@cmp/functions/shared/aws/dynamodb-commands';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { toXlsx } from '../../functions/src/download/xlsx.ts';
import { call, login } from '../support/api-client.ts';
import { stackDb } from '../support/cards.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface ImportView {
  importId: string;
  fileName: string;
  status: string;
  total: number;
  succeeded: number;
  failed: number;
}
interface RowResult {
  line: number;
  iccid: string;
  status: string;
  reasonCode?: string;
  reason?: string;
}

const table = () => inject('stack').env.TABLE_NAME;
const item = async (pk: string, sk: string) =>
  (await stackDb().send(new GetCommand({ TableName: table(), Key: { pk, sk } }))).Item;

const stamp = String(Date.now()).slice(-8);
const iccid = (n: number) => `898622${stamp}${String(n).padStart(6, '0')}`;
const msisdn = (n: number) => `146${stamp}${String(n).padStart(2, '0')}`;
const imsi = (n: number) => `4602${stamp}${String(n).padStart(3, '0')}`;

/** Uploads a file through the presigned URL (with the content type the link was signed for) and starts the import. */
async function importFile(token: string, body: Buffer, fileName = 'cards.xlsx') {
  const url = await call<{ uploadId: string; uploadUrl: string; contentType: string }>(
    '/cmp/sim/cardImport/uploadUrl',
    { channelCustId: 'C1001', fileName, size: body.byteLength },
    { token },
  );
  expect(url.status).toBe(200);
  const { uploadId, uploadUrl, contentType } = url.body.data!;
  const put = await fetch(uploadUrl, { method: 'PUT', body: new Uint8Array(body), headers: { 'content-type': contentType } });
  expect(put.status).toBe(200);
  const started = await call<{ batchId: string }>(
    '/cmp/sim/cardImport/start',
    { channelCustId: 'C1001', uploadId, fileName },
    { token },
  );
  return { url: url.body.data!, started };
}

async function waitForImport(token: string, batchId: string): Promise<ImportView> {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    const res = await call<ImportView>('/cmp/sim/cardImport/detail', { batchId, channelCustId: 'C1001' }, { token });
    expect(res.status).toBe(200);
    if (res.body.data!.status !== 'processing') return res.body.data!;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`import ${batchId} still processing`);
}

const results = async (token: string, batchId: string, lang: 'en-US' | 'zh-CN' = 'en-US') =>
  (await call<{ items: RowResult[] }>('/cmp/sim/cardImport/results', { batchId, channelCustId: 'C1001' }, { token, lang })).body
    .data!.items;

describe('card import from an .xlsx workbook', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await login('admin');
  });

  it('imports the good rows of the first sheet and refuses the bad ones with reasons, lines as in the sheet', async () => {
    const file = toXlsx('卡', [
      ['ICCID', 'MSISDN', 'IMSI', '运营商', 'IMEI', '基础套餐ID', '初始状态'],
      [iccid(1), msisdn(1), imsi(1), '中国移动', null, 'G001', 60],
      // Exact numbers (15-digit IMSI, 11-digit MSISDN, the state) are read as their digits.
      [iccid(2), Number(msisdn(2)), Number(imsi(2)), 'CMCC', '861234567890123', 'G001', null],
      [null, null, null, null, null, null, null], // a blank row: skipped, later lines keep the sheet's numbering
      [Number(iccid(4)), msisdn(4), imsi(4), 'CMCC', null, 'G001', 63], // a 20-digit number Excel has rounded
      [iccid(5), msisdn(5), '46000', 'CMCC', null, 'G001', 63], // malformed IMSI
      [iccid(1), msisdn(6), imsi(6), 'CMCC', null, 'G001', 63], // duplicate ICCID in the file
      [iccid(7), msisdn(7), imsi(7), 'CMCC', null, 'NOPLAN', 63], // unknown plan
    ]);
    const { url, started } = await importFile(admin, file);
    expect(url.contentType).toBe(XLSX_TYPE);
    // The upload keeps its type's extension in the imports bucket.
    expect(decodeURIComponent(url.uploadUrl)).toContain(`card-imports/C1001/${url.uploadId}.xlsx`);
    expect(started.status).toBe(202);
    const batchId = started.body.data!.batchId;
    const done = await waitForImport(admin, batchId);
    expect(done).toMatchObject({ status: 'succeeded', fileName: 'cards.xlsx', total: 6, succeeded: 2, failed: 4 });

    const rows = await results(admin, batchId);
    expect(rows.map((r) => [r.line, r.status, r.reasonCode])).toEqual([
      [2, 'succeeded', undefined],
      [3, 'succeeded', undefined],
      [5, 'failed', 'numberAsText'],
      [6, 'failed', 'malformed'],
      [7, 'failed', 'duplicateIccid'],
      [8, 'failed', 'unknownPlan'],
    ]);
    expect(rows[2]!.reason).toBe(
      'ICCID is stored as a number, which Excel rounds to 15 digits: store the column as text and enter the values again',
    );
    expect(rows[3]!.reason).toBe('IMSI must be 15 digits');
    expect(rows[4]!.reason).toBe('Duplicate ICCID in the file (first on line 2)');
    const zh = await results(admin, batchId, 'zh-CN');
    expect(zh[2]!.reason).toBe('ICCID以数字形式保存，Excel 会将其舍入为 15 位有效数字：请将该列设置为文本格式后重新填写');

    expect(await item(`CUST#C1001#CARD#${iccid(1)}`, 'CARD')).toMatchObject({ state: 60, msisdn: msisdn(1), imsi: imsi(1) });
    expect(await item(`CUST#C1001#CARD#${iccid(2)}`, 'CARD')).toMatchObject({
      state: 63,
      msisdn: msisdn(2),
      imsi: imsi(2),
      imei: '861234567890123',
    });
    // The rounded ICCID wrote nothing, neither the rounded value nor the real one.
    expect(await item(`ICCID#${iccid(4)}`, 'CARD')).toBeUndefined();
    expect(await item(`ICCID#${String(Number(iccid(4)))}`, 'CARD')).toBeUndefined();
    for (const n of [5, 7]) expect(await item(`ICCID#${iccid(n)}`, 'CARD')).toBeUndefined();
  });

  it('refuses a file that is not a readable workbook outright, with a clear message, and records nothing', async () => {
    const csvNamedXlsx = await importFile(admin, Buffer.from(`iccid,msisdn\n${iccid(9)},${msisdn(9)}\n`));
    expect(csvNamedXlsx.started.status).toBe(422);
    expect(csvNamedXlsx.started.body).toMatchObject({
      errorCode: 46101,
      msg: 'The file is not a readable Excel workbook (.xlsx). Open it in Excel and save it as "Excel Workbook (*.xlsx)".',
    });
    const oldXls = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(1024)]);
    const xls = await importFile(admin, oldXls);
    expect(xls.started.body.errorCode).toBe(46102);
    const headers = await importFile(
      admin,
      toXlsx('x', [
        ['iccid', 'imsi'],
        ['1', '2'],
      ]),
    );
    expect(headers.started.body).toMatchObject({
      errorCode: 46006,
      msg: 'The file lacks required columns: msisdn, operator, goodsReleaseId',
    });
    for (const refused of [csvNamedXlsx, xls, headers]) {
      const detail = await call(
        '/cmp/sim/cardImport/detail',
        { batchId: refused.url.uploadId, channelCustId: 'C1001' },
        { token: admin },
      );
      expect(detail.status).toBe(404);
    }

    const wrongType = await call(
      '/cmp/sim/cardImport/uploadUrl',
      { channelCustId: 'C1001', fileName: 'cards.xls', size: 10 },
      { token: admin, lang: 'zh-CN' },
    );
    expect(wrongType.body).toMatchObject({
      errorCode: 46001,
      msg: '只支持 CSV 文件（.csv，UTF-8 编码）或 Excel 工作簿（.xlsx）',
    });
    // An upload made as .xlsx is not found when started as .csv (the key carries the type).
    const { url } = await importFile(admin, toXlsx('x', [['iccid'], ['1']]));
    const asCsv = await call(
      '/cmp/sim/cardImport/start',
      { channelCustId: 'C1001', uploadId: url.uploadId, fileName: 'cards.csv' },
      { token: admin },
    );
    expect(asCsv.body.errorCode).toBe(46003);
  });
});
