import { UpdateCommand } from '@cmp/functions/shared/aws/dynamodb-commands';
/**
 * Stock (issue #17 item 3; spec §3-§5) on the local stack: imports of cards, hardware and dual-SIM
 * pairs run on the card import's state machine, each failing row with its reason (in the reader's
 * language); a retried import or stock-out has no second effect; a stock-out against a sales order
 * moves items to the enterprise (stock state 3, matched when the enterprise holds the card);
 * scrapping; the list's filters; tenant views (an enterprise sees only what went out to it) and
 * roles without the area or the write get 403.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, login } from '../support/api-client.ts';
import { cardsOf, stackDb, stackItem, waitWhileProcessing } from '../support/cards.ts';
import { csvColumn, exportCsv } from '../support/downloads.ts';

const BASE = '/cmp/sim/stock';
type Result = { sn: string; line?: number; status: string; reason?: string; reasonCode?: string };
interface Op {
  batchId: string;
  opType: string;
  status: string;
  total: number;
  succeeded: number;
  failed: number;
  channelCustId?: string;
  enterpriseName?: string | null;
  salesOrderNumber?: string;
  results: Result[];
}
interface Item {
  sn: string;
  kind: string;
  name: string;
  stockState: number;
  matchState: string;
  channelCustId?: string;
  enterpriseName?: string | null;
  iccids: string[];
  cards?: { iccid: string; known: boolean; channelCustId?: string }[];
}

const run = `${Date.now()}`.slice(-9);
/** A 19-digit ICCID no seeded card has (prefix 8986099, this run, a counter). */
const freshIccid = (n: number) => `8986099${run}${String(n).padStart(3, '0')}`;
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

