/**
 * The alarm keys' shards (issue #19, docs/decisions.md "Alarm key shards"): an alarm's list entries
 * (the enterprise's and the platform's copy) are in the shard of its alarm id, a rule's claim and state
 * in the shard of the scope id; the choice is stable and spreads sequential and random ids evenly, so
 * the hottest of the 16 shards takes close to a sixteenth of a list's writes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALARM_SHARDS,
  alarmEntity,
  alarmLogPartition,
  alarmPlatformEntity,
  alarmShard,
  ruleFiringEntity,
  ruleFiringStateEntity,
} from '../shared/data/entities/alarm.entity.ts';
import { alarmIdOf } from './rule-eval.service.ts';

const alarmIdArb = fc
  .tuple(
    fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true }),
    fc.uuid(),
  )
  .map(([at, id]) => alarmIdOf(at, id));

/** How many ids land in each shard. */
const spread = (ids: readonly string[]) => {
  const counts = new Array<number>(ALARM_SHARDS).fill(0);
  for (const id of ids) counts[alarmShard(id)]! += 1;
  return counts;
};
const worst = (counts: readonly number[], share: number) => Math.max(...counts.map((c) => Math.abs(c - share) / share));

describe('the alarm keys', () => {
  it('put both copies of an alarm in the shard of its id, and a claim and state in the shard of the scope', () => {
    fc.assert(
      fc.property(alarmIdArb, fc.stringMatching(/^89[0-9]{18}$/), (alarmId, iccid) => {
        const n = alarmShard(alarmId);
        expect(Number.isInteger(n) && n >= 0 && n < ALARM_SHARDS).toBe(true);
        expect(alarmShard(alarmId)).toBe(n);
        expect(alarmEntity.key({ channelCustId: 'C1', alarmId })).toEqual({ pk: `CUST#C1#ALARMLOG#${n}`, sk: alarmId });
        expect(alarmPlatformEntity.key({ alarmId })).toEqual({ pk: `PLATFORM#ALARMLOG#${n}`, sk: alarmId });
        const s = alarmShard(iccid);
        const claim = { channelCustId: 'C1', ruleId: 'R1', scopeId: iccid, period: '2026-11-27' };
        expect(ruleFiringEntity.key(claim)).toEqual({ pk: `CUST#C1#RULEFIRE#R1#${s}`, sk: `${iccid}#2026-11-27` });
        expect(ruleFiringStateEntity.key(claim)).toEqual({ pk: `CUST#C1#RULESTATE#R1#${s}`, sk: iccid });
      }),
    );
  });

  it('read a list as its unsharded key (the cursors name it) and every shard a write may use', () => {
    expect(ALARM_SHARDS).toBe(16);
    const enterprise = alarmLogPartition('C1');
    expect(enterprise.pk).toBe('CUST#C1#ALARMLOG');
    expect(enterprise.shards).toEqual(Array.from({ length: 16 }, (_, n) => `CUST#C1#ALARMLOG#${n}`));
    const platform = alarmLogPartition(null);
    expect(platform.pk).toBe('PLATFORM#ALARMLOG');
    expect(new Set(platform.shards).size).toBe(16);
    fc.assert(
      fc.property(alarmIdArb, (alarmId) => {
        expect(enterprise.shards).toContain(alarmEntity.key({ channelCustId: 'C1', alarmId }).pk);
        expect(platform.shards).toContain(alarmPlatformEntity.key({ alarmId }).pk);
      }),
    );
  });

  it('spread sequential alarm ids (a firing every millisecond, counter suffixes) within 10 % of the share', () => {
    const start = Date.parse('2026-11-27T00:00:00Z');
    const ids = Array.from({ length: 64_000 }, (_, i) =>
      alarmIdOf(new Date(start + i), `${(i % 4096).toString(16).padStart(6, '0')}-0000`),
    );
    expect(new Set(ids).size).toBe(ids.length);
    expect(worst(spread(ids), ids.length / ALARM_SHARDS)).toBeLessThan(0.1);
    // Many firings in the same millisecond (one usage file): only the suffix differs.
    const burst = Array.from({ length: 64_000 }, (_, i) => alarmIdOf(new Date(start), i.toString(16).padStart(6, '0')));
    expect(worst(spread(burst), burst.length / ALARM_SHARDS)).toBeLessThan(0.1);
  });

  it('spread sequential ICCIDs (the claims of a rule firing for every card) within 10 % of the share', () => {
    const iccids = Array.from({ length: 64_000 }, (_, i) => `898600${String(1_000_000_000_000 + i)}`);
    expect(worst(spread(iccids), iccids.length / ALARM_SHARDS)).toBeLessThan(0.1);
  });

  it('spread any 8,000 random alarm ids within 20 % of the share', () => {
    fc.assert(
      fc.property(fc.uniqueArray(alarmIdArb, { minLength: 8_000, maxLength: 8_000 }), (ids) => {
        // 500 a shard (sd about 22): 20 % is 4.5 sd, so a failure means a biased hash, not bad luck.
        expect(worst(spread(ids), ids.length / ALARM_SHARDS)).toBeLessThan(0.2);
      }),
      { numRuns: 10, seed: 19 },
    );
  });
});
