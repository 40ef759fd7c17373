// The card type catalogue as the API answers it, and the form rules of its dialog.

import { CARD_GRADES, FORM_FACTORS, type ResponseOf } from '@cmp/functions/contracts';

export { CARD_GRADES, FORM_FACTORS };
export type FormFactor = (typeof FORM_FACTORS)[number];
export type CardGrade = (typeof CARD_GRADES)[number];

export type CardType = ResponseOf<'card-type.list'>['items'][number];

export interface CardTypeDraft {
  code: string;
  name: string;
  formFactor: FormFactor;
  grade: CardGrade;
  tempMinC: string;
  tempMaxC: string;
  remark: string;
}

export const emptyDraft: CardTypeDraft = {
  code: '',
  name: '',
  formFactor: '4FF',
  grade: 'industrial',
  tempMinC: '-40',
  tempMaxC: '85',
  remark: '',
};

export const draftOf = (c: CardType): CardTypeDraft => ({
  code: c.code,
  name: c.name,
  formFactor: c.formFactor,
  grade: c.grade,
  tempMinC: String(c.tempMinC),
  tempMaxC: String(c.tempMaxC),
  remark: c.remark,
});

const whole = (v: string) => /^-?\d{1,3}$/.test(v.trim()) && Number(v) >= -60 && Number(v) <= 150;

/** Message keys of the draft's problems, by field; empty when it can be sent. */
export function validateCardType(d: CardTypeDraft): Partial<Record<keyof CardTypeDraft, string>> {
  const e: Partial<Record<keyof CardTypeDraft, string>> = {};
  if (!/^[A-Z0-9][A-Z0-9_-]{1,19}$/.test(d.code)) e.code = 'card.cardType.rules.code';
  if (!d.name.trim()) e.name = 'card.cardType.rules.required';
  if (!whole(d.tempMinC)) e.tempMinC = 'card.cardType.rules.temp';
  if (!whole(d.tempMaxC)) e.tempMaxC = 'card.cardType.rules.temp';
  else if (!e.tempMinC && Number(d.tempMaxC) <= Number(d.tempMinC)) e.tempMaxC = 'card.cardType.rules.range';
  return e;
}

/** The save body of a draft (temperatures as numbers). */
export const bodyOf = (d: CardTypeDraft) => ({
  code: d.code,
  name: d.name.trim(),
  formFactor: d.formFactor,
  grade: d.grade,
  tempMinC: Number(d.tempMinC),
  tempMaxC: Number(d.tempMaxC),
  remark: d.remark.trim(),
});
