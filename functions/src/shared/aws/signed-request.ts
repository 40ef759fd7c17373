/**
 * One signed HTTPS call to an AWS API: the endpoint (AWS, or the local stand-ins through the
 * standard AWS_ENDPOINT_URL(_<SERVICE>) variables), the credentials the Lambda runtime puts in the
 * environment, Signature Version 4 by `aws4`, and a keep-alive connection pool. What the AWS SDK
 * does for these calls, in a few kilobytes instead of about 300 KB per bundle (docs/decisions.md
 * "AWS transport").
 */
// The modules themselves, not their named exports: X-Ray's HTTPS capture replaces `request` on them.
import http from 'node:http';
import https from 'node:https';
import aws4 from 'aws4';

export interface AwsService {
  /** Signature name (`dynamodb`, `s3`, `states`, `cognito-idp`, `secretsmanager`). */
  signingName: string;
  /** Suffix of the AWS_ENDPOINT_URL_<SERVICE> variable (`DYNAMODB`, `S3`, `SFN`, …). */
  endpointEnv: string;
  /** The host name's first label in AWS (`dynamodb` → dynamodb.<region>.amazonaws.com). */
  hostPrefix: string;
}

export interface SignedRequest {
  method: string;
  /** Path and query, already encoded. */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Host to address instead of the service's (S3 virtual-hosted buckets). */
  host?: string;
}

export interface SignedResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** Where and as whom to call, when not from the environment (a test or the local stack's seeding). */
export interface Connection {
  endpoint?: string;
  region?: string;
  credentials?: Credentials;
}
export interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

export const region = (): string => process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION ?? 'us-east-1';

/** The service's base URL: an endpoint override (local stack), else the public AWS endpoint. */
const endpointOverride = (service: AwsService, conn: Connection = {}): string | undefined =>
  // An empty variable counts as unset.
  conn.endpoint || process.env[`AWS_ENDPOINT_URL_${service.endpointEnv}`] || process.env.AWS_ENDPOINT_URL || undefined;

export function endpointOf(service: AwsService, conn: Connection = {}): URL {
  return new URL(endpointOverride(service, conn) ?? `https://${service.hostPrefix}.${conn.region ?? region()}.amazonaws.com`);
}

export const isEndpointOverridden = (service: AwsService, conn: Connection = {}): boolean =>
  Boolean(endpointOverride(service, conn));

/** The credentials of the environment: the Lambda runtime's role session, or the local stack's. */
export function credentials(): Credentials {
  const accessKeyId = process.env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = process.env.AWS_SECRET_ACCESS_KEY;
  if (!accessKeyId || !secretAccessKey)
    throw new Error('No AWS credentials: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY are not set');
  return { accessKeyId, secretAccessKey, sessionToken: process.env.AWS_SESSION_TOKEN || undefined };
}

const agents = {
  http: new http.Agent({ keepAlive: true, maxSockets: 64 }),
  https: new https.Agent({ keepAlive: true, maxSockets: 64 }),
};
const REQUEST_TIMEOUT_MS = 30_000;

/** Signs the request for the service and sends it; any HTTP status is an answer, a broken connection an error. */
export function signedRequest(service: AwsService, req: SignedRequest, conn: Connection = {}): Promise<SignedResponse> {
  const base = endpointOf(service, conn);
  const host = req.host ?? base.host;
  const signed = aws4.sign(
    {
      host,
      method: req.method,
      path: req.path,
      service: service.signingName,
      region: conn.region ?? region(),
      headers: { ...req.headers },
      body: req.body ?? '',
    },
    conn.credentials ?? credentials(),
  );
  const secure = base.protocol === 'https:';
  const send = secure ? https.request : http.request;
  const [hostname, port] = host.split(':');
  return new Promise((resolve, reject) => {
    const call = send(
      {
        hostname,
        port: port ?? (secure ? 443 : 80),
        method: req.method,
        path: req.path,
        headers: signed.headers as Record<string, string>,
        agent: secure ? agents.https : agents.http,
        timeout: REQUEST_TIMEOUT_MS,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    call.on('timeout', () => call.destroy(Object.assign(new Error('AWS request timed out'), { name: 'TimeoutError' })));
    call.on('error', reject);
    call.end(req.body);
  });
}

/** A presigned URL (query-string signature) for a browser to call the service without credentials. */
export function presignedUrl(service: AwsService, req: Omit<SignedRequest, 'body'> & { expiresIn: number }): string {
  const base = endpointOf(service);
  const host = req.host ?? base.host;
  const sep = req.path.includes('?') ? '&' : '?';
  const signed = aws4.sign(
    {
      host,
      method: req.method,
      path: `${req.path}${sep}X-Amz-Expires=${req.expiresIn}`,
      service: service.signingName,
      region: region(),
      headers: { ...req.headers },
      signQuery: true,
    },
    credentials(),
  );
  return `${base.protocol}//${host}${signed.path}`;
}
