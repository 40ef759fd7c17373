/**
 * Rules of labels (an enterprise's own tags for its cards) as pure functions: the colour palette,
 * how names compare for uniqueness, and the limits. No I/O.
 */
import { LABEL_COLORS, type labelEntity } from '../shared/data/entities/label.entity.ts';
import type { InferItem } from '../shared/data/entity.ts';
import { normaliseName, uniqueIccids } from '../shared/util/text.ts';

/** The fixed palette a label colour is chosen from; the portal maps each name to its swatch. */
export { LABEL_COLORS };
export type LabelColor = (typeof LABEL_COLORS)[number];

export const LABEL_NAME_MAX = 30;
export const LABEL_DESCRIPTION_MAX = 200;
/** ICCIDs one attach or detach call takes. */
export const LABEL_ICCIDS_MAX = 1000;
/** Cards one label holds at most (spec §9: 10,000 cards selected at most), which also bounds a delete. */
export const LABEL_CARDS_MAX = 10_000;

export type Label = InferItem<typeof labelEntity>;

export const isLabelColor = (value: string): value is LabelColor => (LABEL_COLORS as readonly string[]).includes(value);

/** A label name as the user meant it: trimmed, inner runs of whitespace made one space. */
export const normaliseLabelName = normaliseName;

/**
 * The key two names are compared by: normalised, Unicode-compatibility folded (full-width letters
 * match their ASCII forms) and case-insensitive, so "Meter", "meter " and "ＭＥＴＥＲ" are one name.
 */
export const labelNameKey = (name: string): string => normaliseLabelName(name).normalize('NFKC').toLowerCase();

/** Whether a (normalised) name fits the rules: 1..30 characters and no control characters. */
export function labelNameProblem(name: string): 'required' | 'tooLong' | 'format' | null {
  const n = normaliseLabelName(name);
  if (!n) return 'required';
  if ([...n].length > LABEL_NAME_MAX) return 'tooLong';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this rejects
  if (/[\u0000-\u001f\u007f]/.test(n)) return 'format';
  return null;
}

/** ICCIDs of an attach or detach request: trimmed, empty entries dropped, duplicates removed. */
export { uniqueIccids };

/** Whether `adding` more cards still fit a label that holds `current`. */
export const fitsLabel = (current: number, adding: number): boolean => current + adding <= LABEL_CARDS_MAX;
