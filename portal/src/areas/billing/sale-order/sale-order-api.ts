import type { RequestOf } from '@cmp/functions/contracts';
import { api } from '../../../app/services';

// Calls of the sales order screens (the dialogs show refusals themselves: silent).

export const handleOrder = (body: RequestOf<'sale-order.handle'>) => api.call('sale-order.handle', body, { silent: true });
export const replyOrder = (body: RequestOf<'sale-order.reply'>) => api.call('sale-order.reply', body, { silent: true });
