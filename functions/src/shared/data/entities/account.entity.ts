/** The account aggregate: the account profile, its freeze records and the tokens its sign-outs revoked. */
import { attr, entity, optionalAttr } from '../entity.ts';
import { altKeys, keys, tenantKey } from '../keys.ts';

export type AccountStatus = 'active' | 'frozen' | 'pending' | 'rejected';

/** Pending and rejected applicants are in no tenant yet, so they are in no tenant's account list. */
const listed = (status: AccountStatus) => status !== 'pending' && status !== 'rejected';

export const accountEntity = /* @__PURE__ */ entity({
  name: 'account',
  attributes: {
    loginName: attr<string>(),
    displayName: attr<string>(),
    roleId: attr<string>(),
    channelCustId: attr<string | null>(),
    custId: attr<string | null>(),
    customerName: attr<string | null>(),
    status: attr<AccountStatus>(),
    /** Why the platform rejected the registration (status `rejected`), told at the next sign-in attempt. */
    rejectReason: optionalAttr<string>(),
    isResetPassword: attr<boolean>(),
    failedLogins: optionalAttr<number>(),
    lockedUntil: optionalAttr<string>(),
    email: optionalAttr<string>(),
    phone: optionalAttr<string>(),
    createdAt: attr<string>(),
    lastLoginAt: optionalAttr<string>(),
    /** Stored for custom roles (built-in role ids are their own type), so lists can filter by type. */
    roleType: optionalAttr<number>(),
  },
  key: ({ loginName }: { loginName: string }) => keys.account(loginName),
  indexes: {
    accountsOfTenant: {
      index: 'byAlternateId',
      uses: ['channelCustId', 'loginName', 'status'],
      key: (a) => (listed(a.status) ? altKeys.accountOfTenant(tenantKey(a.channelCustId), a.loginName) : undefined),
    },
  },
});

export const freezeRecordEntity = /* @__PURE__ */ entity({
  name: 'freeze record',
  attributes: {
    loginName: attr<string>(),
    action: attr<'freeze' | 'thaw'>(),
    reason: attr<string>(),
    by: attr<string>(),
    at: attr<string>(),
  },
  key: ({ loginName, at, id }: { loginName: string; at: string; id: string }) => keys.freezeRecord(loginName, at, id),
});

export const revokedTokenEntity = /* @__PURE__ */ entity({
  name: 'revoked token',
  attributes: { loginName: attr<string>(), expiresAt: attr<number>() },
  key: ({ jti }: { jti: string }) => keys.revokedToken(jti),
});
