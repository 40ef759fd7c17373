import { createCustomerNames } from '../customer/customer-names.repository.ts';
import { openApiRouteIds } from '../platform/route-table.ts';
import { pageFields } from '../shared/data/page-cursor.ts';
import { route } from '../shared/http/route.ts';
import { oneOf, optional, str } from '../shared/http/schema.ts';
import { apiLogStatusClasses } from './api-log-model.ts';
import { createApiLogRepository } from './api-log.repository.ts';
import { createApiLogService } from './api-log.service.ts';

const log = createApiLogService({ log: createApiLogRepository(), names: createCustomerNames(), clock: () => new Date() });
const time = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/**
 * The API log's list route (`/cmp/core/apiLog/list`), served by the api-manager group's function
 * (api-manager/handler.ts `logList`): the log of the open API belongs with its management, and a
 * function of its own would cost the stack two resources of its budget (docs/decisions.md "API log").
 */
export const apiLogListRoute = route({
  input: {
    ...pageFields,
    channelCustId: optional(str({ max: 40 })),
    from: optional(str({ pattern: time })),
    to: optional(str({ pattern: time })),
    appKey: optional(str({ max: 64 })),
    routeId: optional(oneOf(openApiRouteIds)),
    statusClass: optional(oneOf(apiLogStatusClasses)),
    sourceIp: optional(str({ max: 64, pattern: /^[0-9a-fA-F.:]+$/ })),
  },
  run: ({ principal, body, lang }) => log.list(principal, body, lang),
});
