import { createApiHandler } from '../platform/api-handler.ts';
import { pageFields } from '../shared/data/page-cursor.ts';
import { route } from '../shared/http/route.ts';
import { oneOf, optional, str } from '../shared/http/schema.ts';
import { auditActions, createAuditRepository } from './audit.repository.ts';
import { createAuditService } from './audit.service.ts';

const audit = createAuditService({ audit: createAuditRepository() });
const isoTime = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z?)?$/;

export const handler = createApiHandler('audit', {
  list: route({
    input: {
      ...pageFields,
      channelCustId: optional(str({ max: 40 })),
      loginName: optional(str({ max: 60 })),
      action: optional(oneOf(auditActions)),
      from: optional(str({ pattern: isoTime })),
      to: optional(str({ pattern: isoTime })),
    },
    run: ({ principal, body }) => audit.list(principal, body),
  }),
});
