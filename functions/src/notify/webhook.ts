/**
 * API messages: an HTTP POST of a JSON body, signed (signing.ts), sent again on a network error, a
 * timeout or a 5xx/429/408 answer after the pauses of backoff.ts. In the cloud a target that is or
 * resolves to a private, loopback or link-local address is refused (the platform must not be a way
 * into its own network); the check runs at connect time on the address actually used, so a name
 * that changes its answer between check and connect gains nothing. The local stack and tests allow
 * such targets (NOTIFY_PRIVATE_TARGETS=allow): their receivers listen on 127.0.0.1.
 */
import { lookup as dnsLookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';
import { config } from '../platform/config.ts';
import { type Backoff, DEFAULT_BACKOFF, backoffDelays, retryableStatus } from './backoff.ts';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, signWebhook } from './signing.ts';

const privateRanges = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  privateRanges.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  privateRanges.addSubnet(net, bits, 'ipv6');

/** Whether an IP address is private, loopback, link-local, multicast or otherwise not a public host. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPrivateAddress(mapped);
  const family = isIP(address);
  if (!family) return true;
  return privateRanges.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export class TargetRefused extends Error {
  override name = 'TargetRefused';
}

export interface WebhookRequest {
  url: string;
  secret: string;
  /** The exact JSON text posted and signed. */
  body: string;
}

export interface WebhookResult {
  status: 'sent' | 'failed';
  attempts: number;
  /** HTTP status of the last answer (none when no answer came). */
  lastStatus?: number;
  lastError?: string;
}

export interface WebhookOptions {
  backoff?: Backoff;
  timeoutMs?: number;
  /** Allow private and loopback targets; default: NOTIFY_PRIVATE_TARGETS=allow. */
  allowPrivate?: boolean;
  sleep?: (ms: number) => Promise<void>;
  nowSeconds?: () => number;
}

/** `lookup` for http.request that refuses a name resolving to a private address. */
function guardedLookup(
  hostname: string,
  options: object,
  callback: (error: Error | null, address: string | { address: string; family: number }[], family?: number) => void,
): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '');
    const list = addresses as { address: string; family: number }[];
    const bad = list.find((a) => isPrivateAddress(a.address));
    if (bad) return callback(new TargetRefused(`${hostname} resolves to a private address`), '');
    if ((options as { all?: boolean }).all) return callback(null, list);
    callback(null, list[0]!.address, list[0]!.family);
  });
}

/** One POST: the answer's status, or an error (refused target, network, timeout). */
function post(
  url: URL,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
  allowPrivate: boolean,
): Promise<number> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && isIP(host) && isPrivateAddress(host))
    return Promise.reject(new TargetRefused(`${host} is a private address`));
  const secure = url.protocol === 'https:';
  return new Promise((resolve, reject) => {
    const req = (secure ? https : http).request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        timeout: timeoutMs,
        ...(allowPrivate ? {} : { lookup: guardedLookup as never }),
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error(`no answer within ${timeoutMs} ms`), { name: 'TimeoutError' })));
    req.on('error', reject);
    req.end(body);
  });
}

/** Posts the signed message, with retries; never throws for the receiver's sake (the result says what happened). */
export async function sendWebhook(r: WebhookRequest, o: WebhookOptions = {}): Promise<WebhookResult> {
  const allowPrivate = o.allowPrivate ?? config('notifyPrivateTargets') === 'allow';
  const sleep = o.sleep ?? ((ms: number) => new Promise<void>((res) => setTimeout(res, ms)));
  const nowSeconds = o.nowSeconds ?? (() => Math.floor(Date.now() / 1000));
  let url: URL;
  try {
    url = new URL(r.url);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('not http(s)');
  } catch {
    return { status: 'failed', attempts: 0, lastError: 'invalid URL' };
  }
  const delays = backoffDelays(o.backoff ?? DEFAULT_BACKOFF);
  const result: WebhookResult = { status: 'failed', attempts: 0 };
  for (let attempt = 0; attempt <= delays.length; attempt++) {
    if (attempt > 0) await sleep(delays[attempt - 1]!);
    const timestamp = String(nowSeconds());
    result.attempts = attempt + 1;
    try {
      const status = await post(
        url,
        {
          'content-type': 'application/json',
          'user-agent': 'CMP-Notify/1',
          [TIMESTAMP_HEADER]: timestamp,
          [SIGNATURE_HEADER]: signWebhook(r.secret, timestamp, r.body),
        },
        r.body,
        o.timeoutMs ?? 5_000,
        allowPrivate,
      );
      result.lastStatus = status;
      if (status >= 200 && status < 300) return { status: 'sent', attempts: result.attempts, lastStatus: status };
      result.lastError = `HTTP ${status}`;
      if (!retryableStatus(status)) return result;
    } catch (error) {
      result.lastStatus = undefined;
      result.lastError = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      if (error instanceof TargetRefused) return result;
    }
  }
  return result;
}
