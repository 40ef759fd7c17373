import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { objectStore } from './s3.ts';

let server: Server;
let endpoint: string;
const requests: { method: string; url: string; range?: string; type?: string; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      requests.push({
        method: req.method!,
        url: req.url!,
        range: req.headers.range,
        type: req.headers['content-type'],
        body: Buffer.concat(chunks).toString(),
      });
      if (req.url!.includes('missing')) {
        res.writeHead(404, { 'content-type': 'application/xml' });
        res.end(
          req.method === 'HEAD' ? undefined : '<Error><Code>NoSuchKey</Code><Message>The key does not exist</Message></Error>',
        );
      } else if (req.url!.includes('list-type=2')) {
        res.end(
          '<ListBucketResult><Contents><Key>a/1&amp;2.csv</Key></Contents><Contents><Key>a/3.csv</Key></Contents><NextContinuationToken>t/2</NextContinuationToken></ListBucketResult>',
        );
      } else res.end('hello');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  vi.stubEnv('AWS_ENDPOINT_URL_S3', endpoint);
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'S3RVER');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'S3RVER');
});
afterAll(() => {
  vi.unstubAllEnvs();
  return new Promise<void>((r) => server.close(() => r()));
});

describe('object store', () => {
  it('addresses objects path-style on a local endpoint, with ranges, types and encoded keys', async () => {
    expect(await objectStore.getText('bkt', 'dir/a b.txt', 'bytes=0-3')).toBe('hello');
    await objectStore.put('bkt', 'dir/x.json', '{"a":1}', 'application/json');
    expect(requests.at(-2)).toMatchObject({ method: 'GET', url: '/bkt/dir/a%20b.txt', range: 'bytes=0-3' });
    expect(requests.at(-1)).toMatchObject({ method: 'PUT', url: '/bkt/dir/x.json', type: 'application/json', body: '{"a":1}' });
  });

  it('fails a missing object with NoSuchKey (GET) and NotFound (HEAD), as the SDK does', async () => {
    await expect(objectStore.get('bkt', 'missing')).rejects.toMatchObject({
      name: 'NoSuchKey',
      message: 'The key does not exist',
    });
    await expect(objectStore.size('bkt', 'missing')).rejects.toMatchObject({ name: 'NotFound' });
    expect(await objectStore.getIfExists('bkt', 'missing')).toBeUndefined();
    expect((await objectStore.getIfExists('bkt', 'there'))?.toString()).toBe('hello');
  });

  it('lists keys a page at a time, XML entities decoded', async () => {
    expect(await objectStore.list('bkt', 'a/')).toEqual({ keys: ['a/1&2.csv', 'a/3.csv'], next: 't/2' });
    expect(requests.at(-1)!.url).toBe('/bkt/?list-type=2&prefix=a%2F');
    await objectStore.list('bkt', 'a/', 't/2');
    expect(requests.at(-1)!.url).toBe('/bkt/?continuation-token=t%2F2&list-type=2&prefix=a%2F');
  });

  it('presigns a PUT bound to its type and size, and a GET with its download name', () => {
    const put = new URL(
      objectStore.presign('PUT', 'bkt', 'up/f.xlsx', { expiresIn: 600, contentType: 'text/csv', contentLength: 42 }),
    );
    expect(put.origin + put.pathname).toBe(`${endpoint}/bkt/up/f.xlsx`);
    expect(put.searchParams.get('X-Amz-Expires')).toBe('600');
    expect(put.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    expect(put.searchParams.get('X-Amz-Credential')).toMatch(/^S3RVER\/\d{8}\/[a-z0-9-]+\/s3\/aws4_request$/);
    expect(put.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    const get = new URL(
      objectStore.presign('GET', 'bkt', 'f.xlsx', {
        expiresIn: 60,
        responseContentDisposition: 'attachment; filename="a b.xlsx"',
      }),
    );
    expect(get.searchParams.get('response-content-disposition')).toBe('attachment; filename="a b.xlsx"');
    expect(get.searchParams.get('X-Amz-SignedHeaders')).toBe('host');
  });

  it('addresses the bucket as a virtual host in AWS', () => {
    vi.stubEnv('AWS_ENDPOINT_URL_S3', '');
    vi.stubEnv('AWS_ENDPOINT_URL', '');
    vi.stubEnv('AWS_REGION', 'cn-north-1');
    try {
      const url = new URL(objectStore.presign('GET', 'bkt', 'k.csv', { expiresIn: 60 }));
      expect(url.host).toBe('bkt.s3.cn-north-1.amazonaws.com');
      expect(url.pathname).toBe('/k.csv');
    } finally {
      vi.stubEnv('AWS_ENDPOINT_URL_S3', endpoint);
    }
  });
});
