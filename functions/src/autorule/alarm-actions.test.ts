import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../shared/http/error-catalogue.ts';
import { createAlarmActions } from './alarm-actions.ts';
import type { AlarmRecord } from './alarm.repository.ts';
import type { AutoRule } from './autorule.repository.ts';

const alarm = {
  alarmId: 'A20261126000500123ABCDEF',
  channelCustId: 'E0001',
  ruleId: 'R1',
  ruleName: 'r',
  scope: 'card',
  scopeId: '8986',
  msisdn: null,
  period: '2026-11-25',
  value: 60,
  threshold: 50,
  unit: 'MB',
  firedAt: '2026-11-25T16:05:00.123Z',
} as AlarmRecord;
const rule = {
  ruleId: 'R1',
  name: 'r',
  emails: 'a@x.com;b@x.com',
  phones: '13800138000',
  actions: [{ type: 3, url: 'http://h/x', signingSecret: 'sealed' }],
} as AutoRule;
const card = { iccid: '8986', msisdn: null, channelCustId: 'E0001', custId: null };

function setup() {
  const deliver = vi.fn(
    async (r: { channel: string }) =>
      ({ status: r.channel === 'webhook' ? 'deadLettered' : 'sent', attempts: 1, lastError: undefined }) as never,
  );
  const cards = {
    changeState: vi.fn(async () => ({})),
    network: vi.fn(async () => {
      throw new AppError('NETWORK_ALREADY');
    }),
    orderPackage: vi.fn(async () => ({})),
    limitSpeed: vi.fn(async () => ({})),
  };
  const act = createAlarmActions({ deliver, cards, openSecret: async (s) => `open:${s}` });
  return { deliver, cards, act };
}

describe('alarm actions', () => {
  it('e-mails the rule’s addresses and posts the API message with the opened secret, once per (alarm, action)', async () => {
    const t = setup();
    expect(await t.act(alarm, rule, { type: 2 }, card)).toEqual({ status: 'sent', attempts: 1, lastError: null });
    expect(t.deliver.mock.calls[0]![0]).toMatchObject({
      channel: 'email',
      alarmId: alarm.alarmId,
      action: '2',
      message: { to: ['a@x.com', 'b@x.com'] },
    });
    expect(await t.act(alarm, rule, { type: 3, url: 'http://h/x' }, card)).toMatchObject({ status: 'deadLettered' });
    expect(t.deliver.mock.calls[1]![0]).toMatchObject({
      channel: 'webhook',
      url: 'http://h/x',
      secret: 'open:sealed',
      action: '3',
    });
  });

  it('deactivates through the card service as the rule; a lifecycle refusal is recorded, not thrown', async () => {
    const t = setup();
    expect(await t.act(alarm, rule, { type: 4 }, card)).toMatchObject({ status: 'done' });
    expect(t.cards.changeState).toHaveBeenCalledWith(
      expect.objectContaining({ loginName: 'autorule:R1', roleType: 1000 }),
      { iccid: '8986', channelCustId: 'E0001', targetState: 65 },
      'en-US',
    );
    expect(await t.act(alarm, rule, { type: 5 }, card)).toMatchObject({ status: 'refused', lastError: 'NETWORK_ALREADY' });
    expect(await t.act(alarm, rule, { type: 4 }, null)).toMatchObject({ status: 'refused' });
  });

  it("texts the rule's contact phones through the SMS gateway; no phone is skipped", async () => {
    const t = setup();
    expect(await t.act(alarm, rule, { type: 1 }, card)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(t.deliver).toHaveBeenCalledWith(
      expect.objectContaining({ channel: 'sms', phones: ['13800138000'], action: '1', text: expect.stringContaining('r') }),
    );
    expect(await t.act(alarm, { ...rule, phones: '' }, { type: 1 }, card)).toMatchObject({ status: 'skipped' });
  });

  it('orders add-on packs and limits the speed through the card services, as the rule', async () => {
    const t = setup();
    expect(await t.act(alarm, rule, { type: 7, packId: 'GR-ADDON' }, card)).toMatchObject({ status: 'done' });
    expect(t.cards.orderPackage).toHaveBeenCalledWith(
      expect.objectContaining({ loginName: 'autorule:R1' }),
      { iccid: '8986', channelCustId: 'E0001', goodsReleaseId: 'GR-ADDON' },
      'en-US',
    );
    expect(await t.act(alarm, rule, { type: 9, speedKbps: 128 }, card)).toMatchObject({ status: 'done' });
    expect(await t.act(alarm, rule, { type: 11, speedKbps: 64 }, card)).toMatchObject({ status: 'done' });
    expect(t.cards.limitSpeed.mock.calls.map((c) => (c as unknown[])[1])).toEqual([
      { iccid: '8986', channelCustId: 'E0001', speedKbps: 128, kind: 'qos' },
      { iccid: '8986', channelCustId: 'E0001', speedKbps: 64, kind: 'limit' },
    ]);
    expect(await t.act(alarm, rule, { type: 11, speedKbps: 64 }, null)).toMatchObject({ status: 'refused' });
    expect(t.deliver).not.toHaveBeenCalled();
  });
});
