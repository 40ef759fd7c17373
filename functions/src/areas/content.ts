import { handler as content } from '../content/handler.ts';
/** The content area's Lambda: its API groups in one function (platform/route-table.ts `apiAreas`). */
import { createAreaHandler } from '../platform/area-handler.ts';

export const handler = createAreaHandler('content', { content });
