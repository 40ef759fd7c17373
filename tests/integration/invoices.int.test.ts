/**
 * C-end invoices against the local stack (issue #14 item 7; spec §3 invoice title, tax number, type;
 * §5 and §9 export of the last 2 months after choosing a customer; §7 invoice audit): an enterprise asks
 * for an invoice over its paid orders and written-off bills, each invoiced once (also when two requests
 * race); every rule and message in both languages; finance issues or rejects (rejection releases the
 * items); retries have one effect; each tenant sees what it may; the export is a download task refused
 * without a customer or before the window.
 *
 * Orders are recorded and paid through the API; written-off bills are written straight into the table
 * (as the write-off leaves them) in 2024 cycles no other suite bills.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { unpublishedBill } from '../../functions/src/bill/bill-fixtures.ts';
import { createBillRepository } from '../../functions/src/bill/bill.repository.ts';
import { type ApiResult, call, login } from '../support/api-client.ts';
import { stackDb } from '../support/cards.ts';
import { csvColumn, exportCsv, startExport } from '../support/downloads.ts';

interface Invoice {
  invoiceId: string;
  channelCustId: string;
  enterpriseName: string | null;
  title: string;
  type: string;
  amount: number;
  items: { kind: string; id: string; name: string; amount: number }[];
  state: string;
  invoiceNumber: string | null;
  issueDay: string | null;
  reason: string | null;
  createdBy: string;
  issuedBy?: string | null;
  rejectedBy?: string | null;
}
interface Candidates {
  channelCustId: string;
  buyer: { title: string; type: string };
  orders: { orderId: string; amount: number }[];
  bills: { billId: string; amount: number }[];
}

const t = {} as Record<'admin' | 'operator' | 'acme' | 'acme-staff' | 'acme-east' | 'globex', string>;
const table = () => inject('stack').env.TABLE_NAME!;
const bills = () => createBillRepository(stackDb(), table);
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
let seq = 0;
const nextId = () => `t${Date.now().toString(36)}${(seq++).toString(36)}`;

const ok = <T>(res: ApiResult<T>, status = 200): T => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body.data!;
};
const refused = (res: ApiResult, status: number, errorCode: number, msg?: string) => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toMatchObject({ success: false, errorCode, ...(msg ? { msg } : {}) });
};

/** A one-off fee of the enterprise, recorded and paid (2) or confirmed (3) by the platform: its id. */
async function paidOrder(channelCustId: string, amount: number, payState: 1 | 2 | 3 = 2): Promise<string> {
  const order = ok(
    await call<{ orderId: string }>(
      '/cmp/order/create',
      { orderType: 'oneoff', channelCustId, itemName: 'Invoice test fee', quantity: 1, unitPrice: amount },
      { token: t.admin },
    ),
  );
  if (payState >= 2) ok(await call('/cmp/order/payState', { orderId: order.orderId, payState: 2 }, { token: t.admin }));
  if (payState === 3) ok(await call('/cmp/order/payState', { orderId: order.orderId, payState: 3 }, { token: t.admin }));
  return order.orderId;
}

/** A bill of the enterprise in `cycle`, written off in full (3) unless told otherwise: its id. */
async function writtenOffBill(channelCustId: string, cycle: string, total: number, status = 3, payer = 'E'): Promise<string> {
  const b = { ...unpublishedBill(channelCustId, cycle, total, payer), status: status as 1, publishStatus: 1 as const };
  await bills().putBill({ ...b, ...(status >= 3 ? { writtenOff: total } : { writtenOff: 0 }) });
  return b.billId;
}

const buyer = { title: 'Acme IoT Ltd.', type: 'normal' };
const request = (token: string, body: Record<string, unknown>, lang: 'en-US' | 'zh-CN' = 'en-US') =>
  call<Invoice>('/cmp/invoice/request', { ...buyer, requestId: nextId(), ...body }, { token, lang });
