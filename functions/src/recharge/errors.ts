import type { ErrorDef } from '../shared/http/errors/error-def.ts';

/** Errors of recharges (49811–49830); merged into the one catalogue. Money refusals are the funds errors (4980x). */
export const rechargeErrors = {
  // Spec §5: the voucher image's two messages, word for word.
  RECHARGE_VOUCHER_FORMAT: {
    status: 422,
    errorCode: 49811,
    zh: '图片格式不正确，请更换后重新上传！',
    en: 'Image format is incorrect, please change it and re-upload!',
  },
  RECHARGE_VOUCHER_SIZE: {
    status: 422,
    errorCode: 49812,
    zh: '图片大小超出限制，请修改后重新上传！',
    en: 'Image size exceeds the limit, please modify and re-upload!',
  },
  RECHARGE_VOUCHER_REQUIRED: {
    status: 422,
    errorCode: 49813,
    zh: '线下汇款和对公转账须上传付款凭证',
    en: 'Offline and corporate remittances need a payment voucher',
  },
  RECHARGE_VOUCHER_MISSING: {
    status: 422,
    errorCode: 49814,
    zh: '未找到上传的凭证，请重新上传',
    en: 'The uploaded voucher was not found; please upload it again',
  },
  RECHARGE_NO_VOUCHER: {
    status: 404,
    errorCode: 49815,
    zh: '该充值没有付款凭证',
    en: 'This recharge has no payment voucher',
  },
  RECHARGE_NOT_PENDING: {
    status: 409,
    errorCode: 49816,
    zh: '该充值{state}，只能审核待审核的充值',
    en: 'This recharge is {state}; only a recharge pending review can be audited',
  },
  RECHARGE_REASON_REQUIRED: {
    status: 422,
    errorCode: 49817,
    zh: '请填写驳回原因',
    en: 'Please give the reason for the rejection',
  },
  RECHARGE_NOT_REVIEWED: {
    status: 409,
    errorCode: 49818,
    zh: '该充值{state}，只能退款已审核的充值',
    en: 'This recharge is {state}; only a reviewed recharge can be refunded',
  },
  RECHARGE_REFUND_OVER: {
    status: 422,
    errorCode: 49819,
    zh: '退款金额超过可退金额（¥{left}）',
    en: 'The refund exceeds what may still be refunded (¥{left})',
  },
  RECHARGE_CHANGED: {
    status: 409,
    errorCode: 49820,
    zh: '该充值已被他人修改，请刷新后重试',
    en: 'This recharge was changed meanwhile; reload it and try again',
  },
  RECHARGE_PAID_LATER: {
    status: 422,
    errorCode: 49821,
    zh: '付款时间不能晚于当前时间',
    en: 'The payment time cannot be in the future',
  },
  RECHARGE_METHOD_PUBLIC: {
    status: 422,
    errorCode: 49822,
    zh: '对公转账请使用对公充值',
    en: 'A corporate transfer is filed as a corporate recharge',
  },
} satisfies Record<string, ErrorDef>;
