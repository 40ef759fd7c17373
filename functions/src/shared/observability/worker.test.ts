import type { Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { captureOutput, emfOf, expectDeclared, powertoolsOn } from './capture.test-support.ts';
import { observedWorker } from './worker.ts';

powertoolsOn('batch-worker');

type Step =
  | { action: 'planChunks' }
  | { action: 'runChunk'; succeeded: number; failed: number; iccids?: string[] }
  | { action: 'boom' };

const worker = observedWorker(
  'batch-operation',
  async (event: Step): Promise<{ succeeded: number; failed: number } | { chunks: string[] }> => {
    if (event.action === 'boom') throw new Error('chunk write failed');
    return event.action === 'runChunk' ? { succeeded: event.succeeded, failed: event.failed } : { chunks: [] };
  },
  (event, result) =>
    event.action === 'runChunk' && 'failed' in result
      ? { items: result.succeeded + result.failed, failures: result.failed }
      : undefined,
);

const context = { functionName: 'cmp-batch-worker', awsRequestId: 'lambda-request-9' } as Context;
const jobMetrics = (lines: Record<string, unknown>[]) => emfOf(lines).find((l) => 'JobStepLatency' in l);

describe('observedWorker', () => {
  it('emits JobItems and JobFailures with dimension job for a chunk, and logs the step without its input', async () => {
    const ICCID = '89860000000000000042';
    const { raw, lines } = await captureOutput(() =>
      worker({ action: 'runChunk', succeeded: 7, failed: 3, iccids: [ICCID] }, context),
    );
    expect(raw).not.toContain(ICCID);
    const emf = jobMetrics(lines);
    expect(emf).toMatchObject({ job: 'batch-operation', JobItems: 10, JobFailures: 3 });
    expectDeclared(emf, 'job', { JobStepLatency: 'Milliseconds', JobItems: 'Count', JobFailures: 'Count' });
    expect(lines.find((l) => l.message === 'job step')).toMatchObject({
      level: 'INFO',
      job: 'batch-operation',
      step: 'runChunk',
      items: 10,
      failures: 3,
      function_request_id: 'lambda-request-9',
    });
  });

  it('answers what the step returned', async () => {
    await captureOutput(async () => {
      expect(await worker({ action: 'runChunk', succeeded: 1, failed: 0 }, context)).toEqual({ succeeded: 1, failed: 0 });
    });
  });

  it('emits only the step latency for a step that handles no items (plan, finish)', async () => {
    const { lines } = await captureOutput(() => worker({ action: 'planChunks' }, context));
    const emf = jobMetrics(lines);
    expect(emf).toMatchObject({ job: 'batch-operation' });
    expect(emf).not.toHaveProperty('JobItems');
    expect(emf).not.toHaveProperty('JobFailures');
  });

  it('logs a failed step at ERROR, still emits its metrics, and rethrows for the state machine to retry or catch', async () => {
    const { lines, thrown } = await captureOutput(() => worker({ action: 'boom' }, context));
    expect(thrown).toMatchObject({ message: 'chunk write failed' });
    expect(jobMetrics(lines)).toMatchObject({ job: 'batch-operation' });
    expect(lines.find((l) => l.message === 'job step')).toMatchObject({
      level: 'ERROR',
      step: 'boom',
      error: { message: 'chunk write failed' },
    });
  });
});
