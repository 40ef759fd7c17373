import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FiringState, type Observation, daysLeft, evaluate, initialState, periodOf, replay } from './rule-evaluate.ts';
import { MB, type RuleTrigger } from './rule-model.ts';

const cycleMB: RuleTrigger = { kind: 'cycleUsage', unit: 'MB', threshold: 100 };
const cyclePct: RuleTrigger = { kind: 'cycleUsage', unit: 'percent', threshold: 80 };
const cyclePctClear: RuleTrigger = { kind: 'cycleUsage', unit: 'percent', threshold: 80, clearThreshold: 50 };
const daily: RuleTrigger = { kind: 'dailyUsage', unit: 'MB', threshold: 10 };
const dailyClear: RuleTrigger = { kind: 'dailyUsage', unit: 'MB', threshold: 10, clearThreshold: 8 };
const pool: RuleTrigger = { kind: 'poolUsage', unit: 'percent', threshold: 90 };
const funds: RuleTrigger = { kind: 'funds', threshold: 100_000 };
const fundsClear: RuleTrigger = { kind: 'funds', threshold: 100_000, clearThreshold: 150_000 };
const overdue: RuleTrigger = { kind: 'billOverdue' };
const cycleEnd: RuleTrigger = { kind: 'cycleEnd', days: 3 };
const testEnd: RuleTrigger = { kind: 'testEnd', days: 0 };
const contractEnd: RuleTrigger = { kind: 'contractEnd', days: 30 };
const state: RuleTrigger = { kind: 'stateChange', states: [64, 65] };
const zone: RuleTrigger = { kind: 'zoneChange', zoneStates: ['block'] };

const cu = (day: string, mb: number, quotaMb = 1000, operator: 'CMCC' | 'CUCC' = 'CMCC'): Observation => ({
  kind: 'cycleUsage',
  day,
  operator,
  usedBytes: mb * MB,
  quotaBytes: quotaMb * MB,
});
const du = (day: string, mb: number): Observation => ({ kind: 'dailyUsage', day, bytes: mb * MB });
const fu = (at: string, fen: number): Observation => ({ kind: 'funds', at, available: fen });
const fired = (period: string, armed = true): FiringState => ({ lastFiredPeriod: period, armed });

describe('periods', () => {
  it.each([
    [cu('2026-03-25', 1, 1, 'CUCC'), '2026-03'],
    [cu('2026-03-26', 1, 1, 'CUCC'), '2026-04'],
    [cu('2026-03-26', 1, 1, 'CMCC'), '2026-03'],
    [cu('2026-03-01', 1, 1, 'CMCC'), '2026-03'],
    [du('2026-03-26', 1), '2026-03-26'],
    // 17:00 UTC is 01:00 the next day in Shanghai.
    [fu('2026-03-26T17:00:00.000Z', 1), '2026-03-27'],
    [{ kind: 'billOverdue', cycle: '2026-02', overdue: true } as Observation, '2026-02'],
    [{ kind: 'testEnd', day: '2026-03-01', endDay: '2026-03-04' } as Observation, '2026-03-04'],
    [{ kind: 'stateChange', at: '2026-03-01T01:00:00.000Z', state: 64 } as Observation, '2026-03-01T01:00:00.000Z'],
  ])('%j is in %s', (o, period) => expect(periodOf(o)).toBe(period));

  it('days left count whole Shanghai days, 0 on the end day', () => {
    expect(daysLeft('2026-02-27', '2026-03-02')).toBe(3);
    expect(daysLeft('2026-03-02', '2026-03-02')).toBe(0);
    expect(daysLeft('2026-03-03', '2026-03-02')).toBe(-1);
  });
});

type Row = [string, RuleTrigger, Observation, FiringState | null, 'fire' | 'rearm' | 'none', FiringState, string?];
const off = (period: string): FiringState => fired(period, false);

