import type { ErrorDef } from '../shared/http/errors/error-def.ts';

/** Errors of the quick entries' reads (queryflow, cust-operation; 50401–50449); merged into the one catalogue. */
export const quickEntryErrors = {
  QUICK_PERIOD_REVERSED: {
    status: 422,
    errorCode: 50401,
    zh: '结束日期不能早于开始日期',
    en: 'The end date cannot be before the start date',
  },
  QUICK_PERIOD_TOO_LONG: {
    status: 422,
    errorCode: 50402,
    zh: '查询期间最长 {max} 天',
    en: 'The period may be at most {max} days',
  },
  QUICK_DAY_IN_FUTURE: {
    status: 422,
    errorCode: 50403,
    zh: '不能查询未来的日期',
    en: 'The date cannot be in the future',
  },
  QUICK_TOO_MANY_POOLED_CARDS: {
    status: 422,
    errorCode: 50404,
    zh: '该客户流量池中的卡超过 {max} 张，请按套餐或区域缩小范围',
    en: "The customer's pools hold more than {max} cards; narrow the query by plan or zone",
  },
} satisfies Record<string, ErrorDef>;
