import { describe, expect, it } from 'vitest';
import {
  INVOICE_ID,
  amountOfItems,
  canDecide,
  exportQuery,
  exportRefusal,
  idRange,
  issueDayProblem,
  itemKeys,
  newInvoiceId,
  ownerOfInvoice,
  titleProblem,
  windowStart,
  withinMonths,
} from './invoice-model.ts';

// 2026-11-26 10:00 in Shanghai.
const now = new Date('2026-11-26T02:00:00Z');
const buyer = {
  title: 'Acme IoT Ltd.',
  taxNumber: '',
  type: 'normal' as const,
  address: '',
  phone: '',
  bankName: '',
  bankAccount: '',
};

describe('invoice ids', () => {
  it('sort by request time and name their enterprise', () => {
    const id = newInvoiceId('C1001', new Date('2026-11-26T02:03:04.567Z'), 'AB12-CD34');
    expect(id).toBe('I20261126020304ab12cd-C1001');
    expect(INVOICE_ID.test(id)).toBe(true);
    expect(ownerOfInvoice(id)).toBe('C1001');
    expect(ownerOfInvoice('C1001-W2026')).toBeNull();
  });
  it('bound a request-time range as sort keys', () => {
    expect(idRange(['2026-10-31T16:00:00.000Z', '2026-11-30T16:00:00.000Z'])).toEqual(['I20261031160000', 'I20261130160000']);
  });
});

describe('buyer details', () => {
  it('need tax number, address, phone and bank on a special invoice, in that order', () => {
    expect(titleProblem(buyer)).toBeUndefined();
    expect(titleProblem({ ...buyer, type: 'special' })).toEqual({ kind: 'special', field: 'taxNumber' });
    const special = {
      ...buyer,
      type: 'special' as const,
      taxNumber: '91310000MA1FL4AB2C',
      address: 'Shanghai',
      phone: '021-1234',
    };
    expect(titleProblem(special)).toEqual({ kind: 'special', field: 'bankName' });
    expect(titleProblem({ ...special, bankName: 'ICBC', bankAccount: '6222' })).toBeUndefined();
  });
  it('refuse a malformed tax number on any invoice', () => {
    expect(titleProblem({ ...buyer, taxNumber: '123' })).toEqual({ kind: 'taxNumber' });
    expect(titleProblem({ ...buyer, taxNumber: '91310000MA1FL4AB2C' })).toBeUndefined();
  });
});

describe('amounts, retries and decisions', () => {
  it('sum the items and compare requests by their items whatever the order', () => {
    expect(amountOfItems([{ amount: 1200 }, { amount: 34 }])).toBe(1234);
    expect(
      itemKeys([
        { kind: 'bill', id: 'b' },
        { kind: 'order', id: 'a' },
      ]),
    ).toBe(
      itemKeys([
        { kind: 'order', id: 'a' },
        { kind: 'bill', id: 'b' },
      ]),
    );
  });
  it('decide requested invoices only', () => {
    expect(canDecide('requested')).toBe(true);
    expect(canDecide('issued')).toBe(false);
    expect(canDecide('rejected')).toBe(false);
  });
  it('issue on a day between the request and today', () => {
    expect(issueDayProblem('2026-11-26', '2026-11-20T02:00:00Z', now)).toBeUndefined();
    expect(issueDayProblem('2026-11-27', '2026-11-20T02:00:00Z', now)).toBe('future');
    expect(issueDayProblem('2026-11-19', '2026-11-20T02:00:00Z', now)).toBe('beforeRequest');
  });
});

describe('the 2-month window (spec §9 month-window check)', () => {
  it('starts on the first day of the previous month in Shanghai', () => {
    expect(windowStart(2, now)).toBe('2026-10-01');
    // 31 December 17:00 UTC is already 1 January in Shanghai.
    expect(windowStart(2, new Date('2026-12-31T17:00:00Z'))).toBe('2026-12-01');
    expect(windowStart(2, new Date('2026-01-15T00:00:00Z'))).toBe('2025-12-01');
  });
  it('holds this month and the one before, never the future, never more than a year back', () => {
    expect(withinMonths('2026-10-01', 2, now)).toBe(true);
    expect(withinMonths('2026-09-30', 2, now)).toBe(false);
    expect(withinMonths('2026-11-26', 2, now)).toBe(true);
    expect(withinMonths('2026-11-27', 2, now)).toBe(false);
    expect(withinMonths('2025-11-25', 13, now)).toBe(false);
    expect(withinMonths('2025-11-26', 13, now)).toBe(true);
  });
  it('refuses an export without a customer (platform) or reaching before the window', () => {
    expect(exportRefusal({}, true, now)).toBe('customer');
    expect(exportRefusal({}, false, now)).toBeUndefined();
    expect(exportRefusal({ channelCustId: 'C1001', createdFrom: '2026-09-30' }, true, now)).toBe('window');
    expect(exportRefusal({ channelCustId: 'C1001', createdTo: '2026-09-30' }, true, now)).toBe('window');
    expect(exportRefusal({ channelCustId: 'C1001', createdFrom: '2026-10-01' }, true, now)).toBeUndefined();
    expect(exportQuery({ channelCustId: 'C1001' }, now)).toEqual({ channelCustId: 'C1001', createdFrom: '2026-10-01' });
  });
});
