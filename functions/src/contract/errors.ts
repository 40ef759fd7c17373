import type { ErrorDef } from '../shared/http/errors/error-def.ts';

/** Errors of contracts, their payments and access points (49881–49899); merged into the one catalogue. */
export const contractErrors = {
  CONTRACT_NUMBER_TAKEN: {
    status: 409,
    errorCode: 49881,
    zh: '合同编号已存在',
    en: 'A contract with this number already exists',
  },
  CONTRACT_CHANGED: {
    status: 409,
    errorCode: 49882,
    zh: '该合同刚被他人修改，请刷新后重试',
    en: 'This contract was just changed by someone else; reload it and try again',
  },
  CONTRACT_TERMINATED: {
    status: 409,
    errorCode: 49883,
    zh: '该合同已终止，不能再修改',
    en: 'This contract is terminated and can no longer be changed',
  },
  CONTRACT_DAY: {
    status: 422,
    errorCode: 49884,
    zh: '请输入有效日期（YYYY-MM-DD）',
    en: 'Enter a valid day (YYYY-MM-DD)',
  },
  CONTRACT_VALIDITY: {
    status: 422,
    errorCode: 49885,
    zh: '有效期结束日不能早于开始日',
    en: 'The validity cannot end before it starts',
  },
  CONTRACT_BELOW_PAID: {
    status: 422,
    errorCode: 49886,
    zh: '合同金额不能低于已收款 {paid} 元',
    en: 'The contract value cannot be below the {paid} yuan already paid',
  },
  CONTRACT_PAYMENT_ABOVE_REMAINING: {
    status: 422,
    errorCode: 49887,
    zh: '收款金额不能超过合同剩余金额 {remaining} 元',
    en: "The payment cannot exceed what remains of the contract's value ({remaining} yuan)",
  },
  CONTRACT_PAYMENT_ZERO: {
    status: 422,
    errorCode: 49888,
    zh: '收款金额必须大于 0',
    en: 'The payment must be above 0',
  },
  CONTRACT_NAME: {
    status: 422,
    errorCode: 49889,
    zh: '请输入名称',
    en: 'Enter a name',
  },
  ACCESS_POINT_APN_OPERATOR: {
    status: 422,
    errorCode: 49890,
    zh: '所选 APN 不属于该运营商',
    en: "The APN chosen is not the access point's operator's",
  },
  ACCESS_POINT_OUTSIDE_APN: {
    status: 422,
    errorCode: 49891,
    zh: 'IP 段必须在 APN 的地址范围 {start} – {end} 内',
    en: "The IP range must lie within the APN's addresses {start} – {end}",
  },
  ACCESS_POINT_CHANGED: {
    status: 409,
    errorCode: 49892,
    zh: '该接入点刚被他人修改，请刷新后重试',
    en: 'This access point was just changed by someone else; reload it and try again',
  },
} satisfies Record<string, ErrorDef>;
