import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';

const fresh = async () => {
  vi.resetModules();
  return import('./tracing.ts');
};
const client = () => new DynamoDBClient({ region: 'us-east-1' });
const xrayMiddleware = (c: DynamoDBClient) => c.middlewareStack.identify().filter((m) => /xray/i.test(m));

afterEach(() => vi.unstubAllEnvs());

describe('tracing', () => {
  it('is off outside Lambda and when POWERTOOLS_TRACE_ENABLED=false: no Tracer is loaded, clients stay as they are', async () => {
    vi.stubEnv('AWS_EXECUTION_ENV', 'AWS_Lambda_nodejs22.x');
    vi.stubEnv('POWERTOOLS_TRACE_ENABLED', 'false');
    const t = await fresh();
    const c = t.traced(client());
    expect(await t.loadTracer()).toBeUndefined();
    expect(xrayMiddleware(c)).toEqual([]);

    vi.stubEnv('POWERTOOLS_TRACE_ENABLED', 'true');
    vi.stubEnv('AWS_EXECUTION_ENV', '');
    const outside = await fresh();
    expect(await outside.loadTracer()).toBeUndefined();
  });

  it('in Lambda with tracing on, loads the Tracer and captures clients made before and after it loaded', async () => {
    vi.stubEnv('AWS_EXECUTION_ENV', 'AWS_Lambda_nodejs22.x');
    vi.stubEnv('POWERTOOLS_TRACE_ENABLED', 'true');
    // Keep the test process's own http/https modules unpatched.
    vi.stubEnv('POWERTOOLS_TRACER_CAPTURE_HTTPS_REQUESTS', 'false');
    const t = await fresh();
    const early = t.traced(client());
    const tracer = await t.loadTracer();
    expect(tracer?.isTracingEnabled()).toBe(true);
    const late = t.traced(client());
    expect(xrayMiddleware(early)).not.toEqual([]);
    expect(xrayMiddleware(late)).not.toEqual([]);
  });
});
