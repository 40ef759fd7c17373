/** The home overview: the cards, usage and top lists of one screen (group home). */
import type { GroupRequests } from './types.ts';

const lastMonth = () => {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d.toISOString().slice(0, 7);
};

export const homeRequests: GroupRequests = {
  home: {
    getCycleNew: { as: 'acme' },
    getLinkNew: { as: 'acme' },
    getCycleMonthNew: { as: 'acme' },
    getUsedInfoNew: { as: 'acme' },
    getLinkTop5: { as: 'acme' },
    getCustUseTotalTop5: { as: 'acme' },
    monthFlow: { as: 'acme' },
    dayFlow: { as: 'acme', setup: async () => ({ month: lastMonth() }) },
  },
};
