/**
 * The stock list's filters as a request schema: the list route and the stock export (download group)
 * read the same fields, so an export holds exactly what the list shows for them.
 */
import { stockKinds } from '../shared/data/entities/stock.entity.ts';
import { oneOf, optional, str } from '../shared/http/schema.ts';
import { matchStates, stockStates } from './stock-rules.ts';

export const stockListFilter = {
  channelCustId: optional(str({ max: 40 })),
  kind: optional(oneOf(stockKinds)),
  stockState: optional(oneOf(stockStates)),
  matchState: optional(oneOf(matchStates)),
  sn: optional(str({ max: 40 })),
  name: optional(str({ max: 10 })),
  /** Items in stock since this day (YYYY-MM-DD); the export's window of the last 2 months sets it. */
  createdFrom: optional(str({ pattern: /^\d{4}-\d{2}-\d{2}$/ })),
};
