import type { RequestOf } from '@cmp/functions/contracts';
import { api } from '../../app/services';
import { useCustomerDirectory } from '../../lib/customer-directory';
import type { CardFilterBody } from './card-list-model';

// Data of the card screens (list, allocation, batches): the customer pickers and the selection's calls.

/** Platform roles: the enterprises to choose from (first 100). */
export function useEnterprises(enabled: boolean) {
  const directory = useCustomerDirectory(enabled);
  return { ...directory, data: directory.enterprises };
}

/** Secondary customers of an enterprise (first 100), for narrowing the list. */
export function useSecondaries(enabled: boolean, channelCustId?: string) {
  const directory = useCustomerDirectory(enabled, channelCustId);
  return { ...directory, data: directory.secondaries };
}

/** Every ICCID matching the filter (422 errorCode 40001 over 10,000). */
export const matchingIccids = (filter: CardFilterBody) => api.call('card.iccids', filter, { silent: true });

export const changeStates = (body: RequestOf<'batch.changeState'>) => api.call('batch.changeState', body, { silent: true });

export const exportCards = (body: RequestOf<'download.exportCards'>) => api.call('download.exportCards', body, { silent: true });
