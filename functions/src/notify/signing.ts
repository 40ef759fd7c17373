/**
 * API messages (webhooks) are signed: `X-CMP-Timestamp` (Unix seconds) and `X-CMP-Signature` =
 * hex HMAC-SHA256(secret, `${timestamp}.${body}`). A receiver recomputes it over the raw body, compares
 * in constant time and refuses a timestamp too far from its clock (a replayed message). Pure.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const TIMESTAMP_HEADER = 'X-CMP-Timestamp';
export const SIGNATURE_HEADER = 'X-CMP-Signature';
/** How far a receiver should accept a timestamp from its own clock. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export const signWebhook = (secret: string, timestamp: number | string, body: string): string =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');

/** What a receiver checks: the signature over this body and timestamp, and the timestamp's age. */
export function verifyWebhook(
  secret: string,
  headers: { timestamp: string | undefined; signature: string | undefined },
  body: string,
  nowSeconds = Math.floor(Date.now() / 1000),
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): boolean {
  const { timestamp, signature } = headers;
  if (!timestamp || !signature || !/^\d+$/.test(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) return false;
  if (Math.abs(nowSeconds - Number(timestamp)) > toleranceSeconds) return false;
  return timingSafeEqual(Buffer.from(signWebhook(secret, timestamp, body), 'hex'), Buffer.from(signature, 'hex'));
}
