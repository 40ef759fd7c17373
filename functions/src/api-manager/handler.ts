import { apiLogListRoute } from '../api-log/api-log-route.ts';
import { createAuditRepository } from '../audit/audit.repository.ts';
import { createApiHandler } from '../platform/api-handler.ts';
import { Reply, route } from '../shared/http/route.ts';
import { int, oneOf, optional, str } from '../shared/http/schema.ts';
import { createApiConfigRepository } from './api-config.repository.ts';
import { createApiManagerService } from './api-manager.service.ts';
import { openCardStatusRoute } from './open-card-status.route.ts';

const clock = () => new Date();
const apis = createApiManagerService({ configs: createApiConfigRepository(), audit: createAuditRepository(), clock });

/** Platform roles name the enterprise; channel roles may only name their own. */
const scope = { channelCustId: optional(str({ max: 40 })) };
const ip = str({ max: 64 });
const origin = str({ max: 200 });

export const handler = createApiHandler('api-manager', {
  logList: apiLogListRoute,
  appKeyGet: route({ input: scope, run: ({ principal, body }) => apis.appKey(principal, body) }),
  appKeyReset: route({
    input: scope,
    run: ({ principal, body, sourceIp, userAgent }) => apis.resetAppKey(principal, body, { sourceIp, userAgent }),
  }),
  configGet: route({ input: scope, run: ({ principal, body }) => apis.config(principal, body) }),
  configSave: route({
    input: { ...scope, status: oneOf(['open', 'stopped'] as const) },
    run: ({ principal, body, sourceIp, userAgent }) => apis.setStatus(principal, body, { sourceIp, userAgent }),
  }),
  ipList: route({ input: scope, run: ({ principal, body }) => apis.ipList(principal, body) }),
  ipSave: route({
    input: { ...scope, ip, remark: optional(str({ max: 100 })) },
    run: async ({ principal, body, sourceIp, userAgent }) =>
      new Reply(await apis.saveIp(principal, body, { sourceIp, userAgent }), 201),
  }),
  ipDelete: route({
    input: { ...scope, ip },
    run: ({ principal, body, sourceIp, userAgent }) => apis.deleteIp(principal, body, { sourceIp, userAgent }),
  }),
  ipOpen: route({
    input: scope,
    run: ({ principal, body, sourceIp, userAgent }) => apis.openIpList(principal, body, { sourceIp, userAgent }),
  }),
  ipStop: route({
    input: scope,
    run: ({ principal, body, sourceIp, userAgent }) => apis.stopIpList(principal, body, { sourceIp, userAgent }),
  }),
  limitSave: route({
    input: { ...scope, dailyLimit: int() },
    run: ({ principal, body, sourceIp, userAgent }) => apis.saveLimit(principal, body, { sourceIp, userAgent }),
  }),
  limitSelect: route({ input: scope, run: ({ principal, body }) => apis.limit(principal, body) }),
  originList: route({ input: scope, run: ({ principal, body }) => apis.originList(principal, body) }),
  originSave: route({
    input: { ...scope, origin },
    run: async ({ principal, body, sourceIp, userAgent }) =>
      new Reply(await apis.saveOrigin(principal, body, { sourceIp, userAgent }), 201),
  }),
  originDelete: route({
    input: { ...scope, origin },
    run: ({ principal, body, sourceIp, userAgent }) => apis.deleteOrigin(principal, body, { sourceIp, userAgent }),
  }),
  openCardStatus: openCardStatusRoute,
});
