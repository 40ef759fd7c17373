import { createAuditRepository } from '../audit/audit.repository.ts';
import { createCustomerNames } from '../customer/customer-names.repository.ts';
import { operatorSecretKeyResolver } from '../operator-config/secret-key.ts';
import { createDataPushRepository } from './data-push.repository.ts';
import { createDataPushService } from './data-push.service.ts';

/** The data-push service as the API and the hourly worker use it (one per Lambda instance). */
export function dataPushService() {
  const names = createCustomerNames();
  return createDataPushService({
    tasks: createDataPushRepository(),
    audit: createAuditRepository(),
    clock: () => new Date(),
    secretKey: operatorSecretKeyResolver(),
    enterpriseNames: (ids, lang) => names.enterprises(ids, lang),
  });
}
