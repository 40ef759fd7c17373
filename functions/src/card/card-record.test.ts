import { describe, expect, it } from 'vitest';
import { type Card, addCardStats, cardImeiEntryStep, cardItems } from './card-record.ts';

describe('addCardStats', () => {
  it("adds every delta to each of the card's scopes, keeping what was there", () => {
    const stats = new Map<string, Record<string, number>>([['PLATFORM', { s64: 2 }]]);
    addCardStats(stats, { channelCustId: 'C1001', custId: 'S2001' }, { s64: -1 }, { s65: 1 });
    expect(stats.get('PLATFORM')).toEqual({ s64: 1, s65: 1 });
    expect(stats.size).toBe(3);
    for (const [scope, total] of stats) if (scope !== 'PLATFORM') expect(total).toEqual({ s64: -1, s65: 1 });
  });
});

describe('cardItems: the IMSI and IMEI entries', () => {
  const card = {
    iccid: '89860012345600000001',
    msisdn: '1440100000001',
    imsi: '460001200000001',
    imei: '860000000000001',
    channelCustId: 'C1001',
    custId: 'S2001',
  } as unknown as Card;

  it('writes one entry per id the card has, on byAlternateId, holding the enterprise but not the secondary customer', () => {
    const { alternates } = cardItems(card);
    expect(alternates).toEqual([
      {
        pk: `ICCID#${card.iccid}`,
        sk: 'IMSI',
        iccid: card.iccid,
        kind: 'IMSI',
        value: card.imsi,
        channelCustId: 'C1001',
        gsi2pk: `IMSI#${card.imsi}`,
        gsi2sk: `ICCID#${card.iccid}`,
      },
      {
        pk: `ICCID#${card.iccid}`,
        sk: 'IMEI',
        iccid: card.iccid,
        kind: 'IMEI',
        value: card.imei,
        channelCustId: 'C1001',
        gsi2pk: `IMEI#${card.imei}`,
        gsi2sk: `ICCID#${card.iccid}`,
      },
    ]);
    expect(cardItems({ ...card, imei: '' }).alternates.map((a) => a.sk)).toEqual(['IMSI']);
  });

  it('an IMEI change puts the entry under the new IMEI; an emptied IMEI deletes it', () => {
    expect(cardImeiEntryStep('T', card, '860000000000009')).toEqual({
      Put: {
        TableName: 'T',
        Item: expect.objectContaining({ sk: 'IMEI', value: '860000000000009', gsi2pk: 'IMEI#860000000000009' }),
      },
    });
    expect(cardImeiEntryStep('T', card, '')).toEqual({
      Delete: { TableName: 'T', Key: { pk: `ICCID#${card.iccid}`, sk: 'IMEI' } },
    });
  });
});
