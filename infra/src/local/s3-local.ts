import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';

const cors =
  '<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>GET</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>';

export interface S3ObjectCreated {
  bucket: string;
  key: string;
  size: number;
}

/** Starts s3rver with the project's buckets (CORS for presigned browser uploads); reports created objects. */
export async function startS3Local(opts: {
  port: number;
  dataDir: string;
  buckets: string[];
  onObjectCreated: (e: S3ObjectCreated) => void;
}) {
  mkdirSync(opts.dataDir, { recursive: true });
  const server = new S3rver({
    port: opts.port,
    address: '127.0.0.1',
    directory: opts.dataDir,
    silent: true,
    configureBuckets: opts.buckets.map((name) => ({ name, configs: [cors] })),
  });
  server.on(
    'event',
    (event: { Records: { eventName: string; s3: { bucket: { name: string }; object: { key: string; size?: number } } }[] }) => {
      for (const r of event.Records) {
        if (r.eventName.startsWith('ObjectCreated'))
          opts.onObjectCreated({ bucket: r.s3.bucket.name, key: r.s3.object.key, size: r.s3.object.size ?? 0 });
      }
    },
  );
  await server.run();
  return { endpoint: `http://127.0.0.1:${opts.port}`, stop: () => server.close() };
}
