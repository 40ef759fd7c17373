import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Request signing of the open API: `x-cmp-signature` = hex HMAC-SHA256(secret,
 * `${timestamp}\n${path}\n${rawBody}`), where the timestamp is `x-cmp-timestamp` (epoch ms) and
 * the path is the request path as sent (e.g. `/api/cmp/open/card/status`, no query string).
 */

/** How far the caller's clock may be from ours. */
export const TIMESTAMP_TOLERANCE_MS = 5 * 60 * 1000;

export const signingText = (timestamp: string, path: string, rawBody: string): string => `${timestamp}\n${path}\n${rawBody}`;

/** The hex signature of a request. */
export function signOpenApiRequest(secret: string, timestamp: string, path: string, rawBody: string): string {
  return createHmac('sha256', secret)
    .update(signingText(timestamp, path, rawBody), 'utf8')
    .digest('hex');
}

/** Whether the signature is right, compared in constant time; any malformed value is simply wrong. */
export function signatureMatches(secret: string, timestamp: string, path: string, rawBody: string, signature: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signOpenApiRequest(secret, timestamp, path, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** Whether the timestamp header is epoch milliseconds within the tolerance of now. */
export function timestampFresh(timestamp: string | undefined, now: Date): boolean {
  if (!timestamp || !/^\d{1,16}$/.test(timestamp)) return false;
  return Math.abs(Number(timestamp) - now.getTime()) <= TIMESTAMP_TOLERANCE_MS;
}

/** A new app key (public id) and secret (shown once). */
export function newCredentials(random: (size: number) => Buffer = randomBytes): { appKey: string; secret: string } {
  return { appKey: `ak${random(12).toString('hex')}`, secret: random(32).toString('base64url') };
}

/** What the portal may show of a secret: its last four characters. */
export const secretHint = (secret: string): string => secret.slice(-4);
