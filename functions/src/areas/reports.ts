/** The reports area's Lambda: its API groups in one function (platform/route-table.ts `apiAreas`). */
import { createAreaHandler } from '../platform/area-handler.ts';
import { handler as report } from '../report/handler.ts';

export const handler = createAreaHandler('reports', { report });
