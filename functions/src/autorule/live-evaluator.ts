import { createCardServices } from '../card-detail/card-services.ts';
/**
 * The live rule evaluator wired with the real repositories, notify/ and the card services: the
 * `autorule-eval` worker's (eval-handler.ts) and the daily expiry run's (expiry.worker.ts, on the import worker).
 */
import { createCardPoolRepository } from '../card-pool/card-pool.repository.ts';
import { createCustomerNames } from '../customer/customer-names.repository.ts';
import { notifyService } from '../notify/index.ts';
import { operatorSecretKeyResolver } from '../operator-config/secret-key.ts';
import { createAlarmActions } from './alarm-actions.ts';
import { createAlarmRepository } from './alarm.repository.ts';
import { createAutoRuleRepository } from './autorule.repository.ts';
import { openSigningSecret } from './autorule.service.ts';
import { createRuleEvaluator } from './rule-eval.service.ts';

const clock = () => new Date();
const cardActions = createCardServices(clock).actions;
const secretKey = operatorSecretKeyResolver();
const names = createCustomerNames();
const pools = createCardPoolRepository();

export const evaluator = createRuleEvaluator({
  rules: createAutoRuleRepository(),
  alarms: createAlarmRepository(),
  act: createAlarmActions({
    deliver: (r) => notifyService().deliver(r),
    cards: cardActions,
    openSecret: async (sealed) => openSigningSecret(sealed, await secretKey()),
  }),
  enterpriseName: async (c) => (await names.enterprises([c], 'zh-CN')).get(c) ?? null,
  poolUsage: async (channelCustId, poolId, day) => {
    const pool = await pools.get(channelCustId, poolId);
    if (!pool) return null;
    return { operator: pool.operator, usedBytes: await pools.usedBytes(pool, day.slice(0, 7)), totalBytes: pool.totalBytes };
  },
  clock,
});
