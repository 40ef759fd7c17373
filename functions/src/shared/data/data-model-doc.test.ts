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
/** The value every string argument gets: it reads as a placeholder in the key shape. */
const ARG = '<>';

function sample(fn: (...args: never[]) => { pk: string; sk: string }): { pk: string; sk: string } {
  // String arguments are placeholders; numbers (chunk indexes) come out as digits, folded to a placeholder.
  const args = Array.from({ length: fn.length }, (_, i) =>
    /index/i.test(String(fn).split('=>')[0]!.split(',')[i] ?? '') ? 1 : ARG,
  );
  const key = (fn as (...a: unknown[]) => { pk: string; sk: string })(...args);
  return { pk: String(key.pk), sk: String(key.sk).replace(/\d+/g, '<>') };
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
