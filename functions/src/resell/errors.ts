import type { ErrorDef } from '../shared/http/errors/error-def.ts';

/** Errors of the resale status quick entry (group resell; 50405–50420); merged into the one catalogue. */
export const resellErrors = {
  RESELL_UNKNOWN_CARD: {
    status: 404,
    errorCode: 50405,
    zh: '卡 {iccid} 不是该企业的卡',
    en: "Card {iccid} is not one of the enterprise's cards",
  },
} satisfies Record<string, ErrorDef>;