const issue = (body: Record<string, unknown>, token = t.admin, lang: 'en-US' | 'zh-CN' = 'en-US') =>
  call<Invoice>('/cmp/invoice/issue', body, { token, lang });
const reject = (body: Record<string, unknown>, token = t.admin, lang: 'en-US' | 'zh-CN' = 'en-US') =>
  call<Invoice>('/cmp/invoice/reject', body, { token, lang });
const candidates = async (token: string, body: Record<string, unknown> = {}) =>
  ok(await call<Candidates>('/cmp/invoice/candidates', body, { token }));
const list = async (token: string, body: Record<string, unknown> = {}) =>
  ok(await call<{ items: Invoice[] }>('/cmp/invoice/list', { pageSize: 100, ...body }, { token })).items;
const orderOf = async (orderId: string) =>
  ok(await call<{ invoiceId: string | null }>('/cmp/order/detail', { orderId }, { token: t.admin }));

beforeAll(async () => {
  for (const name of ['admin', 'operator', 'acme', 'acme-staff', 'acme-east', 'globex'] as const) t[name] = await login(name);
});

describe('requesting an invoice', () => {
  it('bills paid orders at what the enterprise paid and written-off bills at what was written off', async () => {
    const paid = await paidOrder('C1001', 12_300);
    const confirmed = await paidOrder('C1001', 4_500, 3);
    const billId = await writtenOffBill('C1001', '2024-01', 88_800);
    const c = await candidates(t.acme);
    expect(c.buyer.title).toBeTruthy();
    expect(c.orders.map((o) => o.orderId)).toEqual(expect.arrayContaining([paid, confirmed]));
    expect(c.bills.find((b) => b.billId === billId)).toMatchObject({ amount: 88_800 });
    const inv = ok(await request(t.acme, { orderIds: [paid, confirmed], billIds: [billId], remark: 'Q4' }));
    expect(inv).toMatchObject({ channelCustId: 'C1001', state: 'requested', amount: 12_300 + 4_500 + 88_800, createdBy: 'acme' });
    expect(inv.enterpriseName).toBeTruthy();
    expect(inv.items.map((i) => i.kind).sort()).toEqual(['bill', 'order', 'order']);
    // The orders name the invoice (the order center's :invoiceId filter lists them) and leave the candidates.
    expect((await orderOf(paid)).invoiceId).toBe(inv.invoiceId);
    const filtered = ok(
      await call<{ items: { orderId: string }[] }>(
        '/cmp/order/list',
        { invoiceId: inv.invoiceId, pageSize: 100 },
        { token: t.acme },
      ),
    );
    expect(filtered.items.map((o) => o.orderId).sort()).toEqual([paid, confirmed].sort());
    const after = await candidates(t.acme);
    expect(after.orders.map((o) => o.orderId)).not.toContain(paid);
    expect(after.bills.map((b) => b.billId)).not.toContain(billId);
  });

  it('refuses an order or a bill invoiced twice, naming the invoice', async () => {
    const orderId = await paidOrder('C1001', 1_000);
    const billId = await writtenOffBill('C1001', '2024-02', 2_000);
    const first = ok(await request(t.acme, { orderIds: [orderId], billIds: [billId] }));
    refused(
      await request(t.acme, { orderIds: [orderId] }),
      409,
      49906,
      `Order ${orderId} is already on invoice ${first.invoiceId}`,
    );
    refused(await request(t.acme, { billIds: [billId] }, 'zh-CN'), 409, 49906, `账单 ${billId} 已在发票 ${first.invoiceId} 中`);
  });

  it('claims an order once when two requests race', async () => {
    const orderId = await paidOrder('C1001', 777);
    const tries = await Promise.all([1, 2, 3].map(() => request(t.acme, { orderIds: [orderId] })));
    expect(tries.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const mine = (await list(t.acme, { state: 'requested' })).filter((i) => i.items.some((x) => x.id === orderId));
    expect(mine).toHaveLength(1);
  });

  it('answers a retried request with the invoice it made (one effect), and refuses the id reused for other items', async () => {
    const orderId = await paidOrder('C1001', 1_500);
    const other = await paidOrder('C1001', 1_600);
    const requestId = nextId();
    const a = ok(await request(t.acme, { requestId, orderIds: [orderId] }));
    const b = ok(await request(t.acme, { requestId, orderIds: [orderId] }));
    expect(b.invoiceId).toBe(a.invoiceId);
    refused(await request(t.acme, { requestId, orderIds: [other] }), 409, 49914);
    expect((await list(t.acme)).filter((i) => i.items.some((x) => x.id === orderId))).toHaveLength(1);
  });

  it('refuses unpaid orders, bills not written off, others’ bills, nothing chosen and too much, with messages in both languages', async () => {
    const unpaid = await paidOrder('C1001', 900, 1);
    refused(
      await request(t.acme, { orderIds: [unpaid] }),
      422,
      49905,
      `Order ${unpaid} cannot be invoiced: the order is not paid`,
    );
    refused(await request(t.acme, { orderIds: [unpaid] }, 'zh-CN'), 422, 49905, `订单 ${unpaid} 不能开票：订单未支付`);
    const owing = await writtenOffBill('C1001', '2024-03', 5_000, 2);
    refused(
      await request(t.acme, { billIds: [owing] }),
      422,
      49905,
      `Bill ${owing} cannot be invoiced: the bill is not written off`,
    );
    const retail = await writtenOffBill('C1001', '2024-03', 5_000, 3, 'S2001');
    refused(await request(t.acme, { billIds: [retail] }), 422, 49905);
    const globexOrder = await paidOrder('C1002', 900);
    refused(
      await request(t.acme, { orderIds: [globexOrder] }),
      422,
      49905,
      `Order ${globexOrder} cannot be invoiced: it does not exist`,
    );
    refused(await request(t.acme, {}), 422, 49901, 'Choose at least one paid order or written-off bill');
    refused(await request(t.acme, {}, 'zh-CN'), 422, 49901, '请至少选择一笔已支付订单或已核销账单');
    const many = Array.from({ length: 21 }, (_, i) => `C1001-20260101-${String(i).padStart(8, '0')}`);
    refused(await request(t.acme, { orderIds: many }), 422, 49902, 'One invoice holds at most 20 orders or bills');
  });

  it('needs tax number, address, phone and bank on a special invoice, and a well-formed tax number', async () => {
    const orderId = await paidOrder('C1001', 2_000);
    refused(
      await request(t.acme, { type: 'special', orderIds: [orderId] }),
      422,
      49903,
      'A special VAT invoice needs the tax number',
    );
    refused(await request(t.acme, { type: 'special', orderIds: [orderId] }, 'zh-CN'), 422, 49903, '增值税专用发票须填写税号');
    const special = { type: 'special', taxNumber: '91310000MA1FL4AB2C', address: 'Pudong, Shanghai', phone: '021-5555 0101' };
    refused(await request(t.acme, { ...special, orderIds: [orderId] }), 422, 49903, 'A special VAT invoice needs the bank');
    refused(await request(t.acme, { taxNumber: '12-34', orderIds: [orderId] }), 422, 49904);
    const inv = ok(
      await request(t.acme, { ...special, bankName: 'ICBC Pudong', bankAccount: '6222 0000 1111', orderIds: [orderId] }),
    );
    expect(inv).toMatchObject({ type: 'special', taxNumber: '91310000MA1FL4AB2C', bankName: 'ICBC Pudong' });
    // Without invoice information on file, the next request starts from this one's buyer details.
    expect((await candidates(t.acme)).buyer).toMatchObject({
      type: 'special',
      taxNumber: '91310000MA1FL4AB2C',
      bankName: 'ICBC Pudong',
    });
  });

  it('lets the platform request for an enterprise it names only', async () => {
    const orderId = await paidOrder('C1002', 3_000);
    refused(await request(t.admin, { orderIds: [orderId] }), 422, 49913, 'Choose the customer the invoice is for');
    const inv = ok(await request(t.admin, { channelCustId: 'C1002', title: 'Globex Logistics', orderIds: [orderId] }));
    expect(inv).toMatchObject({ channelCustId: 'C1002', createdBy: 'admin' });
  });
});

describe('finance’s audit', () => {
  it('issues with a number and day once; a retry answers the same; rejecting it then is refused', async () => {
    const orderId = await paidOrder('C1001', 6_600);
    const inv = ok(await request(t.acme, { orderIds: [orderId] }));
    refused(await issue({ invoiceId: inv.invoiceId, invoiceNumber: '12', issueDay: today() }), 422, 49909);
    refused(
      await issue({ invoiceId: inv.invoiceId, invoiceNumber: '04400123', issueDay: '2099-01-01' }, t.admin, 'zh-CN'),
      422,
      49910,
      '开票日期不能早于申请日期，也不能晚于今天',
    );
    refused(await issue({ invoiceId: inv.invoiceId, invoiceNumber: '04400123', issueDay: today() }, t.acme), 403, 10006);
    const issued = ok(await issue({ invoiceId: inv.invoiceId, invoiceNumber: '04400123', issueDay: today() }));
    expect(issued).toMatchObject({ state: 'issued', invoiceNumber: '04400123', issueDay: today(), issuedBy: 'admin' });
    const again = ok(await issue({ invoiceId: inv.invoiceId, invoiceNumber: '04400123', issueDay: today() }));
    expect(again.state).toBe('issued');
    refused(
      await reject({ invoiceId: inv.invoiceId, reason: 'late' }),
      409,
      49907,
      'The invoice is issued; it cannot be rejected',
    );
    refused(
      await reject({ invoiceId: inv.invoiceId, reason: 'late' }, t.admin, 'zh-CN'),
      409,
      49907,
      '该发票当前为“已开票”，不能驳回',
    );
    // The acting finance login is the platform's: the enterprise reads no name.
    const seen = ok(await call<Invoice>('/cmp/invoice/detail', { invoiceId: inv.invoiceId }, { token: t.acme }));
    expect(seen.issuedBy ?? null).toBeNull();
    const log = ok(
      await call<{ items: { action: string; detail: string }[] }>(
        '/cmp/core/operationLog/list',
        { action: 'invoiceIssue', pageSize: 50 },
        { token: t.admin },
      ),
    ).items;
    expect(log.some((e) => e.detail.startsWith(inv.invoiceId))).toBe(true);
  });

  it('rejects with a reason and releases the orders and bills, which may be invoiced again', async () => {
    const orderId = await paidOrder('C1001', 3_300);
    const billId = await writtenOffBill('C1001', '2024-04', 9_900);
    const inv = ok(await request(t.acme, { orderIds: [orderId], billIds: [billId] }));
    refused(await reject({ invoiceId: inv.invoiceId }), 422, 49908, 'A reason is required to reject an invoice request');
    const rejected = ok(await reject({ invoiceId: inv.invoiceId, reason: 'Wrong title' }));
    expect(rejected).toMatchObject({ state: 'rejected', reason: 'Wrong title', rejectedBy: 'admin' });
    expect((await orderOf(orderId)).invoiceId).toBeNull();
    const c = await candidates(t.acme);
    expect(c.orders.map((o) => o.orderId)).toContain(orderId);
    expect(c.bills.map((b) => b.billId)).toContain(billId);
    // A retried rejection has no second effect; issuing it now is refused.
    expect(ok(await reject({ invoiceId: inv.invoiceId, reason: 'Wrong title' })).state).toBe('rejected');
    refused(await issue({ invoiceId: inv.invoiceId, invoiceNumber: '04400124', issueDay: today() }), 409, 49907);
    const second = ok(await request(t.acme, { orderIds: [orderId], billIds: [billId] }));
    expect(second.invoiceId).not.toBe(inv.invoiceId);
    expect((await orderOf(orderId)).invoiceId).toBe(second.invoiceId);
  });
});

describe('each tenant’s view', () => {
  it('gives the platform every invoice, an enterprise its own (another’s by id is not found), staff read-only, a secondary customer none', async () => {
    const acmeInv = ok(await request(t.acme, { orderIds: [await paidOrder('C1001', 1_100)] }));
    const globexInv = ok(await request(t.globex, { title: 'Globex Logistics', orderIds: [await paidOrder('C1002', 1_200)] }));
    const all = (await list(t.admin)).map((i) => i.invoiceId);
    expect(all).toEqual(expect.arrayContaining([acmeInv.invoiceId, globexInv.invoiceId]));
    const onlyGlobex = await list(t.admin, { channelCustId: 'C1002' });
    expect(onlyGlobex.every((i) => i.channelCustId === 'C1002')).toBe(true);
    const acme = await list(t.acme);
    expect(acme.every((i) => i.channelCustId === 'C1001')).toBe(true);
    expect(acme.map((i) => i.invoiceId)).toContain(acmeInv.invoiceId);
    refused(await call('/cmp/invoice/detail', { invoiceId: globexInv.invoiceId }, { token: t.acme }), 404, 10007);
    refused(await call('/cmp/invoice/list', { channelCustId: 'C1002' }, { token: t.acme }), 403, 10006);
    expect((await list(t['acme-staff'])).length).toBeGreaterThan(0);
    refused(await request(t['acme-staff'], { orderIds: [] }), 403, 10006);
    refused(await call('/cmp/invoice/list', {}, { token: t['acme-east'] }), 403, 10006);
    // State and request-day filters.
    expect((await list(t.acme, { state: 'requested' })).every((i) => i.state === 'requested')).toBe(true);
    expect((await list(t.acme, { createdFrom: '2020-01-01', createdTo: '2020-01-31' })).length).toBe(0);
    expect((await list(t.acme, { createdFrom: today(), createdTo: today() })).map((i) => i.invoiceId)).toContain(
      acmeInv.invoiceId,
    );
  });
});

describe('the export', () => {
  it('is refused without a customer and before the last 2 months, in both languages', async () => {
    refused(
      await call('/cmp/invoice/export', { format: 'csv' }, { token: t.admin }),
      422,
      49911,
      'Please choose a customer first',
    );
    refused(await call('/cmp/invoice/export', { format: 'csv' }, { token: t.admin, lang: 'zh-CN' }), 422, 49911, '请先选择客户');
    const old = { channelCustId: 'C1001', createdFrom: '2020-01-01', format: 'csv' };
    refused(await call('/cmp/invoice/export', old, { token: t.admin }), 422, 49912, 'Only the last 2 months can be exported');
    refused(await call('/cmp/invoice/export', old, { token: t.admin, lang: 'zh-CN' }), 422, 49912, '只能导出最近2个月的发票');
    refused(await call('/cmp/invoice/export', { format: 'csv' }, { token: t['acme-east'] }), 403, 10006);
  });

  it('writes one customer’s invoices of the window as a download task; the enterprise’s file has no finance names', async () => {
    const inv = ok(await request(t.acme, { orderIds: [await paidOrder('C1001', 2_468)] }));
    const platform = await exportCsv('/cmp/invoice/export', t.admin, { channelCustId: 'C1001' });
    expect(csvColumn(platform, 'Invoice request')).toContain(inv.invoiceId);
    expect(csvColumn(platform, 'Enterprise').every((e) => !e?.includes('Globex'))).toBe(true);
    expect(platform.header).toContain('Issued by');
    const own = await exportCsv('/cmp/invoice/export', t['acme-staff'], {}, 'zh-CN');
    expect(own.header).toContain('发票申请编号');
    expect(own.header).not.toContain('开票人');
    expect(own.task.rows).toBeGreaterThan(0);
    expect(await startExport('/cmp/invoice/export', t.acme, { format: 'xlsx' })).toBeTruthy();
  });
});
