import { describe, expect, it } from 'vitest';
import { cardListShard } from '../shared/data/keys.ts';
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
    const { entries } = cardItems(card);
    expect(entries.filter((e) => e.sk !== 'MSISDN')).toEqual([
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
    expect(cardItems({ ...card, imei: '' }).entries.map((a) => a.sk)).toEqual(['IMSI', 'MSISDN']);
  });

  it("writes an MSISDN entry listed under the enterprise by MSISDN, in the card's shard, holding no secondary customer", () => {
    expect(cardItems(card).entries.find((e) => e.sk === 'MSISDN')).toEqual({
      pk: `ICCID#${card.iccid}`,
      sk: 'MSISDN',
      iccid: card.iccid,
      msisdn: card.msisdn,
      channelCustId: 'C1001',
      gsi1pk: 'CUST#C1001#MSISDNS',
      gsi1sk: `${card.msisdn}#${card.iccid}`,
    });
    const spread = cardItems({ ...card, listShards: 4 }).entries.find((e) => e.sk === 'MSISDN');
    expect(spread?.gsi1pk).toBe(`CUST#C1001#MSISDNS#${cardListShard(card.iccid, 4)}`);
    expect(spread?.gsi1pk).toBe(
      (cardItems({ ...card, listShards: 4 }).directory.gsi1pk as string).replace('#ICCIDS#', '#MSISDNS#'),
    );
    expect(cardItems({ ...card, msisdn: '' }).entries.map((e) => e.sk)).toEqual(['IMSI', 'IMEI']);
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
