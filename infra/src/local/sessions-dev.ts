/**
 * The local-only page that sends an operator session file (issue #16): `POST /dev/sessions` with the
 * CSV of risk/session-file.ts (`start,iccid,imei,province,city`) as the body puts it under
 * `sessions/dev/` in the imports bucket, as the operator would; S3 and the bus take it to the
 * usage-ingest worker, which runs the session checks (a bound card in another device is separated).
 * A developer produces a separation with one curl (README "Demo").
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseSessions } from '@cmp/functions/risk/session-file';

const MAX_BYTES = 1024 * 1024;

export function serveSessionFiles(
  put: (key: string, body: string) => Promise<void>,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): boolean {
  if (req.method !== 'POST' || url.pathname !== '/dev/sessions') return false;
  const answer = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify(body));
  };
  const parts: Buffer[] = [];
  let size = 0;
  req.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size <= MAX_BYTES) parts.push(chunk);
  });
  req.on('end', () => {
    if (size > MAX_BYTES) return answer(413, { error: 'at most 1 MiB' });
    const text = Buffer.concat(parts).toString('utf8');
    const { rows, rejected } = parseSessions(text);
    if (!rows.length) return answer(400, { error: 'no session row', rejected });
    const key = `sessions/dev/${new Date().toISOString().replace(/[:.]/g, '-')}.csv`;
    put(key, text).then(
      () => answer(202, { key, rows: rows.length, rejected }),
      (error: unknown) => answer(500, { error: String(error) }),
    );
  });
  return true;
}
