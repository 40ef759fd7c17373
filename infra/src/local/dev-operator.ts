/**
 * POST /dev/operator/usage (local only, never deployed): the operator delivers a usage file now.
 * The body is the CSV an operator drops (`day,iccid,bytes`, usage/cdr-file.ts); it is put under
 * `cdr/dev/` in the imports bucket, so it takes the real path — the S3 event, usage ingestion, the
 * `Card Usage Recorded` event, automation rules. How browser tests and demos make usage happen.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';

const MAX_BYTES = 1024 * 1024;
const HEADER = /^day,iccid,bytes\r?\n/;

async function bodyOf(req: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function serveOperatorFiles(s3: S3Client, bucket: string) {
  let n = 0;
  return (req: IncomingMessage, res: ServerResponse, url: URL): boolean => {
    if (req.method !== 'POST' || url.pathname !== '/dev/operator/usage') return false;
    const answer = (status: number, body: object) => {
      res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify(body));
    };
    void (async () => {
      const csv = await bodyOf(req);
      if (csv === null || !HEADER.test(csv)) return answer(400, { error: 'a CSV of day,iccid,bytes up to 1 MB' });
      const key = `cdr/dev/${new Date().toISOString().replace(/[:.]/g, '-')}-${++n}.csv`;
      await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: csv, ContentType: 'text/csv' }));
      answer(201, { key });
    })().catch((error: unknown) => answer(500, { error: String(error) }));
    return true;
  };
}
