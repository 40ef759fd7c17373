/** Builders shared by the tests of chunked jobs (batches, card imports), unit and integration alike. */

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
