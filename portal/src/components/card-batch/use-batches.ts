import type { RequestOf, RouteId } from '@cmp/functions/contracts';
import { api } from '../../app/services';
import { useCustomerDirectory } from '../../lib/customer-directory';
import { useRoute } from '../../lib/use-route';

// Data of the batch screens; SWR keys are [route id, body] (see app/services.ts).

export const BATCH_LIST = 'batch.list' satisfies RouteId;
export const BATCH_RESULTS = 'batch.results' satisfies RouteId;
/** How often a running batch is polled. */
export const POLL_MS = 2000;

/** One batch; polls every ~2 s while it is processing. */
export function useBatch(batchId: string | undefined, channelCustId: string | null) {
  const scope = channelCustId ? { channelCustId } : {};
  return useRoute('batch.detail', batchId ? { batchId, ...scope } : null, {
    refreshInterval: (data) => (data?.status === 'processing' ? POLL_MS : 0),
  });
}

/** Enterprises a platform user may act for (the first 100). */
export const useEnterpriseOptions = (enabled: boolean) => useCustomerDirectory(enabled);

export const startBatch = (body: RequestOf<'batch.changeState'>) => api.call('batch.changeState', body, { silent: true });
