import { describe, expect, it } from 'vitest';
import { createKeyMeter, extrapolatedRate, keyReport, spreadKeyOf, spreadReport } from './key-meter.ts';

const S = (s: string) => ({ S: s });

describe('the hot-key meter', () => {
  it('counts a written item on its table key and on each index key it has, per second', () => {
    let now = 0;
    const m = createKeyMeter(() => now);
    for (let i = 0; i < 3; i++)
      m.record(
        'PutItem',
        { Item: { pk: S(`CARD#${i}`), sk: S('CARD'), gsi1pk: S('CUST#C1#CARDS'), gsi1sk: S(`S#64#${i}`) } },
        {},
      );
    now = 1500;
    m.record(
      'BatchWriteItem',
      { RequestItems: { t: [{ PutRequest: { Item: { pk: S('CARD#9'), sk: S('CARD'), gsi1pk: S('CUST#C1#CARDS') } } }] } },
      {},
    );
    const rows = m.take();
    const hub = rows.find((r) => r.space === 'byCustomerState' && r.pk === 'CUST#C1#CARDS')!;
    expect(hub).toMatchObject({ writes: 4, peakWritesPerSecond: 3 });
    expect(rows.filter((r) => r.space === 'table')).toHaveLength(4);
    expect(m.take()).toEqual([]);
  });

  it('moves an index entry on an update that sets its key, and rewrites the entry of an indexed item otherwise', () => {
    const m = createKeyMeter(() => 0);
    m.record('PutItem', { Item: { pk: S('CARD#1'), sk: S('CARD'), gsi3pk: S('SUB#A') } }, {});
    m.take();
    m.record(
      'TransactWriteItems',
      {
        TransactItems: [
          {
            Update: {
              Key: { pk: S('CARD#1'), sk: S('CARD') },
              UpdateExpression: 'SET #a = :a, #s = :s',
              ExpressionAttributeNames: { '#a': 'gsi3pk', '#s': 'state' },
              ExpressionAttributeValues: { ':a': S('SUB#B'), ':s': { N: '65' } },
            },
          },
        ],
      },
      {},
    );
    m.record(
      'UpdateItem',
      { Key: { pk: S('CARD#1'), sk: S('CARD') }, UpdateExpression: 'SET note = :n', ExpressionAttributeValues: { ':n': S('x') } },
      {},
    );
    const rows = m.take();
    const of = (pk: string) => rows.find((r) => r.space === 'bySubCustomerState' && r.pk === pk)?.writes;
    expect([of('SUB#A'), of('SUB#B')]).toEqual([1, 2]);
    expect(rows.find((r) => r.space === 'table')?.writes).toBe(2);
  });

  it('counts read units on the key a Query names (its items together, 4 KB steps, halved unless consistent) and per item a BatchGet returns', () => {
    const m = createKeyMeter(() => 0);
    m.record(
      'Query',
      {
        IndexName: 'byCustomerState',
        KeyConditionExpression: 'gsi1pk = :p AND begins_with(gsi1sk, :s)',
        ExpressionAttributeValues: { ':p': S('CUST#C1#CARDS'), ':s': S('S#64#') },
      },
      { Items: [{ pk: S('CARD#1') }, { pk: S('CARD#2') }] },
    );
    m.record('BatchGetItem', {}, { Responses: { t: [{ pk: S('STATS#C1') }] } });
    const rows = m.take();
    expect(rows.find((r) => r.pk === 'CUST#C1#CARDS')).toMatchObject({ space: 'byCustomerState', reads: 0.5 });
    expect(rows.find((r) => r.pk === 'STATS#C1')).toMatchObject({ space: 'table', reads: 0.5 });
    const big = { pk: S('CARD#3'), blob: S('x'.repeat(5_000)) };
    m.record(
      'Query',
      { KeyConditionExpression: 'pk = :p', ConsistentRead: true, ExpressionAttributeValues: { ':p': S('CARD#3') } },
      { Items: [big, big] },
    );
    expect(m.take().find((r) => r.pk === 'CARD#3')).toMatchObject({ space: 'table', reads: 3 });
  });

  it('extrapolates a key to a 10,000,000-card run from its units per card and flags one past half the limit', () => {
    expect(extrapolatedRate(2_000, 1_000, 1_667)).toBeCloseTo(3_334);
    const lines = keyReport(
      'the load',
      [
        {
          space: 'byCustomerState',
          pk: 'CUST#C1#CARDS',
          reads: 0,
          writes: 1_000,
          peakReadsPerSecond: 0,
          peakWritesPerSecond: 400,
        },
      ],
      { cards: 1_000, targetCardsPerSecond: 1_667, targetNote: 'loaded in 6,000 s' },
    );
    expect(lines[1]).toContain('1,667/s = 167% of the limit  ← over half');
  });

  it("sums a spread key's shards and rates its hottest shard at 10,000,000 cards", () => {
    expect(spreadKeyOf('CUST#C1#CARDS#3')).toEqual({ key: 'CUST#C1#CARDS', shard: 3 });
    expect(spreadKeyOf('CUST#C1#CARDS')).toBeUndefined();
    expect(spreadKeyOf('CUST#C1#SUB#S2#CARDS#0')).toEqual({ key: 'CUST#C1#SUB#S2#CARDS', shard: 0 });
    expect(spreadKeyOf('CUST#C1#SUB#S2#CARDS')).toBeUndefined();
    const shard = (n: number, writes: number) => ({
      space: 'byCustomerState',
      pk: `CUST#C1#CARDS#${n}`,
      reads: 0,
      writes,
      peakReadsPerSecond: 0,
      peakWritesPerSecond: 100,
    });
    const rows = [shard(0, 240), shard(1, 260), shard(2, 250), shard(3, 250)];
    const lines = spreadReport(rows, { cards: 1_000, targetCardsPerSecond: 1_667, targetNote: 'loaded' });
    expect(lines).toHaveLength(1);
    // The hottest shard took 0.26 writes per card: 433/s, under half; one key would have taken all 1,667/s.
    expect(lines[0]).toContain('over 4 shards');
    expect(lines[0]).toContain('433/s per shard = 43% of the limit (one key would take 1,667/s = 167%)');
    const hot = spreadReport([shard(0, 600), shard(1, 400)], { cards: 1_000, targetCardsPerSecond: 1_667, targetNote: 'loaded' });
    expect(hot[0]).toContain('← over half: more shards');
    // A secondary customer's spread key is grouped on its own, per shard of the same count.
    const sub = (n: number, writes: number) => ({
      ...shard(n, writes),
      space: 'bySubCustomerState',
      pk: `CUST#C1#SUB#S2#CARDS#${n}`,
    });
    const both = spreadReport([...rows, sub(0, 70), sub(1, 80), sub(2, 75), sub(3, 75)], {
      cards: 1_000,
      targetCardsPerSecond: 1_667,
      targetNote: 'loaded',
    });
    expect(both).toHaveLength(2);
    expect(both[1]).toContain('spread bySubCustomerState CUST#C1#SUB#S2#CARDS over 4 shards');
    // 0.08 writes per card on the hottest: 133/s, where one key would have taken 0.3 × 1,667 = 500/s.
    expect(both[1]).toContain('133/s per shard = 13% of the limit (one key would take 500/s = 50%)');
  });

  it("groups the shards of the alarm lists and of a rule's claims and states", () => {
    expect(spreadKeyOf('CUST#C1#ALARMLOG#15')).toEqual({ key: 'CUST#C1#ALARMLOG', shard: 15 });
    expect(spreadKeyOf('PLATFORM#ALARMLOG#0')).toEqual({ key: 'PLATFORM#ALARMLOG', shard: 0 });
    expect(spreadKeyOf('CUST#C1#RULEFIRE#R20261127#7')).toEqual({ key: 'CUST#C1#RULEFIRE#R20261127', shard: 7 });
    expect(spreadKeyOf('CUST#C1#RULESTATE#R1#2')).toEqual({ key: 'CUST#C1#RULESTATE#R1', shard: 2 });
    expect(spreadKeyOf('CUST#C1#ALARMLOG')).toBeUndefined();
    expect(spreadKeyOf('CUST#C1#ALARM#A1')).toBeUndefined();
    const row = (pk: string, writes: number) => ({
      space: 'table',
      pk,
      reads: 0,
      writes,
      peakReadsPerSecond: 0,
      peakWritesPerSecond: 1,
    });
    const rows = [
      ...Array.from({ length: 16 }, (_, n) => row(`PLATFORM#ALARMLOG#${n}`, n === 3 ? 280 : 250)),
      row('CUST#C1#RULEFIRE#R1#0', 1_000),
      row('CUST#C1#RULEFIRE#R1#1', 1_000),
    ];
    const lines = spreadReport(rows, { cards: 2_000, targetCardsPerSecond: 2_778, targetNote: 'a day in an hour' });
    expect(lines).toHaveLength(2);
    // 0.14 writes per card on the hottest of 16 shards: 389/s; one key would take 2.015 × 2,778 = 5,598/s.
    expect(lines[0]).toContain('spread table PLATFORM#ALARMLOG over 16 shards');
    expect(lines[0]).toContain('389/s per shard = 39% of the limit (one key would take 5,598/s = 560%)');
    expect(lines[1]).toContain('spread table CUST#C1#RULEFIRE#R1 over 2 shards');
  });
});
