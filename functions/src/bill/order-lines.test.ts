import { describe, expect, it } from 'vitest';
import { orderRecord } from '../order/order-fixtures.ts';
import { billOfOrder, orderLines, ordersOnBill } from './order-lines.ts';

const order = orderRecord;

describe('order lines of a consumption bill', () => {
  it('bills each one-off fee and card purchase as a line of its own, naming the order, in order time', () => {
    const lines = orderLines([
      order('C1001-20260412-bbbbbbbb', {
        orderType: 'card',
        itemName: 'CMCC cards',
        operator: 'CMCC',
        quantity: 200,
        basicUnitPrice: 250,
        basicAmount: 50000,
        createdAt: '2026-04-12T02:00:00.000Z',
      }),
      order('C1001-20260410-aaaaaaaa', { iccid: '89860000000000000001' }),
    ]);
    expect(Object.keys(lines)).toEqual(['E']);
    expect(lines.E).toEqual([
      expect.objectContaining({
        kind: 'oneoff',
        orderId: 'C1001-20260410-aaaaaaaa',
        itemName: 'SIM replacement',
        unit: 'item',
        cardCount: 1,
        quantity: 1,
        unitPrice: 5000,
        amount: 5000,
        tax: 0,
      }),
      expect.objectContaining({
        kind: 'cardPurchase',
        orderId: 'C1001-20260412-bbbbbbbb',
        unit: 'card',
        cardCount: 0,
        quantity: 200,
        unitPrice: 250,
        amount: 50000,
      }),
    ]);
  });

  it('leaves out closed and failed orders, packs and renewals (packs are rated with their card)', () => {
    const lines = orderLines([
      order('A', { payState: 4 }),
      order('B', { payState: 5 }),
      order('C', { orderType: 'pack', iccid: '1' }),
      order('D', { orderType: 'renewal', iccid: '1' }),
      order('E', { payState: 3 }),
    ]);
    expect(lines.E!.map((l) => l.orderId)).toEqual(['E']);
  });

  it('bills an order carrying a secondary customer’s retail price to that customer at that price', () => {
    const lines = orderLines([order('R', { custId: 'S2001', retailUnitPrice: 6000, retailAmount: 6000, retailId: 'R1' })]);
    expect(lines.E).toBeUndefined();
    expect(lines.S2001).toEqual([expect.objectContaining({ orderId: 'R', unitPrice: 6000, amount: 6000 })]);
  });

  it('has no lines without orders', () => {
    expect(orderLines([])).toEqual({});
  });
});

describe('the bill an order is billed on', () => {
  it('is the enterprise’s calendar-month consumption bill of the Shanghai month of the order time', () => {
    expect(billOfOrder(order('o1', { payState: 2 }))).toBe('C1001_202604_MC_E');
    // 2026-04-30T17:00Z is 1 May in Shanghai: the May bill.
    expect(billOfOrder(order('o2', { createdAt: '2026-04-30T17:00:00.000Z' }))).toBe('C1001_202605_MC_E');
    expect(billOfOrder(order('o3', { orderType: 'card', payState: 3 }))).toBe('C1001_202604_MC_E');
  });

  it('is the secondary customer’s bill for an order at a retail price, and none for orders billed on no line', () => {
    expect(billOfOrder(order('o4', { custId: 'S2001', retailAmount: 6000, retailUnitPrice: 6000 }))).toBe(
      'C1001_202604_MC_S2001',
    );
    expect(billOfOrder(order('o5', { custId: 'S2001' }))).toBe('C1001_202604_MC_E');
    expect(billOfOrder(order('o6', { orderType: 'pack' }))).toBeUndefined();
    expect(billOfOrder(order('o7', { payState: 4 }))).toBeUndefined();
    expect(billOfOrder(order('o8', { payState: 5 }))).toBeUndefined();
  });

  it('agrees with the lines the bill run writes', () => {
    const o = order('o9', { custId: 'S2001', retailAmount: 6000, retailUnitPrice: 6000 });
    const [payer] = Object.keys(orderLines([o]));
    expect(billOfOrder(o)?.endsWith(`_${payer}`)).toBe(true);
  });

  it('lists the orders a bill’s lines name, each once', () => {
    expect(ordersOnBill([{}, { orderId: 'a' }, { orderId: 'b' }, { orderId: 'a' }, { orderId: '' }])).toEqual(['a', 'b']);
    expect(ordersOnBill([])).toEqual([]);
  });
});
