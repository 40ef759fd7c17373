import { createCustomerRepository } from '../customer/customer.repository.ts';
import { createApiHandler } from '../platform/api-handler.ts';
import { route } from '../shared/http/route.ts';
import { reportFields, usageReportFields } from './report-schema.ts';
import { createReportRepository } from './report.repository.ts';
import { createReportService } from './report.service.ts';

const reports = createReportService({
  reports: createReportRepository(),
  customers: createCustomerRepository(),
  clock: () => new Date(),
});

export const handler = createApiHandler('report', {
  cardReport: route({ input: reportFields, run: ({ principal, body }) => reports.cardReport(principal, body) }),
  cardFlow: route({ input: reportFields, run: ({ principal, body }) => reports.cardFlow(principal, body) }),
  active: route({ input: reportFields, run: ({ principal, body }) => reports.active(principal, body) }),
  usage: route({ input: usageReportFields, run: ({ principal, body }) => reports.usage(principal, body) }),
  communicationUsage: route({
    input: usageReportFields,
    run: ({ principal, body }) => reports.communicationUsage(principal, body),
  }),
  business: route({ input: reportFields, run: ({ principal, body }) => reports.business(principal, body) }),
});
