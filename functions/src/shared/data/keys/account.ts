import { partitionKeys } from './partitions.ts';
import { skPrefix } from './parts.ts';

/** Accounts and what hangs on them: freezes, custom roles, revoked tokens, captchas, rate windows, the audit log. */
export const accountKeys = {
  account: (loginName: string) => ({ pk: `ACCOUNT#${loginName}`, sk: 'PROFILE' }),
  /** One freeze or thaw of an account, newest last in sort order (listed newest first). */
  freezeRecord: (loginName: string, at: string, id: string) => ({
    pk: `ACCOUNT#${loginName}`,
    sk: `${skPrefix.freezeRecord}${at}#${id}`,
  }),
  /** A custom role under its tenant (`PLATFORM` or `CUST#<channelCustId>`). */
  role: (tenant: string, roleId: string) => ({ pk: `${tenant}#ROLE`, sk: `${skPrefix.role}${roleId}` }),
  /** Claims a role code within its tenant, so codes stay unique per tenant. */
  roleCode: (tenant: string, code: string) => ({ pk: `${tenant}#ROLE`, sk: `CODE#${code}` }),
  /** Which tenant holds a custom role, for look-ups that know only the roleId. */
  roleDirectory: (roleId: string) => ({ pk: `ROLEID#${roleId}`, sk: 'ROLE' }),
  revokedToken: (jti: string) => ({ pk: `TOKEN#${jti}`, sk: 'REVOKED' }),
  captcha: (id: string) => ({ pk: `CAPTCHA#${id}`, sk: 'CAPTCHA' }),
  /** Requests of one subject (a source address) to a public route in one fixed window (shared/http/rate-limit.ts). */
  rateWindow: (scope: string, subject: string, window: string) => ({ pk: `RATE#${scope}#${subject}`, sk: window }),
  audit: (tenant: string, at: string, id: string) => ({ pk: partitionKeys.audit(tenant), sk: `${at}#${id}` }),
} as const;

/** An account by its login name within its tenant (`byAlternateId`). */
export const accountAltKeys = {
  accountOfTenant: (tenant: string, loginName: string) => ({ gsi2pk: `${tenant}#ACCOUNTS`, gsi2sk: loginName }),
};
