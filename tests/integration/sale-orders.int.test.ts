/**
 * Sales orders (group sale-order) against the local stack: the platform records, handles and
 * replies (each idempotent); the card list's `salesOrderNumber` filter reads the handled cards; an
 * enterprise sees its own orders with the basic price, a secondary customer only its own at the
 * retail price, never the basic price; foreign orders answer 404, writes by channel roles 403.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createSaleOrderRepository } from '../../functions/src/sale-order/sale-order.repository.ts';
import { createOwnerDirectory } from '../../functions/src/shared/data/owner-directory.repository.ts';
import { AppError } from '../../functions/src/shared/http/error-catalogue.ts';
import { call, login } from '../support/api-client.ts';
import { cardsOf, claimCards, stackDb } from '../support/cards.ts';

type Order = Record<string, unknown> & {
  salesOrderNumber: string;
  handleStatus: number;
  replyStatus: number;
  handledCards: number;
};
interface Page<T> {
  items: T[];
  cursor: string | null;
}

describe('sales orders', () => {
  type Login = 'admin' | 'acme' | 'acme-staff' | 'acme-east' | 'acme-west' | 'globex';
  const t = {} as Record<Login, string>;
  let acmeCards: string[];
  let eastCards: string[];
  let globexCard: string;
  let acmeOrder: string;
  let eastOrder: string;
  let globexOrder: string;

  const save = async (body: object) => {
    const res = await call<Order>('/cmp/saleOrder/save', body, { token: t.admin });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data!.salesOrderNumber;
  };

  beforeAll(async () => {
    for (const name of ['admin', 'acme', 'acme-staff', 'acme-east', 'acme-west', 'globex'] as const) t[name] = await login(name);
    acmeCards = (
      await claimCards(
        (await cardsOf('CUST#C1001', 64)).filter((c) => !c.custId),
        3,
      )
    ).map((c) => c.iccid);
    eastCards = (await claimCards(await cardsOf('CUST#C1001#SUB#S2001', 64), 2)).map((c) => c.iccid);
    globexCard = (await claimCards(await cardsOf('CUST#C1002', 64), 1))[0]!.iccid;
    acmeOrder = await save({ channelCustId: 'C1001', orderType: 1, goodsReleaseId: 'G001', quantity: 3, remark: 'int' });
    eastOrder = await save({
      channelCustId: 'C1001',
      custId: 'S2001',
      retailId: 'R001',
      orderType: 1,
      goodsReleaseId: 'G001',
      quantity: 2,
    });
    globexOrder = await save({ channelCustId: 'C1002', orderType: 2, goodsReleaseId: 'G003', quantity: 1 });
  });

  it('prices an order: the basic price for the enterprise, the retail price for a secondary customer', async () => {
    const own = await call<Order>('/cmp/saleOrder/detail', { salesOrderNumber: acmeOrder }, { token: t.admin });
    expect(own.body.data).toMatchObject({
      channelCustId: 'C1001',
      custId: null,
      basicPrice: 1000,
      retailPrice: null,
      amount: 3000,
    });
    expect(own.body.data).toMatchObject({
      tradeTypeCode: '0010',
      enterpriseName: expect.any(String),
      planName: expect.any(String),
    });
    const east = await call<Order>('/cmp/saleOrder/detail', { salesOrderNumber: eastOrder }, { token: t.admin });
    expect(east.body.data).toMatchObject({ custId: 'S2001', basicPrice: 1000, customerName: expect.any(String) });
    expect(east.body.data!.amount).toBe(2 * (east.body.data!.retailPrice as number));
  });

  it('refuses a retail plan not offered to the secondary customer and a plan that does not exist', async () => {
    const west = await call(
      '/cmp/saleOrder/save',
      { channelCustId: 'C1001', custId: 'S2002', retailId: 'R001', orderType: 1, goodsReleaseId: 'G001', quantity: 1 },
      { token: t.admin },
    );
    expect(west.status).toBe(422);
    expect(west.body.errorCode).toBe(49606);
    const none = await call(
      '/cmp/saleOrder/save',
      { channelCustId: 'C1001', orderType: 1, goodsReleaseId: 'G999', quantity: 1 },
      { token: t.admin },
    );
    expect(none.status).toBe(422);
  });

  it('handles an order with its cards once: a repeat links nothing more; foreign cards and too many are refused', async () => {
    const ref = { salesOrderNumber: acmeOrder };
    const foreign = await call('/cmp/saleOrder/handle', { ...ref, iccids: [globexCard] }, { token: t.admin });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errorCode).toBe(49605);
    const first = await call<Order & { linked: number }>(
      '/cmp/saleOrder/handle',
      { ...ref, iccids: acmeCards.slice(0, 2) },
      { token: t.admin },
    );
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ handleStatus: 1, handledCards: 2, linked: 2 });
    const again = await call<Order & { linked: number }>(
      '/cmp/saleOrder/handle',
      { ...ref, iccids: acmeCards.slice(0, 2) },
      { token: t.admin },
    );
    expect(again.body.data).toMatchObject({ handleStatus: 1, handledCards: 2, linked: 0 });
    const more = await call('/cmp/saleOrder/handle', { ...ref, iccids: [...acmeCards, eastCards[0]!] }, { token: t.admin });
    expect(more.status).toBe(422);
    expect(more.body.errorCode).toBe(49601);
    // A secondary customer's order takes only that customer's cards.
    const notEast = await call(
      '/cmp/saleOrder/handle',
      { salesOrderNumber: eastOrder, iccids: [acmeCards[2]!] },
      { token: t.admin },
    );
    expect(notEast.body.errorCode).toBe(49605);
    const east = await call<Order>(
      '/cmp/saleOrder/handle',
      { salesOrderNumber: eastOrder, iccids: eastCards },
      { token: t.admin },
    );
    expect(east.body.data).toMatchObject({ handledCards: 2 });
  });

  it('filters the card list by the sales order, within the tenant', async () => {
    const acme = await call<Page<{ iccid: string }>>('/cmp/sim/card/list', { salesOrderNumber: acmeOrder }, { token: t.acme });
    expect(acme.status, JSON.stringify(acme.body)).toBe(200);
    expect(acme.body.data!.items.map((c) => c.iccid).sort()).toEqual(acmeCards.slice(0, 2).sort());
    const platform = await call<Page<{ iccid: string }>>(
      '/cmp/sim/card/list',
      { channelCustId: 'C1001', salesOrderNumber: eastOrder },
      { token: t.admin },
    );
    expect(platform.body.data!.items.map((c) => c.iccid).sort()).toEqual([...eastCards].sort());
    const east = await call<Page<{ iccid: string }>>(
      '/cmp/sim/card/list',
      { salesOrderNumber: eastOrder },
      { token: t['acme-east'] },
    );
    expect(east.body.data!.items).toHaveLength(2);
    // Another enterprise's order number reads Globex's own (empty) partition.
    const globex = await call<Page<{ iccid: string }>>(
      '/cmp/sim/card/list',
      { salesOrderNumber: acmeOrder },
      { token: t.globex },
    );
    expect(globex.body.data!.items).toEqual([]);
  });

  it('replies once: the same reply again is a no-op, another is refused; processed needs a handled order', async () => {
    const unhandled = await call(
      '/cmp/saleOrder/reply',
      { salesOrderNumber: globexOrder, result: 'processed' },
      { token: t.admin },
    );
    expect(unhandled.status).toBe(422);
    expect(unhandled.body.errorCode).toBe(49603);
    const reply = { salesOrderNumber: acmeOrder, result: 'processed', remark: 'Delivered' };
    const first = await call<Order>('/cmp/saleOrder/reply', reply, { token: t.admin });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ replyStatus: 1, result: 'processed', replyRemark: 'Delivered' });
    const again = await call<Order>('/cmp/saleOrder/reply', reply, { token: t.admin });
    expect(again.status).toBe(200);
    expect(again.body.data!.repliedAt).toBe(first.body.data!.repliedAt);
    const other = await call('/cmp/saleOrder/reply', { ...reply, result: 'cancelled' }, { token: t.admin });
    expect(other.status).toBe(409);
    expect(other.body.errorCode).toBe(49602);
    // The list copies changed with the order.
    const listed = await call<Page<Order>>('/cmp/saleOrder/list', { replyStatus: 1, pageSize: 100 }, { token: t.acme });
    expect(listed.body.data!.items.find((o) => o.salesOrderNumber === acmeOrder)).toMatchObject({
      result: 'processed',
      handledCards: 2,
    });
  });

  it('shows each tenant its own orders: the secondary customer never sees the basic price', async () => {
    const numbers = async (token: string) =>
      (await call<Page<Order>>('/cmp/saleOrder/list', { pageSize: 100 }, { token })).body.data!.items.map(
        (o) => o.salesOrderNumber,
      );
    expect(await numbers(t.admin)).toEqual(expect.arrayContaining([acmeOrder, eastOrder, globexOrder]));
    const acme = await numbers(t.acme);
    expect(acme).toEqual(expect.arrayContaining([acmeOrder, eastOrder]));
    expect(acme).not.toContain(globexOrder);
    expect(await numbers(t['acme-staff'])).toContain(acmeOrder);
    expect(await numbers(t['acme-east'])).toEqual(expect.arrayContaining([eastOrder]));
    expect(await numbers(t['acme-east'])).not.toContain(acmeOrder);
    expect(await numbers(t['acme-west'])).not.toContain(eastOrder);

    const east = await call<Page<Order>>('/cmp/saleOrder/list', { pageSize: 100 }, { token: t['acme-east'] });
    for (const o of east.body.data!.items) {
      expect(o).not.toHaveProperty('basicPrice');
      expect(o).not.toHaveProperty('handledBy');
    }
    const eastDetail = await call<Order>('/cmp/saleOrder/detail', { salesOrderNumber: eastOrder }, { token: t['acme-east'] });
    expect(eastDetail.body.data).not.toHaveProperty('basicPrice');
    expect(eastDetail.body.data).toHaveProperty('retailPrice');
    const acmeDetail = await call<Order>('/cmp/saleOrder/detail', { salesOrderNumber: acmeOrder }, { token: t.acme });
    expect(acmeDetail.body.data).toMatchObject({ basicPrice: 1000, createdBy: 'platform' });
    expect(acmeDetail.body.data).not.toHaveProperty('repliedBy');

    // Foreign orders are not revealed; naming another enterprise is refused.
    expect((await call('/cmp/saleOrder/detail', { salesOrderNumber: globexOrder }, { token: t.acme })).status).toBe(404);
    expect((await call('/cmp/saleOrder/detail', { salesOrderNumber: acmeOrder }, { token: t['acme-east'] })).status).toBe(404);
    expect((await call('/cmp/saleOrder/list', { channelCustId: 'C1002' }, { token: t.acme })).status).toBe(403);
  });

  it('lets only the platform record, handle and reply', async () => {
    for (const name of ['acme', 'acme-east'] as const) {
      expect(
        (await call('/cmp/saleOrder/reply', { salesOrderNumber: eastOrder, result: 'cancelled' }, { token: t[name] })).status,
      ).toBe(403);
      expect(
        (await call('/cmp/saleOrder/handle', { salesOrderNumber: eastOrder, iccids: eastCards }, { token: t[name] })).status,
      ).toBe(403);
    }
  });
});

describe('sales order numbers', () => {
  it('are unique across enterprises: a number another enterprise holds is refused, its owner kept', async () => {
    const repo = createSaleOrderRepository(stackDb(), () => inject('stack').env.TABLE_NAME!);
    const owners = createOwnerDirectory(stackDb(), () => inject('stack').env.TABLE_NAME!);
    const t = await login('admin');
    const made = await call<{ salesOrderNumber: string }>(
      '/cmp/saleOrder/save',
      { channelCustId: 'C1001', orderType: 2, goodsReleaseId: 'G001', quantity: 1 },
      { token: t },
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const number = made.body.data!.salesOrderNumber;
    const order = await repo.get('C1001', number);
    const taken = new AppError('CONFLICT', {}, 'salesOrderNumber');
    await expect(repo.create({ ...order!, channelCustId: 'C1002' }, taken)).rejects.toBe(taken);
    expect(await owners.ownerOf('SALE_ORDER', number)).toBe('C1001');
    expect(await repo.get('C1002', number)).toBeUndefined();
  });
});
