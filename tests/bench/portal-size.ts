import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Gzip size of the JS the portal's index.html loads before any lazy page: entry scripts and modulepreloads. */
export function portalInitialJs(distDir: string): { files: string[]; gzipBytes: number } | undefined {
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) return undefined;
  const html = readFileSync(index, 'utf8');
  const files = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map((m) => m[1]!);
  const gzipBytes = files.reduce((sum, f) => sum + gzipSync(readFileSync(join(distDir, f.replace(/^\//, '')))).length, 0);
  return { files, gzipBytes };
}
