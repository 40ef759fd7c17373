import { describe, expect, it } from 'vitest';
import type { DocumentClient } from '../aws/dynamodb.ts';
import { chunkSteps } from '../data/chunk-results.ts';
import { attr, entity } from '../data/entity.ts';
import { keys } from '../data/keys.ts';
import { chunkedJob, tenantJobItems } from './chunked-job.ts';
import { createJobSteps, createJobStore } from './job-store.ts';

const probeAttributes = {
  id: attr<string>(),
  channelCustId: attr<string>(),
  createdAt: attr<string>(),
  status: attr<string>(),
  succeeded: attr<number>(),
};
const probeEntity = entity({
  name: 'probe',
  attributes: probeAttributes,
  key: ({ channelCustId, id }: { channelCustId: string; id: string }) => keys.batch(channelCustId, id),
});
const probeListEntity = entity({
  name: 'probe list entry',
  attributes: probeAttributes,
  key: ({ scope, createdAt, id }: { scope: string; createdAt: string; id: string }) => ({
    pk: `${scope}#LIST`,
    sk: `${createdAt}#${id}`,
  }),
});
const probeChunkEntity = entity({
  name: 'probe chunk',
  attributes: { succeeded: attr<number>(), failed: attr<number>(), results: attr<{ status: string }[]>(), at: attr<string>() },
  key: ({ channelCustId, id, index }: { channelCustId: string; id: string; index: number }) =>
    keys.batchChunk(channelCustId, id, index),
});
type Probe = ReturnType<typeof probeEntity.parse>;

/** A job listed by copies in two scopes, with an owner pointer: the shape of batches and imports. */
const probeJob = chunkedJob({
  name: 'probe-job',
  worker: 'probe-worker',
  arnEnv: 'PROBE_ARN',
  comment: 'Probe',
  finish: { state: 'FinishProbe', action: 'finishProbe' },
  chunkSize: 2,
  items: tenantJobItems('id', {
    record: probeEntity,
    chunk: probeChunkEntity,
    listEntry: probeListEntity,
    scopes: (p) => ['PLATFORM', `CUST#${p.channelCustId}`],
    owner: 'BATCH',
  }),
  resultView: (r: { status: string; reason?: string }, lang) => ({ ...r, reason: r.reason && `${r.reason}@${lang}` }),
});

const probe: Probe = { id: 'J1', channelCustId: 'C1', createdAt: '2026-01-01T00:00:00.000Z', status: 'processing', succeeded: 0 };

/** A document client that records each command and answers from `answer`. */
function fakeDb(answer: (name: string, input: Record<string, unknown>) => unknown = () => ({})) {
  const calls: { name: string; input: Record<string, unknown> }[] = [];
  const db = {
    send: async (command: { constructor: { name: string }; input: Record<string, unknown> }) => {
      calls.push({ name: command.constructor.name, input: command.input });
      return answer(command.constructor.name, command.input);
    },
  } as unknown as DocumentClient;
  return { db, calls };
}

