/** The golden scenarios, table-driven: each one's bill lines to the fen, in order. */
import { describe, expect, it } from 'vitest';
import { goldenScenarios } from './golden-scenarios.ts';
import { rateCard } from './rate-card.ts';
import { ratePool } from './rate-pool.ts';
import { digest } from './rating-fixtures.ts';
import type { BillLine } from './rating-types.ts';

function linesOf(scenario: (typeof goldenScenarios)[number]): BillLine[] {
  if (scenario.pool) {
    const rated = ratePool(scenario.pool);
    return [...rated.cards.flatMap((c) => c.lines), ...rated.poolLines];
  }
  return (scenario.cards ?? []).flatMap((c) => rateCard(c).lines);
}

describe('golden scenarios of rating', () => {
  it('has at least 60 scenarios with unique ids', () => {
    expect(goldenScenarios.length).toBeGreaterThanOrEqual(60);
    expect(new Set(goldenScenarios.map((s) => s.id)).size).toBe(goldenScenarios.length);
  });

  it.each(goldenScenarios.map((s) => [`${s.id} ${s.why}`, s] as const))('%s', (_, scenario) => {
    const lines = linesOf(scenario);
    expect(lines.map(digest)).toEqual(scenario.lines);
    for (const line of lines) {
      expect(Number.isInteger(line.amount) && Number.isInteger(line.tax)).toBe(true);
      if (line.reason) expect(line.amount).toBe(0);
    }
  });
});