describe('stock', () => {
  const t = {} as Record<'admin' | 'acme' | 'staff' | 'globex', string>;
  let acmeCard: string;
  let order: string;

  const waitOp = (batchId: string, lang: 'zh-CN' | 'en-US' = 'en-US', token = t.admin) =>
    waitWhileProcessing<Op>(`stock ${batchId}`, `${BASE}/operation/detail`, { batchId }, { token, lang, timeoutMs: 90_000 });
  const importFile = (kind: string, fileName: string, text: string, headers?: Record<string, string>) =>
    call<{ batchId: string }>(
      '/cmp/base/goods/stockImport',
      { kind, fileName, content: b64(text) },
      { token: t.admin, ...(headers ? { headers } : {}) },
    );
  const items = (body: object, token = t.admin) => call<{ items: Item[] }>(`${BASE}/list`, body, { token });

  beforeAll(async () => {
    t.admin = await login('admin');
    t.acme = await login('acme');
    t.staff = await login('acme-staff');
    t.globex = await login('globex');
    // An Acme card to match against (read only: nothing here changes cards).
    acmeCard = (await cardsOf('CUST#C1001', 64))[0]!.iccid;
    const saved = await call<{ salesOrderNumber: string }>(
      '/cmp/saleOrder/save',
      { channelCustId: 'C1001', orderType: 1, goodsReleaseId: 'G001', quantity: 3, remark: 'stock' },
      { token: t.admin },
    );
    expect(saved.status).toBe(201);
    order = saved.body.data!.salesOrderNumber;
  });

  it('imports cards: good rows go into stock, each bad row fails with its reason in the reader’s language', async () => {
    const csv = [
      'iccid,name,networkType,operator,remark',
      `${freshIccid(1)},物联网卡,2,CMCC,ok`,
      `${freshIccid(2)},abcdefghijk,2,CMCC,`,
      `${freshIccid(1)},dup,2,CMCC,`,
      `${freshIccid(3)},nt,9,CUCC,`,
    ].join('\n');
    const res = await importFile('card', 'cards.csv', csv);
    expect(res.status).toBe(202);
    const op = await waitOp(res.body.data!.batchId);
    expect(op).toMatchObject({ opType: 'importCard', status: 'succeeded', total: 4, succeeded: 1, failed: 3 });
    const failed = await call<{ items: Result[] }>(
      `${BASE}/operation/results`,
      { batchId: op.batchId, status: 'failed' },
      { token: t.admin },
    );
    expect(failed.body.data!.items.map((r) => [r.line, r.reasonCode, r.reason])).toEqual([
      [3, 'stock.nameTooLong', 'The name is at most 10 characters'],
      [4, 'stock.duplicateInFile', 'Repeats line 2 of the file'],
      [5, 'stock.networkType', 'The network type must be 1 to 6'],
    ]);
    const zh = await waitOp(op.batchId, 'zh-CN');
    expect(zh.results.find((r) => r.line === 3)!.reason).toBe('名称最多 10 个字符');
    expect(await stackItem('PLATFORM#STOCK', `ITEM#${freshIccid(1)}`)).toMatchObject({
      kind: 'card',
      name: '物联网卡',
      stockState: 1,
      importBatchId: op.batchId,
    });
    expect(await stackItem('PLATFORM#STOCK', `ITEM#${freshIccid(2)}`)).toBeUndefined();
    // The goods-import list's card tab lists it; the hardware tab does not.
    const tab = await call<{ items: Op[] }>(`${BASE}/operation/list`, { opType: 'importCard' }, { token: t.admin });
    expect(tab.body.data!.items.some((o) => o.batchId === op.batchId)).toBe(true);
    const hw = await call<{ items: Op[] }>(`${BASE}/operation/list`, { opType: 'importHardware' }, { token: t.admin });
    expect(hw.body.data!.items.some((o) => o.batchId === op.batchId)).toBe(false);
  });

  it('a retried import has no second effect: the same key answers the same operation, a new one finds the items in stock', async () => {
    const csv = `sn,name,networkType,model,iccid\nHW-${run}-1,router,3,R1,${acmeCard}\nHW-${run}-2,gateway,5,G2,`;
    const key = { 'idempotency-key': `stock-import-${run}` };
    const first = await importFile('hardware', 'hw.csv', csv, key);
    const again = await importFile('hardware', 'hw.csv', csv, key);
    expect(again.body.data!.batchId).toBe(first.body.data!.batchId);
    expect(await waitOp(first.body.data!.batchId)).toMatchObject({ succeeded: 2, failed: 0 });
    const retry = await importFile('hardware', 'hw.csv', csv);
    const second = await waitOp(retry.body.data!.batchId);
    expect(second).toMatchObject({ succeeded: 0, failed: 2 });
    expect(second.results.every((r) => r.reasonCode === 'stock.exists')).toBe(true);
    expect(await stackItem('PLATFORM#STOCK', `ITEM#HW-${run}-1`)).toMatchObject({ importBatchId: first.body.data!.batchId });
  });

  it('refuses a file whole when it cannot be read as rows (type, missing column), nothing recorded', async () => {
    const type = await importFile('card', 'cards.txt', 'iccid\n1');
    expect(type.status).toBe(422);
    expect(type.body.errorCode).toBe(50701);
    const column = await importFile('dsim', 'pairs.csv', 'sn,name,networkType\nSN-1,x,1');
    expect(column.status).toBe(422);
    expect(column.body.errorCode).toBe(50703);
  });

  it('stocks out against a sales order: items out to its enterprise, matched when it holds the card; a retry moves nothing twice', async () => {
    const pairs = `序列号,ICCID1,ICCID2,名称,网络类型\nDS-${run}-1,${freshIccid(11)},${freshIccid(12)},双卡,2`;
    expect((await waitOp((await importFile('dsim', 'pairs.csv', pairs)).body.data!.batchId)).succeeded).toBe(1);
    const sns = [`HW-${run}-1`, `DS-${run}-1`, `NOPE-${run}`];
    const unknownOrder = await call(`${BASE}/out`, { salesOrderNumber: 'SO-NONE', sns }, { token: t.admin });
    expect(unknownOrder.status).toBe(422);
    expect(unknownOrder.body.errorCode).toBe(50706);
    const res = await call<{ batchId: string }>(`${BASE}/out`, { salesOrderNumber: order, sns }, { token: t.admin });
    expect(res.status).toBe(202);
    const op = await waitOp(res.body.data!.batchId);
    expect(op).toMatchObject({ opType: 'stockOut', channelCustId: 'C1001', salesOrderNumber: order, succeeded: 2, failed: 1 });
    expect(op.enterpriseName).toBeTruthy();
    expect(op.results.find((r) => r.sn === `NOPE-${run}`)).toMatchObject({ status: 'failed', reasonCode: 'stock.notFound' });
    expect(await stackItem('PLATFORM#STOCK', `ITEM#HW-${run}-1`)).toMatchObject({
      stockState: 3,
      channelCustId: 'C1001',
      outBatchId: op.batchId,
    });
    expect(await stackItem('CUST#C1001#STOCK', `ITEM#HW-${run}-1`)).toMatchObject({ stockState: 3, salesOrderNumber: order });

    // Matching: the hardware holds an Acme card and went out to Acme (matched); the pair's cards are unknown.
    const detail = await call<Item>(`${BASE}/detail`, { sn: `HW-${run}-1` }, { token: t.acme });
    expect(detail.body.data).toMatchObject({ matchState: 'matched', stockState: 3, cards: [{ iccid: acmeCard, known: true }] });
    const pair = await call<Item>(`${BASE}/detail`, { sn: `DS-${run}-1`, kind: 'dsim' }, { token: t.admin });
    expect(pair.body.data).toMatchObject({ matchState: 'notMatched', iccids: [freshIccid(11), freshIccid(12)] });

    // The same stock-out again: every item refused (already out), nothing changes.
    const before = await stackItem('CUST#C1001#STOCK', `ITEM#HW-${run}-1`);
    const retry = await call<{ batchId: string }>(`${BASE}/out`, { salesOrderNumber: order, sns }, { token: t.admin });
    const again = await waitOp(retry.body.data!.batchId);
    expect(again).toMatchObject({ succeeded: 0, failed: 3 });
    expect(again.results.find((r) => r.sn === `HW-${run}-1`)!.reasonCode).toBe('stock.alreadyOut');
    expect(await stackItem('CUST#C1001#STOCK', `ITEM#HW-${run}-1`)).toEqual(before);
    expect(await stackItem('PLATFORM#STOCK', `ITEM#HW-${run}-1`)).toMatchObject({ outBatchId: op.batchId });
  });

  it('scraps only items not out; the list filters by kind, stock state, matching state and serial number', async () => {
    const res = await call<{ batchId: string }>(`${BASE}/scrap`, { sns: [`HW-${run}-2`, `HW-${run}-1`] }, { token: t.admin });
    const op = await waitOp(res.body.data!.batchId);
    expect(op.results.map((r) => [r.sn, r.status, r.reasonCode])).toEqual([
      [`HW-${run}-2`, 'succeeded', undefined],
      [`HW-${run}-1`, 'failed', 'stock.alreadyOut'],
    ]);
    const scrapped = await items({ sn: run, stockState: 4 });
    expect(scrapped.body.data!.items.map((i) => [i.sn, i.matchState])).toEqual([[`HW-${run}-2`, 'scrapped']]);
    const hardware = await items({ sn: run, kind: 'hardware' });
    expect(hardware.body.data!.items.map((i) => i.sn).sort()).toEqual([`HW-${run}-1`, `HW-${run}-2`]);
    const matched = await items({ sn: run, matchState: 'matched' });
    expect(matched.body.data!.items.map((i) => i.sn)).toEqual([`HW-${run}-1`]);
    const notOut = await items({ sn: freshIccid(1), stockState: 1 });
    expect(notOut.body.data!.items).toEqual([
      expect.objectContaining({ sn: freshIccid(1), kind: 'card', matchState: 'notMatched' }),
    ]);
  });

  it('exports the list as a download task: the last 2 months of the caller’s stock, states in words', async () => {
    const fresh = `iccid,name,networkType\n${freshIccid(21)},new,2\n${freshIccid(22)},old,2`;
    expect((await waitOp((await importFile('card', 'fresh.csv', fresh)).body.data!.batchId)).succeeded).toBe(2);
    // An item that entered stock 3 months ago stays out of the export (spec §5: the last 2 months).
    const old = new Date(Date.now() - 92 * 86_400_000).toISOString();
    await stackDb().send(
      new UpdateCommand({
        TableName: inject('stack').env.TABLE_NAME,
        Key: { pk: 'PLATFORM#STOCK', sk: `ITEM#${freshIccid(22)}` },
        UpdateExpression: 'SET createdAt = :old',
        ExpressionAttributeValues: { ':old': old },
      }),
    );
    const all = await exportCsv('/cmp/sim/stock/export', t.admin, { sn: `-${run}-` });
    expect(csvColumn(all, 'Serial number').sort()).toEqual([`DS-${run}-1`, `HW-${run}-1`, `HW-${run}-2`]);
    const row = all.rows[csvColumn(all, 'Serial number').indexOf(`HW-${run}-1`)]!;
    expect(row[all.header.indexOf('Stock state')]).toBe('Out');
    expect(row[all.header.indexOf('Matching')]).toBe('Matched');
    // The same filters as the list; an older start is moved up to the window.
    const cards = await exportCsv('/cmp/sim/stock/export', t.admin, {
      sn: freshIccid(0).slice(0, 16),
      createdFrom: '2020-01-01',
    });
    expect(csvColumn(cards, 'Serial number').sort()).toEqual([freshIccid(1), freshIccid(21)]);
    const zh = await exportCsv('/cmp/sim/stock/export', t.acme, { sn: `-${run}-` }, 'zh-CN');
    expect(csvColumn(zh, '序列号').sort()).toEqual([`DS-${run}-1`, `HW-${run}-1`]);
    expect((await call('/cmp/sim/stock/export', { format: 'csv', channelCustId: 'C1001' }, { token: t.globex })).status).toBe(
      403,
    );
    expect((await call('/cmp/sim/stock/export', { format: 'csv' }, { token: t.staff })).status).toBe(403);
  });

  it('keeps tenants apart: an enterprise sees what went out to it; others see nothing of it; roles without the area get 403', async () => {
    const own = await items({ sn: run }, t.acme);
    expect(own.status).toBe(200);
    expect(own.body.data!.items.map((i) => i.sn).sort()).toEqual([`DS-${run}-1`, `HW-${run}-1`]);
    expect(own.body.data!.items.every((i) => i.channelCustId === 'C1001')).toBe(true);
    // Not-out items are the platform's: an enterprise cannot open them.
    expect((await call(`${BASE}/detail`, { sn: freshIccid(1) }, { token: t.acme })).status).toBe(404);
    const globex = await items({ sn: run }, t.globex);
    expect(globex.body.data!.items).toEqual([]);
    expect((await call(`${BASE}/detail`, { sn: `HW-${run}-1` }, { token: t.globex })).status).toBe(404);
    expect((await items({ channelCustId: 'C1001' }, t.globex)).status).toBe(403);
    // Operations: Acme lists its stock-outs only; Globex cannot open them; imports are the platform's.
    const ops = await call<{ items: Op[] }>(`${BASE}/operation/list`, {}, { token: t.acme });
    expect(ops.body.data!.items.length).toBeGreaterThan(0);
    expect(ops.body.data!.items.every((o) => o.opType === 'stockOut' && o.channelCustId === 'C1001')).toBe(true);
    const acmeOp = ops.body.data!.items[0]!.batchId;
    expect((await call(`${BASE}/operation/detail`, { batchId: acmeOp }, { token: t.globex })).status).toBe(404);
    expect((await call(`${BASE}/operation/results`, { batchId: acmeOp }, { token: t.globex })).status).toBe(404);
    // Writes are the platform's; enterprise staff (4000) has no stock area at all.
    expect((await call(`${BASE}/scrap`, { sns: [`DS-${run}-1`] }, { token: t.acme })).status).toBe(403);
    expect(
      (await call('/cmp/base/goods/stockImport', { kind: 'card', fileName: 'a.csv', content: b64('x') }, { token: t.acme }))
        .status,
    ).toBe(403);
    expect((await items({}, t.staff)).status).toBe(403);
    // A platform user reads one enterprise's stock by naming it.
    const named = await items({ channelCustId: 'C1001', sn: run });
    expect(named.body.data!.items.map((i) => i.sn).sort()).toEqual([`DS-${run}-1`, `HW-${run}-1`]);
  });
});
