import { api } from '../../../app/services';

// Calls of the allocation page; the card filter and the customer lists come from ../list/use-cards.

/** Without `custId` the cards go back to the enterprise. */
export const startAllocation = (body: { iccids: string[]; custId?: string; channelCustId?: string }) =>
  api.call('batch.allocate', body, { silent: true });
