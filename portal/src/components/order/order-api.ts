import type { RequestOf, RouteId } from '@cmp/functions/contracts';
import { api } from '../../app/services';

// Calls of the order screens (the caller shows refusals itself: silent).

const post = <Id extends RouteId>(id: Id, body: RequestOf<Id>) => api.call(id, body, { silent: true });

/** The platform records a one-off fee or a card purchase (unpaid). */
export const createOrder = (body: RequestOf<'order.create'>) => post('order.create', body);
/** The order center's rows (a tab, the one-off fees) as a download task (202; the file is written in the background). */
export const exportOrders = (body: RequestOf<'download.exportOrders'>) => post('download.exportOrders', body);
/** The card purchases' rows as a download task. */
export const exportCardOrders = (body: RequestOf<'download.exportCardOrders'>) => post('download.exportCardOrders', body);
