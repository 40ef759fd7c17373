/**
 * docs/data-model.md is checked against the declarations: every item builder of keys.ts, called
 * with placeholder values, must produce a pk and sk whose shapes the document shows (placeholders
 * `<…>` compared as one shape, whatever the document names them); and every entity declaration
 * (shared/data/entities/) has its row in the Items table, named as the entity, showing its pk and sk
 * and each index key it computes (`gsi1pk = …`).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Entity } from './entity.ts';
import { keys } from './keys.ts';

const doc = readFileSync(fileURLToPath(new URL('../../../../docs/data-model.md', import.meta.url)), 'utf8');
const fold = (text: string) => text.replace(/<[^>]*>/g, '<>');
/** The code spans of a text, placeholders folded to `<>`. */
const spansOf = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((m) => fold(m[1]!));
const shapes = new Set(spansOf(doc));
/** The value every string argument gets: it reads as a placeholder in the key shape. */
const ARG = '<>';
const documentedIn = (spans: Iterable<string>, shape: string) =>
  [...spans].some((s) => s === shape || s.split(/ or |, /).includes(shape));

function sample(fn: (...args: never[]) => { pk: string; sk: string }): { pk: string; sk: string } {
  // String arguments are placeholders; numbers (chunk indexes) come out as digits, folded to a placeholder,
  // and so does a shard number a pk ends with (computed from a placeholder: the API log's hash).
  const args = Array.from({ length: fn.length }, (_, i) =>
    /index/i.test(String(fn).split('=>')[0]!.split(',')[i] ?? '') ? 1 : ARG,
  );
  const key = (fn as (...a: unknown[]) => { pk: string; sk: string })(...args);
  return { pk: String(key.pk).replace(/#\d+$/, '#<>'), sk: String(key.sk).replace(/\d+/g, '<>') };
}

describe('docs/data-model.md', () => {
  it.each(Object.keys(keys))('documents the key shape of %s', (name) => {
    const fn = keys[name as keyof typeof keys] as (...args: never[]) => { pk: string; sk: string };
    const { pk, sk } = sample(fn);
    expect(documentedIn(shapes, pk), `${name}: pk ${pk}`).toBe(true);
    expect(documentedIn(shapes, sk), `${name}: sk ${sk}`).toBe(true);
  });
});

// ── entity declarations ──
type AnyEntity = Entity<Record<string, unknown>, object, string>;
const entitiesDir = new URL('./entities/', import.meta.url);
const entities: AnyEntity[] = [];
for (const file of readdirSync(entitiesDir).filter((f) => f.endsWith('.entity.ts'))) {
  const module: Record<string, unknown> = await import(new URL(file, entitiesDir).href);
  for (const value of Object.values(module)) {
    if (value && typeof value === 'object' && 'record' in value && 'prefix' in value) entities.push(value as AnyEntity);
  }
}
/** Every attribute reads as a placeholder (numbers such as a chunk index fold to one too). */
const placeholders = new Proxy({}, { get: () => ARG });
const folded = (value: string) => value.replace(/(<>|\d)+/g, '<>');
/** The Items table's rows by item name. */
const rows = new Map(
  doc
    .split('\n')
    .filter((l) => l.startsWith('| '))
    .map((l) => [l.split('|')[1]!.trim(), spansOf(l)] as const),
);

describe('docs/data-model.md and the entity declarations', () => {
  it('finds the entity declarations', () => expect(entities.length).toBeGreaterThan(0));

  it.each(entities.map((e) => [e.name, e] as const))('documents the entity %s', (name, e) => {
    const row = rows.get(name);
    expect(row, `no row "| ${name} |" in the Items table`).toBeDefined();
    const { pk, sk } = e.key(placeholders);
    expect(documentedIn(row!, folded(pk)), `${name}: pk ${folded(pk)}`).toBe(true);
    expect(documentedIn(row!, folded(sk)), `${name}: sk ${folded(sk)}`).toBe(true);
    for (const [access, x] of Object.entries(e.indexes)) {
      for (const [attribute, value] of Object.entries(x.key(placeholders) ?? {})) {
        const shape = `${attribute} = ${folded(value)}`;
        if (folded(value) !== ARG) expect(documentedIn(row!, shape), `${name}.${access}: ${shape}`).toBe(true);
      }
    }
  });
});
