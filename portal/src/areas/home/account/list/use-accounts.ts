import type { RequestOf, RouteId } from '@cmp/functions/contracts';
import { api } from '../../../../app/services';
import { useRoute } from '../../../../lib/use-route';

// Data of the account screens; SWR keys are [route id, body] (see app/services.ts).

export const ACCOUNT_LIST = 'account.list' satisfies RouteId;

/** Roles the caller may assign. */
export function useRoleOptions(enabled: boolean) {
  return useRoute('account.roleList', enabled ? {} : null);
}

export const saveAccount = (body: RequestOf<'account.save'>) => api.call('account.save', body, { silent: true });
export const updateAccount = (body: RequestOf<'account.update'>) => api.call('account.update', body, { silent: true });
export const changeFrozen = (loginName: string, action: 'freeze' | 'thaw', reason: string) =>
  api.call('account.freezeSave', { loginName, action, reason: reason.trim() }, { silent: true });
export const resetPassword = (loginName: string) => api.call('account.resetPassword', { loginName }, { silent: true });
