import type { ErrorDef } from '../shared/http/errors/error-def.ts';

/** Errors of prepaid-card funds and prepaid cost (49931–49939); merged into the one catalogue. */
export const prepaidErrors = {
  PREPAID_GROUP_NOT_FOUND: {
    status: 404,
    errorCode: 49931,
    zh: '该客户没有此套餐、区域、账期和合同类型的预付卡资金',
    en: 'This customer has no prepaid-card funds for this plan, zone, cycle and contract type',
  },
  PREPAID_RECORD_NOT_FOUND: {
    status: 404,
    errorCode: 49932,
    zh: '该月没有预付费成本记录',
    en: 'There is no prepaid cost record for this month',
  },
} satisfies Record<string, ErrorDef>;
