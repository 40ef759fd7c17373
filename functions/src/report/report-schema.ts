/** The reports' request fields, shared by the lists and their exports (issue #17, item 1). */
import { optional, str } from '../shared/http/schema.ts';

const id = str({ max: 40, pattern: /^[A-Za-z0-9_-]+$/ });

/** Every report: a year (this one when absent) and, for the platform, an enterprise; a secondary customer for either. */
export const reportFields = {
  year: optional(str({ max: 4 })),
  channelCustId: optional(id),
  custId: optional(id),
};

/** The usage and communication usage reports (and the reports' export): also one plan (`goodsReleaseId`). */
export const usageReportFields = { ...reportFields, goodsReleaseId: optional(str({ max: 64 })) };
