/** The risk area's Lambda: its API groups in one function (platform/route-table.ts `apiAreas`). */
import { createAreaHandler } from '../platform/area-handler.ts';
import { handler as riskRenewal } from '../risk-renewal/handler.ts';

export const handler = createAreaHandler('risk', {
  'risk-renewal': riskRenewal,
});
