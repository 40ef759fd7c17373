import { createAuditRepository } from '../audit/audit.repository.ts';
import { createCustomerNames } from '../customer/customer-names.repository.ts';
import { createStockRepository } from './stock.repository.ts';
import { createStockService } from './stock.service.ts';

/** The stock service as the API (and the local seed) use it. */
export const stockService = () =>
  createStockService({
    stock: createStockRepository(),
    names: createCustomerNames(),
    audit: createAuditRepository(),
    clock: () => new Date(),
  });
