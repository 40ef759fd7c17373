import { describe, expect, it } from 'vitest';
import { type DeliveryRequest, createNotifyService } from './delivery.service.ts';
import type { DeadLetter, DeliveryRecord, NotifyRepository } from './notify.repository.ts';
import type { WebhookResult } from './webhook.ts';

/** The repository's contract in memory: the claim is absent-only per (enterprise, alarm, action). */
function memoryStore() {
  const records = new Map<string, DeliveryRecord>();
  const letters: DeadLetter[] = [];
  const key = (r: Pick<DeliveryRecord, 'channelCustId' | 'alarmId' | 'action'>) => `${r.channelCustId}|${r.alarmId}|${r.action}`;
  const store: NotifyRepository = {
    claim: async (r) => {
      if (records.has(key(r))) return false;
      records.set(key(r), r);
      return true;
    },
    get: async (k) => records.get(key(k)),
    settle: async (r) => void records.set(key(r), r),
    deadLetter: async (l) => void letters.push(l),
    deadLetters: async (c) => letters.filter((l) => l.channelCustId === c),
  };
  return { store, records, letters };
}

const clock = () => new Date('2026-11-25T08:00:00.000Z');
const email: DeliveryRequest = {
  channelCustId: 'C1',
  alarmId: 'A1',
  action: '2:ops@example.com',
  channel: 'email',
  message: { to: ['ops@example.com'], subject: 'Alarm', text: 'over quota' },
};
const hook = (url = 'https://hooks.example.com/cmp?token=abc'): DeliveryRequest => ({
  channelCustId: 'C1',
  alarmId: 'A2',
  action: '3:hook',
  channel: 'webhook',
  url,
  secret: 's',
  payload: { value: 1 },
});

describe('notification delivery', () => {
  it('sends once per (alarm, action): a replay answers the record and sends nothing', async () => {
    const { store } = memoryStore();
    let sent = 0;
    const service = createNotifyService({
      store,
      mailer: () => ({ send: async () => ({ messageId: `<m${++sent}@local>` }) }),
      webhook: async () => ({ status: 'sent', attempts: 1 }),
      clock,
    });
    const first = await service.deliver(email);
    expect(first).toMatchObject({
      status: 'sent',
      attempts: 1,
      messageId: '<m1@local>',
      replayed: false,
      target: 'ops@example.com',
    });
    const again = await service.deliver(email);
    expect(again).toMatchObject({ status: 'sent', messageId: '<m1@local>', replayed: true });
    expect(sent).toBe(1);
    expect(await service.deliver({ ...email, action: '2:boss@example.com' })).toMatchObject({ replayed: false });
    expect(sent).toBe(2);
  });

  it('records a failed e-mail with the error', async () => {
    const { store } = memoryStore();
    const service = createNotifyService({
      store,
      mailer: () => ({
        send: async () => {
          throw Object.assign(new Error('Email address is not verified'), { name: 'MessageRejected' });
        },
      }),
      webhook: async () => ({ status: 'sent', attempts: 1 }),
      clock,
    });
    expect(await service.deliver(email)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'MessageRejected: Email address is not verified',
    });
  });

  it('dead-letters an API message that failed every attempt, with the body it posted', async () => {
    const { store, letters, records } = memoryStore();
    const failed: WebhookResult = { status: 'failed', attempts: 3, lastStatus: 500, lastError: 'HTTP 500' };
    const bodies: string[] = [];
    const service = createNotifyService({
      store,
      mailer: () => ({ send: async () => ({ messageId: '' }) }),
      webhook: async (r) => {
        bodies.push(r.body);
        return failed;
      },
      clock,
    });
    const out = await service.deliver(hook());
    expect(out).toMatchObject({
      status: 'deadLettered',
      attempts: 3,
      lastStatus: 500,
      lastError: 'HTTP 500',
      target: 'https://hooks.example.com/cmp',
    });
    expect(letters).toEqual([
      {
        channelCustId: 'C1',
        alarmId: 'A2',
        action: '3:hook',
        url: 'https://hooks.example.com/cmp?token=abc',
        body: bodies[0],
        attempts: 3,
        lastStatus: 500,
        lastError: 'HTTP 500',
        at: '2026-11-25T08:00:00.000Z',
      },
    ]);
    expect(JSON.parse(bodies[0]!)).toEqual({
      alarmId: 'A2',
      action: '3:hook',
      sentAt: '2026-11-25T08:00:00.000Z',
      data: { value: 1 },
    });
    expect([...records.values()][0]).not.toHaveProperty('replayed');
  });

  it('sends SMS through the SMS area, and fails without it', async () => {
    const { store } = memoryStore();
    const card = {
      iccid: '89860000000000000001',
      msisdn: '1440000000001',
      channelCustId: 'C1',
      custId: null,
      operator: 'CMCC',
      state: 64,
    };
    const sms: DeliveryRequest = {
      channelCustId: 'C1',
      alarmId: 'A3',
      action: '1:card',
      channel: 'sms',
      card: card as never,
      text: 'over quota',
    };
    const texts: string[] = [];
    const withSms = createNotifyService({
      store,
      mailer: () => ({ send: async () => ({ messageId: '' }) }),
      webhook: async () => ({ status: 'sent', attempts: 1 }),
      sms: {
        sendToCard: async (_c, text) => {
          texts.push(text);
          return { record: { smsId: 'SMS1' } as never };
        },
      },
      clock,
    });
    expect(await withSms.deliver(sms)).toMatchObject({ status: 'sent', messageId: 'SMS1', target: '1440000000001' });
    expect(texts).toEqual(['over quota']);
    const without = createNotifyService({
      ...{ store: memoryStore().store },
      mailer: () => ({ send: async () => ({ messageId: '' }) }),
      webhook: async () => ({ status: 'sent', attempts: 1 }),
      clock,
    });
    expect(await without.deliver(sms)).toMatchObject({ status: 'failed', lastError: 'no SMS sender' });
  });

  it("texts people's phones through the operator's SMS gateway once; a refusal is recorded", async () => {
    const sent: string[][] = [];
    const service = (fail: boolean) =>
      createNotifyService({
        store: memoryStore().store,
        mailer: () => ({ send: async () => ({ messageId: '' }) }),
        webhook: async () => ({ status: 'sent', attempts: 1 }),
        smsGateway: async (phones) => {
          if (fail) throw new Error('REJECTED: invalid phone number');
          sent.push([...phones]);
          return { messageId: 'SMS-CMCC-00000001' };
        },
        clock,
      });
    const r: DeliveryRequest = {
      channelCustId: 'C1',
      alarmId: 'A4',
      action: '1',
      channel: 'sms',
      phones: ['138-0000-0001', '13900000002'],
      text: 'alarm',
    };
    const ok = service(false);
    expect(await ok.deliver(r)).toMatchObject({
      status: 'sent',
      messageId: 'SMS-CMCC-00000001',
      target: '138-0000-0001;13900000002',
    });
    expect(await ok.deliver(r)).toMatchObject({ replayed: true });
    expect(sent).toEqual([['138-0000-0001', '13900000002']]);
    expect(await service(true).deliver(r)).toMatchObject({
      status: 'failed',
      lastError: 'Error: REJECTED: invalid phone number',
    });
  });
});
