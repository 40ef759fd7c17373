import { describe, expect, it } from 'vitest';
import { PLAN_PAYLOAD_BYTES, dispatchChunkedJob, hostedSteps, shardRanges, splitPlan } from './chunked-job-worker.ts';
import { chunkedJob, hostedChunkedJob, hostedInput } from './chunked-job.ts';

describe('chunked job worker', () => {
  const calls: string[] = [];
  const run = dispatchChunkedJob(
    { name: 'probe-job', finish: { action: 'finishProbe' } },
    {
      planChunks: async (input: { id: string }) => {
        calls.push(`plan ${input.id}`);
        return { chunks: [{ index: 0 }] };
      },
      runChunk: async (input: { index: number }) => {
        calls.push(`run ${input.index}`);
        return { succeeded: 2, failed: 1 };
      },
      finish: async (input: { id: string }) => {
        calls.push(`finish ${input.id}`);
      },
    },
  );

  it('dispatches each Task of the declared job to its step, with the Task input', async () => {
    expect(await run({ action: 'planChunks', input: { id: 'j1' } })).toEqual({ chunks: [{ index: 0 }] });
    expect(await run({ action: 'runChunk', input: { index: 0 } })).toEqual({ succeeded: 2, failed: 1 });
    expect(await run({ action: 'finishProbe', input: { id: 'j1' } })).toBeUndefined();
    expect(calls).toEqual(['plan j1', 'run 0', 'finish j1']);
  });

  it('fails a Task whose action the job does not declare', async () => {
    await expect(run({ action: 'finishBatch', input: {} })).rejects.toThrow('Job probe-job has no step finishBatch');
  });

  describe('a job hosted on another job’s machine', () => {
    const guestCalls: unknown[] = [];
    const withGuest = dispatchChunkedJob(
      { name: 'probe-job', finish: { action: 'finishProbe' } },
      {
        planChunks: async () => ({ chunks: [] }),
        runChunk: async () => ({ succeeded: 0, failed: 0 }),
        finish: async () => {
          guestCalls.push('host finish');
        },
      },
      [
        hostedSteps(
          { name: 'guest-job' },
          {
            planChunks: async (input: { id: string }) => ({
              chunks: [
                { id: input.id, index: 0 },
                { id: input.id, index: 1 },
              ],
            }),
            runChunk: async (input: { index: number }) => {
              guestCalls.push(input);
              return { succeeded: 5, failed: 0 };
            },
            finish: async (input: { id: string }) => {
              guestCalls.push(`finish ${input.id}`);
            },
          },
        ),
      ],
    );

    it('sends the Tasks that name it to its steps, and its chunks carry its name back', async () => {
      const plan = (await withGuest({ action: 'planChunks', input: { id: 'g1', job: 'guest-job' } })) as { chunks: object[] };
      expect(plan.chunks).toEqual([
        { id: 'g1', index: 0, job: 'guest-job' },
        { id: 'g1', index: 1, job: 'guest-job' },
      ]);
      expect(await withGuest({ action: 'runChunk', input: plan.chunks[1] })).toEqual({ succeeded: 5, failed: 0 });
      await withGuest({ action: 'finishProbe', input: { id: 'g1', job: 'guest-job', plan } });
      expect(guestCalls).toEqual([{ id: 'g1', index: 1, job: 'guest-job' }, 'finish g1']);
      // The host's own Tasks (no `job`, or its own name) still reach the host's steps.
      await withGuest({ action: 'finishProbe', input: { id: 'h1', job: 'probe-job' } });
      expect(guestCalls.at(-1)).toBe('host finish');
    });

    it('fails a Task naming a job it does not host', async () => {
      await expect(withGuest({ action: 'runChunk', input: { job: 'stranger' } })).rejects.toThrow('hosts no job stranger');
    });

    it('is declared on the host’s machine and starts with its name in the input', () => {
      const hostJob = chunkedJob({
        name: 'probe-job',
        worker: 'w',
        arnEnv: 'PROBE_ARN',
        comment: 'probe',
        finish: { state: 'FinishProbe', action: 'finishProbe' },
        chunkSize: 10,
        views: [],
        items: {} as never,
      });
      const guest = hostedChunkedJob(hostJob, { name: 'guest-job', chunkSize: 5, views: [], items: {} as never });
      expect(guest).toMatchObject({ worker: 'w', arnEnv: 'PROBE_ARN', finish: hostJob.finish, host: 'probe-job', chunkSize: 5 });
      expect('definition' in guest).toBe(false);
      expect(hostedInput(guest, { id: 'g1' })).toEqual({ id: 'g1', job: 'guest-job' });
      expect(hostedInput(hostJob, { id: 'h1' })).toEqual({ id: 'h1' });
    });
  });
});

