/**
 * The notification channels as one service, wired to the environment (e-mail by SMTP or SES, API
 * messages, SMS through the operator adapter). `notifyService()` is built on first use.
 */
import { createCardDetailRepository } from '../card-detail/card-detail.repository.ts';
import { type Card, type Operator, cardOperators } from '../card/card-record.ts';
import { createOperators } from '../operator/operators.ts';
import { once } from '../shared/aws/once.ts';
import { createSmsRepository } from '../sms/sms.repository.ts';
import { createSmsService } from '../sms/sms.service.ts';
import { createNotifyService } from './delivery.service.ts';
import { createMailer } from './email.ts';
import { createNotifyRepository } from './notify.repository.ts';
import { sendWebhook } from './webhook.ts';

export type { DeliveryOutcome, DeliveryRequest, NotifyService } from './delivery.service.ts';

/** The operator whose SMS gateway sends to phones, as the adapters are chosen (by a card's operator). */
const gatewayCard = (): Pick<Card, 'iccid' | 'operator' | 'state'> => {
  const operator = process.env.CMP_NOTIFY_SMS_OPERATOR;
  return {
    iccid: 'sms-gateway',
    operator: cardOperators.includes(operator as Operator) ? (operator as Operator) : 'CMCC',
    state: 64,
  };
};

export const notifyService = once(() => {
  const mailer = once(() => createMailer());
  const cards = createCardDetailRepository();
  // The operator adapters as the card services build them (simulator faults included).
  const operatorFor = createOperators((iccid) => cards.simulatorFault(iccid));
  return createNotifyService({
    store: createNotifyRepository(),
    mailer,
    webhook: (r) => sendWebhook(r),
    sms: createSmsService({ sms: createSmsRepository(), operatorFor, clock: () => new Date() }),
    // People's phones through one operator's gateway (CMP_NOTIFY_SMS_OPERATOR, default China Mobile).
    smsGateway: (phones, text) => operatorFor(gatewayCard()).sendSmsToPhones(phones, text),
    clock: () => new Date(),
  });
});