/** Every trigger, re-arm and hysteresis case: [case, trigger, observation, state before, outcome, state after, held]. */
const table: Row[] = [
  // A cycle usage (MB)
  ['cycle MB below', cycleMB, cu('2026-03-10', 99.99), null, 'none', initialState],
  ['cycle MB at threshold fires', cycleMB, cu('2026-03-10', 100), null, 'fire', fired('2026-03')],
  [
    'cycle MB above, already fired this cycle',
    cycleMB,
    cu('2026-03-20', 300),
    fired('2026-03'),
    'none',
    fired('2026-03'),
    'samePeriod',
  ],
  ['cycle MB next cycle re-fires (no clear)', cycleMB, cu('2026-04-02', 150), fired('2026-03'), 'fire', fired('2026-04')],
  [
    'cycle MB late observation of an older cycle',
    cycleMB,
    cu('2026-02-27', 150),
    fired('2026-03'),
    'none',
    fired('2026-03'),
    'samePeriod',
  ],
  // CUCC: the 26th starts the next cycle
  [
    'CUCC 25th is the same cycle',
    cycleMB,
    cu('2026-03-25', 150, 1000, 'CUCC'),
    fired('2026-03'),
    'none',
    fired('2026-03'),
    'samePeriod',
  ],
  ['CUCC 26th is a new cycle', cycleMB, cu('2026-03-26', 150, 1000, 'CUCC'), fired('2026-03'), 'fire', fired('2026-04')],
  // A cycle usage (percent)
  ['cycle % below', cyclePct, cu('2026-03-10', 799, 1000), null, 'none', initialState],
  ['cycle % at 80 fires', cyclePct, cu('2026-03-10', 800, 1000), null, 'fire', fired('2026-03')],
  ['cycle % without quota never fires', cyclePct, cu('2026-03-10', 800, 0), null, 'none', initialState],
  // A cycle usage with hysteresis
  ['clear: firing disarms', cyclePctClear, cu('2026-03-10', 850), null, 'fire', off('2026-03')],
  [
    'clear: next cycle still above clear stays held',
    cyclePctClear,
    cu('2026-04-01', 900),
    off('2026-03'),
    'none',
    off('2026-03'),
    'disarmed',
  ],
  [
    'clear: between clear and threshold does not re-arm',
    cyclePctClear,
    cu('2026-04-01', 600),
    off('2026-03'),
    'none',
    off('2026-03'),
  ],
  ['clear: below clear re-arms', cyclePctClear, cu('2026-04-01', 100), off('2026-03'), 'rearm', fired('2026-03')],
  ['clear: re-armed fires in a new cycle', cyclePctClear, cu('2026-04-20', 810), fired('2026-03'), 'fire', off('2026-04')],
  [
    'clear: re-armed in the same cycle waits',
    cyclePctClear,
    cu('2026-03-28', 810),
    fired('2026-03'),
    'none',
    fired('2026-03'),
    'samePeriod',
  ],
  // A daily usage
  ['daily below', daily, du('2026-03-10', 9), null, 'none', initialState],
  ['daily at threshold', daily, du('2026-03-10', 10), null, 'fire', fired('2026-03-10')],
  ['daily same day again', daily, du('2026-03-10', 20), fired('2026-03-10'), 'none', fired('2026-03-10'), 'samePeriod'],
  ['daily next day re-fires', daily, du('2026-03-11', 11), fired('2026-03-10'), 'fire', fired('2026-03-11')],
  ['daily hovering held by clear', dailyClear, du('2026-03-11', 10.5), off('2026-03-10'), 'none', off('2026-03-10'), 'disarmed'],
  ['daily 9 MB is above the clear 8', dailyClear, du('2026-03-12', 9), off('2026-03-10'), 'none', off('2026-03-10')],
  ['daily 7 MB clears', dailyClear, du('2026-03-13', 7), off('2026-03-10'), 'rearm', fired('2026-03-10')],
  // A pool usage
  [
    'pool at 90%',
    pool,
    { kind: 'poolUsage', day: '2026-03-10', operator: 'CMCC', usedBytes: 90, totalBytes: 100 },
    null,
    'fire',
    fired('2026-03'),
  ],
  [
    'pool empty total never fires',
    pool,
    { kind: 'poolUsage', day: '2026-03-10', operator: 'CMCC', usedBytes: 90, totalBytes: 0 },
    null,
    'none',
    initialState,
  ],
  // B funds
  ['funds at threshold does not fire', funds, fu('2026-03-10T02:00:00.000Z', 100_000), null, 'none', initialState],
  ['funds below fires', funds, fu('2026-03-10T02:00:00.000Z', 99_999), null, 'fire', fired('2026-03-10')],
  [
    'funds below again same day',
    funds,
    fu('2026-03-10T09:00:00.000Z', 50_000),
    fired('2026-03-10'),
    'none',
    fired('2026-03-10'),
    'samePeriod',
  ],
  [
    'funds below next day (no clear) fires',
    funds,
    fu('2026-03-11T02:00:00.000Z', 50_000),
    fired('2026-03-10'),
    'fire',
    fired('2026-03-11'),
  ],
  [
    'funds clear: hovering held',
    fundsClear,
    fu('2026-03-11T02:00:00.000Z', 99_000),
    off('2026-03-10'),
    'none',
    off('2026-03-10'),
    'disarmed',
  ],
  [
    'funds clear: back above threshold, below clear',
    fundsClear,
    fu('2026-03-11T03:00:00.000Z', 120_000),
    off('2026-03-10'),
    'none',
    off('2026-03-10'),
  ],
  [
    'funds clear: at clear re-arms',
    fundsClear,
    fu('2026-03-11T04:00:00.000Z', 150_000),
    off('2026-03-10'),
    'rearm',
    fired('2026-03-10'),
  ],
  [
    'funds clear: re-armed fires next day',
    fundsClear,
    fu('2026-03-12T04:00:00.000Z', 10),
    fired('2026-03-10'),
    'fire',
    off('2026-03-12'),
  ],
  // B bill overdue
  ['bill overdue fires', overdue, { kind: 'billOverdue', cycle: '2026-02', overdue: true }, null, 'fire', fired('2026-02')],
  [
    'bill overdue seen again',
    overdue,
    { kind: 'billOverdue', cycle: '2026-02', overdue: true },
    fired('2026-02'),
    'none',
    fired('2026-02'),
    'samePeriod',
  ],
  [
    'bill not overdue',
    overdue,
    { kind: 'billOverdue', cycle: '2026-03', overdue: false },
    fired('2026-02'),
    'none',
    fired('2026-02'),
  ],
  [
    'next bill overdue fires',
    overdue,
    { kind: 'billOverdue', cycle: '2026-03', overdue: true },
    fired('2026-02'),
    'fire',
    fired('2026-03'),
  ],
  // C expiry
  ['cycle end 4 days away', cycleEnd, { kind: 'cycleEnd', day: '2026-03-27', endDay: '2026-03-31' }, null, 'none', initialState],
  [
    'cycle end 3 days away fires',
    cycleEnd,
    { kind: 'cycleEnd', day: '2026-03-28', endDay: '2026-03-31' },
    null,
    'fire',
    fired('2026-03-31'),
  ],
  [
    'cycle end next day same end date',
    cycleEnd,
    { kind: 'cycleEnd', day: '2026-03-29', endDay: '2026-03-31' },
    fired('2026-03-31'),
    'none',
    fired('2026-03-31'),
    'samePeriod',
  ],
  [
    'cycle end after the end never fires',
    cycleEnd,
    { kind: 'cycleEnd', day: '2026-04-01', endDay: '2026-03-31' },
    null,
    'none',
    initialState,
  ],
  [
    'next cycle end fires again',
    cycleEnd,
    { kind: 'cycleEnd', day: '2026-04-28', endDay: '2026-04-30' },
    fired('2026-03-31'),
    'fire',
    fired('2026-04-30'),
  ],
  [
    'test end on the day (0 days)',
    testEnd,
    { kind: 'testEnd', day: '2026-05-01', endDay: '2026-05-01' },
    null,
    'fire',
    fired('2026-05-01'),
  ],
  [
    'test end the day before (0 days)',
    testEnd,
    { kind: 'testEnd', day: '2026-04-30', endDay: '2026-05-01' },
    null,
    'none',
    initialState,
  ],
  [
    'contract end 30 days ahead',
    contractEnd,
    { kind: 'contractEnd', day: '2026-12-01', endDay: '2026-12-31' },
    null,
    'fire',
    fired('2026-12-31'),
  ],
  [
    'contract extended: a new end date fires again',
    contractEnd,
    { kind: 'contractEnd', day: '2027-12-01', endDay: '2027-12-31' },
    fired('2026-12-31'),
    'fire',
    fired('2027-12-31'),
  ],
  // D state change
  [
    'state entered is watched',
    state,
    { kind: 'stateChange', at: '2026-03-01T01:00:00.000Z', state: 65 },
    null,
    'fire',
    fired('2026-03-01T01:00:00.000Z'),
  ],
  [
    'state entered is not watched',
    state,
    { kind: 'stateChange', at: '2026-03-01T01:00:00.000Z', state: 66 },
    null,
    'none',
    initialState,
  ],
  [
    'the same change delivered twice',
    state,
    { kind: 'stateChange', at: '2026-03-01T01:00:00.000Z', state: 65 },
    fired('2026-03-01T01:00:00.000Z'),
    'none',
    fired('2026-03-01T01:00:00.000Z'),
    'samePeriod',
  ],
  [
    'a later change fires again',
    state,
    { kind: 'stateChange', at: '2026-03-02T01:00:00.000Z', state: 64 },
    fired('2026-03-01T01:00:00.000Z'),
    'fire',
    fired('2026-03-02T01:00:00.000Z'),
  ],
  [
    'zone blocked',
    zone,
    { kind: 'zoneChange', at: '2026-03-01T01:00:00.000Z', zoneState: 'block' },
    null,
    'fire',
    fired('2026-03-01T01:00:00.000Z'),
  ],
  [
    'zone allowed is not watched',
    zone,
    { kind: 'zoneChange', at: '2026-03-01T01:00:00.000Z', zoneState: 'allow' },
    null,
    'none',
    initialState,
  ],
  // An observation of another kind never fires
  ['kind mismatch', daily, cu('2026-03-10', 5000), null, 'none', initialState],
];

