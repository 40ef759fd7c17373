import { expect } from 'vitest';

/** Builders shared by the tests of chunked jobs (the mechanism itself, batches, card imports), unit and integration alike. */

/**
 * A job record as its start writes it: one chunk, nothing counted or done yet, started in English
 * by `test` now; `fields` add the job's own attributes (id, owner, type, total…) or override these.
 */
export const startedJob = <T extends object>(fields: T) => ({
  succeeded: 0,
  failed: 0,
  chunks: 1,
  chunksDone: 0,
  status: 'processing' as const,
  lang: 'en-US' as const,
  createdBy: 'test',
  createdAt: new Date().toISOString(),
  ...fields,
});

/**
 * `target` with its `method` throwing `simulated crash` once `calls` calls have gone through: a
 * worker killed in the middle of a chunk, for the tests that retry the chunk afterwards.
 */
export function crashingAfter<T extends object, K extends keyof T>(target: T, method: K, calls: number): T {
  const real = target[method] as (...args: unknown[]) => unknown;
  let made = 0;
  return {
    ...target,
    [method]: async (...args: unknown[]) => {
      if (++made > calls) throw new Error('simulated crash');
      return real(...args);
    },
  };
}

/** How the mechanism's own tests name their probe job: its state machine, worker, ARN variable and finishing step. */
export const probeJobNames = {
  name: 'probe-job',
  worker: 'probe-worker',
  arnEnv: 'PROBE_ARN',
  comment: 'Probe',
  finish: { state: 'FinishProbe', action: 'finishProbe' },
  views: [],
};

/**
 * A chunk retried after its worker crashed: plans the job's one chunk, runs it with the `crashing`
 * worker until that throws `simulated crash`, calls `afterCrash` (to check what the crash left), then
 * runs it twice with the sound worker, the retry and a duplicate delivery, expecting `outcome` from
 * both. The sound worker, to finish the job with.
 */
export async function retryChunkAfterCrash<
  Ref,
  Chunk,
  W extends { planChunks(ref: Ref): Promise<{ chunks: Chunk[] }>; runChunk(chunk: Chunk): Promise<unknown> },
>(o: { sound: W; crashing: W; ref: Ref; outcome: unknown; afterCrash?: () => Promise<void> }): Promise<W> {
  const chunk = (await o.sound.planChunks(o.ref)).chunks[0]!;
  await expect(o.crashing.runChunk(chunk)).rejects.toThrow('simulated crash');
  await o.afterCrash?.();
  expect(await o.sound.runChunk(chunk)).toEqual(o.outcome);
  expect(await o.sound.runChunk(chunk)).toEqual(o.outcome);
  return o.sound;
}
