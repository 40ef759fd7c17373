/** The order lists' filters, as the list routes and the order exports (download group) validate them. */
import { oneOf, optional, str } from '../shared/http/schema.ts';
import { payStates, serviceOrderTypes } from './order-model.ts';

const day = str({ pattern: /^\d{4}-\d{2}-\d{2}$/ });

/** The card purchases' list (and the base of the order center's). */
export const orderListFilter = {
  channelCustId: optional(str({ max: 40, pattern: /^[A-Za-z0-9]+$/ })),
  custId: optional(str({ max: 40, pattern: /^[A-Za-z0-9]+$/ })),
  payState: optional(oneOf(payStates)),
  createdFrom: optional(day),
  createdTo: optional(day),
};

/** The order center's list: also a type (its tab) and an invoice. */
export const orderCenterFilter = {
  ...orderListFilter,
  orderType: optional(oneOf(serviceOrderTypes)),
  invoiceId: optional(str({ max: 60, pattern: /^[A-Za-z0-9_-]+$/ })),
};
