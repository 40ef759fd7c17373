/** The bill list's filters, as the list route and the bill export (download group) validate them. */
import { int, oneOf, optional, str } from '../shared/http/schema.ts';
import { calendars } from './bill-model.ts';

export const channelCustIdField = str({ max: 40, pattern: /^[A-Za-z0-9]+$/ });
export const cycleField = str({ pattern: /^\d{4}-(0[1-9]|1[0-2])$/ });

export const billListFilter = {
  channelCustId: optional(channelCustIdField),
  cycle: optional(cycleField),
  calendar: optional(oneOf(calendars)),
  kind: optional(oneOf(['consumption', 'profit'] as const)),
  status: optional(int({ min: 1, max: 5 })),
  publishStatus: optional(oneOf([0, 1] as const)),
};