describe('evaluate', () => {
  it.each(table)('%s', (_name, trigger, observation, before, outcome, after, held) => {
    const d = evaluate(trigger, observation, before);
    expect(d.outcome).toBe(outcome);
    expect(d.next).toEqual(after);
    expect(d.held).toBe(held);
  });

  it('reports the value in the unit of the trigger', () => {
    expect(evaluate(cyclePct, cu('2026-03-10', 812.345, 1000), null).value).toBe(81.23);
    expect(evaluate(cycleMB, cu('2026-03-10', 12.5), null).value).toBe(12.5);
    expect(evaluate(cycleEnd, { kind: 'cycleEnd', day: '2026-03-28', endDay: '2026-03-31' }, null).value).toBe(3);
  });

  it('replays a month of days: a usage threshold fires once a cycle', () => {
    const days = Array.from({ length: 40 }, (_, i) => new Date(Date.UTC(2026, 2, 1 + i)).toISOString().slice(0, 10));
    let total = 0;
    const obs = days.map((day) => {
      if (day.endsWith('-01')) total = 0;
      total += 30;
      return cu(day, total);
    });
    const r = replay(cycleMB, obs);
    expect(r.fired.map((f) => (f.observation as { day: string }).day)).toEqual(['2026-03-04', '2026-04-04']);
  });
});

