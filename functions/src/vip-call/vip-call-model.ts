/**
 * The voice whitelist (VIP call numbers) rules, pure: number format (spec §5 "Phone: digits and
 * hyphens only"), duplicates compared without hyphens, at most 10 numbers per card.
 */
import { VOICE_WHITELIST_MAX } from '../operator/index.ts';
import { AppError } from '../shared/http/error-catalogue.ts';

export { VOICE_WHITELIST_MAX };

/** Digits with single hyphens between them, 3-20 characters (short service numbers up to international numbers). */
const PHONE = /^\d(?:-?\d)*$/;

export const isPhoneNumber = (n: string): boolean => n.length >= 3 && n.length <= 20 && PHONE.test(n);

/** The number as the operator compares it: digits only, so `010-1234` and `0101234` are one number. */
export const phoneKey = (n: string): string => n.replace(/-/g, '');

/** Checks each entered number (trimmed); the first bad one is named in the message. */
export function checkNumbers(numbers: readonly string[]): string[] {
  const trimmed = numbers.map((n) => n.trim());
  const bad = trimmed.find((n) => !isPhoneNumber(n));
  if (bad !== undefined) throw new AppError('VIP_PHONE_FORMAT', { number: bad }, 'numbers');
  return trimmed;
}

/** The whitelist after adding: current numbers first, new ones appended once; over the maximum → VIP_TOO_MANY. */
export function addNumbers(current: readonly string[], add: readonly string[]): string[] {
  const next = [...current];
  const seen = new Set(current.map(phoneKey));
  for (const n of checkNumbers(add)) {
    if (seen.has(phoneKey(n))) continue;
    seen.add(phoneKey(n));
    next.push(n);
  }
  if (next.length > VOICE_WHITELIST_MAX) throw new AppError('VIP_TOO_MANY', { max: VOICE_WHITELIST_MAX }, 'numbers');
  return next;
}

/** The whitelist after removing; a number the card does not have → VIP_NUMBER_ABSENT (nothing removed). */
export function removeNumbers(current: readonly string[], remove: readonly string[]): string[] {
  const drop = new Set<string>();
  for (const n of checkNumbers(remove)) {
    if (!current.some((c) => phoneKey(c) === phoneKey(n))) throw new AppError('VIP_NUMBER_ABSENT', { number: n }, 'numbers');
    drop.add(phoneKey(n));
  }
  return current.filter((c) => !drop.has(phoneKey(c)));
}
