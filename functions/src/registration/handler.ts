import { createAuditRepository } from '../audit/audit.repository.ts';
import { createBlacklistCheck } from '../blacklist/blacklist-check.ts';
import { createBlacklistRepository } from '../blacklist/blacklist.repository.ts';
import { customerInput } from '../customer/customer-rules.ts';
import { createCustomerRepository } from '../customer/customer.repository.ts';
import { operatorSecretKeyResolver } from '../operator-config/secret-key.ts';
import { createApiHandler } from '../platform/api-handler.ts';
import { createRoleRepository } from '../role/role.repository.ts';
import { pageFields } from '../shared/data/page-cursor.ts';
import { Reply, route } from '../shared/http/route.ts';
import { obj, oneOf, optional, str } from '../shared/http/schema.ts';
import { createRegistrationReviewService } from './registration-review.service.ts';
import { REJECT_REASON_MAX, registrationStatuses } from './registration-rules.ts';
import { createRegistrationRepository } from './registration.repository.ts';

const review = createRegistrationReviewService({
  registrations: createRegistrationRepository(),
  customers: createCustomerRepository(),
  roles: createRoleRepository(),
  audit: createAuditRepository(),
  clock: () => new Date(),
  // Names and organisation codes only: the operator key (persons' numbers) is never read here.
  blacklist: createBlacklistCheck({
    entries: createBlacklistRepository(),
    secretKey: operatorSecretKeyResolver(),
    clock: () => new Date(),
  }),
});
const id = str({ max: 40 });

export const handler = createApiHandler('registration', {
  list: route({
    input: { ...pageFields, status: optional(oneOf(registrationStatuses)), keyword: optional(str({ max: 100 })) },
    run: ({ principal, body }) => review.list(principal, body),
  }),
  detail: route({
    input: { id },
    run: ({ principal, body }) => review.detail(principal, body.id),
  }),
  roleOptions: route({
    input: { channelCustId: optional(id) },
    run: ({ principal, body, lang }) => review.roleOptions(principal, body.channelCustId, lang),
  }),
  approve: route({
    input: {
      id,
      into: oneOf(['new', 'existing'] as const),
      channelCustId: optional(id),
      enterprise: optional(obj(customerInput)),
      roleId: id,
    },
    run: async ({ principal, body, sourceIp, userAgent, lang }) =>
      new Reply(await review.approve(principal, body, { sourceIp, userAgent, lang }), 200, 'OPERATION_OK'),
  }),
  reject: route({
    input: { id, reason: str({ max: REJECT_REASON_MAX }) },
    run: async ({ principal, body, sourceIp, userAgent, lang }) =>
      new Reply(await review.reject(principal, body, { sourceIp, userAgent, lang }), 200, 'OPERATION_OK'),
  }),
});
