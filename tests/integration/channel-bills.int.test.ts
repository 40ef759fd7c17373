/**
 * Operator (channel) bills against the local stack: the platform bills Initech's last month, uploads
 * China Mobile's bill of it (built from our own bill with differences planted) and imports it: the
 * reconciliation (a chunked job: the import answers 202 and the bill shows its progress) lists the
 * card we bill that the operator does not, the card the operator bills that we do not know, and the
 * card whose amount differs; the same upload imported again answers the same bill; a file without its
 * columns and a cycle without bills are refused; channel roles get 403.
 */
import { addMonths, shanghaiMonth } from '@cmp/functions/shared/time/calendar';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login } from '../support/api-client.ts';
import { billedCmccCards, uploadOperatorFile } from '../support/channel-bills.ts';
import { csvColumn, exportCsv } from '../support/downloads.ts';

const C = 'C1003';
const cycle = addMonths(shanghaiMonth(new Date()), -1);
const UNKNOWN = '89860099999999999991';

interface Page<T> {
  items: T[];
  cursor: string | null;
}
interface Summary {
  operatorCards: number;
  ourCards: number;
  matched: number;
  missingOurs: number;
  missingOperator: number;
  amountDiffers: number;
  difference: number;
}
interface ChannelBill {
  billId: string;
  created: boolean;
  status: 'processing' | 'succeeded' | 'failed';
  progress: number;
  lines: number;
  rejectedCount: number;
  rejected: { line: number; reason: string }[];
  summary: Summary;
  enterpriseName: string | null;
}
interface Diff {
  iccid: string;
  kind: string;
  operatorAmount: number | null;
  ourAmount: number | null;
}

const yuan = (fen: number) => (fen / 100).toFixed(2);

