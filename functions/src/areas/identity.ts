/** The identity area's Lambda: the groups that seal and look up identity numbers (platform/route-table.ts `apiAreas`). */
import { handler as blacklist } from '../blacklist/handler.ts';
import { createAreaHandler } from '../platform/area-handler.ts';
import { handler as realname } from '../realname/handler.ts';

export const handler = createAreaHandler('identity', { blacklist, realname });