const periods = ['2026-01', '2026-02', '2026-03', '2026-04'];
const observation = fc.oneof(
  fc.record({
    kind: fc.constant('cycleUsage' as const),
    day: fc
      .constantFrom(...periods)
      .chain((m) => fc.integer({ min: 1, max: 28 }).map((d) => `${m}-${String(d).padStart(2, '0')}`)),
    operator: fc.constantFrom('CMCC' as const, 'CUCC' as const),
    usedBytes: fc.integer({ min: 0, max: 2000 }).map((mb) => mb * MB),
    quotaBytes: fc.constant(1000 * MB),
  }),
);

describe('property: at most once per period', () => {
  it.each([cycleMB, cyclePct, cyclePctClear])('%j fires at most once per period for any sequence', (trigger) => {
    fc.assert(
      fc.property(fc.array(observation, { maxLength: 60 }), (obs) => {
        const { fired } = replay(trigger, obs);
        const per = new Map<string, number>();
        for (const f of fired) per.set(f.period, (per.get(f.period) ?? 0) + 1);
        return [...per.values()].every((n) => n === 1);
      }),
    );
  });

  it('funds with a clear threshold: between two firings a value at or above the clear was seen', () => {
    const fundsObs = fc.record({
      kind: fc.constant('funds' as const),
      at: fc.integer({ min: 0, max: 60 * 24 }).map((h) => new Date(Date.UTC(2026, 0, 1) + h * 3_600_000).toISOString()),
      available: fc.integer({ min: 0, max: 200_000 }),
    });
    fc.assert(
      fc.property(fc.array(fundsObs, { maxLength: 80 }), (obs) => {
        let state: FiringState | null = null;
        let clearedSince = true;
        const seen = new Set<string>();
        for (const o of obs) {
          const d = evaluate(fundsClear, o, state);
          if (d.outcome === 'fire') {
            if (!clearedSince || seen.has(d.period)) return false;
            seen.add(d.period);
            clearedSince = false;
          }
          if (o.available >= 150_000) clearedSince = true;
          state = d.next;
        }
        return true;
      }),
    );
  });
});
