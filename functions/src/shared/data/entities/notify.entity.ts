/**
 * Notification delivery (functions/src/notify/): one delivery record per (alarm, action), put
 * absent-only before anything is sent, so a replayed delivery finds it and sends nothing twice;
 * and the dead letters of API messages (webhooks) that failed every attempt.
 */
import { attr, entity, optionalAttr } from '../entity.ts';
import { tenantKey } from '../keys.ts';

export type DeliveryChannel = 'email' | 'webhook' | 'sms';
/** `sending`: claimed, not settled (a crash between the claim and the send leaves it so: never sent twice). */
export type DeliveryStatus = 'sending' | 'sent' | 'failed' | 'deadLettered';

export const notifyDeliveryEntity = /* @__PURE__ */ entity({
  name: 'notification delivery',
  attributes: {
    channelCustId: attr<string>(),
    alarmId: attr<string>(),
    /** The action of the alarm's rule this delivers (`2:ops@example.com`, `3:https://…`): one record each. */
    action: attr<string>(),
    channel: attr<DeliveryChannel>(),
    /** Address, URL or phone (a webhook URL without its query). */
    target: attr<string>(),
    status: attr<DeliveryStatus>(),
    attempts: attr<number>(),
    /** HTTP status of the last webhook attempt; SMTP/SES or operator message id once sent. */
    lastStatus: optionalAttr<number>(),
    lastError: optionalAttr<string>(),
    messageId: optionalAttr<string>(),
    createdAt: attr<string>(),
    updatedAt: attr<string>(),
  },
  key: ({ channelCustId, alarmId, action }: { channelCustId: string; alarmId: string; action: string }) => ({
    pk: `${tenantKey(channelCustId)}#ALARM#${alarmId}`,
    sk: `DELIVERY#${action}`,
  }),
});

export const notifyDeadLetterEntity = /* @__PURE__ */ entity({
  name: 'notification dead letter',
  attributes: {
    channelCustId: attr<string>(),
    alarmId: attr<string>(),
    action: attr<string>(),
    url: attr<string>(),
    /** The JSON body that was posted (to replay it by hand). */
    body: attr<string>(),
    attempts: attr<number>(),
    lastStatus: optionalAttr<number>(),
    lastError: attr<string>(),
    at: attr<string>(),
  },
  key: ({ channelCustId, at, alarmId, action }: { channelCustId: string; at: string; alarmId: string; action: string }) => ({
    pk: `${tenantKey(channelCustId)}#NOTIFYDLQ`,
    sk: `${at}#${alarmId}#${action}`,
  }),
});
