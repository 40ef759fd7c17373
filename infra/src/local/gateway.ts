import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { findRoute, lambdaOfGroup } from '@cmp/functions/platform/route-table';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { lambdaContext, lambdaHandler } from './workers.ts';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.md': 'text/markdown; charset=utf-8',
};

/** The API Gateway v2 (HTTP API) event a Lambda behind the HTTP API receives for this request. */
export function toApiEvent(req: IncomingMessage, url: URL, body: Buffer): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers))
    if (v !== undefined) headers[k.toLowerCase()] = Array.isArray(v) ? v.join(',') : v;
  const now = new Date();
  return {
    version: '2.0',
    routeKey: `${req.method} ${url.pathname}`,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    headers,
    queryStringParameters: url.search ? Object.fromEntries(url.searchParams) : undefined,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: url.host,
      domainPrefix: 'local',
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: 'HTTP/1.1',
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: `${req.method} ${url.pathname}`,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
    },
    body: body.length ? body.toString('utf8') : undefined,
    isBase64Encoded: false,
  };
}

/** The cross-origin route of a path a preflight names, whatever its method. */
function preflightRoute(path: string): ReturnType<typeof findRoute> {
  const found = findRoute('POST', path) ?? findRoute('GET', path);
  return found?.route.crossOrigin ? found : undefined;
}

function send(res: ServerResponse, status: number, headers: Record<string, string>, body: string | Buffer) {
  res.writeHead(status, headers);
  res.end(body);
}

/**
 * A file of the partner widgets: the loader imports its chunks as ES modules from the partner's page,
 * which browsers fetch with CORS, so every origin may read them (they hold no data).
 */
function serveWidgetFile(res: ServerResponse, dir: string, pathname: string) {
  const file = join(dir, normalize(decodeURIComponent(pathname.slice('/widgets/'.length))).replace(/^(\.\.[/\\])+/, ''));
  const cors = { 'access-control-allow-origin': '*' };
  if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory())
    return send(res, 404, { ...cors, 'content-type': 'text/plain' }, 'No such widget file (is widgets/dist built?)');
  const headers = { ...cors, 'content-type': types[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' };
  return send(res, 200, headers, readFileSync(file));
}

/** The one line `npm start` prints per API request: method, path, status, time and route id. */
const requestLine = (method: string, path: string, status: number, ms: number, route: string) =>
  `${method} ${path} ${status} ${ms}ms ${route}`;

/**
 * Serves `/api/*` through the route table's Lambdas and everything else from the built portal (SPA
 * fallback). `requestLog` receives one line per API request; the Lambdas' own JSON logs, EMF
 * metrics and traces are switched off locally (stack.ts).
 */
export async function startGateway(opts: {
  port: number;
  portalDir: string;
  host?: string;
  requestLog?: (line: string) => void;
  /** Local-only pages (the development inbox): answers true when it served the request. */
  dev?: (req: IncomingMessage, res: ServerResponse, url: URL) => boolean;
  /** The built partner widgets (widgets/dist), served under `/widgets/` to any origin (issue #18). */
  widgetsDir?: string;
}): Promise<{
  url: string;
  server: Server;
  stop: () => Promise<void>;
}> {
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
      if (url.pathname.startsWith('/dev/') && opts.dev?.(req, res, url)) return;
      if (opts.widgetsDir && url.pathname.startsWith('/widgets/')) return serveWidgetFile(res, opts.widgetsDir, url.pathname);
      if (url.pathname.startsWith('/api/')) {
        const chunks: Buffer[] = [];
        for await (const c of req) chunks.push(c as Buffer);
        const began = performance.now();
        // A CORS preflight goes to the Lambda of a cross-origin route (the widget routes), as the HTTP API's greedy routes send it.
        const found =
          req.method === 'OPTIONS'
            ? preflightRoute(url.pathname.slice(4))
            : findRoute(req.method ?? 'GET', url.pathname.slice(4));
        const logLine = (status: number) =>
          opts.requestLog?.(
            requestLine(
              req.method ?? 'GET',
              url.pathname,
              status,
              Math.round(performance.now() - began),
              found ? `${found.group.name}.${found.route.id}` : '-',
            ),
          );
        if (!found) {
          logLine(404);
          return send(
            res,
            404,
            { 'content-type': 'application/json' },
            JSON.stringify({ success: false, msg: 'No such API', errorCode: 10010 }),
          );
        }
        // The group's Lambda as deployed: its area's function when it shares one (route-table.ts `apiAreas`).
        const lambda = lambdaOfGroup(found.group.name);
        const handler = await lambdaHandler(lambda);
        const out = (await handler(
          toApiEvent(req, url, Buffer.concat(chunks)),
          lambdaContext(lambda),
        )) as APIGatewayProxyStructuredResultV2;
        logLine(out.statusCode ?? 200);
        return send(res, out.statusCode ?? 200, (out.headers ?? {}) as Record<string, string>, out.body ?? '');
      }
      const rel = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '');
      let file = join(opts.portalDir, rel);
      if (!file.startsWith(opts.portalDir) || !existsSync(file) || statSync(file).isDirectory())
        file = join(opts.portalDir, 'index.html');
      if (!existsSync(file))
        return send(res, 503, { 'content-type': 'text/plain' }, 'The portal is not built: run `npm run build`.');
      const immutable = rel.startsWith('/assets/');
      return send(
        res,
        200,
        {
          'content-type': types[extname(file)] ?? 'application/octet-stream',
          'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        },
        readFileSync(file),
      );
    } catch (error) {
      console.error('gateway error', error);
      send(
        res,
        500,
        { 'content-type': 'application/json' },
        JSON.stringify({ success: false, msg: 'Server error', errorCode: 10500 }),
      );
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, server, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}
