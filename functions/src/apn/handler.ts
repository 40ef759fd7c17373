import { createAuditRepository } from '../audit/audit.repository.ts';
import { createChangeAudit } from '../audit/change-audit.ts';
import { operators } from '../plan/plan-model.ts';
import { createApiHandler } from '../platform/api-handler.ts';
import { pageFields } from '../shared/data/page-cursor.ts';
import { Reply, route } from '../shared/http/route.ts';
import { oneOf, optional, str } from '../shared/http/schema.ts';
import { createApnRepository } from './apn.repository.ts';
import { createApnService } from './apn.service.ts';

const clock = () => new Date();
const apns = createApnService({ apns: createApnRepository(), clock });
const audit = createChangeAudit({ audit: createAuditRepository(), clock });
// Formats are checked by apn-rules.ts so a bad address answers 'IP format wrong' naming the field.
const ip = str({ max: 15 });
const apnFields = {
  name: str({ min: 1, max: 40 }),
  operator: oneOf(operators),
  operatorApnCode: str({ min: 1, max: 63, pattern: /^[A-Za-z0-9][A-Za-z0-9.-]*$/ }),
  startIp: ip,
  endIp: ip,
  publicDns: ip,
  backupDns: optional(ip),
  privateDns: optional(ip),
  remark: optional(str({ max: 200 })),
};
const apnId = str({ max: 40, pattern: /^[A-Za-z0-9_-]+$/ });

export const handler = createApiHandler('apn', {
  list: route({
    input: { name: optional(str({ max: 40 })), operator: optional(oneOf(operators)), ...pageFields },
    run: ({ principal, body }) => apns.list(principal, body),
  }),
  detail: route({ input: { apnId }, run: ({ principal, body }) => apns.detail(principal, body) }),
  save: route({
    input: apnFields,
    run: async (ctx) => {
      const apn = await apns.save(ctx.principal, ctx.body);
      await audit(ctx, 'apnChange', `save ${apn.apnId} ${apn.name}`);
      return new Reply(apn, 201);
    },
  }),
  update: route({
    input: { ...apnFields, apnId },
    run: async (ctx) => {
      const apn = await apns.update(ctx.principal, ctx.body);
      await audit(ctx, 'apnChange', `update ${apn.apnId} ${apn.name}`);
      return apn;
    },
  }),
});
