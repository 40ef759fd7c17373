import type { ErrorDef } from '../shared/http/errors/error-def.ts';

/** Errors of the financial day and month reports (4992x); merged into the one catalogue. */
export const finReportErrors = {
  FINREPORT_RANGE: {
    status: 422,
    errorCode: 49921,
    zh: '请选择月份（YYYY-MM）查看日报，或选择年份（YYYY）查看月报',
    en: 'Choose a month (YYYY-MM) for the day report or a year (YYYY) for the month report',
  },
  FINREPORT_PERIOD: {
    status: 422,
    errorCode: 49922,
    zh: '请选择有效的日期（YYYY-MM-DD）或月份（YYYY-MM）',
    en: 'Choose a valid day (YYYY-MM-DD) for a day report or a month (YYYY-MM) for a month report',
  },
  FINREPORT_FUTURE: {
    status: 422,
    errorCode: 49923,
    zh: '该期间尚未开始，暂无报表',
    en: 'This period has not started yet; there is no report for it',
  },
} satisfies Record<string, ErrorDef>;
