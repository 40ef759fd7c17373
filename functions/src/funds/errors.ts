import type { ErrorDef } from '../shared/http/errors/error-def.ts';

/**
 * Errors of money movements common to every funds area (4980x); merged into the one catalogue. The
 * areas' own (recharge, withdrawal, write-off, credit) have their own ranges.
 */
export const fundsErrors = {
  FUNDS_INSUFFICIENT: {
    status: 409,
    errorCode: 49801,
    zh: '余额不足',
    en: 'Insufficient balance',
  },
  FUNDS_OVER_OWED: {
    status: 409,
    errorCode: 49802,
    zh: '金额超过待销账金额',
    en: 'The amount exceeds the amount to be written off',
  },
  FUNDS_BUSY: {
    status: 503,
    errorCode: 49803,
    zh: '该客户的资金正在被其他操作修改，请稍后重试',
    en: "This customer's funds are being changed by another operation; please try again",
  },
  FUNDS_ID_CONFLICT: {
    status: 409,
    errorCode: 49804,
    zh: '该操作已以不同的内容提交过',
    en: 'This operation was already submitted with other details',
  },
  FUNDS_CREDIT_IN_USE: {
    status: 409,
    errorCode: 49805,
    zh: '新的授信额度低于已使用的额度',
    en: 'The new credit line is below the credit already used',
  },
} satisfies Record<string, ErrorDef>;
