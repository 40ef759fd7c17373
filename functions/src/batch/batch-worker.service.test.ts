import type { CardStateChanged, CardZoneChanged } from '@cmp/events';
import { describe, expect, it } from 'vitest';
import { createBatchWorker } from './batch-worker.service.ts';
import type { Activation, BatchRepository, TransitionOutcome } from './batch.repository.ts';

const AT = '2026-11-27T02:00:00.000Z';
const chunk = { batchId: 'B1', channelCustId: 'C1', index: 0, from: 0, to: 3, fromState: 63, targetState: 64 };

/**
 * A state-change chunk of three cards against a repository of `outcomes`: what the worker passes to
 * `transition` (the card as read), which activation entries it writes, and the counters it applies.
 */
const firstReads: Record<string, unknown>[] = [
  { iccid: 'A', operator: 'CMCC', quotaBytes: 10, custId: null, activatedAt: null, listShards: 4 },
  { iccid: 'B', operator: 'CMCC', quotaBytes: 10, custId: null, activatedAt: '2026-01-02T00:00:00.000Z' },
  { iccid: 'C', operator: 'CMCC', quotaBytes: 10, custId: null },
];

async function runWith(
  outcomes: Record<string, TransitionOutcome>,
  cards: Record<string, unknown>[] = firstReads,
  states: Partial<typeof chunk> = {},
) {
  const seen: { iccid: string; activatedAt?: string | null; listShards?: number }[] = [];
  const by: unknown[] = [];
  const recorded: Activation[] = [];
  const published: (CardStateChanged | CardZoneChanged)[] = [];
  let stats: Map<string, Record<string, number>> | undefined;
  const batches = {
    get: async () => ({ type: 'changeState', batchId: 'B1', channelCustId: 'C1', createdBy: 'acme' }),
    iccidSlice: async () => ['A', 'B', 'C'],
    batchGetCards: async () => cards,
    transition: async (card: (typeof seen)[number], ...rest: unknown[]) => {
      seen.push(card);
      by.push(rest[4]);
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
  const publish = async (events: (CardStateChanged | CardZoneChanged)[]) => published.push(...events);
  const worker = createBatchWorker({ batches, clock: () => new Date(AT), publish });
  const result = await worker.runChunk({ ...chunk, ...states });
  return { result, seen, by, recorded, stats, published };
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

describe('batch state change: what the card detail does besides the state', () => {
  const pending = { goodsReleaseId: 'G3', when: 'on-activation' as const, effectiveAt: AT, requestedAt: AT };
  const reads = [
    { iccid: 'A', operator: 'CMCC', quotaBytes: 10, custId: null, goodsReleaseId: 'G1', pendingPlanChange: pending },
    { iccid: 'B', operator: 'CMCC', quotaBytes: 10, custId: null, goodsReleaseId: 'G1', network: 'blocked' },
    {
      iccid: 'C',
      operator: 'CMCC',
      quotaBytes: 10,
      custId: null,
      goodsReleaseId: 'G1',
      pendingPlanChange: { ...pending, when: 'next-cycle' },
    },
  ];
  const zoneEvents = (events: (CardStateChanged | CardZoneChanged)[]) =>
    events
      .filter((e): e is CardZoneChanged => e['detail-type'] === 'Card Zone Changed')
      .map((e) => [e.detail.iccid, e.detail.action]);

  it('an activation passes a pending change for activation (only) with its plan, by the batch’s creator', async () => {
    const { seen, by } = await runWith({ A: { kind: 'changed' }, B: { kind: 'changed' }, C: { kind: 'changed' } }, reads, {
      fromState: 65,
    });
    expect(seen).toEqual([
      { channelCustId: 'C1', iccid: 'A', activatedAt: null, goodsReleaseId: 'G1', pendingPlanChange: pending },
      { channelCustId: 'C1', iccid: 'B', activatedAt: null },
      { channelCustId: 'C1', iccid: 'C', activatedAt: null },
    ]);
    expect(by).toEqual(['acme', 'acme', 'acme']);
  });

  it('a plan change that took effect counts the new quota as active and names the new plan in the events', async () => {
    const plan = { from: 'G1', to: 'G3', quotaBytes: 1000 };
    const { stats, published } = await runWith(
      { A: { kind: 'changed', plan }, B: { kind: 'changed' }, C: { kind: 'refused', card: { state: 64 } } },
      reads,
      { fromState: 65 },
    );
    expect(stats?.get('CUST#C1')).toMatchObject({ s65: -2, s64: 2, quotaActive: 1010 });
    const stateEvents = published.filter((e): e is CardStateChanged => e['detail-type'] === 'Card State Changed');
    expect(stateEvents.map((e) => [e.detail.iccid, e.detail.planId, e.detail.cause])).toEqual([
      ['A', 'G3', { kind: 'batch', id: 'B1' }],
      ['B', 'G1', { kind: 'batch', id: 'B1' }],
    ]);
  });

  it('publishes card-zone-changed for the moved cards whose network the move switched (and again on a retry)', async () => {
    // 65 → 64: A was blocked as deactivated (no stored network), B blocked explicitly; both opened. C refused.
    const activation = await runWith(
      { A: { kind: 'changed' }, B: { kind: 'changed' }, C: { kind: 'refused', card: undefined } },
      [{ ...reads[0]!, pendingPlanChange: null }, reads[1]!, reads[2]!],
      { fromState: 65 },
    );
    expect(zoneEvents(activation.published)).toEqual([
      ['A', 'allow'],
      ['B', 'allow'],
    ]);
    // 64 → 65: A allowed as active → blocked; B already blocked → no event; C moved by this batch before → again.
    const deactivation = await runWith(
      { A: { kind: 'changed' }, B: { kind: 'changed' }, C: { kind: 'already' } },
      [reads[0]!, reads[1]!, { ...reads[2]!, network: 'blocked' }],
      { fromState: 64, targetState: 65 },
    );
    expect(zoneEvents(deactivation.published)).toEqual([
      ['A', 'block'],
      ['C', 'block'],
    ]);
    expect(deactivation.published.find((e) => e['detail-type'] === 'Card Zone Changed')).toMatchObject({
      detail: { zoneId: 'ALL', at: AT, cause: { kind: 'batch', id: 'B1' } },
    });
    // Other moves leave the network alone.
    const other = await runWith({ A: { kind: 'changed' }, B: { kind: 'changed' }, C: { kind: 'changed' } }, reads, {
      fromState: 64,
      targetState: 68,
    });
    expect(zoneEvents(other.published)).toEqual([]);
  });
});
