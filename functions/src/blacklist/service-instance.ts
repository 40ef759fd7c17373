import { operatorSecretKeyResolver } from '../operator-config/secret-key.ts';
import { createBlacklistCheck } from './blacklist-check.ts';
import { createBlacklistRepository } from './blacklist.repository.ts';
import { createBlacklistService } from './blacklist.service.ts';

/** The blacklist service and check as the API uses them (one per Lambda instance). */
export function blacklistServices() {
  const entries = createBlacklistRepository();
  const secretKey = operatorSecretKeyResolver();
  const clock = () => new Date();
  return {
    service: createBlacklistService({ entries, clock, secretKey }),
    check: createBlacklistCheck({ entries, clock, secretKey }),
  };
}
