/**
 * The few S3 calls the product makes (get, ranged get, head, put, delete, list, presigned links), over
 * the signed transport of signed-request.ts. Path-style addressing on a local endpoint (s3rver),
 * virtual-hosted buckets in AWS. A missing object fails with an error named `NoSuchKey` (`NotFound`
 * for a HEAD), as the SDK's do.
 */
import { AwsServiceError, withRetries } from './json-service.ts';
import {
  type AwsService,
  type SignedResponse,
  endpointOf,
  isEndpointOverridden,
  presignedUrl,
  signedRequest,
} from './signed-request.ts';

const s3Service: AwsService = { signingName: 's3', endpointEnv: 'S3', hostPrefix: 's3' };
const MAX_ATTEMPTS = 3;

const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

/** Host and path of an object (or of the bucket when `key` is empty). */
function address(bucket: string, key: string, query = ''): { host?: string; path: string } {
  const q = query ? `?${query}` : '';
  if (isEndpointOverridden(s3Service)) return { path: `/${bucket}/${encodeKey(key)}${q}` };
  return { host: `${bucket}.${endpointOf(s3Service).host}`, path: `/${encodeKey(key)}${q}` };
}

/** S3 errors are XML: `<Error><Code>NoSuchKey</Code><Message>…</Message></Error>`; a HEAD has no body. */
function errorOf(res: SignedResponse): AwsServiceError {
  const xml = res.body.toString('utf8');
  const tag = (name: string) => xml.match(new RegExp(`<${name}>([^<]*)</${name}>`))?.[1];
  const code = tag('Code') ?? (res.status === 404 ? 'NotFound' : `HTTP${res.status}`);
  return new AwsServiceError(code, tag('Message') ?? code, res.status, {}, res.headers['x-amz-request-id'] as string | undefined);
}

async function call(
  method: string,
  bucket: string,
  key: string,
  opts: { query?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
) {
  const res = await withRetries(MAX_ATTEMPTS, async () => {
    const r = await signedRequest(s3Service, {
      method,
      ...address(bucket, key, opts.query),
      headers: opts.headers,
      body: opts.body,
    });
    if (r.status >= 500 || r.status === 429 || r.status === 503) throw errorOf(r);
    return r;
  });
  if (res.status >= 300) throw errorOf(res);
  return res;
}

const xmlDecode = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

export interface PresignOptions {
  expiresIn: number;
  /** A PUT link binds the type and size the browser must send. */
  contentType?: string;
  contentLength?: number;
  /** A GET link's download file name (`Content-Disposition` of the answer). */
  responseContentDisposition?: string;
}

export const objectStore = {
  /** The object's bytes; `range` (`bytes=0-15`) reads part of it. */
  async get(bucket: string, key: string, range?: string): Promise<Buffer> {
    return (await call('GET', bucket, key, { headers: range ? { Range: range } : {} })).body;
  },
  /** The object's bytes, or undefined when nothing is stored under the key. */
  async getIfExists(bucket: string, key: string): Promise<Buffer | undefined> {
    try {
      return await objectStore.get(bucket, key);
    } catch (error) {
      if (error instanceof Error && (error.name === 'NoSuchKey' || error.name === 'NotFound')) return undefined;
      throw error;
    }
  },
  async getText(bucket: string, key: string, range?: string): Promise<string> {
    return (await objectStore.get(bucket, key, range)).toString('utf8');
  },
  /** The object's size in bytes. */
  async size(bucket: string, key: string): Promise<number> {
    return Number((await call('HEAD', bucket, key)).headers['content-length'] ?? 0);
  },
  async put(bucket: string, key: string, body: string | Buffer | Uint8Array, contentType: string): Promise<void> {
    const data = typeof body === 'string' ? Buffer.from(body, 'utf8') : Buffer.from(body);
    await call('PUT', bucket, key, { headers: { 'Content-Type': contentType }, body: data });
  },
  async delete(bucket: string, key: string): Promise<void> {
    await call('DELETE', bucket, key);
  },
  /** Keys under a prefix, a page (up to 1,000) at a time. */
  async list(bucket: string, prefix: string, token?: string): Promise<{ keys: string[]; next?: string }> {
    const query = [
      ...(token ? [`continuation-token=${encodeURIComponent(token)}`] : []),
      'list-type=2',
      `prefix=${encodeURIComponent(prefix)}`,
    ].join('&');
    const xml = (await call('GET', bucket, '', { query })).body.toString('utf8');
    const keys = [...xml.matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) => xmlDecode(m[1]!));
    const next = xml.match(/<NextContinuationToken>([^<]*)<\/NextContinuationToken>/)?.[1];
    return { keys, next: next ? xmlDecode(next) : undefined };
  },
  /** A link the browser GETs or PUTs without credentials until it expires. */
  presign(method: 'GET' | 'PUT', bucket: string, key: string, opts: PresignOptions): string {
    const headers: Record<string, string> = {};
    if (opts.contentType) headers['Content-Type'] = opts.contentType;
    if (opts.contentLength !== undefined) headers['Content-Length'] = String(opts.contentLength);
    const query = opts.responseContentDisposition
      ? `response-content-disposition=${encodeURIComponent(opts.responseContentDisposition)}`
      : '';
    return presignedUrl(s3Service, { method, ...address(bucket, key, query), headers, expiresIn: opts.expiresIn });
  },
};
export type ObjectStore = typeof objectStore;
