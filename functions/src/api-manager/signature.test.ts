import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newCredentials, secretHint, signOpenApiRequest, signatureMatches, timestampFresh } from './signature.ts';

describe('open-API request signatures', () => {
  const secret = 's3cr3t-value';
  const ts = '1763900000000';
  const path = '/api/cmp/open/card/status';
  const body = '{"iccid":"89860000000000000001"}';

  it('is hex HMAC-SHA256 of timestamp, path and raw body joined by newlines', () => {
    const expected = createHmac('sha256', secret).update(`${ts}\n${path}\n${body}`).digest('hex');
    expect(signOpenApiRequest(secret, ts, path, body)).toBe(expected);
    expect(expected).toMatch(/^[0-9a-f]{64}$/);
  });

  it('verifies the right signature, in upper or lower case', () => {
    const sig = signOpenApiRequest(secret, ts, path, body);
    expect(signatureMatches(secret, ts, path, body, sig)).toBe(true);
    expect(signatureMatches(secret, ts, path, body, sig.toUpperCase())).toBe(true);
  });

  it('refuses a signature over anything else: secret, timestamp, path or body', () => {
    const sig = signOpenApiRequest(secret, ts, path, body);
    expect(signatureMatches('other', ts, path, body, sig)).toBe(false);
    expect(signatureMatches(secret, '1763900000001', path, body, sig)).toBe(false);
    expect(signatureMatches(secret, ts, '/api/cmp/open/card/other', body, sig)).toBe(false);
    expect(signatureMatches(secret, ts, path, `${body} `, sig)).toBe(false);
  });

  it('refuses malformed signatures without throwing', () => {
    expect(signatureMatches(secret, ts, path, body, '')).toBe(false);
    expect(signatureMatches(secret, ts, path, body, 'abc')).toBe(false);
    expect(signatureMatches(secret, ts, path, body, 'z'.repeat(64))).toBe(false);
  });
});

describe('timestamps', () => {
  const now = new Date('2026-11-23T10:00:00Z');
  it('accepts epoch ms within 5 minutes either way', () => {
    expect(timestampFresh(String(now.getTime()), now)).toBe(true);
    expect(timestampFresh(String(now.getTime() - 300_000), now)).toBe(true);
    expect(timestampFresh(String(now.getTime() + 300_000), now)).toBe(true);
  });
  it('refuses stale, future, missing or non-numeric timestamps', () => {
    expect(timestampFresh(String(now.getTime() - 300_001), now)).toBe(false);
    expect(timestampFresh(String(now.getTime() + 300_001), now)).toBe(false);
    expect(timestampFresh(undefined, now)).toBe(false);
    expect(timestampFresh('', now)).toBe(false);
    expect(timestampFresh('2026-11-23T10:00:00Z', now)).toBe(false);
    expect(timestampFresh(String(now.getTime() / 1000), now)).toBe(false);
  });
});

describe('credentials', () => {
  it('makes a fresh key and secret each time and shows only the last four characters', () => {
    const a = newCredentials();
    const b = newCredentials();
    expect(a.appKey).toMatch(/^ak[0-9a-f]{24}$/);
    expect(a.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.appKey).not.toBe(b.appKey);
    expect(a.secret).not.toBe(b.secret);
    expect(secretHint('abcdefWXYZ')).toBe('WXYZ');
  });
});
