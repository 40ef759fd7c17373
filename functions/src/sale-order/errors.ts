import type { ErrorDef } from '../shared/http/errors/error-def.ts';

/** Errors of sales orders (496xx; channel bills take 4965x); merged into the one catalogue. */
export const saleOrderErrors = {
  SALE_ORDER_TOO_MANY_CARDS: {
    status: 422,
    errorCode: 49601,
    zh: '该销售订单共 {quantity} 张卡，已关联 {linked} 张，不能再关联这么多卡',
    en: 'This sales order is for {quantity} cards and {linked} are linked already; these cards would exceed it',
  },
  SALE_ORDER_REPLIED: {
    status: 409,
    errorCode: 49602,
    zh: '该销售订单已回复',
    en: 'This sales order has been replied to already',
  },
  SALE_ORDER_NOT_HANDLED: {
    status: 422,
    errorCode: 49603,
    zh: '销售订单尚未办理，不能回复为已处理',
    en: 'The sales order has not been handled yet; it cannot be replied to as processed',
  },
  SALE_ORDER_CANCELLED: {
    status: 409,
    errorCode: 49604,
    zh: '该销售订单已取消',
    en: 'This sales order has been cancelled',
  },
  SALE_ORDER_CARDS_UNKNOWN: {
    status: 422,
    errorCode: 49605,
    zh: '以下卡不属于该订单的客户：{iccids}',
    en: 'These cards do not belong to the customer of the order: {iccids}',
  },
  SALE_ORDER_PLAN_UNKNOWN: {
    status: 422,
    errorCode: 49606,
    zh: '套餐不存在或未向该客户开放',
    en: 'The rate plan does not exist or is not offered to this customer',
  },
} satisfies Record<string, ErrorDef>;
