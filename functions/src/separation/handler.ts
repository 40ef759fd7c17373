import { createCustomerNames } from '../customer/customer-names.repository.ts';
import { createApiHandler } from '../platform/api-handler.ts';
import { pageFields } from '../shared/data/page-cursor.ts';
import { Reply, route } from '../shared/http/route.ts';
import { arrayOf, obj, oneOf, optional, str } from '../shared/http/schema.ts';
import { createSeparationRepository } from './separation.repository.ts';
import { SEPARATION_BATCH_MAX, createSeparationService } from './separation.service.ts';

const service = createSeparationService({
  separations: createSeparationRepository(),
  names: createCustomerNames(),
  clock: () => new Date(),
});

const channelCustId = optional(str({ max: 40, pattern: /^[A-Za-z0-9_-]+$/ }));
const iccid = str({ pattern: /^\d{19,20}$/ });
// The format is the service's check (checkBindInput), so a wrong IMEI gets the separation message.
const imei = optional(str({ max: 32 }));
const batch = { max: SEPARATION_BATCH_MAX, min: 1, tooManyError: 'SEPARATION_TOO_MANY' } as const;

export const handler = createApiHandler('separation', {
  list: route({
    input: { channelCustId, iccid: optional(str({ max: 20, pattern: /^\d{1,20}$/ })), ...pageFields },
    run: ({ principal, body, lang }) => service.list(principal, body, lang),
  }),
  records: route({
    input: { channelCustId, ...pageFields },
    run: ({ principal, body, lang }) => service.records(principal, body, lang),
  }),
  events: route({
    input: { channelCustId, ...pageFields },
    run: ({ principal, body, lang }) => service.events(principal, body, lang),
  }),
  bind: route({
    input: { channelCustId, mode: oneOf(['first', 'imei'] as const), cards: arrayOf(obj({ iccid, imei }), batch) },
    run: async ({ principal, body }) => new Reply(await service.bind(principal, body), 200, 'OPERATION_OK'),
  }),
  unbind: route({
    input: { channelCustId, iccids: arrayOf(iccid, batch) },
    run: async ({ principal, body }) => new Reply(await service.unbind(principal, body), 200, 'OPERATION_OK'),
  }),
  analysisList: route({
    input: { channelCustId, month: optional(str({ pattern: /^\d{4}-\d{2}$/ })), ...pageFields },
    run: ({ principal, body, lang }) => service.analysis(principal, body, lang),
  }),
  analysisDetail: route({
    input: { operationId: str({ max: 60 }) },
    run: ({ principal, body, lang }) => service.analysisDetail(principal, body, lang),
  }),
});
