import type { DeliveryChannel } from '../shared/data/entities/notify.entity.ts';
/**
 * Notification delivery, the service other code calls (the alarm actions of issue #15 call it):
 * e-mail (email.ts), API messages (webhook.ts), SMS to cards through the SMS area and SMS to people's
 * phones through the operator's SMS gateway (both the operator adapter).
 *
 * Exactly-once sending per (alarm, action): the delivery record is put absent-only BEFORE anything
 * is sent; a replay (a retried Lambda, a second evaluation of the same alarm) finds it and answers
 * it without sending. The price is at-most-once: a crash between the claim and the send leaves the
 * record `sending` and nothing is sent again by itself (docs/decisions.md "Notification delivery").
 * A webhook that fails every attempt leaves a dead letter with its body, last status and error.
 */
import type { SmsCard } from '../sms/sms.repository.ts';
import type { SmsService } from '../sms/sms.service.ts';
import type { MailMessage, Mailer } from './email.ts';
import type { DeliveryRecord, NotifyRepository } from './notify.repository.ts';
import type { WebhookRequest, WebhookResult } from './webhook.ts';

interface Common {
  channelCustId: string;
  alarmId: string;
  /** The rule action this delivers; one delivery per (alarm, action). */
  action: string;
}
export type DeliveryRequest =
  | (Common & { channel: 'email'; message: MailMessage })
  | (Common & { channel: 'webhook'; url: string; secret: string; payload: unknown })
  | (Common & { channel: 'sms'; card: SmsCard; text: string })
  /** An SMS to people's phones (a rule's contact phones) through the operator's SMS gateway. */
  | (Common & { channel: 'sms'; phones: string[]; text: string });

export interface DeliveryOutcome extends DeliveryRecord {
  /** The record existed: this call sent nothing. */
  replayed: boolean;
}

export interface NotifyDeps {
  store: NotifyRepository;
  mailer: () => Mailer;
  webhook: (r: WebhookRequest) => Promise<WebhookResult>;
  /** The SMS area's send (operator adapter, SMS list record, card log). */
  sms?: Pick<SmsService, 'sendToCard'>;
  /** The operator's SMS gateway to phone numbers (operator adapter `sendSmsToPhones`). */
  smsGateway?: (phones: readonly string[], text: string) => Promise<{ messageId: string }>;
  clock: () => Date;
}

/** What the record shows as the target: the address(es), the URL without its query (it may carry a token), the card. */
function targetOf(r: DeliveryRequest): string {
  if (r.channel === 'email') return r.message.to.join(';');
  if (r.channel === 'sms') return 'phones' in r ? r.phones.join(';') : (r.card.msisdn ?? r.card.iccid);
  try {
    const u = new URL(r.url);
    return `${u.origin}${u.pathname}`;
  } catch {
    return r.url.slice(0, 200);
  }
}

const errorText = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 500);

export function createNotifyService(d: NotifyDeps) {
  const now = () => d.clock().toISOString();

  async function send(r: DeliveryRequest, record: DeliveryRecord): Promise<DeliveryRecord> {
    const done = (fields: Partial<DeliveryRecord>): DeliveryRecord => ({ ...record, ...fields, updatedAt: now() });
    if (r.channel === 'email') {
      try {
        const { messageId } = await d.mailer().send(r.message);
        return done({ status: 'sent', attempts: 1, messageId });
      } catch (error) {
        return done({ status: 'failed', attempts: 1, lastError: errorText(error) });
      }
    }
    if (r.channel === 'sms' && 'phones' in r) {
      if (!d.smsGateway) return done({ status: 'failed', attempts: 0, lastError: 'no SMS gateway' });
      try {
        const { messageId } = await d.smsGateway(r.phones, r.text);
        return done({ status: 'sent', attempts: 1, messageId });
      } catch (error) {
        return done({ status: 'failed', attempts: 1, lastError: errorText(error) });
      }
    }
    if (r.channel === 'sms') {
      if (!d.sms) return done({ status: 'failed', attempts: 0, lastError: 'no SMS sender' });
      try {
        const { record: sms, error } = await d.sms.sendToCard(r.card, r.text, 'autorule');
        return error
          ? done({ status: 'failed', attempts: 1, lastError: error, messageId: sms.smsId })
          : done({ status: 'sent', attempts: 1, messageId: sms.smsId });
      } catch (error) {
        return done({ status: 'failed', attempts: 1, lastError: errorText(error) });
      }
    }
    const body = JSON.stringify({ alarmId: r.alarmId, action: r.action, sentAt: now(), data: r.payload });
    const result = await d.webhook({ url: r.url, secret: r.secret, body });
    const fields = { attempts: result.attempts, lastStatus: result.lastStatus, lastError: result.lastError };
    if (result.status === 'sent') return done({ status: 'sent', ...fields, lastError: undefined });
    await d.store.deadLetter({
      channelCustId: r.channelCustId,
      alarmId: r.alarmId,
      action: r.action,
      url: r.url,
      body,
      attempts: result.attempts,
      lastStatus: result.lastStatus,
      lastError: result.lastError ?? 'failed',
      at: now(),
    });
    return done({ status: 'deadLettered', ...fields });
  }

  return {
    /** Delivers once per (alarm, action): the first call sends and records; a replay answers the record. */
    async deliver(r: DeliveryRequest): Promise<DeliveryOutcome> {
      const at = now();
      const claimed: DeliveryRecord = {
        channelCustId: r.channelCustId,
        alarmId: r.alarmId,
        action: r.action,
        channel: r.channel satisfies DeliveryChannel,
        target: targetOf(r),
        status: 'sending',
        attempts: 0,
        createdAt: at,
        updatedAt: at,
      };
      if (!(await d.store.claim(claimed))) {
        const existing = await d.store.get(r);
        return { ...(existing ?? claimed), replayed: true };
      }
      const settled = await send(r, claimed);
      // undefined fields are not stored (a sent webhook has no last error).
      const clean = Object.fromEntries(Object.entries(settled).filter(([, v]) => v !== undefined)) as DeliveryRecord;
      await d.store.settle(clean);
      return { ...clean, replayed: false };
    },
  };
}

export type NotifyService = ReturnType<typeof createNotifyService>;
