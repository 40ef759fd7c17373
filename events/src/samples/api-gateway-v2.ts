import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/** A sample HTTP API (payload v2) event as API Gateway sends it to a group's Lambda. */
export function apiEvent(
  method: string,
  path: string,
  opts: { body?: unknown; token?: string; lang?: string } = {},
): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': 'sample',
    'x-requested-with': 'XMLHttpRequest',
  };
  if (opts.token) headers.authorization = opts.token;
  return {
    version: '2.0',
    routeKey: `${method} /api${path}`,
    rawPath: `/api${path}`,
    rawQueryString: `ts=1795300000000&lang=${opts.lang ?? 'en-US'}`,
    headers,
    queryStringParameters: { ts: '1795300000000', lang: opts.lang ?? 'en-US' },
    requestContext: {
      accountId: '000000000000',
      apiId: 'sample',
      domainName: 'cmp.example.com',
      domainPrefix: 'cmp',
      http: { method, path: `/api${path}`, protocol: 'HTTP/1.1', sourceIp: '203.0.113.7', userAgent: 'sample' },
      requestId: 'sample-request',
      routeKey: `${method} /api${path}`,
      stage: '$default',
      time: '22/Nov/2026:03:00:00 +0000',
      timeEpoch: 1795300000000,
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    isBase64Encoded: false,
  };
}
