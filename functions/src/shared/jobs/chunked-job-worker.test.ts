import { describe, expect, it } from 'vitest';
import { dispatchChunkedJob } from './chunked-job-worker.ts';

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
});
