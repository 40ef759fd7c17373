import { str } from '../http/schema.ts';

/** Spec §5: 8-18 letters, digits and ASCII punctuation. */
export const PASSWORD_PATTERN = /^[A-Za-z0-9!-/:-@[-`{-~]{8,18}$/;

export const passwordRule = str({ min: 8, max: 18, pattern: PASSWORD_PATTERN, patternReason: 'password' });
