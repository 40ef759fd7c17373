import { beforeAll, describe, expect, it } from 'vitest';
import { type Page, call, login } from '../support/api-client.ts';
import { cardStats, cardsOf, stackItem } from '../support/cards.ts';
import { type CardRowResult, type ImportView, importResults, uploadAndStart, waitForImport } from '../support/imports.ts';

const stamp = String(Date.now()).slice(-8);
const iccid = (n: number) => `898600${stamp}${String(n).padStart(6, '0')}`;
const msisdn = (n: number) => `144${stamp}${String(n).padStart(2, '0')}`;
const imsi = (n: number) => `4600${stamp}${String(n).padStart(3, '0')}`;
const row = (n: number, o: Partial<Record<'iccid' | 'msisdn' | 'imsi' | 'plan' | 'state', string>> = {}) =>
  [o.iccid ?? iccid(n), o.msisdn ?? msisdn(n), o.imsi ?? imsi(n), 'CMCC', '', o.plan ?? 'G001', o.state ?? '63'].join(',');

/** Uploads a CSV through the presigned URL and starts the import; the raw start response. */
async function importFile(token: string, csv: string | Buffer, channelCustId = 'C1001', fileName = 'cards.csv') {
  const { link, started } = await uploadAndStart(token, csv, { channelCustId, fileName });
  expect(link.status).toBe(200);
  return started!;
}

