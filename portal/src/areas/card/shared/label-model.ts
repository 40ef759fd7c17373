// Labels as the API answers them (docs/api.md "Labels, card types, test cards") and the pure
// rules of the label screens; the server checks the same rules again.

import { LABEL_COLORS, type ResponseOf } from '@cmp/functions/contracts';

export { LABEL_COLORS };
export type LabelColor = (typeof LABEL_COLORS)[number];

export type Label = ResponseOf<'card-label.detail'>;

/** A card of a label, with every label it carries. */
export type LabelCard = ResponseOf<'card-label.cards'>['items'][number];

/** What attaching (or detaching) cards answered: changed, already so, refused with a reason. */
export type AttachOutcome = ResponseOf<'card-label.attach'>;

/** Swatch classes per palette colour (written out in full so Tailwind keeps them). */
export const swatchClass: Record<LabelColor, string> = {
  slate: 'bg-slate-100 text-slate-700 ring-slate-500/30',
  red: 'bg-red-100 text-red-800 ring-red-600/30',
  orange: 'bg-orange-100 text-orange-800 ring-orange-600/30',
  amber: 'bg-amber-100 text-amber-800 ring-amber-600/30',
  green: 'bg-green-100 text-green-800 ring-green-600/30',
  teal: 'bg-teal-100 text-teal-800 ring-teal-600/30',
  blue: 'bg-blue-100 text-blue-800 ring-blue-600/30',
  indigo: 'bg-indigo-100 text-indigo-800 ring-indigo-600/30',
  purple: 'bg-purple-100 text-purple-800 ring-purple-600/30',
  pink: 'bg-pink-100 text-pink-800 ring-pink-600/30',
};

export const LABEL_NAME_MAX = 30;
export const LABEL_DESCRIPTION_MAX = 200;
export const ATTACH_MAX = 1000;

/** The message key of a name problem, or undefined when the name is fine. */
export function labelNameError(name: string): string | undefined {
  const n = name.trim().replace(/\s+/g, ' ');
  if (!n) return 'card.label.rules.nameRequired';
  if ([...n].length > LABEL_NAME_MAX) return 'card.label.rules.nameTooLong';
  return undefined;
}

/** ICCIDs pasted as lines, commas, semicolons or spaces: distinct, in order, with the ones that are not ICCIDs apart. */
export function parseIccids(text: string): { iccids: string[]; invalid: string[] } {
  const tokens = [...new Set(text.split(/[\s,;，；]+/).filter(Boolean))];
  return { iccids: tokens.filter((v) => /^\d{19,20}$/.test(v)), invalid: tokens.filter((v) => !/^\d{19,20}$/.test(v)) };
}
