import type { RequestOf } from '@cmp/functions/contracts';
import { api } from '../../app/services';
import { useCustomerDirectory } from '../../lib/customer-directory';

// Starting a batch (its list and detail are declared from the contract's batch job view).

/** Enterprises a platform user may act for (the first 100). */
export const useEnterpriseOptions = (enabled: boolean) => useCustomerDirectory(enabled);

export const startBatch = (body: RequestOf<'batch.changeState'>) => api.call('batch.changeState', body, { silent: true });
