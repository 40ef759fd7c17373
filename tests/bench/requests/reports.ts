/**
 * Reports (group report, issue #17 item 1): each report's first page (this year) as the platform,
 * which sums every enterprise's month roll-ups at read — the widest read of each report.
 */
import type { GroupRequests } from './types.ts';

export const reportRequests: GroupRequests = {
  report: {
    // Today's platform counters and a Query per month of the enterprises' card months.
    cardReport: { as: 'admin', body: {} },
    cardFlow: { as: 'admin', body: {} },
    active: { as: 'admin', body: {} },
    // A Query per billing-cycle month of the enterprises' usage months, and the plans' names.
    usage: { as: 'admin', body: {} },
    communicationUsage: { as: 'admin', body: {} },
    // Counts, usage and the financial report's month roll-ups of the year.
    business: { as: 'admin', body: {} },
  },
};
