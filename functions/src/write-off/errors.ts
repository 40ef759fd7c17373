import type { ErrorDef } from '../shared/http/errors/error-def.ts';

/** Errors of write-offs and the write-off cycle (49851..); merged into the one catalogue. */
export const writeOffErrors = {
  WRITE_OFF_ZERO: {
    status: 422,
    errorCode: 49851,
    zh: '销账金额不能为0',
    en: 'The write-off amount cannot be 0',
  },
  WRITE_OFF_ABOVE_OWED: {
    status: 422,
    errorCode: 49852,
    zh: '销账金额不能超过待销账金额（{owed} 元）',
    en: 'The write-off amount cannot exceed the amount to be written off ({owed} yuan)',
  },
  WRITE_OFF_ABOVE_FUNDS: {
    status: 422,
    errorCode: 49853,
    zh: '销账金额不能超过预存款与赠款之和（{available} 元）',
    en: 'The write-off amount cannot exceed pre-deposits plus grants ({available} yuan)',
  },
  WRITE_OFF_NOT_OWED: {
    status: 409,
    errorCode: 49854,
    zh: '该账单不是待销账状态',
    en: 'This bill is not waiting to be written off',
  },
  WRITE_OFF_BILL_CHANGED: {
    status: 409,
    errorCode: 49855,
    zh: '该账单刚被其他操作销账，请刷新后重试',
    en: 'This bill was just written off by another operation; refresh and try again',
  },
  WRITE_OFF_CYCLE_RUNNING: {
    status: 409,
    errorCode: 49856,
    zh: '{month} 的销账周期正在进行中',
    en: 'The write-off cycle of {month} is still in progress',
  },
  WRITE_OFF_CYCLE_FUTURE: {
    status: 422,
    errorCode: 49857,
    zh: '{month} 尚未结束，不能运行该月的销账周期',
    en: '{month} has not ended yet; its write-off cycle cannot run',
  },
  WRITE_OFF_PLATFORM_ONLY: {
    status: 403,
    errorCode: 49858,
    zh: '只有平台可以启动销账周期',
    en: 'Only the platform may start the write-off cycle',
  },
} satisfies Record<string, ErrorDef>;
