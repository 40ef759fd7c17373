/**
 * Content and rights (issue #17 item 4) against the running stack: the catalogue sync (a manual run
 * through the API, a scheduled run as the card-cycle worker runs it: the same run id twice has no
 * second effect, a second run of the same catalogue writes nothing), the product filters, rights
 * orders for a card and a vehicle (each refused draft writes nothing; a replayed request places one
 * order), the order / user / bill screens' filters and details (platform deep links by id alone),
 * and the tenant views: Globex sees none of Acme's orders, users or bills, and staff (4000) and
 * secondary customers (5000) have no content area (403).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiResult, call, login, useStackEnv } from '../support/api-client.ts';
import { type CardRow, cardsOf, claimCards } from '../support/cards.ts';

type Login = 'admin' | 'acme' | 'acme-staff' | 'acme-east' | 'globex';
const tokens: Record<string, string> = {};

interface Product {
  productId: string;
  productName: string;
  providerId: string;
  providerName: string;
  category: string;
  monthlyPrice: number;
  periods: number[];
  state: string;
  version: number;
}
interface Order {
  orderId: string;
  channelCustId: string;
  productId: string;
  productName: string;
  targetKind: string;
  target: string;
  months: number;
  amount: number;
  month: string;
  providerOrderId: string;
}
interface User {
  targetKind: string;
  target: string;
  orderCount: number;
  amount: number;
  state: string;
}
interface Bill {
  billId: string;
  month: string;
  amount: number;
  orderCount: number;
}
interface Run {
  runId: string;
  state: string;
  trigger: string;
  providers: { providerId: string; added: number; updated: number; withdrawn: number; unchanged: number; error: string | null }[];
}

const as = (who: Login, path: string, body: unknown = {}, lang: 'en-US' | 'zh-CN' = 'en-US', headers?: Record<string, string>) =>
  call(path, body, { token: tokens[who]!, lang, ...(headers ? { headers } : {}) });
async function ok<T>(who: Login, path: string, body: unknown = {}, lang: 'en-US' | 'zh-CN' = 'en-US'): Promise<T> {
  const res = await as(who, path, body, lang);
  expect([200, 201], `${path} ${res.status} ${JSON.stringify(res.body)}`).toContain(res.status);
  return res.body.data as T;
}
const refusal = (res: ApiResult) => ({ status: res.status, errorCode: (res.body as { errorCode?: number }).errorCode });

const stamp = Date.now().toString().slice(-12);
const VIN = `LCT1A${stamp}`;
const month = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 7);

describe('content and rights', () => {
  let products: Product[];
  let card: CardRow;
  let globexCard: CardRow;
  let cardOrder: Order;
  let vinOrder: Order;

  beforeAll(async () => {
    for (const who of ['admin', 'acme', 'acme-staff', 'acme-east', 'globex'] as const) tokens[who] = await login(who);
    const run = await ok<Run>('admin', '/cmp/content/sync/run');
    expect(run).toMatchObject({ state: 'done', trigger: 'manual' });
    products = (await ok<{ items: Product[] }>('acme', '/cmp/content/product/list', { pageSize: 100 })).items;
    card = (await claimCards(await cardsOf('CUST#C1001', 64), 1))[0]!;
    globexCard = (await claimCards(await cardsOf('CUST#C1002', 64), 1))[0]!;
  }, 60_000);

  describe('the catalogue sync', () => {
    it('lists every provider with its products on sale and the run that synced it', async () => {
      const providers = await ok<
        { providerId: string; providerName: string; kind: string; productCount: number; reachable: boolean }[]
      >('acme', '/cmp/content/cpsp/list');
      expect(providers.map((p) => p.providerId)).toEqual(['CP001', 'CP002', 'SP001']);
      expect(providers.find((p) => p.providerId === 'SP001')).toMatchObject({
        kind: 'SP',
        reachable: true,
        providerName: 'Route Navigation Services',
      });
      for (const p of providers)
        expect(p.productCount).toBe(products.filter((x) => x.providerId === p.providerId && x.state === 'onSale').length);
      const zh = await ok<{ providerName: string }[]>('acme', '/cmp/content/cpsp/list', {}, 'zh-CN');
      expect(zh.map((p) => p.providerName)).toContain('途径导航服务');
    });

    it('runs a scheduled run once: the same run id answers its record and a new run of the same catalogue writes nothing', async () => {
      useStackEnv();
      const { contentSync } = await import('@cmp/functions/content/service-instance');
      const runId = `S-it-${stamp}`;
      const first = await contentSync().run({ runId, trigger: 'schedule', startedBy: 'schedule' });
      const versions = async () =>
        new Map(
          (await ok<{ items: Product[] }>('admin', '/cmp/content/product/list', { pageSize: 100 })).items.map((p) => [
            p.productId,
            p.version,
          ]),
        );
      const before = await versions();
      const again = await contentSync().run({ runId, trigger: 'schedule', startedBy: 'schedule' });
      expect(again).toEqual(first);
      const next = await contentSync().run({ runId: `${runId}-2`, trigger: 'schedule', startedBy: 'schedule' });
      for (const p of next.providers) expect([p.added, p.updated, p.withdrawn, p.error]).toEqual([0, 0, 0, undefined]);
      expect(await versions()).toEqual(before);
      // Both runs are on the platform's run list; an enterprise may not read it.
      const runs = await ok<{ items: Run[] }>('admin', '/cmp/content/sync/list', { pageSize: 100 });
      expect(runs.items.map((r) => r.runId)).toEqual(expect.arrayContaining([runId, `${runId}-2`]));
      expect((await as('acme', '/cmp/content/sync/list')).status).toBe(403);
      expect((await as('acme', '/cmp/content/sync/run')).status).toBe(403);
    });
  });

  describe('products', () => {
    it('filters by provider, category and name; names follow the language; enterprises see products on sale only', async () => {
      const sp = await ok<{ items: Product[] }>('acme', '/cmp/content/product/list', { providerId: 'SP001', pageSize: 100 });
      expect(sp.items.length).toBeGreaterThan(0);
      expect(sp.items.every((p) => p.providerId === 'SP001' && p.providerName === 'Route Navigation Services')).toBe(true);
      const nav = await ok<{ items: Product[] }>('acme', '/cmp/content/product/list', { category: 'navigation', pageSize: 100 });
      expect(nav.items.every((p) => p.category === 'navigation')).toBe(true);
      const named = await ok<{ items: Product[] }>('acme', '/cmp/content/product/list', { name: 'parking', pageSize: 100 });
      expect(named.items.map((p) => p.productName)).toEqual(
        products.filter((p) => /parking/i.test(p.productName)).map((p) => p.productName),
      );
      const zh = await ok<Product>('acme', '/cmp/content/product/detail', { productId: sp.items[0]!.productId }, 'zh-CN');
      expect(zh.providerName).toBe('途径导航服务');
      expect(products.every((p) => p.state === 'onSale')).toBe(true);
      const withdrawn = await ok<{ items: Product[] }>('acme', '/cmp/content/product/list', {
        state: 'withdrawn',
        pageSize: 100,
      });
      expect(withdrawn.items.every((p) => p.state === 'onSale')).toBe(true);
      const paged = await ok<{ items: Product[]; cursor: string | null }>('admin', '/cmp/content/product/list', { pageSize: 10 });
      if (products.length > 10) expect(paged.cursor).toBe('10');
    });
  });

  describe('orders', () => {
    it('refuses a foreign card, a bad VIN, an unknown product and a period not offered, writing nothing', async () => {
      const p = products[0]!;
      const draft = { productId: p.productId, targetKind: 'iccid', target: globexCard.iccid, months: p.periods[0] };
      expect(refusal(await as('acme', '/cmp/content/order/add', draft))).toEqual({ status: 422, errorCode: 50754 });
      expect(
        refusal(await as('acme', '/cmp/content/order/add', { ...draft, targetKind: 'vin', target: 'LSVAU2180N218329O' })),
      ).toEqual({
        status: 422,
        errorCode: 50755,
      });
      expect(
        refusal(await as('acme', '/cmp/content/order/add', { ...draft, target: card.iccid, productId: 'CP001-NOPE' })),
      ).toEqual({
        status: 404,
        errorCode: 50751,
      });
      expect(refusal(await as('acme', '/cmp/content/order/add', { ...draft, target: card.iccid, months: 35 }))).toEqual({
        status: 422,
        errorCode: 50753,
      });
      const zh = await as('acme', '/cmp/content/order/add', { ...draft, targetKind: 'vin', target: 'BAD' }, 'zh-CN');
      expect((zh.body as { msg: string }).msg).toContain('车架号');
      const mine = await ok<{ items: Order[] }>('acme', '/cmp/content/order/list', { target: card.iccid });
      expect(mine.items).toEqual([]);
    });

    it('orders a product for a card and for a vehicle, once per idempotency key, audited', async () => {
      const [p1, p2] = [products[0]!, products[products.length - 1]!];
      const body = { productId: p1.productId, targetKind: 'iccid', target: card.iccid, months: p1.periods[0]! };
      const key = { 'idempotency-key': `content-${stamp}` };
      const first = await as('acme', '/cmp/content/order/add', body, 'en-US', key);
      const replay = await as('acme', '/cmp/content/order/add', body, 'en-US', key);
      expect(first.status).toBe(201);
      cardOrder = first.body.data as Order;
      expect((replay.body.data as Order).orderId).toBe(cardOrder.orderId);
      expect(cardOrder).toMatchObject({
        channelCustId: 'C1001',
        targetKind: 'iccid',
        target: card.iccid,
        month,
        amount: p1.monthlyPrice * p1.periods[0]!,
      });
      expect(cardOrder.providerOrderId).toMatch(new RegExp(`^${p1.providerId}-\\d{8}$`));
      vinOrder = await ok<Order>('acme', '/cmp/content/order/add', {
        productId: p2.productId,
        targetKind: 'vin',
        target: VIN.toLowerCase(),
        months: p2.periods[p2.periods.length - 1]!,
        remark: 'Test vehicle',
      });
      expect(vinOrder.target).toBe(VIN);
      const mine = await ok<{ items: Order[] }>('acme', '/cmp/content/order/list', { target: card.iccid });
      expect(mine.items.map((o) => o.orderId)).toEqual([cardOrder.orderId]);
      // Another enterprise may not take the vehicle.
      expect(refusal(await as('globex', '/cmp/content/order/add', { ...body, targetKind: 'vin', target: VIN }))).toEqual({
        status: 409,
        errorCode: 50756,
      });
      const audit = await ok<{ items: { action: string; detail?: string }[] }>('admin', '/cmp/core/operationLog/list', {
        channelCustId: 'C1001',
        action: 'contentOrder',
      });
      expect(audit.items.some((a) => a.action === 'contentOrder' && a.detail?.includes(cardOrder.orderId))).toBe(true);
    });

    it('filters the list by kind, target, provider and month, and opens an order by id alone for the platform', async () => {
      const vins = await ok<{ items: Order[] }>('acme', '/cmp/content/order/list', { targetKind: 'vin', pageSize: 100 });
      expect(vins.items.every((o) => o.targetKind === 'vin')).toBe(true);
      expect(vins.items.map((o) => o.orderId)).toContain(vinOrder.orderId);
      const byProvider = await ok<{ items: Order[] }>('acme', '/cmp/content/order/list', {
        providerId: cardOrder.productId.split('-')[0],
        pageSize: 100,
      });
      expect(byProvider.items.map((o) => o.orderId)).toContain(cardOrder.orderId);
      const otherMonth = await ok<{ items: Order[] }>('acme', '/cmp/content/order/list', { month: '2020-01' });
      expect(otherMonth.items).toEqual([]);
      const thisMonth = await ok<{ items: Order[] }>('acme', '/cmp/content/order/list', { month, target: VIN });
      expect(thisMonth.items.map((o) => o.orderId)).toEqual([vinOrder.orderId]);
      const platform = await ok<Order>('admin', '/cmp/content/order/detail', { orderId: vinOrder.orderId });
      expect(platform).toMatchObject({ orderId: vinOrder.orderId, channelCustId: 'C1001' });
      expect(refusal(await as('globex', '/cmp/content/order/detail', { orderId: vinOrder.orderId }))).toEqual({
        status: 404,
        errorCode: 50759,
      });
      const asPlatformList = await ok<{ items: Order[] }>('admin', '/cmp/content/order/list', {
        channelCustId: 'C1001',
        target: VIN,
      });
      expect(asPlatformList.items.map((o) => o.orderId)).toEqual([vinOrder.orderId]);
    });
  });

  describe('users and bills', () => {
    it('lists the card and the vehicle as rights users, and opens each by ICCID or VIN', async () => {
      const users = await ok<{ items: User[] }>('acme', '/cmp/content/user/list', { target: VIN });
      expect(users.items).toEqual([
        expect.objectContaining({ targetKind: 'vin', target: VIN, orderCount: 1, amount: vinOrder.amount, state: 'active' }),
      ]);
      const cards = await ok<{ items: User[] }>('acme', '/cmp/content/user/list', { targetKind: 'iccid', pageSize: 100 });
      expect(cards.items.find((u) => u.target === card.iccid)).toMatchObject({ orderCount: 1, amount: cardOrder.amount });
      expect(await ok<User>('acme', '/cmp/content/user/detail', { iccid: card.iccid })).toMatchObject({ targetKind: 'iccid' });
      expect(await ok<User>('admin', '/cmp/content/user/detail', { vin: VIN })).toMatchObject({
        channelCustId: 'C1001',
        target: VIN,
      });
      expect(await ok<User>('admin', '/cmp/content/user/detail', { iccid: card.iccid })).toMatchObject({
        channelCustId: 'C1001',
      });
      expect(refusal(await as('globex', '/cmp/content/user/detail', { vin: VIN }))).toEqual({ status: 404, errorCode: 50760 });
    });

    it("rolls the month's orders up into the month's bill, and opens the bill by id", async () => {
      const bills = await ok<{ items: Bill[] }>('acme', '/cmp/content/bill/list', { year: month.slice(0, 4) });
      const bill = bills.items.find((b) => b.month === month)!;
      expect(bill.billId).toBe(`CBC1001-${month.replace('-', '')}`);
      const orders: Order[] = [];
      let cursor: string | null | undefined;
      do {
        const page = await ok<{ items: Order[]; cursor: string | null }>('acme', '/cmp/content/order/list', {
          month,
          pageSize: 100,
          ...(cursor ? { cursor } : {}),
        });
        orders.push(...page.items);
        cursor = page.cursor;
      } while (cursor);
      expect(bill.orderCount).toBe(orders.length);
      expect(bill.amount).toBe(orders.reduce((n, o) => n + o.amount, 0));
      expect(await ok<Bill>('admin', '/cmp/content/bill/detail', { billId: bill.billId })).toMatchObject({
        month,
        billId: bill.billId,
      });
      expect(refusal(await as('globex', '/cmp/content/bill/detail', { billId: bill.billId }))).toEqual({
        status: 404,
        errorCode: 50761,
      });
      const none = await ok<{ items: Bill[] }>('acme', '/cmp/content/bill/list', { year: '2020' });
      expect(none.items).toEqual([]);
    });
  });

  describe('tenant views', () => {
    it("shows Globex none of Acme's orders, users or bills", async () => {
      const orders = await ok<{ items: Order[] }>('globex', '/cmp/content/order/list', { pageSize: 100 });
      expect(orders.items.every((o) => o.channelCustId === 'C1002')).toBe(true);
      const users = await ok<{ items: User[] }>('globex', '/cmp/content/user/list', { target: VIN });
      expect(users.items).toEqual([]);
      const bills = await ok<{ items: { billId: string }[] }>('globex', '/cmp/content/bill/list', { pageSize: 100 });
      expect(bills.items.every((b) => b.billId.startsWith('CBC1002-'))).toBe(true);
      expect((await as('globex', '/cmp/content/order/list', { channelCustId: 'C1001' })).status).toBe(403);
    });

    it('refuses the content area to enterprise staff and secondary customers', async () => {
      for (const who of ['acme-staff', 'acme-east'] as const)
        for (const path of [
          '/cmp/content/product/list',
          '/cmp/content/order/list',
          '/cmp/content/user/list',
          '/cmp/content/bill/list',
          '/cmp/content/cpsp/list',
        ])
          expect((await as(who, path)).status, `${who} ${path}`).toBe(403);
    });
  });
});
