/**
 * A bill as a bill run leaves it (unpublished, status 1), for tests and the benchmark: `total` fen
 * (no tax, one card, no lines) of a payer (`E`: the enterprise itself, else a secondary customer),
 * consumption (`C`) or profit sharing (`P`), calendar month.
 */
import { billIdOf } from './bill-model.ts';
import type { Bill } from './bill.repository.ts';

export function unpublishedBill(channelCustId: string, cycle: string, total: number, payer = 'E', kind: 'C' | 'P' = 'C'): Bill {
  const billKind = kind === 'P' ? 'profit' : 'consumption';
  return {
    billId: billIdOf({ channelCustId, cycle, calendar: 'month', kind: billKind, payer }),
    channelCustId,
    custId: payer === 'E' ? null : payer,
    cycle,
    calendar: 'month',
    kind: billKind,
    start: `${cycle}-01`,
    end: `${cycle}-28`,
    status: 1,
    publishStatus: 0,
    totals: { amount: total, tax: 0, total, cardCount: 1 },
    currency: 'CNY',
    createdAt: new Date().toISOString(),
    lines: [],
    profitLines: [],
    cardPages: [],
  };
}
