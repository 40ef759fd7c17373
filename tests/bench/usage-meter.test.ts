import { describe, expect, it } from 'vitest';
import { isAlarmCall, isFiring, partitionKeysOf, usageFile } from './usage-meter.ts';

describe('the usage cost meter', () => {
  it('finds the partition keys of a call, plain or marshalled', () => {
    expect(partitionKeysOf({ Key: { pk: 'CUST#C1#CARD#1', sk: 'USAGE#2026-11' } })).toEqual(['CUST#C1#CARD#1']);
    expect(partitionKeysOf({ Item: { pk: { S: 'PLATFORM#ALARMLOG' } } })).toEqual(['PLATFORM#ALARMLOG']);
    expect(
      partitionKeysOf({
        RequestItems: { t: { Keys: [{ pk: 'A' }, { pk: 'B' }] } },
      }),
    ).toEqual(['A', 'B']);
    expect(
      partitionKeysOf({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': 'CUST#C1#RULEIDX#cycleUsage' } }),
    ).toEqual(['CUST#C1#RULEIDX#cycleUsage']);
  });

  it('counts alarm items apart from usage items, and a firing by its claim', () => {
    const firing = {
      TransactItems: [
        { Put: { Item: { pk: 'CUST#C1#RULEFIRE#R1#5', sk: '8986#2026-11' } } },
        { Put: { Item: { pk: 'CUST#C1#ALARMLOG#12', sk: 'A1' } } },
        { Put: { Item: { pk: 'PLATFORM#ALARMLOG#12', sk: 'A1' } } },
      ],
    };
    expect(isAlarmCall(firing)).toBe(true);
    expect(isFiring('TransactWriteItems', firing)).toBe(true);
    expect(isFiring('TransactWriteItems', { TransactItems: [{ Put: { Item: { pk: 'PLATFORM#CDR' } } }] })).toBe(false);
    expect(isAlarmCall({ Key: { pk: 'CUST#C1#ALARM#A1', sk: 'DELIVERY#0' } })).toBe(true);
    expect(isAlarmCall({ Key: { pk: 'CUST#C1#RULESTATE#R1#0', sk: '8986' } })).toBe(true);
    // The alarm lists' shards (docs/decisions.md "Alarm key shards"), each on its own.
    expect(isAlarmCall({ Item: { pk: 'CUST#C1#ALARMLOG#3', sk: 'A1' } })).toBe(true);
    expect(isAlarmCall({ Item: { pk: 'PLATFORM#ALARMLOG#15', sk: 'A1' } })).toBe(true);
    // Usage: the card's month, the roll-ups, the rule index read per event.
    expect(isAlarmCall({ Key: { pk: 'CUST#C1#CARD#8986', sk: 'USAGE#2026-11' } })).toBe(false);
    expect(isAlarmCall({ Key: { pk: 'CUST#C1#USAGE', sk: 'M#2026-11' } })).toBe(false);
    expect(
      isAlarmCall({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': 'CUST#C1#RULEIDX#dailyUsage' } }),
    ).toBe(false);
  });

  it('writes a usage file as an operator delivers it', () => {
    expect(usageFile(['1', '2'], '2026-11-27', (i) => 10 + i)).toBe('day,iccid,bytes\n2026-11-27,1,10\n2026-11-27,2,11\n');
  });
});
