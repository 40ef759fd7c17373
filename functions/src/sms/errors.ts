import type { ErrorDef } from '../shared/http/errors/error-def.ts';

/** Errors of the SMS area (48501..) and the VIP call (voice whitelist) list (48601..); merged into the one catalogue. */
export const smsErrors = {
  SMS_TOO_MANY_CARDS: {
    status: 422,
    errorCode: 48501,
    zh: '一次最多向 1000 张卡发送短信',
    en: 'An SMS can be sent to at most 1000 cards at a time',
  },
  SMS_CARD_NOT_FOUND: {
    status: 404,
    errorCode: 48502,
    zh: '卡不存在或不在您的范围内',
    en: 'The card does not exist or is not within your scope',
  },
  SMS_DATE_RANGE: {
    status: 422,
    errorCode: 48503,
    zh: '结束日期不能早于开始日期',
    en: 'The end date cannot be before the start date',
  },
  VIP_PHONE_FORMAT: {
    status: 422,
    errorCode: 48601,
    zh: '号码格式错误：{number}',
    en: 'phone format wrong: {number}',
  },
  VIP_TOO_MANY: {
    status: 422,
    errorCode: 48602,
    zh: '每张卡最多 {max} 个语音白名单号码',
    en: 'A card can have at most {max} voice whitelist numbers',
  },
  VIP_NUMBER_ABSENT: {
    status: 404,
    errorCode: 48603,
    zh: '该卡的语音白名单中没有号码：{number}',
    en: 'The card has no such voice whitelist number: {number}',
  },
  VIP_CHANGED: {
    status: 409,
    errorCode: 48604,
    zh: '语音白名单已被其他操作修改，请刷新后重试',
    en: 'The voice whitelist was changed by another operation meanwhile. Refresh and try again.',
  },
} as const satisfies Record<string, ErrorDef>;
