/** The invoice list's filters, shared by the list route and its export (download group). */
import { oneOf, optional, str } from '../shared/http/schema.ts';
import { invoiceStates } from './invoice-model.ts';

const day = str({ pattern: /^\d{4}-\d{2}-\d{2}$/ });

export const invoiceListFilter = {
  channelCustId: optional(str({ max: 40, pattern: /^[A-Za-z0-9]+$/ })),
  state: optional(oneOf(invoiceStates)),
  createdFrom: optional(day),
  createdTo: optional(day),
};
