/**
 * Permission codes come from one catalogue (permissions.ts), which the route table and the portal
 * both import: no code is spelled as a literal anywhere else in their sources (tests aside).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { allCodes } from './permissions.ts';

const repo = resolve(fileURLToPath(import.meta.url), '../../../..');
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

/** `file:line code` for every quoted catalogue code outside comments. */
function literals(files: string[]): string[] {
  const codes = new Set(allCodes);
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) =>
        /^\s*(\*|\/\/|\/\*)/.test(line)
          ? []
          : [...line.matchAll(/['"`](\d{7,8})['"`]/g)]
              .filter((m) => codes.has(m[1]!))
              .map((m) => `${relative(repo, file)}:${i + 1} ${m[1]}`),
      ),
  );
}

describe('permission codes', () => {
  it('are named from the catalogue in the route table', () => {
    expect(literals([join(repo, 'functions/src/platform/route-table.ts')])).toEqual([]);
  });

  it('are named from the same catalogue in the portal', () => {
    const files = sources(join(repo, 'portal/src'));
    expect(files.length).toBeGreaterThan(100);
    expect(literals(files)).toEqual([]);
  });
});
