/**
 * docs/data-model.md is checked against the declarations: every item builder of keys.ts, called
 * with placeholder values, must produce a pk and sk whose shapes the document shows (placeholders
 * `<…>` compared as one shape, whatever the document names them).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { keys } from './keys.ts';

const doc = readFileSync(fileURLToPath(new URL('../../../../docs/data-model.md', import.meta.url)), 'utf8');
/** Every code span of the document, placeholders folded to `<>`. */
const shapes = new Set([...doc.matchAll(/`([^`]+)`/g)].map((m) => m[1]!.replace(/<[^>]*>/g, '<>')));
/** Scopes a builder may be given: its key shape in the document starts with a scope placeholder. */
const SCOPE = '\u0000';
const fold = (key: string) => key.replaceAll(SCOPE, '<>').replace(/\u0001\d*/g, '<>');

function sample(fn: (...args: never[]) => { pk: string; sk: string }): { pk: string; sk: string } {
  // Strings become a placeholder marker; numbers (chunk indexes) a marked number.
  const args = Array.from({ length: fn.length }, (_, i) =>
    /index/i.test(String(fn).split('=>')[0]!.split(',')[i] ?? '') ? 1 : SCOPE,
  );
  const key = (fn as (...a: unknown[]) => { pk: string; sk: string })(...args);
  return { pk: fold(String(key.pk)), sk: fold(String(key.sk).replace(/\d+/g, '\u0001')) };
}

describe('docs/data-model.md', () => {
  it.each(Object.keys(keys))('documents the key shape of %s', (name) => {
    const fn = keys[name as keyof typeof keys] as (...args: never[]) => { pk: string; sk: string };
    const { pk, sk } = sample(fn);
    const documented = (shape: string) => shapes.has(shape) || [...shapes].some((s) => s.split(/ or |, /).includes(shape));
    expect(documented(pk), `${name}: pk ${pk}`).toBe(true);
    expect(documented(sk), `${name}: sk ${sk}`).toBe(true);
  });
});
