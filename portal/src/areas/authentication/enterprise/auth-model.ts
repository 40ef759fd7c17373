// The EnterpriseAuth of docs/api.md and the pure rules of the list and audit screens.
import { AUTH_REASON_MAX, type AuthAuditStatus, type ResponseOf } from '@cmp/functions/contracts';
import type { StateTone } from '@cmp/ui-kit';
import { type RuleResult, firstError, maxLength, requiredText } from '../../../lib/form-rules';

export { authAuditStatuses as AUDIT_STATUSES, AUTH_REASON_MAX } from '@cmp/functions/contracts';

export const AUTH_LIST = 'authentication.list' as const;
export const AUTH_DETAIL = 'authentication.detail' as const;

export type Application = ResponseOf<'authentication.list'>['items'][number];
export type AuditedApplication = ResponseOf<'authentication.detail'>;

export const auditTones: Record<AuthAuditStatus, StateTone> = { 0: 'amber', 1: 'green', 2: 'red', 3: 'slate' };

/** The audit page's two views (`:authenticationType?`): the enterprise (default) or its legal person and contact. */
export const AUTH_TYPES = ['enterprise', 'legalPerson'] as const;
export type AuthType = (typeof AUTH_TYPES)[number];
export const authTypeOf = (param: string | undefined): AuthType => (param === 'legalPerson' ? 'legalPerson' : 'enterprise');

/** The audit page of an application, in one of its views. */
export const auditPath = (id: string, type: AuthType = 'enterprise') =>
  `/authentication/enterprise/audit/${encodeURIComponent(id)}${type === 'enterprise' ? '' : `/${type}`}`;

export const listPath = '/authentication/enterprise/list';

/** Only an unaudited application can be passed, rejected or cancelled. */
export const isUnaudited = (a: { auditStatus: number }) => a.auditStatus === 0;

/** A rejection or cancellation reason: required, at most {@link AUTH_REASON_MAX} characters. */
export const validateReason = (reason: string): RuleResult =>
  firstError(requiredText(reason), maxLength(reason, AUTH_REASON_MAX));
