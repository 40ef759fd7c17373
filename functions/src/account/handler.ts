import { clientOf } from '../audit/audit-trail.ts';
import { createAuditRepository } from '../audit/audit.repository.ts';
import { createApiHandler } from '../platform/api-handler.ts';
import { createRoleRepository } from '../role/role.repository.ts';
import { createIdentityProvider } from '../shared/auth/identity-provider.ts';
import { passwordRule } from '../shared/auth/password-policy.ts';
import { accountView } from '../shared/auth/principal.ts';
import { pageFields } from '../shared/data/page-cursor.ts';
import { Reply, route } from '../shared/http/route.ts';
import { oneOf, optional, str } from '../shared/http/schema.ts';
import { createAccountAdminRepository } from './account-admin.repository.ts';
import { createAccountRepository } from './account.repository.ts';
import { createAccountService } from './account.service.ts';

const accounts = createAccountService({
  accounts: createAccountRepository(),
  admin: createAccountAdminRepository(),
  roles: createRoleRepository(),
  idp: createIdentityProvider(),
  audit: createAuditRepository(),
  clock: () => new Date(),
});

const loginName = str({ min: 3, max: 40, pattern: /^[A-Za-z0-9._-]+$/ });
const tenantId = str({ max: 32, pattern: /^[A-Za-z0-9_-]+$/ });
const roleId = str({ max: 40, pattern: /^[A-Za-z0-9_-]+$/ });
const contact = {
  email: optional(str({ max: 100, pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/ })),
  phone: optional(str({ max: 20, pattern: /^[0-9+-]+$/ })),
};

export const handler = createApiHandler('account', {
  currentAccount: route({ run: async ({ principal }) => accountView(principal) }),
  list: route({
    input: {
      channelCustId: optional(tenantId),
      loginName: optional(str({ max: 40 })),
      roleType: optional(oneOf([1000, 2000, 3000, 4000, 5000])),
      status: optional(oneOf(['active', 'frozen', 'pending'])),
      ...pageFields,
    },
    run: (c) => accounts.list(c.principal, c.body, c.lang),
  }),
  infoByLoginName: route({
    input: { loginName: str({ max: 40 }) },
    run: (c) => accounts.info(c.principal, c.body.loginName, c.lang),
  }),
  save: route({
    input: {
      loginName,
      displayName: str({ max: 40 }),
      roleId,
      channelCustId: optional(tenantId),
      custId: optional(tenantId),
      ...contact,
      password: passwordRule,
    },
    run: async (c) => new Reply(await accounts.save(c.principal, c.body, clientOf(c)), 201, 'OPERATION_OK'),
  }),
  update: route({
    input: { loginName: str({ max: 40 }), displayName: optional(str({ min: 1, max: 40 })), roleId: optional(roleId), ...contact },
    run: async (c) => new Reply(await accounts.update(c.principal, c.body, c.lang), 200, 'OPERATION_OK'),
  }),
  freezeSave: route({
    input: { loginName: str({ max: 40 }), action: oneOf(['freeze', 'thaw'] as const), reason: str({ min: 1, max: 200 }) },
    run: async (c) => new Reply(await accounts.freeze(c.principal, c.body, clientOf(c)), 200, 'OPERATION_OK'),
  }),
  freezeList: route({
    input: { loginName: str({ max: 40 }), ...pageFields },
    run: (c) => accounts.freezeList(c.principal, c.body),
  }),
  resetPassword: route({
    input: { loginName: str({ max: 40 }) },
    run: async (c) => new Reply(await accounts.resetPassword(c.principal, c.body.loginName, clientOf(c)), 200, 'OPERATION_OK'),
  }),
  roleList: route({
    input: { channelCustId: optional(tenantId) },
    run: (c) => accounts.roleList(c.principal, c.body.channelCustId, c.lang),
  }),
});
