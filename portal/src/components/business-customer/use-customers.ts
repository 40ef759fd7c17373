import type { RequestOf, RouteId } from '@cmp/functions/contracts';
import useSWR from 'swr';
import { api } from '../../app/services';
import { type ApiError, routeKey } from '../../lib/api';
import type { Customer } from '../business/customer-model';

// Data of the customer screens; SWR keys are [route id, body] (see app/services.ts).

export const CUSTOMER_LIST = 'customer.list' satisfies RouteId;

export function useCustomer(channelCustId: string | undefined, custId: string | null) {
  const secondary = custId ? { custId } : {};
  return useSWR<Customer, ApiError>(channelCustId ? routeKey('customer.detail', { channelCustId, ...secondary }) : null);
}

export const saveCustomer = (body: RequestOf<'customer.save'>) => api.call('customer.save', body, { silent: true });
export const updateCustomer = (body: RequestOf<'customer.update'>) => api.call('customer.update', body, { silent: true });
