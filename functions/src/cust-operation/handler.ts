import { createCustomerNames } from '../customer/customer-names.repository.ts';
import { createApiHandler } from '../platform/api-handler.ts';
import { route } from '../shared/http/route.ts';
import { optional, str } from '../shared/http/schema.ts';
import { createCustOperationRepository } from './cust-operation.repository.ts';
import { createCustOperationService } from './cust-operation.service.ts';

const operations = createCustOperationService({
  repo: createCustOperationRepository(),
  names: createCustomerNames(),
  clock: () => new Date(),
});

const channelCustId = optional(str({ max: 40, pattern: /^[A-Za-z0-9_-]+$/ }));
const queryDate = str({ pattern: /^\d{4}-\d{2}-\d{2}$/ });
const name = str({ min: 1, max: 100 });

export const handler = createApiHandler('cust-operation', {
  list: route({
    input: {
      channelCustId,
      queryDate,
      accountName: optional(str({ max: 100 })),
      ratePlanName: optional(str({ max: 100 })),
      zoneName: optional(str({ max: 100 })),
    },
    run: ({ principal, body, lang }) => operations.list(principal, body, lang),
  }),
  detail: route({
    input: { channelCustId, accountName: name, ratePlanName: name, zoneName: name, queryDate },
    run: ({ principal, body, lang }) => operations.detail(principal, body, lang),
  }),
});
