import type { ErrorDef } from '../shared/http/errors/error-def.ts';

/** Errors of the reports (502xx); merged into the one catalogue. */
export const reportErrors = {
  REPORT_YEAR: {
    status: 422,
    errorCode: 50201,
    zh: '请选择有效的年份（YYYY）',
    en: 'Choose a valid year (YYYY)',
  },
  REPORT_FUTURE: {
    status: 422,
    errorCode: 50202,
    zh: '该年份尚未开始，暂无报表',
    en: 'This year has not started yet; there is no report for it',
  },
  REPORT_CUSTOMER: {
    status: 404,
    errorCode: 50203,
    zh: '客户不存在',
    en: 'No such customer',
  },
} satisfies Record<string, ErrorDef>;
