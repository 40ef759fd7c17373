import { afterEach, describe, expect, it, vi } from 'vitest';

const fresh = async () => {
  vi.resetModules();
  return import('./tracing.ts');
};

afterEach(() => vi.unstubAllEnvs());

describe('tracing', () => {
  it('is off outside Lambda and when POWERTOOLS_TRACE_ENABLED=false: no Tracer is loaded', async () => {
    vi.stubEnv('AWS_EXECUTION_ENV', 'AWS_Lambda_nodejs22.x');
    vi.stubEnv('POWERTOOLS_TRACE_ENABLED', 'false');
    const t = await fresh();
    expect(t.tracingEnabled()).toBe(false);
    expect(await t.loadTracer()).toBeUndefined();

    vi.stubEnv('POWERTOOLS_TRACE_ENABLED', 'true');
    vi.stubEnv('AWS_EXECUTION_ENV', '');
    const outside = await fresh();
    expect(await outside.loadTracer()).toBeUndefined();
  });

  it('in Lambda with tracing on, loads the one Tracer, whose HTTPS capture records the AWS API calls', async () => {
    vi.stubEnv('AWS_EXECUTION_ENV', 'AWS_Lambda_nodejs22.x');
    vi.stubEnv('POWERTOOLS_TRACE_ENABLED', 'true');
    // Powertools records every https request as a subsegment by patching node:http/https (its default);
    // switched off here to keep the test process's own modules unpatched, which the Tracer honours.
    vi.stubEnv('POWERTOOLS_TRACER_CAPTURE_HTTPS_REQUESTS', 'false');
    const t = await fresh();
    const tracer = await t.loadTracer();
    expect(tracer?.isTracingEnabled()).toBe(true);
    expect(await t.loadTracer()).toBe(tracer);
    expect(Reflect.get(tracer!, 'captureHTTPsRequests')).toBe(false);
  });
});
