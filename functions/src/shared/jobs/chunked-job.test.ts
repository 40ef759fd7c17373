import { describe, expect, it } from 'vitest';
import { attr, entity } from '../data/entity.ts';
import { chunkRanges, chunkedJob, jobEnd, jobProgress, resultCounts } from './chunked-job.ts';
import { probeJobNames } from './job.test-support.ts';

const probeEntity = entity({
  name: 'probe',
  attributes: { id: attr<string>(), scope: attr<string>() },
  key: ({ scope, id }: { scope: string; id: string }) => ({ pk: scope, sk: `P${id}` }),
});
const probeChunkEntity = entity({
  name: 'probe chunk',
  attributes: { at: attr<string>() },
  key: ({ id, index }: { scope: string; id: string; index: number }) => ({ pk: `P${id}`, sk: `C${index}` }),
});

const probe = chunkedJob({
  ...probeJobNames,
  chunkSize: 3,
  items: {
    ref: (r) => ({ scope: r.scope, id: r.id }),
    record: probeEntity,
    chunk: probeChunkEntity,
    list: { kind: 'inPlace', within: (scope) => ({ scope }) },
  },
});

describe('chunked job declaration', () => {
  it('yields the ASL: plan, an inline Map of chunks, finish — also after the plan or a chunk failed for good', () => {
    const def = probe.definition('ARN') as { StartAt: string; States: Record<string, Record<string, unknown>> };
    expect(def.StartAt).toBe('PlanChunks');
    const { PlanChunks, RunChunks, FinishProbe } = def.States;
    const toFinish = [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'FinishProbe' }];
    expect(PlanChunks).toMatchObject({
      Resource: 'ARN',
      Parameters: { action: 'planChunks' },
      Next: 'SplitPlan',
      Catch: toFinish,
    });
    expect(def.States.SplitPlan).toEqual({
      Type: 'Choice',
      Choices: [{ Variable: '$.plan.shards', IsPresent: true, Next: 'RunShards' }],
      Default: 'RunChunks',
    });
    expect(RunChunks).toMatchObject({
      Type: 'Map',
      ItemsPath: '$.plan.chunks',
      MaxConcurrency: 4,
      ItemProcessor: { ProcessorConfig: { Mode: 'INLINE' }, States: { RunChunk: { Parameters: { action: 'runChunk' } } } },
      Catch: toFinish,
      Next: 'FinishProbe',
    });
    expect(FinishProbe).toMatchObject({ Parameters: { action: 'finishProbe' }, End: true, ResultPath: null });
  });

  it('runs a plan answered as shards as child executions of the same machine, one after the other, then finishes', () => {
    const def = probe.definition('ARN') as { States: Record<string, Record<string, unknown>> };
    expect(def.States.RunShards).toMatchObject({
      Type: 'Map',
      ItemsPath: '$.plan.shards',
      MaxConcurrency: 1,
      ItemProcessor: {
        ProcessorConfig: { Mode: 'INLINE' },
        States: {
          RunShard: {
            Type: 'Task',
            Resource: 'arn:aws:states:::states:startExecution.sync:2',
            Parameters: { 'StateMachineArn.$': '$$.StateMachine.Id', 'Input.$': '$' },
            End: true,
          },
        },
      },
      ResultPath: null,
      Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'FinishProbe' }],
      Next: 'FinishProbe',
    });
  });

  it('runs chunks one after the other when it declares concurrency 1', () => {
    const ordered = chunkedJob({ ...probe, concurrency: 1 });
    expect(
      (ordered.definition('ARN') as { States: { RunChunks: { MaxConcurrency: number } } }).States.RunChunks.MaxConcurrency,
    ).toBe(1);
  });

  it('keeps what the worker and the job store read', () => {
    expect(probe).toMatchObject({ name: 'probe-job', worker: 'probe-worker', arnEnv: 'PROBE_ARN', chunkSize: 3 });
    expect(probe.items.chunk.key({ scope: 's', id: 'x', index: 2 })).toEqual({ pk: 'Px', sk: 'C2' });
  });
});

describe('chunk plans', () => {
  it('cuts the input into chunks of the declared size, the last one short', () => {
    expect(chunkRanges(7, 3)).toEqual([
      { index: 0, from: 0, to: 3 },
      { index: 1, from: 3, to: 6 },
      { index: 2, from: 6, to: 7 },
    ]);
    expect(chunkRanges(6, 3)).toHaveLength(2);
    expect(chunkRanges(0, 3)).toEqual([]);
  });

  it('counts the results a chunk records', () => {
    expect(resultCounts([{ status: 'succeeded' }, { status: 'failed' }, { status: 'succeeded' }])).toEqual({
      succeeded: 2,
      failed: 1,
    });
  });

  it('reports progress below 100 until the job has ended', () => {
    expect(jobProgress({ total: 10, succeeded: 10, failed: 0, status: 'processing' })).toBe(99);
    expect(jobProgress({ total: 10, succeeded: 3, failed: 1, status: 'processing' })).toBe(40);
    expect(jobProgress({ total: 0, succeeded: 0, failed: 0, status: 'processing' })).toBe(0);
    expect(jobProgress({ total: 10, succeeded: 0, failed: 0, status: 'failed' })).toBe(100);
  });

  it('ends a job succeeded only when every item was counted and no step failed', () => {
    const at = '2026-01-01T00:00:00.000Z';
    expect(jobEnd({ total: 3, succeeded: 2, failed: 1 }, undefined, 'interrupted', at)).toEqual({
      status: 'succeeded',
      finishedAt: at,
    });
    expect(jobEnd({ total: 3, succeeded: 3, failed: 0 }, { Error: 'x' }, 'interrupted', at)).toEqual({
      status: 'failed',
      finishedAt: at,
    });
    expect(jobEnd({ total: 3, succeeded: 1, failed: 0 }, undefined, 'interrupted', at)).toEqual({
      status: 'failed',
      failureReason: 'interrupted',
      finishedAt: at,
    });
  });
});
