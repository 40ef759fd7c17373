import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const functionsSrc = fileURLToPath(new URL('..', import.meta.url));
/** Files outside this folder allowed to wire the simulator: none (the composition root is operator/operators.ts). */
const allowed = new Set<string>();

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );

describe('operator boundary', () => {
  it('keeps the simulator out of the domain', () => {
    const offenders = sources(functionsSrc)
      .map((file) => relative(functionsSrc, file))
      .filter((file) => !file.startsWith('operator/') && !allowed.has(file))
      .filter((file) => /from\s+['"][^'"]*simulator-adapter/.test(readFileSync(join(functionsSrc, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
  it('does not re-export the simulator from the operator index', () => {
    expect(readFileSync(join(functionsSrc, 'operator/index.ts'), 'utf8')).not.toMatch(/from\s+['"]\.\/simulator-adapter/);
  });
});
