import { createCustomerRepository } from '../customer/customer.repository.ts';
import { createApiHandler } from '../platform/api-handler.ts';
import { route } from '../shared/http/route.ts';
import { reportDetailFields, reportListFields } from './finreport-schema.ts';
import { createFinReportRepository } from './finreport.repository.ts';
import { createFinReportService } from './finreport.service.ts';

const reports = createFinReportService({
  reports: createFinReportRepository(),
  customers: createCustomerRepository(),
  clock: () => new Date(),
});

export const handler = createApiHandler('finreport', {
  list: route({
    input: reportListFields,
    run: ({ principal, body }) => reports.list(principal, body),
  }),
  detail: route({
    input: reportDetailFields,
    run: ({ principal, body, lang }) => reports.detail(principal, body, lang),
  }),
});
