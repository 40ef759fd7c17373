import { describe, expect, it } from 'vitest';
import { canHandle, canReply, orderCardsPath, parseIccids, replyChoices, tabOf, typeOfTab } from './sale-order-model';

describe('sales order screens', () => {
  it('read the tab from the URL', () => {
    expect(tabOf(undefined)).toBe('all');
    expect(tabOf('2')).toBe('2');
    expect(tabOf('9')).toBe('all');
    expect(typeOfTab('3')).toEqual({ orderType: 3 });
    expect(typeOfTab('all')).toEqual({});
  });
  it('offer handling until the order is full or cancelled, a reply once', () => {
    const o = { quantity: 3, handledCards: 1, replyStatus: 0 as const, result: null };
    expect(canHandle(o)).toBe(true);
    expect(canHandle({ ...o, handledCards: 3 })).toBe(false);
    expect(canHandle({ ...o, replyStatus: 1, result: 'cancelled' })).toBe(false);
    expect(canReply(o)).toBe(true);
    expect(canReply({ ...o, replyStatus: 1 })).toBe(false);
  });
  it('offer "processed" only once cards are linked', () => {
    expect(replyChoices({ quantity: 3, handledCards: 0, replyStatus: 0 })).toEqual(['modified', 'cancelled']);
    expect(replyChoices({ quantity: 3, handledCards: 1, replyStatus: 0 })).toEqual(['processed', 'modified', 'cancelled']);
  });
  it('read pasted ICCIDs and name what is not one', () => {
    expect(parseIccids('8986000000000000001\n8986000000000000002, 8986000000000000001;abc')).toEqual({
      iccids: ['8986000000000000001', '8986000000000000002'],
      invalid: ['abc'],
    });
  });
  it('link the card list of the order', () => {
    expect(orderCardsPath({ salesOrderNumber: 'SO2026040103600004' }, '?channelCustId=C1001')).toBe(
      '/card/card-list/list/SO2026040103600004?channelCustId=C1001',
    );
  });
});
