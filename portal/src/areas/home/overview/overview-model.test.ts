import { describe, expect, it } from 'vitest';
import {
  allZero,
  countInState,
  dayFlowPoints,
  monthChange,
  monthFlowPoints,
  operatorDistribution,
  percentText,
  shanghaiToday,
  stateDistribution,
} from './overview-model';

const t = (key: string) => `t:${key}`;

describe('overview model', () => {
  it('counts cards in a state', () => {
    const cycle = { total: 10, byState: [{ state: 64 as const, count: 7 }] };
    expect(countInState(cycle, 64)).toBe(7);
    expect(countInState(cycle, 65)).toBe(0);
    expect(countInState(undefined, 64)).toBe(0);
  });

  it('compares this month with the last', () => {
    expect(monthChange(150, 100)).toEqual({ direction: 'up', percent: 50 });
    expect(monthChange(50, 100)).toEqual({ direction: 'down', percent: 50 });
    expect(monthChange(100, 100)).toEqual({ direction: 'flat', percent: 0 });
    expect(monthChange(5, 0)).toEqual({ direction: 'up', percent: null });
  });

  it('prints shares with one decimal', () => {
    expect(percentText(1, 8)).toBe('12.5%');
    expect(percentText(1, 0)).toBeNull();
  });

  it('lists all nine lifecycle states in order with their label keys', () => {
    const points = stateDistribution(
      {
        total: 3,
        byState: [
          { state: 64, count: 2 },
          { state: 60, count: 1 },
        ],
      },
      t,
    );
    expect(points.map((p) => p.label)).toEqual([60, 61, 62, 63, 64, 65, 66, 67, 68].map((s) => `t:cardState.${s}`));
    expect(points[0]?.value).toBe(1);
    expect(points[4]?.value).toBe(2);
  });

  it('lists the three operators first and keeps unknown ones', () => {
    const points = operatorDistribution(
      {
        byOperator: [
          { operator: 'CTCC', count: 4 },
          // An operator the server may add later: shown after the known three.
          { operator: 'X' as never, count: 1 },
        ],
      },
      t,
    );
    expect(points).toEqual([
      { label: 't:operator.CMCC', value: 0 },
      { label: 't:operator.CUCC', value: 0 },
      { label: 't:operator.CTCC', value: 4 },
      { label: 'X', value: 1 },
    ]);
  });

  it('labels months as YYYY/MM and days as MM/DD', () => {
    expect(monthFlowPoints({ items: [{ month: '2026-02', bytes: 9 }] })).toEqual([{ label: '2026/02', value: 9 }]);
    const days = {
      month: '2026-03',
      items: [
        { day: '2026-03-05', bytes: 1 },
        { day: '2026-03-06', bytes: 0 },
      ],
    };
    expect(dayFlowPoints(days, '2026-03-05')).toEqual([{ label: '03/05', value: 1 }]);
    expect(shanghaiToday(new Date('2026-03-05T17:00:00Z'))).toBe('2026-03-06');
  });

  it('draws today only once its usage has arrived', () => {
    const days = (today: number) => ({
      month: '2026-03',
      items: [
        { day: '2026-03-04', bytes: 0 },
        { day: '2026-03-05', bytes: today },
      ],
    });
    expect(dayFlowPoints(days(0), '2026-03-05').map((p) => p.label)).toEqual(['03/04']);
    expect(dayFlowPoints(days(7), '2026-03-05').map((p) => p.label)).toEqual(['03/04', '03/05']);
  });

  it('detects charts with nothing to show', () => {
    expect(allZero([])).toBe(true);
    expect(allZero([{ label: 'a', value: 0 }])).toBe(true);
    expect(allZero([{ label: 'a', value: 1 }])).toBe(false);
  });
});
