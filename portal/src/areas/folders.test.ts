import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Folders mirror URLs (issue #12): `areas/<first URL segment>/<feature>/`. A routes file declares only
 * paths of the area it lies in, its pages lie in that area (or in components/ when several areas show
 * them), and a feature reaches another feature only through `areas/<area>/shared/` or components/.
 */
const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
const sources = walk(join(src, 'areas'))
  .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
  .map((f) => relative(src, f).split('\\').join('/'));
const resolveSpec = (from: string, spec: string): string | undefined => {
  const base = relative(src, resolve(src, dirname(from), spec))
    .split('\\')
    .join('/');
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((e) => base + e).find((p) => existsSync(join(src, p)));
};
const relativeImports = (file: string) =>
  [...readFileSync(join(src, file), 'utf8').matchAll(/(?:from\s+|import\s*\(\s*)'(\.{1,2}\/[^']+)'/g)].map((m) => ({
    spec: m[1] as string,
    target: resolveSpec(file, m[1] as string),
  }));
const areaOf = (path: string) => path.split('/')[1] as string;

describe('portal folders mirror URLs', () => {
  const routeFiles = sources.filter((f) => f.endsWith('/routes.ts'));

  it('finds the route declarations', () => {
    expect(routeFiles.length).toBeGreaterThan(20);
  });

  it('a routes file declares only paths of the area folder it lies in', () => {
    const wrong = routeFiles.flatMap((file) =>
      [...readFileSync(join(src, file), 'utf8').matchAll(/path: '\/([^/']+)/g)]
        .filter((m) => m[1] !== areaOf(file))
        .map((m) => `${file}: /${m[1]}`),
    );
    expect(wrong).toEqual([]);
  });

  it("a route's page lies in its area, or in components/ when several areas show it", () => {
    const wrong = routeFiles.flatMap((file) =>
      [...readFileSync(join(src, file), 'utf8').matchAll(/import\('(\.[^']+)'\)/g)]
        .map((m) => ({ spec: m[1] as string, target: resolveSpec(file, m[1] as string) }))
        .filter(({ target }) => !target || !(target.startsWith(`areas/${areaOf(file)}/`) || target.startsWith('components/')))
        .map(({ spec }) => `${file} → ${spec}`),
    );
    expect(wrong).toEqual([]);
  });

  it('a feature imports no peer feature and no other area: shared parts live in <area>/shared/ or components/', () => {
    const wrong = sources.flatMap((file) => {
      const [, area, feature, ...rest] = file.split('/');
      if (file === 'areas/index.ts') return [];
      const areaLevel = rest.length === 0;
      return relativeImports(file)
        .filter(({ target }) => target?.startsWith('areas/'))
        .filter(({ target }) => {
          const [, tArea, tFeature] = (target as string).split('/');
          if (tArea !== area) return true;
          return !areaLevel && tFeature !== feature && tFeature !== 'shared' && (target as string).split('/').length > 3;
        })
        .map(({ spec }) => `${file} → ${spec}`);
    });
    expect(wrong).toEqual([]);
  });
});
