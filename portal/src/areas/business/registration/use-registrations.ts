import type { RouteId } from '@cmp/functions/contracts';
import useSWR from 'swr';
import { api } from '../../../app/services';
import type { Customer } from '../../../components/business/customer-model';
import { type ApiError, routeKey } from '../../../lib/api';
import type { CursorPage } from '../../../lib/use-cursor-list';
import type { RoleOption, toApproveBody } from './registration-model';

// Data of the registration review; SWR keys are [route id, body] (see app/services.ts).

export const REGISTRATION_LIST = 'registration.list' satisfies RouteId;

/** Roles an approved applicant may get: the enterprise types, plus the custom ones of an existing enterprise. */
export function useRegistrationRoles(channelCustId?: string) {
  return useSWR<RoleOption[], ApiError>(routeKey('registration.roleOptions', channelCustId ? { channelCustId } : {}));
}

/** Enterprises to approve into, by part of the name (the first 100). */
export function useEnterpriseOptions(enabled: boolean, name: string) {
  const body = { pageSize: 100, ...(name.trim() ? { name: name.trim() } : {}) };
  return useSWR<CursorPage<Customer>, ApiError>(enabled ? routeKey('customer.list', body) : null);
}

export const approveRegistration = (body: ReturnType<typeof toApproveBody>) =>
  api.call('registration.approve', body, { silent: true });
export const rejectRegistration = (id: string, reason: string) =>
  api.call('registration.reject', { id, reason: reason.trim() }, { silent: true });
