/** The recharge list's filters, as the list route and the recharge export (download group) validate them. */
import { oneOf, optional, str } from '../shared/http/schema.ts';
import { payMethods, rechargeStates } from './recharge-model.ts';

const day = str({ pattern: /^\d{4}-\d{2}-\d{2}$/ });

export const rechargeListFilter = {
  channelCustId: optional(str({ max: 40, pattern: /^[A-Za-z0-9]+$/ })),
  state: optional(oneOf(rechargeStates)),
  payMethod: optional(oneOf(payMethods)),
  filedFrom: optional(day),
  filedTo: optional(day),
};
