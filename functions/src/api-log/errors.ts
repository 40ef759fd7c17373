import type { ErrorDef } from '../shared/http/errors/error-def.ts';

/** Errors of the api-log group (see docs/api.md, codes 49951–49959); merged into the one catalogue. */
export const apiLogErrors = {
  API_LOG_WINDOW: {
    status: 422,
    errorCode: 49951,
    zh: '查询时间范围最长 {max} 天，请缩小范围',
    en: 'The time range can cover at most {max} days: narrow it',
  },
  API_LOG_ORDER: {
    status: 422,
    errorCode: 49952,
    zh: '结束时间不能早于开始时间',
    en: 'The end of the time range cannot be before its start',
  },
} as const satisfies Record<string, ErrorDef>;
