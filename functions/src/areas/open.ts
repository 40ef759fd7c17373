/** The open area's Lambda: the open API v1 and the partner widget routes in one function (platform/route-table.ts `apiAreas`). */
import { handler as openApi } from '../open-api/handler.ts';
import { createAreaHandler } from '../platform/area-handler.ts';
import { handler as widget } from '../widget/handler.ts';

export const handler = createAreaHandler('open', { 'open-api': openApi, widget });
