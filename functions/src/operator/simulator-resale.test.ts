import { describe, expect, it } from 'vitest';
import { createSimulatorAdapter, initialResale } from './simulator-adapter.ts';

const NOW = new Date('2026-11-22T05:00:00Z');
const simulator = (seed = 42) =>
  createSimulatorAdapter({ seed, latencyMs: { min: 0, max: 0 }, failureRate: 0, clock: () => NOW, sleep: async () => {} });
const iccids = Array.from({ length: 400 }, (_, i) => `898600${String(i).padStart(14, '0')}`);

describe('simulator adapter: the resale status', () => {
  it('answers the same resale record of a card whatever the seed, spread over every status', async () => {
    const [a, b] = [simulator(1), simulator(2)];
    const first = await Promise.all(iccids.map((i) => a.resaleStatus(i)));
    expect(await Promise.all(iccids.map((i) => b.resaleStatus(i)))).toEqual(first);
    expect(first).toEqual(iccids.map(initialResale));
    const count = (status: string) => first.filter((r) => r.status === status).length;
    expect(count('notListed')).toBeGreaterThan(count('listed'));
    expect(count('sold')).toBeGreaterThan(0);
    expect(count('withdrawn')).toBeGreaterThan(0);
    expect(first.every((r) => r.changedAt < NOW.toISOString())).toBe(true);
  });

  it('reports back a listing or withdrawal at the time it was made; a repeat changes nothing', async () => {
    const adapter = simulator();
    const iccid = iccids.find((i) => initialResale(i).status === 'notListed')!;
    expect(await adapter.setResale(iccid, 'listed')).toEqual({ status: 'listed', changedAt: NOW.toISOString() });
    expect(await adapter.resaleStatus(iccid)).toEqual({ status: 'listed', changedAt: NOW.toISOString() });
    await adapter.setResale(iccid, 'withdrawn');
    expect((await adapter.resaleStatus(iccid)).status).toBe('withdrawn');
    const listed = iccids.find((i) => initialResale(i).status === 'listed')!;
    expect(await adapter.setResale(listed, 'listed')).toEqual(initialResale(listed));
  });

  it('refuses to list or withdraw a sold card, and to list a closed account', async () => {
    const adapter = simulator();
    const sold = iccids.find((i) => initialResale(i).status === 'sold')!;
    await expect(adapter.setResale(sold, 'withdrawn')).rejects.toMatchObject({ code: 'REJECTED', retryable: false });
    const other = iccids.find((i) => initialResale(i).status === 'notListed')!;
    await adapter.changeState(other, 67);
    await expect(adapter.setResale(other, 'listed')).rejects.toMatchObject({ code: 'REJECTED' });
    expect((await adapter.resaleStatus(other)).status).toBe('notListed');
  });
});
