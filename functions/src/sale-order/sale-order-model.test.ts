import { describe, expect, it } from 'vitest';
import { AppError } from '../shared/http/error-catalogue.ts';
import { shapeAnswer } from '../shared/http/response-view.ts';
import {
  cardsToLink,
  isSalesOrderNumber,
  newSalesOrderNumber,
  orderAmount,
  replyChanges,
  saleOrderView,
  tradeTypeCodes,
} from './sale-order-model.ts';

const codeOf = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return e instanceof AppError ? e.key : String(e);
  }
  return undefined;
};

describe('sales order numbers', () => {
  it('are SO + the Shanghai day + eight digits, sorting by creation time', () => {
    // 2026-03-31 17:00 UTC is 2026-04-01 01:00 in Shanghai.
    const n = newSalesOrderNumber(new Date('2026-03-31T17:00:00Z'), () => 0.42);
    expect(n).toBe('SO2026040103600004');
    expect(isSalesOrderNumber(n)).toBe(true);
    expect(newSalesOrderNumber(new Date('2026-04-01T03:00:00Z'), () => 0) > n).toBe(true);
    expect(isSalesOrderNumber('SO2026')).toBe(false);
  });
  it('give every order type its operator trade code', () => {
    expect(Object.keys(tradeTypeCodes)).toEqual(['1', '2', '3']);
  });
});

describe('amounts', () => {
  it('price an enterprise order at the basic price and a secondary customer order at the retail price', () => {
    expect(orderAmount({ quantity: 100, basicPrice: 1000, retailPrice: null })).toBe(100_000);
    expect(orderAmount({ quantity: 100, basicPrice: 1000, retailPrice: 1500 })).toBe(150_000);
  });
});

describe('handling', () => {
  const order = { quantity: 3, handledCards: 1, replyStatus: 0 as const, result: undefined };
  const linked = new Set(['8986000000000000001']);
  it('links only cards the order does not cover yet (a repeat is a no-op)', () => {
    expect(cardsToLink(order, linked, ['8986000000000000001', ' 8986000000000000002 ', '8986000000000000002'])).toEqual([
      '8986000000000000002',
    ]);
    expect(cardsToLink(order, linked, ['8986000000000000001'])).toEqual([]);
  });
  it('refuses more cards than ordered', () => {
    expect(codeOf(() => cardsToLink(order, linked, ['8986000000000000002', '8986000000000000003', '8986000000000000004']))).toBe(
      'SALE_ORDER_TOO_MANY_CARDS',
    );
  });
  it('refuses a cancelled order', () => {
    expect(codeOf(() => cardsToLink({ ...order, replyStatus: 1, result: 'cancelled' }, linked, ['8986000000000000002']))).toBe(
      'SALE_ORDER_CANCELLED',
    );
  });
});

describe('replying', () => {
  const unreplied = { handleStatus: 1 as const, replyStatus: 0 as const, result: undefined, replyRemark: undefined };
  it('changes an unreplied order once', () => {
    expect(replyChanges(unreplied, { result: 'processed', remark: '' })).toBe(true);
  });
  it('answers the same reply again as a no-op and refuses another one', () => {
    const replied = { ...unreplied, replyStatus: 1 as const, result: 'processed' as const, replyRemark: 'ok' };
    expect(replyChanges(replied, { result: 'processed', remark: 'ok' })).toBe(false);
    expect(codeOf(() => replyChanges(replied, { result: 'cancelled', remark: 'ok' }))).toBe('SALE_ORDER_REPLIED');
    expect(codeOf(() => replyChanges(replied, { result: 'processed', remark: 'changed' }))).toBe('SALE_ORDER_REPLIED');
  });
  it('needs a handled order to reply processed; modified and cancelled need none', () => {
    const waiting = { ...unreplied, handleStatus: 0 as const };
    expect(codeOf(() => replyChanges(waiting, { result: 'processed', remark: '' }))).toBe('SALE_ORDER_NOT_HANDLED');
    expect(replyChanges(waiting, { result: 'cancelled', remark: '' })).toBe(true);
    expect(replyChanges(waiting, { result: 'modified', remark: '' })).toBe(true);
  });
});

describe('the response view', () => {
  const row = { salesOrderNumber: 'SO2026040103600004', basicPrice: 1000, retailPrice: 1500, amount: 1500, handledBy: 'admin' };
  const shape = (a: 'platform' | 'enterprise' | 'secondary') =>
    shapeAnswer({ items: [row] }, a, saleOrderView, async () => new Set());
  it('never shows a secondary customer the basic price, nor the platform staff to a channel role', async () => {
    expect(await shape('secondary')).toEqual({
      items: [{ salesOrderNumber: row.salesOrderNumber, retailPrice: 1500, amount: 1500 }],
    });
    expect(await shape('enterprise')).toEqual({
      items: [{ salesOrderNumber: row.salesOrderNumber, basicPrice: 1000, retailPrice: 1500, amount: 1500 }],
    });
    expect(await shape('platform')).toEqual({ items: [row] });
  });
});
