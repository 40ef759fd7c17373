/** The account action log: one entry per action, under the tenant of the account that acted. */
import { attr, entity, optionalAttr } from '../entity.ts';
import { keys } from '../keys.ts';

export const auditEntity = /* @__PURE__ */ entity({
  name: 'audit entry',
  attributes: {
    /** The action's name (audit/audit.repository.ts `auditActions`). */
    action: attr<string>(),
    loginName: attr<string>(),
    channelCustId: attr<string | null>(),
    sourceIp: attr<string>(),
    userAgent: attr<string>(),
    detail: optionalAttr<string>(),
    at: attr<string>(),
  },
  /** `tenant` is `PLATFORM` or `CUST#<channelCustId>` (tenantKey); entries sort by time. */
  key: ({ tenant, at, id }: { tenant: string; at: string; id: string }) => keys.audit(tenant, at, id),
});
