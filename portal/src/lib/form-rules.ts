// Validation of spec §5 as pure functions. Each returns the i18n key of the message (under
// `formRules.`) or null when the value passes, so forms and tests share one definition.

export type RuleResult = { key: string; values?: Record<string, unknown> } | null;

const fail = (key: string, values?: Record<string, unknown>): RuleResult => ({ key: `formRules.${key}`, values });

/** Required, and not whitespace only ('forbid spaces or enter non-blank content'). */
export function requiredText(value: string): RuleResult {
  if (value === '') return fail('required');
  return value.trim() === '' ? fail('noBlank') : null;
}

/** Optional text: empty passes, whitespace only does not. */
export function optionalText(value: string): RuleResult {
  return value !== '' && value.trim() === '' ? fail('noBlank') : null;
}

export function maxLength(value: string, max: number): RuleResult {
  return value.length > max ? fail('maxLength', { max }) : null;
}

/** The patterns of spec §5, shared by every form (registration included). */
export const PHONE_PATTERN = /^[0-9-]+$/;
export const EMAIL_PATTERN = /^[^\s@;]+@[^\s@;]+\.[^\s@;]+$/;
/** 8-18 printable ASCII characters: letters, digits and punctuation. */
export const PASSWORD_PATTERN = /^[\x21-\x7e]{8,18}$/;
export const LOGIN_NAME_PATTERN = /^[A-Za-z0-9._-]{3,40}$/;

/** Digits and hyphens; a list is separated by English semicolons, at most 5 (spec §5). Empty passes. */
export function phoneList(value: string, max = 5): RuleResult {
  if (value === '') return null;
  const parts = value.split(';');
  return parts.length <= max && parts.every((p) => PHONE_PATTERN.test(p)) ? null : fail('phone');
}

/** Standard e-mail format; a list is separated by semicolons, at most 5 (spec §5). Empty passes. */
export function emailList(value: string, max = 5): RuleResult {
  if (value === '') return null;
  const parts = value.split(';');
  return parts.length <= max && parts.every((p) => EMAIL_PATTERN.test(p)) ? null : fail('email');
}

/** 8-18 letters, digits and punctuation (spec §5). */
export function password(value: string): RuleResult {
  if (value === '') return fail('required');
  return PASSWORD_PATTERN.test(value) ? null : fail('password');
}

/** Login names: 3-40 letters, digits, dots, hyphens or underscores. */
export function loginName(value: string): RuleResult {
  const blank = requiredText(value);
  if (blank) return blank;
  return LOGIN_NAME_PATTERN.test(value) ? null : fail('loginName');
}

/** Codes: letters, digits, hyphens, underscores. */
export function code(value: string, max = 32): RuleResult {
  return requiredText(value) ?? (/^[A-Za-z0-9_-]+$/.test(value) ? maxLength(value, max) : fail('code'));
}

/** A date range whose end is not before its start ('YYYY-MM-DD' compare as text). */
export function dateRange(from: string, to: string): RuleResult {
  return from && to && to < from ? fail('dateRange') : null;
}

/** The first failing rule, or null. */
export function firstError(...results: RuleResult[]): RuleResult {
  return results.find((r) => r !== null) ?? null;
}

/** Errors by field; empty when the form is valid. */
export type FormErrors<K extends string> = Partial<Record<K, RuleResult>>;

export function hasErrors(errors: Record<string, RuleResult | undefined>): boolean {
  return Object.values(errors).some(Boolean);
}