describe('job store', () => {
  it('creates the record (only if absent), a copy per listing scope and the owner pointer', () => {
    const writes = createJobSteps('T', probeJob.items, probe).map((s) => s.item);
    expect(writes.map((w) => w.Put?.Item && [w.Put.Item.pk, w.Put.Item.sk])).toEqual([
      ['CUST#C1#BATCH#J1', 'BATCH'],
      ['PLATFORM#LIST', '2026-01-01T00:00:00.000Z#J1'],
      ['CUST#C1#LIST', '2026-01-01T00:00:00.000Z#J1'],
      ['BATCH#J1', 'OWNER'],
    ]);
    expect(writes[0]!.Put!.ConditionExpression).toBe('attribute_not_exists(pk)');
    // The stored items are the record's attributes and keys only (no scope, no pointer kind).
    expect(writes[0]!.Put!.Item).toEqual({ ...probe, pk: 'CUST#C1#BATCH#J1', sk: 'BATCH' });
    expect(writes[1]!.Put!.Item).toEqual({ ...probe, pk: 'PLATFORM#LIST', sk: '2026-01-01T00:00:00.000Z#J1' });
    expect(writes[3]!.Put!.Item).toEqual({ pk: 'BATCH#J1', sk: 'OWNER', channelCustId: 'C1' });
  });

  it('marks a chunk done once: the chunk item first, conditional, with the record and counter updates', () => {
    const items = chunkSteps('T', {
      chunk: probeChunkEntity,
      item: { channelCustId: 'C1', id: 'J1', index: 3, succeeded: 1, failed: 0, results: [], at: 'now' },
      job: probeEntity,
      jobKey: { channelCustId: 'C1', id: 'J1' },
      add: { succeeded: 1, failed: 0, chunksDone: 1 },
      set: { status: 'processing' },
      stats: new Map<string, Record<string, number>>([
        ['CUST#C1', { total: 0 }],
        ['PLATFORM', { s60: -1, s61: 1 }],
      ]),
    });
    expect(items[0]!.item.Put).toEqual({
      TableName: 'T',
      // The chunk's key attributes are its key, not stored beside it.
      Item: { pk: 'CUST#C1#BATCH#J1', sk: 'CHUNK#00003', succeeded: 1, failed: 0, results: [], at: 'now' },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    expect(items[1]!.item.Update).toMatchObject({
      Key: { pk: 'CUST#C1#BATCH#J1', sk: 'BATCH' },
      UpdateExpression: 'SET #s0 = :s0 ADD #a0 :a0, #a1 :a1',
      ExpressionAttributeNames: { '#s0': 'status', '#a0': 'succeeded', '#a1': 'chunksDone' },
    });
    // A counter delta of zero writes nothing; the platform's counters move.
    expect(items.slice(2).map((i) => i.item.Update?.Key)).toEqual([{ pk: 'PLATFORM#STAT', sk: 'CARDS' }]);
    expect(items[2]!.item.Update).toMatchObject({ UpdateExpression: 'ADD #a0 :a0, #a1 :a1' });
  });

  it('reports a chunk recorded before as not done again (its condition failed)', async () => {
    const cancelled = Object.assign(new Error('cancelled'), {
      name: 'TransactionCanceledException',
      CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }],
    });
    const { db } = fakeDb(() => {
      throw cancelled;
    });
    const store = createJobStore(probeJob, db, () => 'T');
    expect(await store.completeResults(probe, 0, [{ status: 'succeeded' }], new Map(), 'now')).toBe(false);
  });

  it('ends a job only while it runs, rewriting its list copies whole', async () => {
    const { db, calls } = fakeDb();
    const store = createJobStore(probeJob, db, () => 'T');
    expect(await store.finish(probe, { status: 'succeeded' })).toBe(true);
    const items = calls[0]!.input.TransactItems as {
      Update?: Record<string, unknown>;
      Put?: { Item: Record<string, unknown> };
    }[];
    expect(items[0]!.Update).toMatchObject({ ConditionExpression: 'attribute_exists(pk) AND #jobStatus = :processing' });
    expect(items.slice(1).map((i) => i.Put!.Item)).toEqual([
      expect.objectContaining({ pk: 'PLATFORM#LIST', status: 'succeeded', succeeded: 0 }),
      expect.objectContaining({ pk: 'CUST#C1#LIST', status: 'succeeded' }),
    ]);
  });

  it('lists newest first and answers running jobs from their record (live counters)', async () => {
    const entry = (id: string, status: string) => ({ pk: 'PLATFORM#LIST', sk: `t#${id}`, ...probe, id, status });
    const { db, calls } = fakeDb((name) => {
      if (name === 'QueryCommand') return { Items: [entry('J2', 'succeeded'), entry('J1', 'processing')] };
      return { Responses: { T: [{ ...keys.batch('C1', 'J1'), ...probe, succeeded: 7 }] } };
    });
    const page = await createJobStore(probeJob, db, () => 'T').list('PLATFORM', {
      pageSize: 10,
      filter: { expression: '#status = :status', names: { '#status': 'status' }, values: { ':status': 'x' } },
    });
    expect(calls[0]!.input).toMatchObject({
      KeyConditionExpression: 'pk = :pk',
      ScanIndexForward: false,
      FilterExpression: '#status = :status',
      ExpressionAttributeValues: { ':pk': 'PLATFORM#LIST', ':status': 'x' },
    });
    expect(page.items.map((i) => [i.id, i.succeeded])).toEqual([
      ['J2', 0],
      ['J1', 7],
    ]);
    expect(page.items[0]).not.toHaveProperty('pk');
  });

  it('words stored reason codes on read, in the reader language', async () => {
    const { db } = fakeDb(() => ({ Items: [{ pk: 'x', sk: 'CHUNK#00000', results: [{ status: 'failed', reason: 'code' }] }] }));
    const page = await createJobStore(probeJob, db, () => 'T').resultsPage(probe, {}, 'en-US');
    expect(page).toEqual({ items: [{ status: 'failed', reason: 'code@en-US' }], cursor: null });
  });
});
