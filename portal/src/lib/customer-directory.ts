import type { ResponseOf } from '@cmp/functions/contracts';
import useSWR from 'swr';
import { type ApiError, routeKey } from './api';

/** An entry of the customer directory: an enterprise (`custId` null) or one of its secondary customers. */
export type DirectoryEntry = ResponseOf<'customer.list'>['items'][number];

/**
 * The first 100 entries of the customer directory (`customer.list`): the caller's own, or one
 * enterprise's when platform staff name it. Every enterprise or secondary-customer picker reads it
 * under the same key, so the pickers of one screen share one request.
 */
export function useCustomerDirectory(enabled: boolean, channelCustId?: string) {
  const body = { pageSize: 100, ...(channelCustId ? { channelCustId } : {}) };
  const swr = useSWR<ResponseOf<'customer.list'>, ApiError>(enabled ? routeKey('customer.list', body) : null);
  return {
    ...swr,
    enterprises: swr.data?.items.filter((c) => !c.custId),
    secondaries: swr.data?.items.filter((c) => c.custId),
  };
}