describe('card import', () => {
  const t: Record<string, string> = {};
  let taken: { iccid: string; msisdn: string; channelCustId: string };
  let file: string;
  let batchId: string;

  beforeAll(async () => {
    for (const name of ['admin', 'operator', 'acme', 'acme-east', 'globex']) t[name] = await login(name);
    const globexCard = (await cardsOf('CUST#C1002', 64))[0]!;
    const dir = await stackItem(`ICCID#${globexCard.iccid}`, 'CARD');
    taken = { iccid: globexCard.iccid, msisdn: String(dir!.msisdn), channelCustId: 'C1002' };
    file = [
      'iccid,msisdn,imsi,operator,imei,goodsReleaseId,state',
      row(1),
      row(2, { state: '60' }),
      `"${iccid(3)}",${msisdn(3)},${imsi(3)},"CMCC",861234567890123,G001,`,
      row(4, { imsi: '46000' }), // malformed IMSI
      row(5, { iccid: iccid(1) }), // duplicate ICCID in the file
      row(6, { iccid: taken.iccid }), // ICCID of a card of another enterprise
      row(7, { msisdn: taken.msisdn }), // MSISDN already used
      row(8, { plan: 'NOPLAN' }), // unknown plan
    ].join('\r\n');
  });

  it('imports the good rows as stock cards, refuses the bad ones with reasons, and keeps the counters true', async () => {
    const before = {
      ent: await cardStats('CUST#C1001'),
      platform: await cardStats('PLATFORM'),
      other: await cardStats('CUST#C1002'),
    };
    const started = await importFile(t.admin!, `\uFEFF${file}`);
    expect(started.status).toBe(202);
    batchId = started.body.data!.batchId;
    const done = await waitForImport(t.admin!, batchId);
    expect(done).toMatchObject({ status: 'succeeded', total: 8, succeeded: 3, failed: 5, progress: 100, createdBy: 'admin' });

    const rows = await importResults(t.admin!, batchId);
    expect(rows.map((r) => [r.line, r.status, r.reasonCode])).toEqual([
      [2, 'succeeded', undefined],
      [3, 'succeeded', undefined],
      [4, 'succeeded', undefined],
      [5, 'failed', 'malformed'],
      [6, 'failed', 'duplicateIccid'],
      [7, 'failed', 'iccidExists'],
      [8, 'failed', 'msisdnExists'],
      [9, 'failed', 'unknownPlan'],
    ]);
    expect(rows[3]!.reason).toBe('IMSI must be 15 digits');
    expect(rows[4]!.reason).toBe('Duplicate ICCID in the file (first on line 2)');
    const zh = await importResults(t.admin!, batchId, { lang: 'zh-CN' });
    expect(zh[5]!.reason).toBe('该 ICCID 已存在于平台');
    const failedOnly = await call<Page<CardRowResult>>(
      '/cmp/sim/cardImport/results',
      { batchId, channelCustId: 'C1001', status: 'failed' },
      { token: t.admin! },
    );
    expect(failedOnly.body.data!.items.map((r) => r.line)).toEqual([5, 6, 7, 8, 9]);

    // The cards exist as the enterprise's unallocated stock, found by the card list and the directory.
    const card = await stackItem(`CUST#C1001#CARD#${iccid(3)}`, 'CARD');
    expect(card).toMatchObject({ iccid: iccid(3), imei: '861234567890123', state: 63, custId: null, goodsReleaseId: 'G001' });
    expect(await stackItem(`CUST#C1001#CARD#${iccid(2)}`, 'CARD')).toMatchObject({ state: 60 });
    const listed = await call<Page<{ iccid: string }>>('/cmp/sim/card/list', { iccid: iccid(1) }, { token: t.acme! });
    expect(listed.body.data!.items.map((c) => c.iccid)).toEqual([iccid(1)]);
    expect(await stackItem(`ICCID#${iccid(1)}`, 'CARD')).toMatchObject({ channelCustId: 'C1001', msisdn: msisdn(1) });
    // Found by its IMSI and IMEI too (their entries on byAlternateId); a card without an IMEI has no IMEI entry.
    const byImei = await call<Page<{ iccid: string }>>('/cmp/sim/card/list', { imei: '861234567890123' }, { token: t.acme! });
    expect(byImei.body.data!.items.map((c) => c.iccid)).toEqual([iccid(3)]);
    const byImsi = await call<Page<{ iccid: string }>>('/cmp/sim/card/list', { imsi: imsi(1) }, { token: t.acme! });
    expect(byImsi.body.data!.items.map((c) => c.iccid)).toEqual([iccid(1)]);
    expect(await stackItem(`ICCID#${iccid(1)}`, 'IMEI')).toBeUndefined();
    // The taken ICCID's entries still name its owner (the refused row wrote none).
    expect(await stackItem(`ICCID#${taken.iccid}`, 'IMSI')).toMatchObject({ channelCustId: 'C1002' });

    // Nothing else was written: the refused rows left no card, the taken ICCID still belongs to its owner.
    for (const n of [4, 7, 8]) expect(await stackItem(`ICCID#${iccid(n)}`, 'CARD')).toBeUndefined();
    expect(await stackItem(`ICCID#${taken.iccid}`, 'CARD')).toMatchObject({ channelCustId: 'C1002' });
    expect(await stackItem(`CUST#C1001#CARD#${taken.iccid}`, 'CARD')).toBeUndefined();

    const after = {
      ent: await cardStats('CUST#C1001'),
      platform: await cardStats('PLATFORM'),
      other: await cardStats('CUST#C1002'),
    };
    for (const scope of ['ent', 'platform'] as const) {
      expect(Number(after[scope].total)).toBe(Number(before[scope].total) + 3);
      expect(Number(after[scope].opCMCC)).toBe(Number(before[scope].opCMCC) + 3);
      expect(Number(after[scope].s63)).toBe(Number(before[scope].s63) + 2);
      expect(Number(after[scope].s60 ?? 0)).toBe(Number(before[scope].s60 ?? 0) + 1);
    }
    expect(after.other).toEqual(before.other);
  });

  it('adds nothing when the same file is imported again', async () => {
    const before = { ent: await cardStats('CUST#C1001'), platform: await cardStats('PLATFORM') };
    const started = await importFile(t.operator!, file);
    expect(started.status).toBe(202);
    const done = await waitForImport(t.operator!, started.body.data!.batchId);
    expect(done).toMatchObject({ status: 'succeeded', total: 8, succeeded: 0, failed: 8 });
    const rows = await importResults(t.operator!, started.body.data!.batchId);
    expect(rows.slice(0, 3).map((r) => r.reasonCode)).toEqual(['iccidExists', 'iccidExists', 'iccidExists']);
    expect({ ent: await cardStats('CUST#C1001'), platform: await cardStats('PLATFORM') }).toEqual(before);
  });

  it('shows an import to the platform and the receiving enterprise only', async () => {
    const ids = async (token: string, body: object = {}) =>
      (await call<Page<ImportView>>('/cmp/sim/cardImport/list', body, { token })).body.data!.items.map((i) => i.importId);
    expect(await ids(t.admin!)).toContain(batchId);
    expect(await ids(t.admin!, { channelCustId: 'C1001' })).toContain(batchId);
    expect(await ids(t.admin!, { channelCustId: 'C1002' })).not.toContain(batchId);
    expect(await ids(t.acme!)).toContain(batchId);
    expect(await ids(t.globex!)).not.toContain(batchId);
    // Cards are imported into the enterprise's stock: its secondary customers see no imports.
    expect(await ids(t['acme-east']!)).toEqual([]);
    expect((await call('/cmp/sim/cardImport/detail', { batchId }, { token: t['acme-east']! })).status).toBe(404);
    expect((await call('/cmp/sim/cardImport/detail', { batchId }, { token: t.acme! })).status).toBe(200);
    expect((await call('/cmp/sim/cardImport/detail', { batchId }, { token: t.globex! })).status).toBe(404);
    expect((await call('/cmp/sim/cardImport/results', { batchId }, { token: t.globex! })).status).toBe(404);
    expect((await call('/cmp/sim/cardImport/detail', { batchId, channelCustId: 'C1001' }, { token: t.globex! })).status).toBe(
      403,
    );
  });

  it('lets only platform roles import, into an existing enterprise', async () => {
    const asAcme = await call('/cmp/sim/cardImport/uploadUrl', { fileName: 'a.csv', size: 10 }, { token: t.acme! });
    expect(asAcme.status).toBe(403);
    const noTenant = await call('/cmp/sim/cardImport/uploadUrl', { fileName: 'a.csv', size: 10 }, { token: t.admin! });
    expect(noTenant.status).toBe(422);
    expect(noTenant.body.field).toBe('channelCustId');
    const unknown = await call(
      '/cmp/sim/cardImport/uploadUrl',
      { channelCustId: 'C9999', fileName: 'a.csv', size: 10 },
      { token: t.admin! },
    );
    expect(unknown.body).toMatchObject({ success: false, errorCode: 46009 });
  });

  it('refuses unusable files outright, with a clear message, and records no import', async () => {
    const xls = await call(
      '/cmp/sim/cardImport/uploadUrl',
      { channelCustId: 'C1001', fileName: 'cards.xls', size: 10 },
      { token: t.admin! },
    );
    expect(xls.body).toMatchObject({
      errorCode: 46001,
      msg: 'Only CSV files (.csv, UTF-8) or Excel workbooks (.xlsx) can be imported',
    });
    const big = await call(
      '/cmp/sim/cardImport/uploadUrl',
      { channelCustId: 'C1001', fileName: 'cards.csv', size: 6 * 1024 * 1024 },
      { token: t.admin! },
    );
    expect(big.body.errorCode).toBe(46002);

    const headers = await importFile(t.admin!, 'iccid,imsi\n1,2\n');
    expect(headers.status).toBe(422);
    expect(headers.body).toMatchObject({
      errorCode: 46006,
      msg: 'The file lacks required columns: msisdn, operator, goodsReleaseId',
    });
    const empty = await importFile(t.admin!, 'iccid,msisdn,imsi,operator,goodsReleaseId\r\n');
    expect(empty.body.errorCode).toBe(46005);
    const tooMany = await importFile(
      t.admin!,
      ['iccid,msisdn,imsi,operator,goodsReleaseId', ...Array.from({ length: 10_001 }, (_, i) => row(i))].join('\n'),
    );
    expect(tooMany.body).toMatchObject({ errorCode: 46007 });
    expect(tooMany.body.msg).toContain('10001');
    // '运营商' in GBK, as Excel's plain "CSV" writes it on a Chinese Windows.
    const gbk = await importFile(
      t.admin!,
      Buffer.concat([
        Buffer.from('iccid,msisdn,imsi,'),
        Buffer.from([0xd4, 0xcb, 0xd3, 0xaa, 0xc9, 0xcc]),
        Buffer.from(',G\n1,2,3,4,5\n'),
      ]),
    );
    expect(gbk.body.errorCode).toBe(46004);

    const missing = await call(
      '/cmp/sim/cardImport/start',
      { channelCustId: 'C1001', uploadId: '00000000-0000-4000-8000-000000000000', fileName: 'cards.csv' },
      { token: t.admin! },
    );
    expect(missing.body.errorCode).toBe(46003);
  });
});

