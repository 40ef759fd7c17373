/** Funds (group capital): customers' figures, an account's movements, grants. */
import type { GroupRequests } from './types.ts';

export const fundsRequests: GroupRequests = {
  capital: {
    list: { as: 'admin', body: { pageSize: 20 } },
    detail: { as: 'acme', body: {} },
    movements: { as: 'admin', body: { channelCustId: 'C1001', account: 'grant', pageSize: 20 } },
    grant: { as: 'admin', body: { channelCustId: 'C1002', amount: 100, remark: 'Benchmark grant' } },
  },
};
