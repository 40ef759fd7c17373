import type { ErrorDef } from '../shared/http/errors/error-def.ts';

/** Errors of content and rights (50751–50799); merged into the one catalogue. */
export const contentErrors = {
  CONTENT_PRODUCT_NOT_FOUND: {
    status: 404,
    errorCode: 50751,
    zh: '权益产品不存在',
    en: 'The rights product does not exist',
  },
  CONTENT_PRODUCT_WITHDRAWN: {
    status: 422,
    errorCode: 50752,
    zh: '该权益产品已下架，不能订购',
    en: 'This rights product has been withdrawn and cannot be ordered',
  },
  CONTENT_PERIOD_NOT_OFFERED: {
    status: 422,
    errorCode: 50753,
    zh: '该产品不提供{months}个月的有效期',
    en: 'This product is not offered for {months} months',
  },
  CONTENT_CARD_NOT_FOUND: {
    status: 422,
    errorCode: 50754,
    zh: '该ICCID不是本企业的卡',
    en: 'This ICCID is not a card of this enterprise',
  },
  CONTENT_VIN_INVALID: {
    status: 422,
    errorCode: 50755,
    zh: '车架号（VIN）须为17位数字或大写字母（不含I、O、Q）',
    en: 'A VIN is 17 digits or capital letters (no I, O or Q)',
  },
  CONTENT_VIN_TAKEN: {
    status: 409,
    errorCode: 50756,
    zh: '该车架号（VIN）已属于其他企业',
    en: 'This VIN belongs to another enterprise',
  },
  CONTENT_PROVIDER_UNAVAILABLE: {
    status: 503,
    errorCode: 50757,
    zh: '内容提供商暂时无法连接，请稍后重试',
    en: 'The content provider cannot be reached; try again later',
  },
  CONTENT_PROVIDER_REJECTED: {
    status: 422,
    errorCode: 50758,
    zh: '内容提供商拒绝了该订购',
    en: 'The content provider refused this order',
  },
  CONTENT_ORDER_NOT_FOUND: {
    status: 404,
    errorCode: 50759,
    zh: '权益订单不存在',
    en: 'The rights order does not exist',
  },
  CONTENT_USER_NOT_FOUND: {
    status: 404,
    errorCode: 50760,
    zh: '权益用户不存在',
    en: 'The rights user does not exist',
  },
  CONTENT_BILL_NOT_FOUND: {
    status: 404,
    errorCode: 50761,
    zh: '内容账单不存在',
    en: 'The content bill does not exist',
  },
} satisfies Record<string, ErrorDef>;
