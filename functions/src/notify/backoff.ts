/**
 * The retry schedule of a delivery: `attempts` tries in all, the pause before try n+1 doubling from
 * `baseMs` and capped at `capMs` (3 attempts, 500 ms: 500 ms then 1 s). Deterministic, so a delivery's
 * worst-case time is known: the sum of the pauses plus `attempts` × the request timeout. Pure.
 */
export interface Backoff {
  attempts: number;
  baseMs: number;
  capMs: number;
}

export const DEFAULT_BACKOFF: Backoff = { attempts: 3, baseMs: 500, capMs: 8_000 };
/** Never more than this many tries, whatever a caller asks. */
export const MAX_ATTEMPTS = 6;

/** The pauses before the 2nd, 3rd… try (attempts − 1 of them). */
export function backoffDelays(b: Backoff = DEFAULT_BACKOFF): number[] {
  const attempts = Math.max(1, Math.min(MAX_ATTEMPTS, Math.floor(b.attempts)));
  return Array.from({ length: attempts - 1 }, (_, i) => Math.min(b.capMs, b.baseMs * 2 ** i));
}

/** Whether an HTTP answer is worth another try: the receiver's fault or its rate limit, not a refusal of the message. */
export const retryableStatus = (status: number): boolean => status >= 500 || status === 429 || status === 408;
