import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { chunkTransaction } from '../data/chunk-results.ts';
import { keys } from '../data/keys.ts';
import { chunkedJob, tenantJobKeys } from './chunked-job.ts';
import { createJobStore, createJobWrites } from './job-store.ts';

interface Probe {
  id: string;
  channelCustId: string;
  createdAt: string;
  status: string;
  succeeded: number;
}

/** A job listed by copies in two scopes, with an owner pointer: the shape of batches and imports. */
const probeJob = chunkedJob({
  name: 'probe-job',
  worker: 'probe-worker',
  arnEnv: 'PROBE_ARN',
  comment: 'Probe',
  finish: { state: 'FinishProbe', action: 'finishProbe' },
  chunkSize: 2,
  keys: tenantJobKeys<'id', Probe>('id', {
    record: keys.batch,
    chunk: keys.batchChunk,
    listPartition: (scope) => `${scope}#LIST`,
    listEntry: (scope, createdAt, id) => ({ pk: `${scope}#LIST`, sk: `${createdAt}#${id}` }),
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
  } as unknown as DynamoDBDocumentClient;
  return { db, calls };
}

describe('job store', () => {
  it('creates the record (only if absent), a copy per listing scope and the owner pointer', () => {
    const writes = createJobWrites('T', probeJob.keys, probe);
    expect(writes.map((w) => w.Put?.Item && [w.Put.Item.pk, w.Put.Item.sk])).toEqual([
      ['CUST#C1#BATCH#J1', 'BATCH'],
      ['PLATFORM#LIST', '2026-01-01T00:00:00.000Z#J1'],
      ['CUST#C1#LIST', '2026-01-01T00:00:00.000Z#J1'],
      ['BATCH#J1', 'OWNER'],
    ]);
    expect(writes[0]!.Put!.ConditionExpression).toBe('attribute_not_exists(pk)');
    expect(writes[1]!.Put!.Item).toMatchObject(probe);
  });

  it('marks a chunk done once: the chunk item first, conditional, with the record and counter updates', () => {
    const items = chunkTransaction('T', {
      chunkKey: keys.batchChunk('C1', 'J1', 3),
      jobKey: keys.batch('C1', 'J1'),
      item: { succeeded: 1, results: [] },
      add: { succeeded: 1, failed: 0, chunksDone: 1 },
      set: { progress: 50 },
      stats: new Map<string, Record<string, number>>([
        ['CUST#C1', { total: 0 }],
        ['PLATFORM', { s60: -1, s61: 1 }],
      ]),
    });
    expect(items[0]!.Put).toMatchObject({
      Item: { pk: 'CUST#C1#BATCH#J1', sk: 'CHUNK#00003', succeeded: 1 },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    expect(items[1]!.Update).toMatchObject({
      Key: { pk: 'CUST#C1#BATCH#J1', sk: 'BATCH' },
      UpdateExpression: 'SET #s0 = :s0 ADD #a0 :a0, #a1 :a1',
      ExpressionAttributeNames: { '#s0': 'progress', '#a0': 'succeeded', '#a1': 'chunksDone' },
    });
    // A counter delta of zero writes nothing; the platform's counters move.
    expect(items.slice(2).map((i) => i.Update?.Key)).toEqual([{ pk: 'PLATFORM#STAT', sk: 'CARDS' }]);
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
