import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BACKOFF, MAX_ATTEMPTS, backoffDelays, retryableStatus } from './backoff.ts';
import { signWebhook, verifyWebhook } from './signing.ts';

describe('API message signatures', () => {
  const secret = 'whsec_test';
  const body = '{"alarmId":"A1","data":{"value":1}}';

  it('is the hex HMAC-SHA256 of `timestamp.body` under the secret', () => {
    const expected = createHmac('sha256', secret).update(`1764201600.${body}`).digest('hex');
    expect(signWebhook(secret, 1764201600, body)).toBe(expected);
    expect(signWebhook(secret, '1764201600', body)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('verifies a fresh signature over the exact body, nothing else', () => {
    const ts = '1764201600';
    const signature = signWebhook(secret, ts, body);
    const at = 1764201600 + 10;
    expect(verifyWebhook(secret, { timestamp: ts, signature }, body, at)).toBe(true);
    expect(verifyWebhook(secret, { timestamp: ts, signature }, `${body} `, at)).toBe(false);
    expect(verifyWebhook('other', { timestamp: ts, signature }, body, at)).toBe(false);
    expect(verifyWebhook(secret, { timestamp: '1764201601', signature }, body, at)).toBe(false);
    expect(verifyWebhook(secret, { timestamp: ts, signature: undefined }, body, at)).toBe(false);
    expect(verifyWebhook(secret, { timestamp: ts, signature: 'zz' }, body, at)).toBe(false);
  });

  it('refuses a timestamp more than 5 minutes from the receiver’s clock (a replay)', () => {
    const ts = '1764201600';
    const signature = signWebhook(secret, ts, body);
    expect(verifyWebhook(secret, { timestamp: ts, signature }, body, 1764201600 + 301)).toBe(false);
    expect(verifyWebhook(secret, { timestamp: ts, signature }, body, 1764201600 - 301)).toBe(false);
    expect(verifyWebhook(secret, { timestamp: ts, signature }, body, 1764201600 + 300)).toBe(true);
  });
});

describe('the retry schedule', () => {
  it('is 3 attempts by default: 500 ms, then 1 s', () => {
    expect(DEFAULT_BACKOFF.attempts).toBe(3);
    expect(backoffDelays()).toEqual([500, 1000]);
  });

  it('doubles each pause up to the cap', () => {
    expect(backoffDelays({ attempts: 6, baseMs: 1000, capMs: 5000 })).toEqual([1000, 2000, 4000, 5000, 5000]);
  });

  it('is bounded: at least one attempt, at most MAX_ATTEMPTS', () => {
    expect(backoffDelays({ attempts: 0, baseMs: 100, capMs: 1000 })).toEqual([]);
    expect(backoffDelays({ attempts: 100, baseMs: 1, capMs: 1000 })).toHaveLength(MAX_ATTEMPTS - 1);
  });

  it('tries again on the receiver’s faults and rate limits only', () => {
    expect([500, 502, 503, 429, 408].every(retryableStatus)).toBe(true);
    expect([400, 401, 403, 404, 410, 422].some(retryableStatus)).toBe(false);
  });
});
