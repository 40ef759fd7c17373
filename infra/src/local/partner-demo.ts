/**
 * The partner demo (issue #18 item 4): a second local origin (`http://127.0.0.1:<port>`, the port kept
 * in the data directory) playing a partner's site and its tiny backend. The backend holds Acme's app
 * key (seeded through API management), mints a widget session through the signed open API v1 for each
 * page it serves, and the page embeds every widget from the gateway. Its origin is on Acme's widget
 * allow-list, saved through API management like a user would.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { type Server, type ServerResponse, createServer } from 'node:http';
import { join } from 'node:path';
import { type AppKey, OpenApiError, openApiCall as v1 } from './open-api-call.ts';
import { type DemoPage, demoPageHtml } from './partner-demo-page.ts';
import { freePort, portInUse } from './ports.ts';
import { createSeedClient } from './seed/history-client.ts';

/** The demo partner is Acme: its enterprise, as the demo accounts know it. */
const PARTNER_ACCOUNT = 'acme';

/** The port of the demo origin: the one this data directory used before while it is free, else a new one. */
export async function partnerDemoPort(dataDir: string): Promise<number> {
  const file = join(dataDir, 'partner-demo-port');
  const kept = existsSync(file) ? Number(readFileSync(file, 'utf8')) : 0;
  if (kept && !(await portInUse(kept))) return kept;
  const port = await freePort();
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, String(port));
  return port;
}

const keyFile = (dataDir: string) => join(dataDir, 'partner-demo-key.json');

/** Keeps the app key the demo backend signs with (the history seed's, when it just made one). */
export function keepPartnerKey(dataDir: string, key: AppKey): void {
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(keyFile(dataDir), JSON.stringify({ appKey: key.appKey, secret: key.secret }), { mode: 0o600 });
}

/**
 * The demo backend's key and origin, through the real API as Acme: the kept key (or, for a data
 * directory without one, a key made by API management's reset), and the demo origin on Acme's
 * widget allow-list (saved when missing).
 */
export async function preparePartnerDemo(o: { gatewayUrl: string; dataDir: string; origin: string }): Promise<AppKey> {
  const acme = createSeedClient(o.gatewayUrl).as(PARTNER_ACCOUNT);
  const key = existsSync(keyFile(o.dataDir))
    ? (JSON.parse(readFileSync(keyFile(o.dataDir), 'utf8')) as AppKey)
    : await renewPartnerKey(o.gatewayUrl, o.dataDir);
  const { items } = await acme<{ items: { origin: string }[] }>('/cmp/core/api/origin/list');
  if (!items.some((i) => i.origin === o.origin)) await acme('/cmp/core/api/origin/save', { origin: o.origin });
  return key;
}

/**
 * A new app key from API management's reset, as Acme's administrator, kept for the demo backend:
 * for a data directory without one, or after someone rotated Acme's key in the portal.
 */
export async function renewPartnerKey(gatewayUrl: string, dataDir: string): Promise<AppKey> {
  const key = await createSeedClient(gatewayUrl).as(PARTNER_ACCOUNT)<AppKey>('/cmp/core/api/appKey/reset');
  keepPartnerKey(dataDir, key);
  return key;
}

/** A fresh widget session of the whole enterprise, and the first card of its list. */
async function mintSession(gatewayUrl: string, key: AppKey, ttlSeconds?: number) {
  const session = await v1<{ sessionId: string; expiresAt: string }>(gatewayUrl, key, '/cmp/open/v1/widget/session', {
    ...(ttlSeconds ? { ttlSeconds } : {}),
  });
  // An activated card (it has usage to show), else any.
  const list = (body: object) => v1<{ items: { iccid: string }[] }>(gatewayUrl, key, '/cmp/open/v1/card/list', body);
  const card = (await list({ state: 64, pageSize: 10 })).items[0] ?? (await list({ pageSize: 10 })).items[0];
  return { ...session, iccid: card?.iccid ?? null };
}

/**
 * Serves the demo origin: `/` the page (`?lang=zh-CN|en-US`, `&css=neutral` without the hostile CSS,
 * `&widgets=none` without widgets), each request with a newly minted session; `/session` (`?ttl=seconds`) a session as JSON, for tests.
 */
export async function startPartnerDemo(o: { port: number; gatewayUrl: string; dataDir: string; key: AppKey }) {
  let key = o.key;
  // A key refused (401: rotated in the portal since) is renewed once, as the partner would be given a new one.
  const mint = async (ttl?: number) => {
    try {
      return await mintSession(o.gatewayUrl, key, ttl);
    } catch (error) {
      if (!(error instanceof OpenApiError && error.status === 401)) throw error;
      key = await renewPartnerKey(o.gatewayUrl, o.dataDir);
      return mintSession(o.gatewayUrl, key, ttl);
    }
  };
  const server: Server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      if (url.pathname === '/session') {
        const ttl = Number(url.searchParams.get('ttl')) || undefined;
        res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        res.end(JSON.stringify(await mint(ttl)));
        return;
      }
      if (url.pathname !== '/') {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('Not found');
        return;
      }
      const lang = url.searchParams.get('lang') === 'en-US' ? 'en-US' : 'zh-CN';
      const widgets = url.searchParams.get('widgets') !== 'none';
      const { sessionId, iccid } = widgets ? await mint() : { sessionId: '', iccid: null };
      const page: DemoPage = {
        lang,
        hostile: url.searchParams.get('css') !== 'neutral',
        widgets,
        gatewayUrl: o.gatewayUrl,
        session: sessionId,
        iccid,
      };
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(demoPageHtml(page));
    } catch (error) {
      res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`The partner backend could not mint a widget session: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port, '127.0.0.1', () => resolve());
  });
  return {
    url: `http://127.0.0.1:${o.port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** `/dev/partner-demo` on the gateway: a link to the demo origin (tests and developers find it there). */
export function partnerDemoLink(demoUrl: string | undefined) {
  return (_req: unknown, res: ServerResponse, url: URL): boolean => {
    if (!demoUrl || url.pathname !== '/dev/partner-demo') return false;
    res.writeHead(302, { location: `${demoUrl}/${url.search}` });
    res.end();
    return true;
  };
}
