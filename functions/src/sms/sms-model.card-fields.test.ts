import { describe, expect, it } from 'vitest';
import { withCardFields } from './sms-model.ts';

describe('SMS records of a card', () => {
  type SmsRecord = Parameters<typeof withCardFields>[0];
  const card = { iccid: '89860012345600000001', channelCustId: 'C1001', operator: 'CMCC' as const };
  it('fills the card fields of a record written before the SMS area', () => {
    const old = { smsId: 'm1', content: 'hi', state: 'sent', at: '2026-11-24T12:00:00.000Z', by: 'acme' } as unknown as SmsRecord;
    expect(withCardFields(old, card)).toMatchObject({ ...card, custId: null, scopes: [], content: 'hi' });
  });
  it("keeps a current record's own operator, secondary customer and list copies", () => {
    const r = { smsId: 'm2', operator: 'CTCC', custId: 'S2001', scopes: ['list-of-S2001'] } as unknown as SmsRecord;
    expect(withCardFields(r, card)).toMatchObject({ operator: 'CTCC', custId: 'S2001', scopes: ['list-of-S2001'] });
  });
});
