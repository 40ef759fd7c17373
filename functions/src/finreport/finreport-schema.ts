/** The financial reports' request fields, shared by the list and its export (issue #14, item 7). */
import { oneOf, optional, str } from '../shared/http/schema.ts';
import { reportTypes } from './finreport-model.ts';

const channelCustId = str({ max: 40, pattern: /^[A-Za-z0-9]+$/ });

/** The list: a day report of a month (`range` YYYY-MM) or a month report of a year (`range` YYYY); this one when absent. */
export const reportListFields = {
  type: oneOf(reportTypes),
  range: optional(str({ max: 7 })),
  channelCustId: optional(channelCustId),
};

/** A period's detail: `id` a day YYYY-MM-DD or a month YYYY-MM. */
export const reportDetailFields = {
  type: oneOf(reportTypes),
  id: str({ max: 10 }),
  channelCustId: optional(channelCustId),
};
