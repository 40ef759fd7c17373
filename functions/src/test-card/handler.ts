import { createCustomerNames } from '../customer/customer-names.repository.ts';
import { createApiHandler } from '../platform/api-handler.ts';
import { pageFields } from '../shared/data/page-cursor.ts';
import { ownedBy, route } from '../shared/http/route.ts';
import { optional, str } from '../shared/http/schema.ts';
import { createTestCardRepository } from './test-card.repository.ts';
import { createTestCardService } from './test-card.service.ts';

const testCards = createTestCardService({
  cards: createTestCardRepository(),
  clock: () => new Date(),
  customers: createCustomerNames(),
});
const channelCustId = optional(str({ max: 40 }));

export const handler = createApiHandler('test-card', {
  list: route({
    input: { channelCustId, custId: optional(str({ max: 40 })), ...pageFields },
    run: ({ principal, body }) => testCards.list(principal, body),
  }),
  detail: route({
    // A platform caller may name the card alone (deep link): its owner comes from the ICCID directory.
    owner: ownedBy('CARD', 'iccid'),
    input: { channelCustId, iccid: str({ pattern: /^\d{19,20}$/ }) },
    run: ({ principal, body, lang }) => testCards.detail(principal, body, lang),
  }),
});
