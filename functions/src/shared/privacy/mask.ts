/**
 * The masking rule of spec §9, on the server: a stored value is shown as its first 3 characters,
 * then 4 asterisks, then everything from the 8th character. Pure.
 *
 * - Empty (null, undefined, the text 'undefined' or '') masks to '' (spec §9's 'empty').
 * - A value of 3 characters or fewer would be shown whole by the rule, so it masks to the 4 asterisks
 *   alone (docs/decisions.md "Blacklists and real-name records").
 * - Characters, not UTF-16 units: a name or number with characters outside the BMP is cut where a
 *   reader sees the characters.
 */
export const MASK = '****';

/** Empty means null, undefined, the text 'undefined' or '' (spec §9). */
export const isEmptyValue = (value: unknown): value is null | undefined | '' =>
  value === null || value === undefined || value === 'undefined' || value === '';

export function maskValue(value: string | null | undefined): string {
  if (isEmptyValue(value)) return '';
  const chars = Array.from(String(value));
  if (chars.length <= 3) return MASK;
  return `${chars.slice(0, 3).join('')}${MASK}${chars.slice(7).join('')}`;
}
