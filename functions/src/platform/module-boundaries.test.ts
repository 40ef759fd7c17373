/**
 * Module boundaries of functions/src (issue #11, self-contained groups): `shared/` never reaches
 * group code, not even through `platform/`, and no two group folders import each other in a cycle.
 * Imports are read from the source text (static `import … from` / `export … from` and `import()`),
 * tests excluded.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

const files = sourceFiles(src);
const IMPORT = /(?:import|export)\s[^'"]*?from\s*'(\.[^']+)'|import\(\s*'(\.[^']+)'\s*\)/g;

/** file → the files of functions/src it imports (relative specifiers only; packages are not group code). */
const imports = new Map<string, string[]>(
  files.map((file) => {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(IMPORT)].map((m) => resolve(dirname(file), m[1] ?? m[2]!));
    return [file, targets.filter((t) => t.startsWith(src))];
  }),
);
const folderOf = (file: string) => relative(src, file).split('/')[0]!;

describe('module boundaries', () => {
  it('keeps shared/ free of group code, directly or through platform/', () => {
    const seen = new Set<string>();
    const reached: string[] = [];
    const visit = (file: string, via: string[]) => {
      if (seen.has(file)) return;
      seen.add(file);
      const folder = folderOf(file);
      if (folder !== 'shared' && folder !== 'platform') {
        reached.push([...via, file].map((f) => relative(src, f)).join(' → '));
        return;
      }
      for (const next of imports.get(file) ?? []) visit(next, [...via, file]);
    };
    for (const file of files.filter((f) => folderOf(f) === 'shared')) visit(file, []);
    expect(reached).toEqual([]);
  });

  it('has no import cycle between group folders', () => {
    const groups = new Map<string, Set<string>>();
    for (const [file, targets] of imports) {
      const from = folderOf(file);
      if (from === 'shared' || from === 'platform' || !statSync(join(src, from)).isDirectory()) continue;
      for (const t of targets) {
        const to = folderOf(t);
        if (to !== from && to !== 'shared' && to !== 'platform') groups.set(from, (groups.get(from) ?? new Set()).add(to));
      }
    }
    const reaches = (a: string, b: string, seen = new Set<string>()): boolean => {
      for (const next of groups.get(a) ?? []) {
        if (next === b) return true;
        if (seen.has(next)) continue;
        seen.add(next);
        if (reaches(next, b, seen)) return true;
      }
      return false;
    };
    const cycles = [...groups.keys()].flatMap((a) =>
      [...(groups.get(a) ?? [])].filter((b) => reaches(b, a)).map((b) => `${a} ↔ ${b}`),
    );
    expect(cycles).toEqual([]);
  });
});
