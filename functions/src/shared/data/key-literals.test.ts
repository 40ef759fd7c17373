/**
 * Key shapes are spelled once, in keys.ts and its area files (keys/*.ts), and used by the entity declarations
 * (shared/data/entities/*.entity.ts): a string or template literal anywhere else in functions/src
 * that holds a key prefix (`CUST#`, `CARD#`, `#CARDS`, `#BATCHES`, `ICCID#`, …) fails this test with
 * its file and line (comments may name key shapes; only code literals count), and so does a file
 * outside the declarations that imports a key builder of keys.ts (`keys`, `altKeys`, …) instead of
 * going through an entity (the list of repositories not migrated yet is empty).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../..', import.meta.url));

/** The one declaration of key shapes (keys.ts and its area files in keys/), and the entity declarations built on it. */
const isDeclaration = (rel: string) =>
  rel === 'shared/data/keys.ts' ||
  /^shared\/data\/keys\/[a-z-]+\.ts$/.test(rel) ||
  /^shared\/data\/entities\/[a-z-]+\.entity\.ts$/.test(rel);

/**
 * Files that may still spell a key part, each with its reason. Keep it short: an entry is a debt.
 */
const ALLOWED: Record<string, string> = {};

/** A key part: an upper-case segment ending in `#` (`CUST#`, `S#`) or a `#`-led upper-case suffix (`#CARDS`). */
const KEY_PART = /[A-Z][A-Z_]*#|#[A-Z][A-Z_]+/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sourceFiles(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') && !e.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The lines of a source file whose string or template literals hold a key part (one entry per line). */
function keyLiterals(fileName: string, text: string): { line: number; text: string }[] {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: { line: number; text: string }[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
      if (KEY_PART.test(node.text) && found[found.length - 1]?.line !== line) {
        found.push({ line, text: node.getText(file) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('key prefix literals', () => {
  it('finds key parts in strings and templates, not in comments', () => {
    const sample = [
      '// CUST#<c>#CARDS in a comment',
      "/* 'CARD#' */ const a = 'CARD#';",
      'const b = `${scope}#BATCHES`;',
      'const c = `CUST#${c}#SUB#${s}`;',
      "const d = { '#s0': 'status', ':p': 'prefix' };",
    ].join('\n');
    expect(keyLiterals('sample.ts', sample).map((l) => l.line)).toEqual([2, 3, 4]);
  });

  it('appear in functions/src only in the key declaration', () => {
    const offending: string[] = [];
    for (const path of sourceFiles(SRC)) {
      const rel = relative(SRC, path).split('\\').join('/');
      if (isDeclaration(rel) || rel in ALLOWED) continue;
      for (const l of keyLiterals(path, readFileSync(path, 'utf8'))) offending.push(`${rel}:${l.line} ${l.text}`);
    }
    expect(offending, 'declare these key shapes in shared/data/keys/<area>.ts and an entity declaration').toEqual([]);
    // An allow-list entry that no longer spells a key part (or no longer exists) is dropped.
    for (const rel of Object.keys(ALLOWED)) {
      const literals = keyLiterals(rel, readFileSync(join(SRC, rel), 'utf8'));
      expect(literals.length, `${rel} no longer spells a key part: drop it from the allow-list`).toBeGreaterThan(0);
    }
  });
});

/** Key builders of keys.ts that only entity declarations should call (scope helpers stay free to use). */
const BUILDERS = new Set(['keys', 'altKeys', 'partitionKeys', 'cardListKeys', 'skPrefix']);

/** Files that still build keys themselves, each with its reason: the list only shrinks (every repository is migrated). */
const NOT_MIGRATED: Record<string, string> = {};

/**
 * The key builders a file imports from keys.ts; every name it imports from one of keys.ts's area files
 * (`keys/card.ts`, …) counts too, since only keys.ts and the declarations import those.
 */
function builderImports(fileName: string, text: string): string[] {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  return file.statements.flatMap((s) => {
    if (!ts.isImportDeclaration(s) || !ts.isStringLiteral(s.moduleSpecifier)) return [];
    const from = s.moduleSpecifier.text;
    const areaFile = /(^|\/)keys\/[a-z-]+(\.ts)?$/.test(from);
    if (!areaFile && !/(^|\/)keys\.ts$/.test(from)) return [];
    const named = s.importClause?.namedBindings;
    // The imported name, not a local alias (`import { keys as k }` imports `keys`).
    const imported = (e: ts.ImportSpecifier) => (e.propertyName ?? e.name).text;
    const names = named && ts.isNamedImports(named) ? named.elements.map(imported) : [];
    return areaFile ? names.map((n) => `${n} (from ${from})`) : names.filter((n) => BUILDERS.has(n));
  });
}

describe('key builders', () => {
  it('are found imported from keys.ts or from one of its area files', () => {
    const sample = [
      "import { keys, scopeKey } from '../shared/data/keys.ts';",
      "import { enterpriseScope } from '../shared/data/keys/scope.ts';",
      "import { other } from './monkeys.ts';",
    ].join('\n');
    expect(builderImports('sample.ts', sample)).toEqual(['keys', 'enterpriseScope (from ../shared/data/keys/scope.ts)']);
  });

  it('are called by entity declarations, not by repositories', () => {
    const offending: string[] = [];
    for (const path of sourceFiles(SRC)) {
      const rel = relative(SRC, path).split('\\').join('/');
      if (isDeclaration(rel) || rel in NOT_MIGRATED) continue;
      const used = builderImports(path, readFileSync(path, 'utf8'));
      if (used.length) offending.push(`${rel}: ${used.join(', ')}`);
    }
    expect(offending, 'read and write through an entity of shared/data/entities/').toEqual([]);
    for (const rel of Object.keys(NOT_MIGRATED)) {
      const used = builderImports(rel, readFileSync(join(SRC, rel), 'utf8'));
      expect(used.length, `${rel} no longer imports a key builder: drop it from NOT_MIGRATED`).toBeGreaterThan(0);
    }
  });
});
