import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifyWebhook } from './signing.ts';
import { isPrivateAddress, sendWebhook } from './webhook.ts';

let server: Server;
let base: string;
const seen: { headers: IncomingMessage['headers']; body: string }[] = [];
let statuses: number[] = [];

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(statuses.shift() ?? 200);
      res.end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  seen.length = 0;
  statuses = [];
});

const sleeps: number[] = [];
const opts = { allowPrivate: true, sleep: async (ms: number) => void sleeps.push(ms) };

describe('API messages', () => {
  it('posts the JSON body with a timestamp and a signature the receiver verifies', async () => {
    const body = JSON.stringify({ alarmId: 'A1', data: { usedBytes: 5 } });
    const out = await sendWebhook({ url: `${base}/hook`, secret: 's3cret', body }, opts);
    expect(out).toEqual({ status: 'sent', attempts: 1, lastStatus: 200 });
    expect(seen[0]!.body).toBe(body);
    expect(seen[0]!.headers['content-type']).toBe('application/json');
    const headers = {
      timestamp: String(seen[0]!.headers['x-cmp-timestamp']),
      signature: String(seen[0]!.headers['x-cmp-signature']),
    };
    expect(verifyWebhook('s3cret', headers, body)).toBe(true);
  });

  it('tries again after a 5xx with the backoff pauses, and reports the last answer', async () => {
    sleeps.length = 0;
    statuses = [500, 503, 500];
    const out = await sendWebhook({ url: base, secret: 's', body: '{}' }, opts);
    expect(out).toEqual({ status: 'failed', attempts: 3, lastStatus: 500, lastError: 'HTTP 500' });
    expect(seen).toHaveLength(3);
    expect(sleeps).toEqual([500, 1000]);
  });

  it('succeeds on a later attempt', async () => {
    statuses = [502, 204];
    expect(await sendWebhook({ url: base, secret: 's', body: '{}' }, opts)).toEqual({
      status: 'sent',
      attempts: 2,
      lastStatus: 204,
    });
  });

  it('does not try again when the receiver refuses the message (4xx)', async () => {
    statuses = [400];
    expect(await sendWebhook({ url: base, secret: 's', body: '{}' }, opts)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastStatus: 400,
    });
  });

  it('refuses private and loopback targets unless allowed, without connecting', async () => {
    const out = await sendWebhook({ url: `${base}/hook`, secret: 's', body: '{}' }, { ...opts, allowPrivate: false });
    expect(out).toMatchObject({ status: 'failed', attempts: 1, lastError: expect.stringMatching(/^TargetRefused/) });
    expect(seen).toEqual([]);
    expect(
      await sendWebhook({ url: 'http://localhost:1/x', secret: 's', body: '{}' }, { ...opts, allowPrivate: false }),
    ).toMatchObject({
      status: 'failed',
      lastError: expect.stringMatching(/^TargetRefused/),
    });
    expect(await sendWebhook({ url: 'ftp://example.com/x', secret: 's', body: '{}' }, opts)).toEqual({
      status: 'failed',
      attempts: 0,
      lastError: 'invalid URL',
    });
  });

  it('knows the private ranges', () => {
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '0.0.0.0',
    ])
      expect(isPrivateAddress(a), a).toBe(true);
    for (const a of ['93.184.216.34', '8.8.8.8', '2606:4700::1111', '172.32.0.1']) expect(isPrivateAddress(a), a).toBe(false);
  });
});
