/** The API log: every open-API call, read by the platform and by an enterprise (group api-log). */
import type { GroupRequests } from './types.ts';

export const apiLogRequests: GroupRequests = {
  'api-log': {
    list: { as: 'acme', body: { pageSize: 20 } },
  },
};