describe('channel bills', () => {
  const t: Record<'admin' | 'acme' | 'acme-east', string> = { admin: '', acme: '', 'acme-east': '' };
  /** Our amount per CMCC card of Initech's own bill. */
  let ours: Map<string, number>;

  const upload = (csv: string, fileName = 'cmcc.csv') => uploadOperatorFile(t.admin, csv, fileName);
  const importBill = (uploadId: string, body: object = {}) =>
    call<ChannelBill>(
      '/cmp/channelBill/import',
      { uploadId, fileName: 'cmcc.csv', operator: 'CMCC', channelCustId: C, cycle, ...body },
      { token: t.admin },
    );

  /** The bill once its import has ended. */
  const settled = async (billId: string): Promise<ChannelBill> => {
    for (let i = 0; i < 400; i++) {
      const r = await call<ChannelBill>('/cmp/channelBill/detail', { billId }, { token: t.admin });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      if (r.body.data!.status !== 'processing') return r.body.data!;
      await new Promise((done) => setTimeout(done, 250));
    }
    throw new Error(`channel bill ${billId} still processing`);
  };

  beforeAll(async () => {
    for (const name of ['admin', 'acme', 'acme-east'] as const) t[name] = await login(name);
    ours = (await billedCmccCards(t.admin, C, cycle)).ours;
    expect([...ours.values()].filter((a) => a > 0).length).toBeGreaterThanOrEqual(3);
  }, 120_000);

  it('reconciles the operator’s bill card by card and lists the differences', async () => {
    const billed = [...ours]
      .filter(([, a]) => a > 0)
      .map(([iccid]) => iccid)
      .sort();
    const [dropped, raised] = billed as [string, string];
    const month = cycle.replace('-', '');
    const rows = [...ours]
      .filter(([iccid]) => iccid !== dropped)
      .map(([iccid, amount]) => `${iccid},${month},2048,${yuan(iccid === raised ? amount + 150 : amount)}`);
    const csv = [
      'ICCID,账期,使用流量(KB),应收金额(元)',
      ...rows,
      `${UNKNOWN},${month},10,3.00`,
      `123,${month},1,1.00`,
      `${raised},202001,1,1.00`,
    ].join('\r\n');
    const uploadId = await upload(csv);
    const first = await importBill(uploadId);
    expect(first.status, JSON.stringify(first.body)).toBe(202);
    // Read and checked in the request, reconciled in the background.
    expect(first.body.data).toMatchObject({ created: true, status: 'processing', lines: ours.size, rejectedCount: 2 });
    const bill = await settled(first.body.data!.billId);
    expect(bill).toMatchObject({ status: 'succeeded', progress: 100, lines: ours.size, rejectedCount: 2 });
    expect(bill).toMatchObject({ enterpriseName: 'Initech Metering' });
    expect(bill.rejected).toEqual([
      { line: rows.length + 3, reason: 'iccid' },
      { line: rows.length + 4, reason: 'otherCycle' },
    ]);
    expect(bill.summary).toMatchObject({ missingOurs: 1, missingOperator: 1, amountDiffers: 1, matched: ours.size - 2 });
    expect(bill.summary.difference).toBe(300 + 150 - ours.get(dropped)!);

    const diffs = await call<Page<Diff>>('/cmp/channelBill/diffs', { billId: bill.billId }, { token: t.admin });
    expect(diffs.body.data!.items.map((d) => [d.kind, d.iccid])).toEqual([
      ['missingOurs', UNKNOWN],
      ['missingOperator', dropped],
      ['amountDiffers', raised],
    ]);
    expect(diffs.body.data!.items[2]).toMatchObject({ operatorAmount: ours.get(raised)! + 150, ourAmount: ours.get(raised) });
    const only = await call<Page<Diff>>(
      '/cmp/channelBill/diffs',
      { billId: bill.billId, kind: 'amountDiffers' },
      { token: t.admin },
    );
    expect(only.body.data!.items.map((d) => d.iccid)).toEqual([raised]);

    // The same upload imported again (a retry) answers the same bill and writes no second one.
    const again = await importBill(uploadId);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ billId: bill.billId, created: false });
    const listed = await call<Page<ChannelBill>>(
      '/cmp/channelBill/list',
      { channelCustId: C, pageSize: 100 },
      { token: t.admin },
    );
    expect(listed.body.data!.items.filter((b) => b.billId === bill.billId)).toHaveLength(1);
    // By operator (a reserved word in DynamoDB expressions).
    const cmcc = await call<Page<ChannelBill>>(
      '/cmp/channelBill/list',
      { channelCustId: C, operator: 'CMCC' },
      { token: t.admin },
    );
    expect(cmcc.status, JSON.stringify(cmcc.body)).toBe(200);
    expect(cmcc.body.data!.items.map((b) => b.billId)).toContain(bill.billId);
    const cucc = await call<Page<ChannelBill>>(
      '/cmp/channelBill/list',
      { channelCustId: C, operator: 'CUCC' },
      { token: t.admin },
    );
    expect(cucc.body.data!.items.map((b) => b.billId)).not.toContain(bill.billId);
    const detail = await call<ChannelBill>('/cmp/channelBill/detail', { billId: bill.billId }, { token: t.admin });
    expect(detail.body.data!.summary).toEqual(bill.summary);

    // The differences as a download task: all of them in English, one kind in Chinese.
    const path = '/cmp/channelBill/diffs/export';
    const file = await exportCsv(path, t.admin, { billId: bill.billId });
    expect(csvColumn(file, 'ICCID')).toEqual([UNKNOWN, dropped, raised]);
    expect(csvColumn(file, 'Difference')).toEqual(['Missing on our side', 'Missing on the operator’s side', 'Amount differs']);
    expect(csvColumn(file, 'Operator − ours (CNY)')).toEqual(['', '', '1.5']);
    const one = await exportCsv(path, t.admin, { billId: bill.billId, kind: 'amountDiffers' }, 'zh-CN');
    expect(csvColumn(one, 'ICCID')).toEqual([raised]);
    expect(csvColumn(one, '差异类型')).toEqual(['金额不一致']);
  });

  it('refuses a file without the operator’s columns, a cycle without bills and a file of another type', async () => {
    const headless = await importBill(await upload('ICCID,金额\r\n89860000000000000001,1.00'));
    expect(headless.status).toBe(422);
    expect(headless.body.errorCode).toBe(49655);
    const unbilled = await importBill(await upload(`ICCID,账期,使用流量(KB),应收金额(元)\r\n${UNKNOWN},200001,1,1.00`), {
      cycle: '2000-01',
    });
    expect(unbilled.status).toBe(422);
    expect(unbilled.body.errorCode).toBe(49657);
    const pdf = await call('/cmp/channelBill/uploadUrl', { fileName: 'bill.pdf', size: 10 }, { token: t.admin });
    expect(pdf.body.errorCode).toBe(49651);
  });

  it('is the platform’s: enterprise and secondary roles get 403', async () => {
    for (const name of ['acme', 'acme-east'] as const) {
      expect((await call('/cmp/channelBill/list', {}, { token: t[name] })).status).toBe(403);
      expect((await call('/cmp/channelBill/detail', { billId: 'CB20261126000000ABCD' }, { token: t[name] })).status).toBe(403);
      expect((await call('/cmp/channelBill/uploadUrl', { fileName: 'a.csv', size: 10 }, { token: t[name] })).status).toBe(403);
      const exported = await call(
        '/cmp/channelBill/diffs/export',
        { billId: 'CB20261126000000ABCD', format: 'csv' },
        { token: t[name] },
      );
      expect(exported.status).toBe(403);
    }
  });
});
