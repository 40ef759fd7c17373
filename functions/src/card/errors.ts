import type { ErrorDef } from '../shared/http/errors/error-def.ts';

/** Errors of the card-list area (see docs/api.md); merged into the one catalogue. */
export const cardListErrors = {
  CARD_LIST_RANGE_ORDER: {
    status: 422,
    errorCode: 41001,
    zh: '{field}：结束值不能小于起始值',
    en: '{field}: the end of the range must not be before its start',
  },
} as const satisfies Record<string, ErrorDef>;
