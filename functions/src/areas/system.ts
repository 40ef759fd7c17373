/** The system area's Lambda: its API groups in one function (platform/route-table.ts `apiAreas`). */
import { handler as announcement } from '../announcement/handler.ts';
import { handler as apiManager } from '../api-manager/handler.ts';
import { handler as apn } from '../apn/handler.ts';
import { handler as audit } from '../audit/handler.ts';
import { handler as customer } from '../customer/handler.ts';
import { handler as plan } from '../plan/handler.ts';
import { createAreaHandler } from '../platform/area-handler.ts';
import { handler as registration } from '../registration/handler.ts';
import { handler as role } from '../role/handler.ts';

export const handler = createAreaHandler('system', {
  announcement,
  'api-manager': apiManager,
  apn,
  audit,
  customer,
  registration,
  role,
  plan,
});
