import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { routes } from '@cmp/functions/contracts';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '..');
/** The one module that turns route ids into paths (through the contract's route table). */
const CLIENT = 'lib/api.ts';
const PATH_PREFIX = ['', 'cmp', ''].join('/');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('API paths in the portal', () => {
  it('are never written out: code and tests name routes by id (api.call, SWR keys), outside the client', () => {
    const offenders = sources(src)
      .map((file) => relative(src, file))
      .filter((file) => file !== CLIENT && readFileSync(join(src, file), 'utf8').includes(PATH_PREFIX));
    expect(offenders).toEqual([]);
  });

  it('name ids of the contract in SWR keys written as arrays (routeKey checks them; an array literal is not checked)', () => {
    const unknown = sources(src)
      .filter((file) => !file.includes('.test.'))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/\[\s*'([a-z][a-z-]*\.[a-z][A-Za-z]*)'\s*,/g)]
          .map((m) => m[1]!)
          .filter((id) => !(id in routes))
          .map((id) => `${relative(src, file)}: ${id}`),
      );
    expect(unknown).toEqual([]);
  });
});

describe('server code in the portal', () => {
  it('comes only through the pure entries: the contract and the permission catalogue', () => {
    const allowed = new Set(['@cmp/functions/contracts', '@cmp/functions/platform/permissions']);
    const other = sources(src).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/from '(@cmp\/functions[^']*)'/g)]
        .map((m) => m[1]!)
        .filter((entry) => !allowed.has(entry))
        .map((entry) => `${relative(src, file)}: ${entry}`),
    );
    expect(other).toEqual([]);
  });
});
