/**
 * Spec §9: a stored value shown masked — its first 3 characters, 4 asterisks, then everything from
 * the 8th character on — and what counts as empty. Pure; the server masks before a value leaves it
 * (the portal's lib/format.ts `mask` shows values that were never secret).
 */

/** Empty means null, undefined, the text 'undefined' or ''. */
export const isEmptyValue = (value: unknown): value is null | undefined | '' =>
  value === null || value === undefined || value === 'undefined' || value === '';

/** `110101199003074578` → `110****99003074578`; empty stays ''. */
export function maskValue(value: string | null | undefined): string {
  if (isEmptyValue(value)) return '';
  return `${value.slice(0, 3)}****${value.slice(7)}`;
}
