import { type ResponseOf, auditActions } from '@cmp/functions/contracts';
import { dateRange } from '../../../lib/form-rules';

/** Actions of the operation log, in the server's order (by area). */
export const AUDIT_ACTIONS = auditActions;

export type OperationLogEntry = ResponseOf<'audit.list'>['items'][number];

export interface BehaviorFilters extends Record<string, unknown> {
  loginName: string;
  action: string;
  from: string;
  to: string;
}

export const emptyBehaviorFilters = (): BehaviorFilters => ({ loginName: '', action: '', from: '', to: '' });

/** The i18n key of an action's label; unknown actions show as they are. */
export const actionKey = (action: string) =>
  (AUDIT_ACTIONS as readonly string[]).includes(action) ? `system.userBehavior.actions.${action}` : null;

/** Filters are applied only with a valid date range. */
export const validateFilters = (f: BehaviorFilters) => dateRange(f.from, f.to);
