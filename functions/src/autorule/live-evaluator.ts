/**
 * The live rule evaluator wired with the real repositories, notify/ and the card services: the
 * `autorule-eval` worker's (eval-handler.ts) and the daily expiry run's (expiry.worker.ts, on the import worker).
 */
import { createCardActions } from '../card-detail/card-actions.service.ts';
import { createCardDetailRepository } from '../card-detail/card-detail.repository.ts';
import { createCardDetailService } from '../card-detail/card-detail.service.ts';
import { createCardPoolRepository } from '../card-pool/card-pool.repository.ts';
import { createCustomerNames } from '../customer/customer-names.repository.ts';
import { notifyService } from '../notify/index.ts';
import { operatorSecretKeyResolver } from '../operator-config/secret-key.ts';
import { createOperators } from '../operator/operators.ts';
import { createOrderRepository } from '../order/order.repository.ts';
import { createSmsRepository } from '../sms/sms.repository.ts';
import { createSmsService } from '../sms/sms.service.ts';
import { createAlarmActions } from './alarm-actions.ts';
import { createAlarmRepository } from './alarm.repository.ts';
import { createAutoRuleRepository } from './autorule.repository.ts';
import { openSigningSecret } from './autorule.service.ts';
import { createRuleEvaluator } from './rule-eval.service.ts';

const clock = () => new Date();
const cards = createCardDetailRepository();
const operatorFor = createOperators((iccid) => cards.simulatorFault(iccid));
const sms = createSmsService({ sms: createSmsRepository(), operatorFor, clock });
const reads = createCardDetailService({ cards, operatorFor, clock, sms });
const cardActions = createCardActions({ cards, operatorFor, view: reads.view, clock, sms, orders: createOrderRepository() });
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
