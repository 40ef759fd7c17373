import useSWR from 'swr';
import { api } from '../../app/services';
import type { ApiError } from '../../lib/api';
import type { Customer } from './customer-model';

// Data of the customer screens; SWR keys are [path, body] (see app/services.ts).

export const CUSTOMER_LIST = '/cmp/core/account/customer/list';

export function useCustomer(channelCustId: string | undefined, custId: string | null) {
  const body = { channelCustId, ...(custId ? { custId } : {}) };
  return useSWR<Customer, ApiError>(channelCustId ? ['/cmp/core/account/customer/detail', body] : null);
}

export const saveCustomer = (body: object) => api.post<Customer>('/cmp/core/account/customer/save', body, { silent: true });
export const updateCustomer = (body: object) => api.post<Customer>('/cmp/core/account/customer/update', body, { silent: true });
