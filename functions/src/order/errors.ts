import type { ErrorDef } from '../shared/http/errors/error-def.ts';

/** Errors of orders (493xx); merged into the one catalogue. */
export const orderErrors = {
  ORDER_PAY_STATE: {
    status: 409,
    errorCode: 49301,
    zh: '订单当前为“{from}”，不能改为“{to}”',
    en: 'The order is {from}; it cannot become {to}',
  },
  ORDER_CARD_UNKNOWN: {
    status: 422,
    errorCode: 49302,
    zh: '该客户没有卡 {iccid}',
    en: 'This customer has no card {iccid}',
  },
} satisfies Record<string, ErrorDef>;
