/**
 * Paging loops and conditional-check parsing live in shared/data/operations.ts: a non-test file of
 * functions/src outside shared/data/ (and the DynamoDB wire format of shared/aws/dynamodb*.ts and
 * json-service.ts, which convert those fields and name them) that names `ExclusiveStartKey`, `CancellationReasons` or
 * `ConditionalCheckFailedException` fails this test with its file and line (comments count too, so
 * write "LastEvaluatedKey"/"failed condition" in prose).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../..', import.meta.url));
const HOME = 'shared/data/';
/** The transport converts and names the wire fields; it pages and classifies nothing. */
const WIRE = /^shared\/aws\/(dynamodb[^/]*|json-service)\.ts$/;
const WORDS = /ExclusiveStartKey|CancellationReasons|ConditionalCheckFailedException/;

/** Files that may still page or classify by hand, each with its reason. Keep it short: an entry is a debt. */
const ALLOWED: Record<string, string> = {
  'card/card-list.repository.ts':
    'the card list plans its Query per index (card-query.ts), trims a page and resumes after the last row shown, and counts read units for the benchmark: a shape queryPage does not have',
  'card/card-members.repository.ts':
    'one Query of a membership partition that returns its raw LastEvaluatedKey and read count to the card list, which owns the cursor',
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sourceFiles(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') && !e.name.endsWith('.d.ts') ? [path] : [];
  });
}

describe('generic data operations are used, not rewritten', () => {
  const files = sourceFiles(SRC).map((path) => ({
    name: relative(SRC, path).split('\\').join('/'),
    text: readFileSync(path, 'utf8'),
  }));

  it('no file outside shared/data pages or parses a failed condition by hand', () => {
    const found = files
      .filter((f) => !f.name.startsWith(HOME) && !WIRE.test(f.name) && !(f.name in ALLOWED))
      .flatMap((f) => f.text.split('\n').flatMap((line, i) => (WORDS.test(line) ? [`${f.name}:${i + 1}: ${line.trim()}`] : [])));
    expect(found).toEqual([]);
  });

  it('every allowed file still needs its entry (a migrated file leaves the list)', () => {
    const stale = Object.keys(ALLOWED).filter((name) => !files.some((f) => f.name === name && WORDS.test(f.text)));
    expect(stale).toEqual([]);
  });

  it('the scan sees the repositories (a wrong root would pass vacuously)', () => {
    expect(files.some((f) => f.name === 'role/role.repository.ts')).toBe(true);
    expect(files.some((f) => f.name === `${HOME}operations.ts` && WORDS.test(f.text))).toBe(true);
  });
});
