/** The billing area's Lambda: its API groups in one function (platform/route-table.ts `apiAreas`). */
import { handler as bill } from '../bill/handler.ts';
import { handler as order } from '../order/handler.ts';
import { createAreaHandler } from '../platform/area-handler.ts';
import { handler as saleOrder } from '../sale-order/handler.ts';

export const handler = createAreaHandler('billing', { bill, order, 'sale-order': saleOrder });
