import { AppError } from '../shared/http/error-catalogue.ts';
import { API_LOG_DEFAULT_HOURS, API_LOG_MAX_DAYS } from './api-log-model.ts';

const HOUR = 3_600_000;
const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** An ISO time; a date alone is an Asia/Shanghai day: its start (`from`) or its end (`to`). */
function instant(value: string, edge: 'start' | 'end'): Date {
  if (!DAY_ONLY.test(value)) return new Date(value);
  return new Date(`${value}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}+08:00`);
}

/**
 * The time range of a list as inclusive ISO bounds: default the last 24 hours up to now (or up to
 * `to`; or 24 hours from `from`), at most API_LOG_MAX_DAYS days, never ending before it starts.
 */
export function apiLogWindow(q: { from?: string; to?: string }, now: Date): { from: string; to: string } {
  const to = q.to
    ? instant(q.to, 'end')
    : q.from
      ? new Date(instant(q.from, 'start').getTime() + API_LOG_DEFAULT_HOURS * HOUR)
      : now;
  const from = q.from ? instant(q.from, 'start') : new Date(to.getTime() - API_LOG_DEFAULT_HOURS * HOUR);
  if (Number.isNaN(from.getTime())) throw new AppError('VALIDATION', { reasonKey: 'format' }, 'from');
  if (Number.isNaN(to.getTime())) throw new AppError('VALIDATION', { reasonKey: 'format' }, 'to');
  if (to < from) throw new AppError('API_LOG_ORDER', {}, 'to');
  if (to.getTime() - from.getTime() > API_LOG_MAX_DAYS * 24 * HOUR)
    throw new AppError('API_LOG_WINDOW', { max: API_LOG_MAX_DAYS }, 'from');
  return { from: from.toISOString(), to: to.toISOString() };
}
