import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The local stack's operator-credential key: generated once per data directory and kept beside the
 * data (git-ignored), so credentials encrypted by one run decrypt in the next. The cloud reads the
 * key from a secret instead (docs/decisions.md, "Operators").
 */
export function localOperatorSecretKey(dataDir: string): string {
  const file = join(dataDir, 'operator-secret.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64');
  writeFileSync(file, key, { mode: 0o600 });
  return key;
}
