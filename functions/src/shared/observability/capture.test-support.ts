import { expect, vi } from 'vitest';

/** Every line written to stdout and stderr while `run` runs (Powertools writes JSON lines there), parsed; and what it threw. */
export async function captureOutput(
  run: () => Promise<unknown>,
): Promise<{ raw: string; lines: Record<string, unknown>[]; thrown: unknown }> {
  const chunks: string[] = [];
  let thrown: unknown;
  const keep = (chunk: unknown) => {
    chunks.push(String(chunk));
    return true;
  };
  const out = vi.spyOn(process.stdout, 'write').mockImplementation(keep);
  const err = vi.spyOn(process.stderr, 'write').mockImplementation(keep);
  try {
    await run();
  } catch (error) {
    thrown = error;
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
  const raw = chunks.join('');
  const lines = raw
    .split('\n')
    .filter((l) => l.trim().startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  return { raw, lines, thrown };
}

/** The EMF blobs among the captured lines (they carry `_aws.CloudWatchMetrics`). */
export const emfOf = (lines: Record<string, unknown>[]) => lines.filter((l) => '_aws' in l);

/** Powertools on, as in AWS (the test config switches it off for every other suite). */
export function powertoolsOn(service: string) {
  vi.stubEnv('POWERTOOLS_SERVICE_NAME', service);
  vi.stubEnv('POWERTOOLS_LOG_LEVEL', 'INFO');
  vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
}

/** The EMF declaration of a blob: namespace CMP, exactly one dimension, and these metrics with their units. */
export function expectDeclared(emf: unknown, dimension: string, metrics: Record<string, 'Milliseconds' | 'Count'>) {
  expect((emf as { _aws: { CloudWatchMetrics: unknown[] } })._aws.CloudWatchMetrics).toEqual([
    {
      Namespace: 'CMP',
      Dimensions: [[dimension]],
      Metrics: expect.arrayContaining(Object.entries(metrics).map(([Name, Unit]) => ({ Name, Unit }))),
    },
  ]);
}
