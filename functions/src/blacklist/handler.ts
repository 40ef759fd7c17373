import { createApiHandler } from '../platform/api-handler.ts';
import { blacklistRecordActions } from '../shared/data/entities/blacklist.entity.ts';
import { pageFields } from '../shared/data/page-cursor.ts';
import { Reply, route } from '../shared/http/route.ts';
import { oneOf, optional, str } from '../shared/http/schema.ts';
import { blacklistServices } from './service-instance.ts';

const { service } = blacklistServices();
const entryId = str({ max: 40, pattern: /^B[0-9A-F]{12}$/ });
const name = str({ max: 100 });
const reason = str({ max: 200 });
const list = { ...pageFields, keyword: optional(str({ max: 100 })) };
const enterprise = { name, reason, orgCode: optional(str({ max: 40 })) };
const person = { name, reason, idNumber: optional(str({ max: 40 })) };

export const handler = createApiHandler('blacklist', {
  enterpriseList: route({ input: list, run: ({ principal, body }) => service.list(principal, 'enterprise', body) }),
  enterpriseDetail: route({
    input: { entryId },
    run: ({ principal, body }) => service.detail(principal, 'enterprise', body.entryId),
  }),
  enterpriseAdd: route({
    input: enterprise,
    run: async ({ principal, body, lang }) =>
      new Reply(await service.add(principal, 'enterprise', body, lang), 201, 'OPERATION_OK'),
  }),
  enterpriseEdit: route({
    input: { ...enterprise, entryId },
    run: async ({ principal, body, lang }) =>
      new Reply(await service.edit(principal, 'enterprise', body, lang), 200, 'OPERATION_OK'),
  }),
  enterpriseDelete: route({
    input: { entryId },
    run: async ({ principal, body }) =>
      new Reply(await service.remove(principal, 'enterprise', body.entryId), 200, 'OPERATION_OK'),
  }),
  personalList: route({ input: list, run: ({ principal, body }) => service.list(principal, 'person', body) }),
  personalDetail: route({ input: { entryId }, run: ({ principal, body }) => service.detail(principal, 'person', body.entryId) }),
  personalAdd: route({
    input: person,
    run: async ({ principal, body, lang }) => new Reply(await service.add(principal, 'person', body, lang), 201, 'OPERATION_OK'),
  }),
  personalEdit: route({
    input: { ...person, entryId },
    run: async ({ principal, body, lang }) => new Reply(await service.edit(principal, 'person', body, lang), 200, 'OPERATION_OK'),
  }),
  personalDelete: route({
    input: { entryId },
    run: async ({ principal, body }) => new Reply(await service.remove(principal, 'person', body.entryId), 200, 'OPERATION_OK'),
  }),
  recordList: route({
    input: { ...pageFields, action: optional(oneOf(blacklistRecordActions)) },
    run: ({ principal, body, lang }) => service.records(principal, body, lang),
  }),
});
