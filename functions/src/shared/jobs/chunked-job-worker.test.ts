import { describe, expect, it } from 'vitest';
import { dispatchChunkedJob, hostedSteps } from './chunked-job-worker.ts';
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
