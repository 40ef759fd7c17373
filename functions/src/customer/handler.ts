import { createAuditRepository } from '../audit/audit.repository.ts';
import { createCardShards } from '../card/card-shards.ts';
import { createApiHandler } from '../platform/api-handler.ts';
import { pageFields } from '../shared/data/page-cursor.ts';
import { Reply, route } from '../shared/http/route.ts';
import { int, optional, str } from '../shared/http/schema.ts';
import { createCardShardsService } from './card-shards.service.ts';
import { customerInput, customerUpdateInput } from './customer-rules.ts';
import { createCustomerRepository } from './customer.repository.ts';
import { createCustomerService } from './customer.service.ts';

const audit = createAuditRepository();
const cardShards = createCardShardsService({ shards: createCardShards(), audit, clock: () => new Date() });
const customers = createCustomerService({
  customers: createCustomerRepository(),
  audit,
  clock: () => new Date(),
  cardIndex: cardShards.reader,
});
const id = str({ max: 40 });

export const handler = createApiHandler('customer', {
  list: route({
    input: {
      ...pageFields,
      channelCustId: optional(id),
      name: optional(str({ max: 100 })),
      status: optional(int({ min: 0, max: 3 })),
    },
    run: ({ principal, body }) => customers.list(principal, body),
  }),
  detail: route({
    input: { channelCustId: id, custId: optional(id) },
    run: ({ principal, body }) => customers.detail(principal, body),
  }),
  save: route({
    input: { ...customerInput, channelCustId: optional(id) },
    run: async ({ principal, body, sourceIp, userAgent }) =>
      new Reply(await customers.save(principal, body, { sourceIp, userAgent }), 201, 'OPERATION_OK'),
  }),
  update: route({
    input: customerUpdateInput,
    run: async ({ principal, body, sourceIp, userAgent }) =>
      new Reply(await customers.update(principal, body, { sourceIp, userAgent }), 200, 'OPERATION_OK'),
  }),
  // The platform spreads an enterprise's card index over 1..32 partitions, only while it has no cards.
  cardShards: route({
    input: { channelCustId: id, cardShards: int() },
    run: async ({ principal, body, sourceIp, userAgent }) =>
      new Reply(await cardShards.set(principal, body, { sourceIp, userAgent }), 200, 'OPERATION_OK'),
  }),
});
