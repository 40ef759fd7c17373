import type { ErrorDef } from '../shared/http/errors/error-def.ts';

/** Errors of separation renewals (5053x–5055x); merged into the one catalogue. */
export const renewalErrors = {
  RENEWAL_TOO_MANY: {
    status: 422,
    errorCode: 50531,
    zh: '每次最多提交 10000 行，本次提交未做任何处理，请拆分后重新提交',
    en: 'At most 10,000 rows per operation: nothing was renewed; split the list and submit it again',
  },
} satisfies Record<string, ErrorDef>;
