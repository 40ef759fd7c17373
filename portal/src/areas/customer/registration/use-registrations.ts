import useSWR from 'swr';
import { api } from '../../../app/services';
import type { ApiError } from '../../../lib/api';
import type { CursorPage } from '../../../lib/use-cursor-list';
import type { Customer } from '../customer-model';
import type { Registration, RoleOption, toApproveBody } from './registration-model';

// Data of the registration review; SWR keys are [path, body] (see app/services.ts).

export const REGISTRATION_LIST = '/cmp/core/registration/list';

/** Roles an approved applicant may get: the enterprise types, plus the custom ones of an existing enterprise. */
export function useRegistrationRoles(channelCustId?: string) {
  return useSWR<RoleOption[], ApiError>(['/cmp/core/registration/roleOptions', channelCustId ? { channelCustId } : {}]);
}

/** Enterprises to approve into, by part of the name (the first 100). */
export function useEnterpriseOptions(enabled: boolean, name: string) {
  const body = { pageSize: 100, ...(name.trim() ? { name: name.trim() } : {}) };
  return useSWR<CursorPage<Customer>, ApiError>(enabled ? ['/cmp/core/account/customer/list', body] : null);
}

export const approveRegistration = (body: ReturnType<typeof toApproveBody>) =>
  api.post<Registration>('/cmp/core/registration/approve', body, { silent: true });
export const rejectRegistration = (id: string, reason: string) =>
  api.post<Registration>('/cmp/core/registration/reject', { id, reason: reason.trim() }, { silent: true });