describe('import rows in S3', () => {
  it('stores checked rows so a chunk reads only its own (ranged GET), imports from before the index too', async () => {
    const { useStackEnv } = await import('../support/api-client.ts');
    useStackEnv();
    const { createCardImportRepository } = await import('@cmp/functions/card-import/card-import.repository');
    const { objectStore } = await import('@cmp/functions/shared/aws/s3');
    const repo = createCardImportRepository();
    const rows = Array.from({ length: 250 }, (_, i) => ({
      line: i + 2,
      iccid: `8986${String(i).padStart(16, '0')}`,
      remark: '备注',
    }));
    const key = `card-imports/C1001/rows-probe-${Date.now()}.rows.json`;
    await repo.putRows(key, rows as never);
    expect(await repo.rowsSlice(key, 0, 100)).toEqual(rows.slice(0, 100));
    expect(await repo.rowsSlice(key, 100, 200)).toEqual(rows.slice(100, 200));
    expect(await repo.rowsSlice(key, 200, 250)).toEqual(rows.slice(200, 250));
    // An import started before the index kept one JSON array under the rows key: read whole and sliced.
    const legacy = `card-imports/C1001/rows-legacy-${Date.now()}.rows.json`;
    await objectStore.put(process.env.IMPORTS_BUCKET!, legacy, JSON.stringify(rows), 'application/json');
    expect(await repo.rowsSlice(legacy, 200, 250)).toEqual(rows.slice(200, 250));
  });
});
