/** Financial reports (group finreport, issue #14 item 7): the day and month reports and a period's detail. */
import type { GroupRequests } from './types.ts';

const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

export const finReportRequests: GroupRequests = {
  finreport: {
    // The platform's month of days: one Query of the month's partition, summed over every enterprise.
    list: { as: 'admin', body: { type: 'day' } },
    // An enterprise's day: its roll-up and its transfers of the day from its accounts' histories.
    detail: { as: 'acme', setup: async () => ({ type: 'day', id: today() }) },
  },
};
