/**
 * A local stack of a test file's own (for files that need settings the shared stack cannot take:
 * smaller chunks, a replayed worker): started in `beforeAll` on a temporary data directory with free
 * ports, stopped in `afterAll` with the directory removed and the process's environment restored —
 * the stack points the process's AWS variables at itself, and later files in the same fork must not
 * see them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { type LocalStack, startLocalStack } from '../../infra/src/local/stack.ts';

export interface OwnStackOptions {
  /** The temporary directory's name prefix. */
  name: string;
  /**
   * `history: false` for suites asserting exact lists of their own records; the list-calls suite seeds the demo
   * history, because its benchmark requests (tests/bench/requests/) read it as `npm run bench` does.
   */
  seed: { cards: number; usageDays: number; history: boolean };
  /** Environment the file's stack and in-process workers read (set before the stack starts). */
  env?: Record<string, string>;
}

/** Registers the hooks; the stack is `current()` inside the file's tests (and later `beforeAll`s). */
export function ownStack(options: OwnStackOptions): { current: () => LocalStack } {
  let stack: LocalStack | undefined;
  let dataDir: string | undefined;
  const savedEnv = { ...process.env };

  beforeAll(async () => {
    Object.assign(process.env, options.env ?? {});
    dataDir = mkdtempSync(join(tmpdir(), `cmp-${options.name}-`));
    stack = await startLocalStack({
      dataDir,
      port: 0,
      persist: false,
      seed: options.seed,
      captcha: 'off',
      portalDir: join(dataDir, 'none'),
    });
  }, 300_000);

  afterAll(async () => {
    await stack?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    for (const k of Object.keys(process.env)) if (!(k in savedEnv)) delete process.env[k];
    Object.assign(process.env, savedEnv);
  });

  return {
    current: () => {
      if (!stack) throw new Error('the file’s stack is not started (use it inside tests or a later beforeAll)');
      return stack;
    },
  };
}
