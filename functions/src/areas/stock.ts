/** The stock area's Lambda: its API groups in one function (platform/route-table.ts `apiAreas`). */
import { createAreaHandler } from '../platform/area-handler.ts';
import { handler as stock } from '../stock/handler.ts';

export const handler = createAreaHandler('stock', { stock });
