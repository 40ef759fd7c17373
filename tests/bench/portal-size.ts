import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Gzip size of the JS the portal's index.html loads before any lazy page: entry scripts and modulepreloads. */
export function portalInitialJs(distDir: string): { files: string[]; gzipBytes: number } | undefined {
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) return undefined;
  const html = readFileSync(index, 'utf8');
  const files = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map((m) => m[1]!);
  const gzipBytes = files.reduce((sum, f) => sum + gzipSync(readFileSync(join(distDir, f.replace(/^\//, '')))).length, 0);
  return { files, gzipBytes };
}

/** The largest chunk loaded on demand (a page, an area's texts, a vendor part), by gzip size. */
export function largestLazyChunk(distDir: string): { file: string; gzipBytes: number } | undefined {
  const initial = new Set(portalInitialJs(distDir)?.files.map((f) => f.replace(/^\/assets\//, '')) ?? []);
  const assets = join(distDir, 'assets');
  if (!existsSync(assets)) return undefined;
  return readdirSync(assets)
    .filter((f) => f.endsWith('.js') && !initial.has(f))
    .map((file) => ({ file, gzipBytes: gzipSync(readFileSync(join(assets, file))).length }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes)[0];
}

/**
 * Adds `count` lazy pages to the route table at build time (a synthetic area), so the benchmark shows
 * how the initial JS grows with the route table: each page is its own chunk, only its route entry
 * (path, title key, loader) stays in the first load.
 */
function syntheticRoutes(count: number): Plugin {
  const prefix = 'virtual:synthetic-page-';
  return {
    name: 'cmp-synthetic-routes',
    enforce: 'pre',
    resolveId: (id) => (id.startsWith(prefix) ? `\0${id}` : null),
    load: (id) =>
      id.startsWith(`\0${prefix}`)
        ? `export default function SyntheticPage() { return 'synthetic page ${id.slice(prefix.length + 1)}'; }`
        : null,
    transform(code, id) {
      if (!id.replaceAll('\\', '/').endsWith('portal/src/areas/index.ts')) return null;
      const children = Array.from(
        { length: count },
        (_, i) =>
          `{ id: 'synthetic.r${i}', path: '/synthetic/r${i}', menu: {}, titleKey: 'menu.home.index', page: __lazy(() => import('${prefix}${i}')) }`,
      );
      return `${code}\nimport { lazy as __lazy } from 'react';\nareaRoutes.push({ id: 'synthetic', path: '/synthetic', menu: {}, titleKey: 'menu.home.root', children: [${children.join(',\n')}] });\n`;
    },
  };
}

/** Builds the portal with `count` synthetic routes added and measures its initial JS. */
export async function portalInitialJsWithRoutes(root: string, count: number) {
  const { build } = await import('vite');
  const outDir = join(root, '.bench', 'portal-synthetic');
  await build({
    root: join(root, 'portal'),
    configFile: join(root, 'portal/vite.config.ts'),
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true },
    plugins: [syntheticRoutes(count)],
  });
  return portalInitialJs(outDir);
}
