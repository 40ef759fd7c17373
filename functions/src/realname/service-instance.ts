import { createBlacklistCheck } from '../blacklist/blacklist-check.ts';
import { createBlacklistRepository } from '../blacklist/blacklist.repository.ts';
import { createCardDetailRepository } from '../card-detail/card-detail.repository.ts';
import { operatorSecretKeyResolver } from '../operator-config/secret-key.ts';
import { createOperators } from '../operator/operators.ts';
import { createRealNameRepository } from './realname.repository.ts';
import { createRealNameService } from './realname.service.ts';

/** The real-name service as the API and the daily check use it (one per Lambda instance). */
export function realNameService() {
  const cards = createCardDetailRepository();
  const clock = () => new Date();
  const secretKey = operatorSecretKeyResolver();
  return createRealNameService({
    realNames: createRealNameRepository(),
    cards,
    operatorFor: createOperators((iccid) => cards.simulatorFault(iccid)),
    blacklist: createBlacklistCheck({ entries: createBlacklistRepository(), secretKey, clock }),
    secretKey,
    clock,
  });
}
