import { describe, expect, it } from 'vitest';
import { fenOf } from '../../lib/format';
import {
  type OrderRow,
  amountFor,
  createOrderBody,
  emptyOrderDraft,
  nextPayStates,
  orderDraftProblems,
  orderPath,
  payerOf,
  tabOf,
  typeOfTab,
} from './order-model';

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

describe('recording an order', () => {
  const keys = (problems: Record<string, { key: string } | undefined>) =>
    Object.fromEntries(Object.entries(problems).flatMap(([k, v]) => (v ? [[k, v.key.split('.').at(-1)]] : [])));

  it('reads yuan as fen: at most two decimals, nothing else', () => {
    expect(fenOf('12')).toBe(1200);
    expect(fenOf('12.5')).toBe(1250);
    expect(fenOf(' 0.05 ')).toBe(5);
    expect(fenOf('1000000')).toBe(100_000_000);
    for (const bad of ['', '12.345', '-1', '1,000', '¥5', '1e3', '.5']) expect(fenOf(bad)).toBeNull();
  });

  it('checks a one-off fee: enterprise, fee, an amount above zero, an ICCID if one is given', () => {
    expect(keys(orderDraftProblems('oneoff', emptyOrderDraft('')))).toEqual({
      channelCustId: 'enterprise',
      itemName: 'itemName',
      unitPrice: 'amount',
    });
    const fee = { ...emptyOrderDraft('C1001'), itemName: 'SIM replacement', unitPrice: '0' };
    expect(keys(orderDraftProblems('oneoff', fee))).toEqual({ unitPrice: 'amountZero' });
    expect(keys(orderDraftProblems('oneoff', { ...fee, unitPrice: '1000000.01', iccid: '123' }))).toEqual({
      unitPrice: 'amountMax',
      iccid: 'iccid',
    });
    expect(keys(orderDraftProblems('oneoff', { ...fee, unitPrice: '20', itemName: 'x'.repeat(61) }))).toEqual({
      itemName: 'tooLong',
    });
    expect(keys(orderDraftProblems('oneoff', { ...fee, unitPrice: '20', iccid: '89860000000000000001' }))).toEqual({});
  });

  it('checks a card purchase: operator and a whole number of cards; a free card is allowed', () => {
    const cards = { ...emptyOrderDraft('C1001'), itemName: 'MFF2', unitPrice: '0', quantity: '500' };
    expect(keys(orderDraftProblems('card', cards))).toEqual({ operator: 'operator' });
    for (const quantity of ['0', '1.5', '100001', ''])
      expect(keys(orderDraftProblems('card', { ...cards, operator: 'CMCC', quantity }))).toEqual({ quantity: 'quantity' });
    expect(keys(orderDraftProblems('card', { ...cards, operator: 'CMCC' }))).toEqual({});
  });

  it('sends fen and only the fields of its kind', () => {
    const draft = {
      ...emptyOrderDraft('C1001'),
      itemName: ' SIM replacement ',
      unitPrice: '20.5',
      quantity: '7',
      operator: 'CUCC',
      iccid: '89860000000000000001',
      remark: '  ',
    };
    expect(createOrderBody('oneoff', draft)).toEqual({
      orderType: 'oneoff',
      channelCustId: 'C1001',
      itemName: 'SIM replacement',
      unitPrice: 2050,
      quantity: 1,
      iccid: '89860000000000000001',
    });
    expect(createOrderBody('card', { ...draft, remark: 'Q4' })).toEqual({
      orderType: 'card',
      channelCustId: 'C1001',
      itemName: 'SIM replacement',
      unitPrice: 2050,
      quantity: 7,
      operator: 'CUCC',
      remark: 'Q4',
    });
  });
});
