import { describe, expect, it } from 'vitest';
import { createBatchWorker } from './batch-worker.service.ts';
import type { Activation, BatchRepository, TransitionOutcome } from './batch.repository.ts';

const AT = '2026-11-27T02:00:00.000Z';
const chunk = { batchId: 'B1', channelCustId: 'C1', index: 0, from: 0, to: 3, fromState: 63, targetState: 64 };

/**
 * A state-change chunk of three cards against a repository of `outcomes`: what the worker passes to
 * `transition` (the card as read), which activation entries it writes, and the counters it applies.
 */
async function runWith(outcomes: Record<string, TransitionOutcome>) {
  const seen: { iccid: string; activatedAt?: string | null; listShards?: number }[] = [];
  const recorded: Activation[] = [];
  let stats: Map<string, Record<string, number>> | undefined;
  const cards = [
    { iccid: 'A', operator: 'CMCC', quotaBytes: 10, custId: null, activatedAt: null, listShards: 4 },
    { iccid: 'B', operator: 'CMCC', quotaBytes: 10, custId: null, activatedAt: '2026-01-02T00:00:00.000Z' },
    { iccid: 'C', operator: 'CMCC', quotaBytes: 10, custId: null },
  ];
  const batches = {
    get: async () => ({ type: 'changeState', batchId: 'B1', channelCustId: 'C1' }),
    iccidSlice: async () => ['A', 'B', 'C'],
    batchGetCards: async () => cards,
    transition: async (card: (typeof seen)[number]) => {
      seen.push(card);
      return outcomes[card.iccid]!;
    },
    recordActivation: async (a: Activation) => {
      recorded.push(a);
    },
    completeChunk: async (_c: string, _b: string, _i: number, _r: unknown, s: Map<string, Record<string, number>>) => {
      stats = s;
      return true;
    },
  } as unknown as BatchRepository;
  const worker = createBatchWorker({ batches, clock: () => new Date(AT), publish: async () => undefined });
  const result = await worker.runChunk(chunk);
  return { result, seen, recorded, stats };
}

describe('batch state change to 64: first activation dates', () => {
  it('passes each card as read (never activated: null) and writes the entries of first activations only', async () => {
    const first: Activation = { iccid: 'A', channelCustId: 'C1', activatedAt: AT, listShards: 4 };
    const { result, seen, recorded, stats } = await runWith({
      A: { kind: 'changed', activation: first },
      B: { kind: 'changed' },
      C: { kind: 'refused', card: { state: 65 } },
    });
    expect(result).toEqual({ succeeded: 2, failed: 1 });
    expect(seen).toEqual([
      { channelCustId: 'C1', iccid: 'A', activatedAt: null, listShards: 4 },
      { channelCustId: 'C1', iccid: 'B', activatedAt: '2026-01-02T00:00:00.000Z' },
      { channelCustId: 'C1', iccid: 'C', activatedAt: null },
    ]);
    expect(recorded).toEqual([first]);
    // Counters of the two moved cards only, from the read before the writes.
    expect(stats?.get('CUST#C1')).toMatchObject({ s63: -2, s64: 2, quotaActive: 20 });
  });

  it('a retried chunk writes the entry of the date the card holds again', async () => {
    const held: Activation = { iccid: 'A', channelCustId: 'C1', activatedAt: '2026-11-25T00:00:00.000Z' };
    const { result, recorded } = await runWith({
      A: { kind: 'already', activation: held },
      B: { kind: 'already' },
      C: { kind: 'already' },
    });
    expect(result).toEqual({ succeeded: 3, failed: 0 });
    expect(recorded).toEqual([held]);
  });
});
