import { describe, expect, it } from 'vitest';
import { labelStride, niceTicks } from './chart';

describe('niceTicks', () => {
  it('covers the maximum with round steps from zero', () => {
    expect(niceTicks(95)).toEqual([0, 25, 50, 75, 100]);
    expect(niceTicks(1000)).toEqual([0, 250, 500, 750, 1000]);
    expect(niceTicks(3.2)).toEqual([0, 1, 2, 3, 4]);
  });
  it('gives a unit axis when there is nothing to show', () => {
    expect(niceTicks(0)).toEqual([0, 1]);
  });
});

describe('labelStride', () => {
  it('prints every label when they fit, and every n-th otherwise', () => {
    expect(labelStride(12)).toBe(1);
    expect(labelStride(31)).toBe(3);
  });
});
