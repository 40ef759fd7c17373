import { createAuditRepository } from '../audit/audit.repository.ts';
import { createRenewalRepository } from './renewal.repository.ts';
import { createRenewalService } from './renewal.service.ts';

/** The renewal service as the API (and the local seed) use it. */
export const renewalService = () =>
  createRenewalService({ renewals: createRenewalRepository(), audit: createAuditRepository(), clock: () => new Date() });
