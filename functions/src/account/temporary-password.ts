import { randomInt } from 'node:crypto';

const sets = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '!@#$%*-_+'] as const;

/**
 * A one-time password for an administrator's reset: 12 characters of PASSWORD_PATTERN with at least
 * one upper-case letter, lower-case letter, digit and symbol (so any directory policy accepts it),
 * without look-alike characters, from a CSPRNG.
 */
export function temporaryPassword(length = 12, pick: (max: number) => number = randomInt): string {
  const all = sets.join('');
  const chars = sets.map((s) => s[pick(s.length)]!);
  while (chars.length < length) chars.push(all[pick(all.length)]!);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = pick(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
