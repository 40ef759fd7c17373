import { describe, expect, it } from 'vitest';
import { latencySummary, percentile } from './stats.ts';

describe('percentile (nearest rank)', () => {
  it('picks the value at the rank, whatever the input order', () => {
    const values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(values, 50)).toBe(5);
    expect(percentile(values, 95)).toBe(10);
    expect(percentile(values, 90)).toBe(9);
    expect(percentile(values, 0)).toBe(1);
    expect(percentile(values, 100)).toBe(10);
    expect(values[0]).toBe(5); // input left unsorted
  });

  it('p95 of 200 samples is the 190th smallest', () => {
    const values = Array.from({ length: 200 }, (_, i) => 200 - i);
    expect(percentile(values, 95)).toBe(190);
  });

  it('is NaN for no samples', () => {
    expect(percentile([], 50)).toBeNaN();
    expect(latencySummary([]).max).toBeNaN();
  });

  it('summarises latencies', () => {
    expect(latencySummary([30, 10, 20, 200])).toEqual({ count: 4, p50: 20, p95: 200, max: 200 });
  });
});
