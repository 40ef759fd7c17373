/**
 * One timed series of requests with a DynamoDB meter, for the scale benchmark's first-page figures
 * (card-filters.ts, scale-reports.ts): a few untimed warm-up requests, then each request timed with
 * the meter reset before and read after, and what the series measured per request.
 */
import type { Meter } from './ddb-meter.ts';
import { latencySummary } from './stats.ts';

/** What a timed series measured: p50/p95, DynamoDB calls and items read per request, and every answer. */
export interface TimedSeries<T> {
  latency: ReturnType<typeof latencySummary>;
  /** DynamoDB calls per request, the sign-in's BatchGet included. */
  callsPerRequest: number;
  /** Items read per request, without the sign-in's own (account and token revocation). */
  itemsPerRequest: number;
  /** The timed requests' answers, in order. */
  results: T[];
}

/** A POST to the local gateway's API as a signed-in caller, in English: its status and JSON answer. */
export async function postApi<T>(url: string, token: string, path: string, body: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(`${url}/api${path}?ts=${Date.now()}&lang=en-US`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

/** Sends `warmUp` untimed requests, then `requests` timed and metered ones, one at a time. */
export async function timedRequests<T>(
  meter: { reset: () => Meter },
  warmUp: number,
  requests: number,
  send: () => Promise<T>,
): Promise<TimedSeries<T>> {
  for (let i = 0; i < warmUp; i++) await send();
  const latencies: number[] = [];
  const results: T[] = [];
  let calls = 0;
  let items = 0;
  for (let i = 0; i < requests; i++) {
    meter.reset();
    const t = performance.now();
    results.push(await send());
    latencies.push(performance.now() - t);
    const m = meter.reset();
    calls += Object.values(m.calls).reduce((a, b) => a + b, 0);
    items += m.items - m.authItems;
  }
  const latency = latencySummary(latencies);
  return { latency, callsPerRequest: calls / latency.count, itemsPerRequest: items / latency.count, results };
}

/** `p50 12.3 ms, p95 45.6 ms`: how the scale benchmark prints a series' latency. */
export const p50p95 = (l: { p50: number; p95: number }): string => `p50 ${l.p50.toFixed(1)} ms, p95 ${l.p95.toFixed(1)} ms`;
