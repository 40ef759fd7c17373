import type { RequestOf, RouteId } from '@cmp/functions/contracts';
import { api } from '../../app/services';
import { useRoute } from '../../lib/use-route';

// Data of the customer screens; SWR keys are [route id, body] (see app/services.ts).

export const CUSTOMER_LIST = 'customer.list' satisfies RouteId;

export function useCustomer(channelCustId: string | undefined, custId: string | null) {
  const secondary = custId ? { custId } : {};
  return useRoute('customer.detail', channelCustId ? { channelCustId, ...secondary } : null);
}

export const saveCustomer = (body: RequestOf<'customer.save'>) => api.call('customer.save', body, { silent: true });
export const updateCustomer = (body: RequestOf<'customer.update'>) => api.call('customer.update', body, { silent: true });
