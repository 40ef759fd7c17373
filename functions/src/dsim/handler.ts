import { createCustomerNames } from '../customer/customer-names.repository.ts';
import { createApiHandler } from '../platform/api-handler.ts';
import { pageFields } from '../shared/data/page-cursor.ts';
import { Reply, route } from '../shared/http/route.ts';
import { oneOf, optional, str } from '../shared/http/schema.ts';
import { SN_PATTERN } from './dsim-rules.ts';
import { createDsimRepository } from './dsim.repository.ts';
import { createDsimService } from './dsim.service.ts';

const dsim = createDsimService({ dsim: createDsimRepository(), clock: () => new Date(), customers: createCustomerNames() });
const channelCustId = optional(str({ max: 40 }));
const iccid = str({ pattern: /^\s*\d{19,20}\s*$/ });
const sn = str({ pattern: SN_PATTERN });

export const handler = createApiHandler('dsim', {
  list: route({
    input: { channelCustId, sn: optional(str({ max: 40 })), iccid: optional(str({ max: 20 })), ...pageFields },
    run: ({ principal, body, lang }) => dsim.list(principal, body, lang),
  }),
  pair: route({
    input: { channelCustId, sn, iccid1: iccid, iccid2: iccid },
    run: async ({ principal, body }) => new Reply(await dsim.pair(principal, body), 201, 'OPERATION_OK'),
  }),
  unpair: route({
    input: { channelCustId, sn },
    run: async ({ principal, body }) => new Reply(await dsim.unpair(principal, body), 200, 'OPERATION_OK'),
  }),
  switch: route({
    input: { channelCustId, sn, activeSlot: oneOf([1, 2] as const) },
    run: async ({ principal, body }) => new Reply(await dsim.switch(principal, body), 200, 'OPERATION_OK'),
  }),
});
