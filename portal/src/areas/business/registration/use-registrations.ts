import type { RouteId } from '@cmp/functions/contracts';
import { api } from '../../../app/services';
import { useRoute } from '../../../lib/use-route';
import type { toApproveBody } from './registration-model';

// Data of the registration review; SWR keys are [route id, body] (see app/services.ts).

export const REGISTRATION_LIST = 'registration.list' satisfies RouteId;

/** Roles an approved applicant may get: the enterprise types, plus the custom ones of an existing enterprise. */
export function useRegistrationRoles(channelCustId?: string) {
  return useRoute('registration.roleOptions', channelCustId ? { channelCustId } : {});
}

/** Enterprises to approve into, by part of the name (the first 100). */
export function useEnterpriseOptions(enabled: boolean, name: string) {
  const body = { pageSize: 100, ...(name.trim() ? { name: name.trim() } : {}) };
  return useRoute('customer.list', enabled ? body : null);
}

export const approveRegistration = (body: ReturnType<typeof toApproveBody>) =>
  api.call('registration.approve', body, { silent: true });
export const rejectRegistration = (id: string, reason: string) =>
  api.call('registration.reject', { id, reason: reason.trim() }, { silent: true });
