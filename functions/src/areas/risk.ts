/** The risk area's Lambda: its API groups in one function (platform/route-table.ts `apiAreas`). */
import { createAreaHandler } from '../platform/area-handler.ts';
import { handler as regionLimit } from '../region-limit/handler.ts';
import { handler as riskRenewal } from '../risk-renewal/handler.ts';
import { handler as separation } from '../separation/handler.ts';

export const handler = createAreaHandler('risk', {
  'region-limit': regionLimit,
  'risk-renewal': riskRenewal,
  separation,
});
