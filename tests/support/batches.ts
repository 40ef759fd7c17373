import { useStackEnv } from './api-client.ts';

/**
 * The batch area's own code against the test stack, for the cases that drive its worker directly:
 * the batch repository and the worker factory, imported once this test worker's environment points
 * at the stack (they read it on import).
 */
export async function batchAreaOnStack() {
  useStackEnv();
  const { createBatchRepository } = await import('@cmp/functions/batch/batch.repository');
  const { createBatchWorker } = await import('@cmp/functions/batch/batch-worker.service');
  return { batches: createBatchRepository(), createBatchWorker };
}
