import type { ErrorDef } from '../shared/http/errors/error-def.ts';

/** Errors of credit orders (4987x); merged into the one catalogue. */
export const creditErrors = {
  CREDIT_NOT_ACTIVE: {
    status: 409,
    errorCode: 49871,
    zh: '该授信单已取消，不能再修改',
    en: 'This credit order is cancelled and can no longer be changed',
  },
  CREDIT_CHANGED: {
    status: 409,
    errorCode: 49872,
    zh: '该授信单刚被他人修改，请刷新后重试',
    en: 'This credit order was just changed by someone else; reload it and try again',
  },
  CREDIT_DAY: {
    status: 422,
    errorCode: 49873,
    zh: '请输入有效日期（YYYY-MM-DD）',
    en: 'Enter a valid day (YYYY-MM-DD)',
  },
} satisfies Record<string, ErrorDef>;