describe('a plan too long for one execution', () => {
  const chunks = Array.from({ length: 7 }, (_, index) => ({ id: 'j1', index }));

  it('stays one execution up to the limit', () => {
    expect(splitPlan(chunks, { id: 'j1' }, 7)).toEqual({ chunks });
  });

  it('answers shards beyond it, each the execution input with its slice, and each child its slice of the same plan', () => {
    const plan = splitPlan(chunks, { id: 'j1' }, 3);
    expect(plan).toEqual({
      shards: [
        { id: 'j1', shard: { index: 0, from: 0, to: 3, of: 7 } },
        { id: 'j1', shard: { index: 1, from: 3, to: 6, of: 7 } },
        { id: 'j1', shard: { index: 2, from: 6, to: 7, of: 7 } },
      ],
    });
    const shards = 'shards' in plan ? plan.shards : [];
    const slices = shards.map((s) => splitPlan(chunks, s, 3));
    expect(slices.flatMap((s) => ('chunks' in s ? s.chunks : []))).toEqual(chunks);
  });

  it('cuts shards by payload bytes too: a child’s descriptors fit a state’s 256 KB', () => {
    const big = Array.from({ length: 30 }, (_, index) => ({ index, ids: 'x'.repeat(20_000) }));
    const ranges = shardRanges(big, 2000);
    expect(ranges.length).toBeGreaterThan(1);
    for (const r of ranges) expect(JSON.stringify(big.slice(r.from, r.to)).length).toBeLessThanOrEqual(PLAN_PAYLOAD_BYTES);
    expect(ranges.flatMap((r) => big.slice(r.from, r.to))).toEqual(big);
  });

  it('fails a child whose replanned chunks differ from its parent’s, and gives an ended job’s child nothing', () => {
    expect(() => splitPlan(chunks.slice(1), { id: 'j1', shard: { index: 1, from: 3, to: 6, of: 7 } }, 3)).toThrow(
      'Shard 1: the plan has 6 chunks, not 7',
    );
    expect(splitPlan([], { id: 'j1', shard: { index: 1, from: 3, to: 6, of: 7 } }, 3)).toEqual({ chunks: [] });
  });

  it('dispatches a child’s Tasks to the job’s steps without its shard; its finish is the parent’s, unless it failed', async () => {
    const seen: unknown[] = [];
    const run = dispatchChunkedJob(
      { name: 'probe-job', finish: { action: 'finishProbe' } },
      {
        planChunks: async (input: { id: string }) => {
          seen.push(input);
          return { chunks };
        },
        runChunk: async () => ({ succeeded: 1, failed: 0 }),
        finish: async (input: unknown) => void seen.push(['finish', input]),
      },
    );
    const shard = { index: 1, from: 3, to: 6, of: 7 };
    const prev = process.env.JOB_CHILD_CHUNKS;
    process.env.JOB_CHILD_CHUNKS = '3';
    try {
      expect(await run({ action: 'planChunks', input: { id: 'j1' } })).toMatchObject({ shards: [{}, {}, {}] });
      expect(await run({ action: 'planChunks', input: { id: 'j1', shard } })).toEqual({ chunks: chunks.slice(3, 6) });
    } finally {
      if (prev === undefined) Reflect.deleteProperty(process.env, 'JOB_CHILD_CHUNKS');
      else process.env.JOB_CHILD_CHUNKS = prev;
    }
    expect(seen).toEqual([{ id: 'j1' }, { id: 'j1' }]);
    expect(await run({ action: 'finishProbe', input: { id: 'j1', shard } })).toBeUndefined();
    await expect(
      run({ action: 'finishProbe', input: { id: 'j1', shard, error: { Error: 'Boom', Cause: 'chunk 4' } } }),
    ).rejects.toThrow('Shard 1 failed: Boom chunk 4');
    expect(seen).toHaveLength(2);
  });
});
