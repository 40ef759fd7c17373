import type { ErrorDef } from '../shared/http/errors/error-def.ts';

/** Errors of standard-SIM batches (cards change edition; 47301..); merged into the one catalogue. */
export const standardSimErrors = {
  STANDARD_SIM_TOO_MANY: {
    status: 422,
    errorCode: 47301,
    zh: '数量超过 10000，请重新选择',
    en: 'The quantity is more than 10000, please swipe and select again',
  },
} as const satisfies Record<string, ErrorDef>;
