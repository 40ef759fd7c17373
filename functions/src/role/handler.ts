import { clientOf } from '../audit/audit-trail.ts';
import { createAuditRepository } from '../audit/audit.repository.ts';
import { createCustomerRepository } from '../customer/customer.repository.ts';
import { createApiHandler } from '../platform/api-handler.ts';
import { pageFields } from '../shared/data/page-cursor.ts';
import { Reply, route } from '../shared/http/route.ts';
import { arrayOf, oneOf, optional, str } from '../shared/http/schema.ts';
import { roleTypes } from './role-rules.ts';
import { createRoleRepository } from './role.repository.ts';
import { createRoleService } from './role.service.ts';

const customers = createCustomerRepository();
const roles = createRoleService({
  roles: createRoleRepository(),
  enterpriseExists: async (channelCustId) => (await customers.get(channelCustId, null)) !== undefined,
  audit: createAuditRepository(),
  clock: () => new Date(),
});

const roleId = str({ max: 40, pattern: /^[A-Za-z0-9_-]+$/ });
const tenantId = str({ max: 32, pattern: /^[A-Za-z0-9_-]+$/ });

export const handler = createApiHandler('role', {
  list: route({
    input: {
      channelCustId: optional(tenantId),
      name: optional(str({ max: 40 })),
      roleType: optional(oneOf(roleTypes)),
      ...pageFields,
    },
    run: (c) => roles.list(c.principal, c.body, c.lang),
  }),
  detail: route({ input: { roleId }, run: (c) => roles.detail(c.principal, c.body.roleId, c.lang) }),
  saveOrUpdate: route({
    input: {
      roleId: optional(roleId),
      code: str({ max: 40, pattern: /^[A-Za-z0-9_-]+$/ }),
      name: str({ max: 40 }),
      roleType: oneOf(roleTypes),
      channelCustId: optional(tenantId),
      description: optional(str({ max: 200 })),
      permissions: arrayOf(str({ max: 16 }), { min: 1, max: 100 }),
    },
    run: async (c) => new Reply(await roles.saveOrUpdate(c.principal, c.body, clientOf(c)), 200, 'OPERATION_OK'),
  }),
  delete: route({
    input: { roleId },
    run: async (c) => new Reply(await roles.remove(c.principal, c.body.roleId, clientOf(c)), 200, 'OPERATION_OK'),
  }),
  typeDropdown: route({ run: async (c) => roles.typeDropdown(c.principal, c.lang) }),
  menuTree: route({ run: async () => roles.menuTree() }),
});
