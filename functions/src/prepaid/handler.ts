import { createCustomerNames } from '../customer/customer-names.repository.ts';
import { createApiHandler } from '../platform/api-handler.ts';
import { pageFields } from '../shared/data/page-cursor.ts';
import { route } from '../shared/http/route.ts';
import { oneOf, optional, str } from '../shared/http/schema.ts';
import { contractTypes } from './prepaid-model.ts';
import { createPrepaidRepository } from './prepaid.repository.ts';
import { createPrepaidService } from './prepaid.service.ts';

const prepaid = createPrepaidService({
  prepaid: createPrepaidRepository(),
  names: createCustomerNames(),
  clock: () => new Date(),
});

const id = str({ max: 60, pattern: /^[A-Za-z0-9_.-]+$/ });
const channelCustId = optional(str({ max: 40, pattern: /^[A-Za-z0-9]+$/ }));
const month = str({ pattern: /^\d{4}-(0[1-9]|1[0-2])$/ });
const group = { channelCustId, goodsReleaseId: id, elementId: id, cycle: month, contractType: oneOf(contractTypes) };

export const handler = createApiHandler('prepaid', {
  funds: route({
    input: { channelCustId, ...pageFields },
    run: ({ principal, body }) => prepaid.funds(principal, body),
  }),
  group: route({ input: group, run: ({ principal, body, lang }) => prepaid.group(principal, body, lang) }),
  cards: route({ input: { ...group, ...pageFields }, run: ({ principal, body }) => prepaid.cards(principal, body) }),
  costList: route({
    input: { channelCustId, ...pageFields },
    run: ({ principal, body }) => prepaid.costList(principal, body),
  }),
  costDetail: route({
    input: { recordId: month, channelCustId },
    run: ({ principal, body, lang }) => prepaid.costDetail(principal, body, lang),
  }),
});
