import useSWR from 'swr';
import { api } from '../../../app/services';
import type { ApiError } from '../../../lib/api';
import type { CursorPage } from '../../../lib/use-cursor-list';
import type { Account, FreezeRecord, RoleOption } from '../account-model';

// Data of the account screens; SWR keys are [path, body] (see app/services.ts).

export const ACCOUNT_LIST = '/cmp/core/account/list';

/** Roles the caller may assign. */
export function useRoleOptions(enabled: boolean) {
  return useSWR<RoleOption[], ApiError>(enabled ? ['/cmp/core/account/roleList', {}] : null);
}

export interface CustomerOption {
  channelCustId: string;
  custId: string | null;
  name: string;
}

/** Secondary customers an account of role type 5000 can belong to (the first 100). */
export function useSecondaryCustomers(enabled: boolean, channelCustId?: string) {
  const body = { pageSize: 100, ...(channelCustId ? { channelCustId } : {}) };
  const swr = useSWR<CursorPage<CustomerOption>, ApiError>(enabled ? ['/cmp/core/account/customer/list', body] : null);
  return { ...swr, data: swr.data?.items.filter((c) => c.custId) };
}

export const saveAccount = (body: object) => api.post<Account>('/cmp/core/account/save', body, { silent: true });
export const updateAccount = (body: object) => api.post<Account>('/cmp/core/account/update', body, { silent: true });
export const changeFrozen = (loginName: string, action: 'freeze' | 'thaw', reason: string) =>
  api.post<FreezeRecord>('/cmp/core/account/freeze/save', { loginName, action, reason: reason.trim() }, { silent: true });
export const resetPassword = (loginName: string) =>
  api.post<{ temporaryPassword: string }>('/cmp/core/account/resetPassword', { loginName }, { silent: true });
