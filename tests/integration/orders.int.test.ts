/**
 * Orders against the local stack (issue #13, item 4: order center, iotCardOrder, oncecost): a pack
 * ordered and a plan renewed for a card write their order in the card's own transaction; the platform
 * records one-off fees and card purchases and moves pay states; each role sees only its orders — a
 * secondary customer its own, at retail prices, without the basic price or the enterprise's margin.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { demoEventPack } from '../../infra/src/local/seed/history-orders.ts';
import { call, login } from '../support/api-client.ts';
import { type CardRow, cardsOf, claimCards } from '../support/cards.ts';
import { csvColumn, exportCsv } from '../support/downloads.ts';

interface Order {
  orderId: string;
  orderType: string;
  channelCustId: string;
  custId: string | null;
  payState: number;
  iccid: string | null;
  itemName: string;
  quantity: number;
  basicUnitPrice?: number;
  basicAmount?: number;
  retailUnitPrice: number | null;
  retailAmount: number | null;
  retailId: string | null;
  margin?: number | null;
  createdBy: string;
  payStateBy?: string | null;
  enterpriseName: string | null;
  customerName: string | null;
}

const t = {} as Record<'admin' | 'acme' | 'acme-east' | 'acme-west' | 'globex', string>;
const run = Date.now().toString(36).slice(-5).toUpperCase();
const ok = <T>(res: { status: number; body: { data?: T } }, status = 200): T => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body.data!;
};
const list = async (token: string, body: Record<string, unknown> = {}, path = '/cmp/order/list') =>
  ok(await call<{ items: Order[] }>(path, { pageSize: 100, ...body }, { token })).items;

let eastRenewal: Order;
let ownRenewal: Order;
let pack: Order;
let fee: Order;
let purchase: Order;
let globexFee: Order;

type Stored = CardRow & { goodsReleaseId: string };
const g001 = (cards: CardRow[]) => (cards as Stored[]).filter((c) => c.goodsReleaseId === 'G001');

beforeAll(async () => {
  for (const name of ['admin', 'acme', 'acme-east', 'acme-west', 'globex'] as const) t[name] = await login(name);
  const [east] = await claimCards(g001(await cardsOf('CUST#C1001#SUB#S2001', 64)), 1);
  const [own, packed] = await claimCards(
    g001(await cardsOf('CUST#C1001', 64)).filter((c) => !c.custId),
    2,
  );
  // Renewals: Acme East's card (its retail plan R001 at ¥15.00 a month), Acme's own card for two months.
  ok(await call('/cmp/sim/card/renew', { iccid: east!.iccid, periods: 1 }, { token: t.acme }));
  ok(await call('/cmp/sim/card/renew', { iccid: own!.iccid, periods: 2 }, { token: t.acme }));
  // An event pack the platform adds to its catalogue, ordered for an active card.
  const plan = ok<{ goodsReleaseId: string }>(
    await call(
      '/cmp/base/goods/basic/save',
      { ...demoEventPack, code: `EV${run}`, name: `Event pack ${run}` },
      { token: t.admin },
    ),
    201,
  );
  ok(
    await call('/cmp/base/goods/basic/publish', { goodsReleaseId: plan.goodsReleaseId, publishScope: 'all' }, { token: t.admin }),
  );
  ok(await call('/cmp/sim/card/orderPackage', { iccid: packed!.iccid, goodsReleaseId: plan.goodsReleaseId }, { token: t.acme }));
  // Off the catalogue again: the suites share the stack, and the card detail's suite lists the catalogue's packs.
  ok(await call('/cmp/base/goods/basic/switch', { goodsReleaseId: plan.goodsReleaseId, on: false }, { token: t.admin }));

  const create = async (body: Record<string, unknown>) => ok<Order>(await call('/cmp/order/create', body, { token: t.admin }));
  fee = await create({
    orderType: 'oneoff',
    channelCustId: 'C1001',
    itemName: `Fee ${run}`,
    quantity: 1,
    unitPrice: 2000,
    iccid: own!.iccid,
  });
  purchase = await create({
    orderType: 'card',
    channelCustId: 'C1001',
    itemName: `Cards ${run}`,
    quantity: 300,
    unitPrice: 350,
    operator: 'CMCC',
  });
  globexFee = await create({ orderType: 'oneoff', channelCustId: 'C1002', itemName: `Fee ${run}`, quantity: 2, unitPrice: 1500 });

  const acmeOrders = await list(t.acme, { channelCustId: 'C1001' });
  eastRenewal = acmeOrders.find((o) => o.orderType === 'renewal' && o.iccid === east!.iccid)!;
  ownRenewal = acmeOrders.find((o) => o.orderType === 'renewal' && o.iccid === own!.iccid)!;
  pack = acmeOrders.find((o) => o.orderType === 'pack' && o.iccid === packed!.iccid)!;
}, 60_000);

describe('orders written by the card actions', () => {
  it('records a renewal of a secondary customer’s card at both prices, and the enterprise’s own at the basic price', () => {
    expect(eastRenewal).toMatchObject({
      custId: 'S2001',
      customerName: 'Acme East',
      enterpriseName: 'Acme IoT Ltd.',
      payState: 1,
      quantity: 1,
      basicUnitPrice: 1000,
      basicAmount: 1000,
      retailUnitPrice: 1500,
      retailAmount: 1500,
      retailId: 'R001',
      margin: 500,
      itemName: 'Monthly 1 GB individual',
      createdBy: 'acme',
    });
    expect(ownRenewal).toMatchObject({ custId: null, quantity: 2, basicAmount: 2000, retailAmount: null, margin: null });
    expect(pack).toMatchObject({ orderType: 'pack', basicUnitPrice: 800, basicAmount: 800, payState: 1 });
  });

  it('logs the order id with the card change', async () => {
    const log = ok<{ items: { action: string; detail: Record<string, unknown> }[] }>(
      await call('/cmp/sim/card/log', { iccid: pack.iccid }, { token: t.acme }),
    );
    expect(log.items.find((l) => l.action === 'orderPackage')?.detail.orderId).toBe(pack.orderId);
  });
});

describe('tenant views of orders', () => {
  it('gives a secondary customer only its own orders, at retail prices, without basic price or margin', async () => {
    const own = await list(t['acme-east']);
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((o) => o.channelCustId === 'C1001' && o.custId === 'S2001')).toBe(true);
    const mine = own.find((o) => o.orderId === eastRenewal.orderId)!;
    expect(mine).toMatchObject({ retailUnitPrice: 1500, retailAmount: 1500 });
    for (const o of own) {
      expect(o).not.toHaveProperty('basicUnitPrice');
      expect(o).not.toHaveProperty('basicAmount');
      expect(o).not.toHaveProperty('margin');
      expect(o).not.toHaveProperty('payStateBy');
    }
    const detail = ok<Order>(await call('/cmp/order/detail', { orderId: eastRenewal.orderId }, { token: t['acme-east'] }));
    expect(detail).not.toHaveProperty('basicAmount');
    expect(detail.retailAmount).toBe(1500);
    // Not its sibling's nor its enterprise's own orders; asking for another secondary customer is refused.
    for (const orderId of [ownRenewal.orderId, fee.orderId])
      expect((await call('/cmp/order/detail', { orderId }, { token: t['acme-east'] })).status).toBe(404);
    expect((await call('/cmp/order/list', { custId: 'S2002' }, { token: t['acme-east'] })).status).toBe(403);
    const west = await list(t['acme-west']);
    expect(west.map((o) => o.orderId)).not.toContain(eastRenewal.orderId);
    expect((await call('/cmp/order/detail', { orderId: eastRenewal.orderId }, { token: t['acme-west'] })).status).toBe(404);
  });

  it('gives an enterprise all its orders (its secondary customers’ too) with the margin; names the platform as platform', async () => {
    const ids = (await list(t.acme)).map((o) => o.orderId);
    expect(ids).toEqual(expect.arrayContaining([eastRenewal.orderId, ownRenewal.orderId, pack.orderId, fee.orderId]));
    expect(ids).not.toContain(globexFee.orderId);
    // Narrowed to a secondary customer: that customer's orders only.
    const east = await list(t.acme, { custId: 'S2001' });
    expect(east.every((o) => o.custId === 'S2001')).toBe(true);
    const detail = ok<Order>(await call('/cmp/order/detail', { orderId: fee.orderId }, { token: t.acme }));
    expect(detail).toMatchObject({ orderType: 'oneoff', basicAmount: 2000, createdBy: 'platform' });
    expect((await call('/cmp/order/detail', { orderId: fee.orderId }, { token: t.globex })).status).toBe(404);
    expect((await call('/cmp/order/list', { channelCustId: 'C1001' }, { token: t.globex })).status).toBe(403);
  });

  it('gives the platform every enterprise’s orders, or one enterprise’s', async () => {
    const all = (await list(t.admin)).map((o) => o.orderId);
    expect(all).toEqual(expect.arrayContaining([fee.orderId, globexFee.orderId]));
    const globex = await list(t.admin, { channelCustId: 'C1002' });
    expect(globex.every((o) => o.channelCustId === 'C1002')).toBe(true);
    expect(globex.find((o) => o.orderId === globexFee.orderId)).toMatchObject({ basicAmount: 3000, createdBy: 'admin' });
  });

  it('filters by type, pay state and creation day', async () => {
    const fees = await list(t.acme, { orderType: 'oneoff' });
    expect(fees.length).toBeGreaterThan(0);
    expect(fees.every((o) => o.orderType === 'oneoff')).toBe(true);
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect((await list(t.acme, { createdFrom: today, createdTo: today })).map((o) => o.orderId)).toContain(fee.orderId);
    expect(await list(t.acme, { createdFrom: '2020-01-01', createdTo: '2020-01-31' })).toEqual([]);
    expect((await call('/cmp/order/list', { createdFrom: '2026/01/01' }, { token: t.acme })).status).toBe(422);
  });

  it('lists card purchases apart, in the shortcuts area', async () => {
    const cards = await list(t.acme, {}, '/cmp/order/card/list');
    expect(cards.map((o) => o.orderId)).toContain(purchase.orderId);
    expect(cards.every((o) => o.orderType === 'card')).toBe(true);
    expect((await list(t.acme)).map((o) => o.orderId)).not.toContain(purchase.orderId);
    const detail = ok<Order>(await call('/cmp/order/card/detail', { orderId: purchase.orderId }, { token: t.acme }));
    expect(detail).toMatchObject({ quantity: 300, basicAmount: 105_000, operator: 'CMCC' });
    // Each detail route opens its own family only.
    expect((await call('/cmp/order/detail', { orderId: purchase.orderId }, { token: t.acme })).status).toBe(404);
    expect((await call('/cmp/order/card/detail', { orderId: fee.orderId }, { token: t.acme })).status).toBe(404);
    // A secondary customer has no shortcuts area.
    expect((await call('/cmp/order/card/list', {}, { token: t['acme-east'] })).status).toBe(403);
  });
});

describe('recording orders and pay states', () => {
  it('lets only the platform record orders and move pay states, forward only', async () => {
    const refused = await call(
      '/cmp/order/create',
      { orderType: 'oneoff', channelCustId: 'C1001', itemName: 'x', quantity: 1, unitPrice: 1 },
      { token: t.acme },
    );
    expect(refused.status).toBe(403);
    expect((await call('/cmp/order/payState', { orderId: fee.orderId, payState: 2 }, { token: t.acme })).status).toBe(403);
    ok(await call('/cmp/order/payState', { orderId: fee.orderId, payState: 2 }, { token: t.admin }));
    ok(await call('/cmp/order/payState', { orderId: fee.orderId, payState: 3 }, { token: t.admin }));
    const back = await call('/cmp/order/payState', { orderId: fee.orderId, payState: 4 }, { token: t.admin, lang: 'zh-CN' });
    expect(back.status).toBe(409);
    expect(back.body).toMatchObject({ errorCode: 49301, msg: '订单当前为“已确认”，不能改为“已关闭”' });
    // Every list copy moved with the order.
    const paid = await list(t.acme, { payState: 3 });
    expect(paid.find((o) => o.orderId === fee.orderId)).toMatchObject({ payState: 3 });
    expect(ok<Order>(await call('/cmp/order/detail', { orderId: fee.orderId }, { token: t.admin })).payStateBy).toBe('admin');
  });

  it('refuses an unknown card or enterprise, and a card purchase without its operator', async () => {
    const body = { orderType: 'oneoff', channelCustId: 'C1001', itemName: 'x', quantity: 1, unitPrice: 1 };
    const card = await call('/cmp/order/create', { ...body, iccid: '89860000000000999999' }, { token: t.admin });
    expect(card.status).toBe(422);
    expect(card.body).toMatchObject({ errorCode: 49302, field: 'iccid' });
    expect((await call('/cmp/order/create', { ...body, channelCustId: 'C9999' }, { token: t.admin })).status).toBe(404);
    const noOperator = await call('/cmp/order/create', { ...body, orderType: 'card' }, { token: t.admin });
    expect(noOperator.status).toBe(422);
    expect(noOperator.body.field).toBe('operator');
  });
});

describe('exporting the order lists as download tasks', () => {
  const rowOf = (x: { header: string[]; rows: string[][] }, orderId: string) => {
    const row = x.rows[csvColumn(x, x.header[0]!).indexOf(orderId)];
    expect(row, `${orderId} in the export`).toBeDefined();
    return (name: string) => row![x.header.indexOf(name)];
  };

  it('gives the platform a tab of one enterprise’s orders, in its language, with the basic prices', async () => {
    const fees = await exportCsv('/cmp/order/export', t.admin, { channelCustId: 'C1001', orderType: 'oneoff' });
    expect(csvColumn(fees, 'Type').every((type) => type === 'One-off fee')).toBe(true);
    expect(csvColumn(fees, 'Order number')).toContain(fee.orderId);
    expect(csvColumn(fees, 'Order number')).not.toContain(globexFee.orderId);
    const cell = rowOf(fees, fee.orderId);
    expect(cell('Basic amount (CNY)')).toBe('20');
    expect(cell('Enterprise')).toBe('Acme IoT Ltd.');
    expect(cell('ICCID')).toBe(fee.iccid);
  });

  it('gives a secondary customer its own orders at its prices, without basic price or margin columns', async () => {
    const mine = await exportCsv('/cmp/order/export', t['acme-east'], {}, 'zh-CN');
    expect(mine.header).toEqual(expect.arrayContaining(['订单编号', '金额（零售，元）']));
    expect(mine.header.filter((h) => /基础|毛利/.test(h))).toEqual([]);
    const ids = csvColumn(mine, '订单编号');
    expect(ids).toContain(eastRenewal.orderId);
    expect(ids).not.toContain(ownRenewal.orderId);
    expect(ids).not.toContain(fee.orderId);
    expect(rowOf(mine, eastRenewal.orderId)('金额（零售，元）')).toBe(String(eastRenewal.retailAmount! / 100));
    expect(rowOf(mine, eastRenewal.orderId)('类型')).toBe('续费');
  });

  it('gives an enterprise its card purchases and its margin; refuses another enterprise’s or customer’s orders', async () => {
    const cards = await exportCsv('/cmp/order/card/export', t.acme, {});
    expect(csvColumn(cards, 'Order number')).toContain(purchase.orderId);
    const cell = rowOf(cards, purchase.orderId);
    expect(cell('Operator')).toBe('China Mobile');
    expect(cell('Cards')).toBe('300');
    expect(cell('Amount (CNY)')).toBe('1050');
    const all = await exportCsv('/cmp/order/export', t.acme, { orderType: 'renewal' });
    expect(rowOf(all, eastRenewal.orderId)('Margin (CNY)')).toBe(String(eastRenewal.margin! / 100));
    for (const [path, token, body] of [
      ['/cmp/order/export', t.acme, { channelCustId: 'C1002' }],
      ['/cmp/order/card/export', t.globex, { channelCustId: 'C1001' }],
      ['/cmp/order/export', t['acme-east'], { custId: 'S2002' }],
    ] as const) {
      const refused = await call(path, { ...body, format: 'csv' }, { token });
      expect(refused.status, `${path} ${JSON.stringify(body)}`).toBe(403);
    }
    // A secondary customer has no shortcuts area: no card purchases to export.
    expect((await call('/cmp/order/card/export', { format: 'csv' }, { token: t['acme-east'] })).status).toBe(403);
  });
});
