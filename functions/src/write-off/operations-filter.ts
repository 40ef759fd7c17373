/** The bill operations log's filters, as its list route and its export (download group) validate them. */
import { channelCustIdField } from '../bill/bill-filter.ts';
import { oneOf, optional, str } from '../shared/http/schema.ts';

export const billOperationTypes = ['publish', 'writeOff', 'overdue'] as const;

export const billOperationFilter = {
  channelCustId: optional(channelCustIdField),
  billId: optional(str({ max: 100, pattern: /^[A-Za-z0-9_]+$/ })),
  type: optional(oneOf(billOperationTypes)),
};
