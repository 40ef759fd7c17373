import type { ErrorDef } from '../shared/http/errors/error-def.ts';

/** Errors of withdrawals (49831–49850); merged into the one catalogue. */
export const withdrawalErrors = {
  WITHDRAWAL_INSUFFICIENT: {
    status: 409,
    errorCode: 49831,
    zh: '可提现金额不足',
    en: 'Insufficient for withdrawal',
  },
  WITHDRAWAL_IN_PROCESS: {
    status: 409,
    errorCode: 49832,
    zh: '已有一笔提现申请正在处理中，提现或驳回后才能再次申请',
    en: 'A withdrawal request is still in process; a new one can be made once it is withdrawn or rejected',
  },
  WITHDRAWAL_STATE: {
    status: 409,
    errorCode: 49833,
    zh: '该提现申请当前为“{state}”，不能{action}',
    en: 'The withdrawal is {state}; it cannot be {action}',
  },
  WITHDRAWAL_REASON_REQUIRED: {
    status: 422,
    errorCode: 49834,
    zh: '驳回提现申请须填写原因',
    en: 'A reason is required to reject a withdrawal',
  },
  WITHDRAWAL_PLATFORM_APPLY: {
    status: 403,
    errorCode: 49835,
    zh: '提现申请由企业客户提交',
    en: 'Withdrawals are requested by the enterprise itself',
  },
} satisfies Record<string, ErrorDef>;
