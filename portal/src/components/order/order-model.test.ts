import { describe, expect, it } from 'vitest';
import { type OrderRow, amountFor, nextPayStates, orderPath, payerOf, tabOf, typeOfTab } from './order-model';

const row = (over: Partial<OrderRow>) =>
  ({
    orderId: 'C1001-20261120-0a1b2c3d',
    orderType: 'renewal',
    customerName: 'Acme East',
    enterpriseName: 'Acme IoT Ltd.',
    basicAmount: 1000,
    retailAmount: 1500,
    ...over,
  }) as OrderRow;

describe('order screens', () => {
  it('opens card purchases in the shortcuts area and the other orders in the order center', () => {
    expect(orderPath(row({}))).toBe('/billing/orderCenter/orders/detail/C1001-20261120-0a1b2c3d');
    expect(orderPath(row({ orderType: 'card' }))).toBe('/shortcuts/iotCardOrder/detail/C1001-20261120-0a1b2c3d');
  });

  it('reads the tab from the URL, falling back to every order', () => {
    expect(tabOf('pack')).toBe('pack');
    expect(tabOf('card')).toBe('all');
    expect(tabOf(undefined)).toBe('all');
    expect(typeOfTab('all')).toEqual({});
    expect(typeOfTab('oneoff')).toEqual({ orderType: 'oneoff' });
  });

  it('names the payer and the amount the reader deals in', () => {
    expect(payerOf(row({}))).toBe('Acme East');
    expect(payerOf(row({ customerName: null }))).toBe('Acme IoT Ltd.');
    expect(amountFor(row({}), true)).toBe(1500);
    expect(amountFor(row({}), false)).toBe(1000);
  });

  it('offers the pay states the server allows next', () => {
    expect(nextPayStates(1)).toEqual([2, 4, 5]);
    expect(nextPayStates(2)).toEqual([3, 4]);
    expect(nextPayStates(3)).toEqual([]);
  });
});
