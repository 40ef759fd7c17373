/** A day of the billing calendar (Asia/Shanghai), `days` before `now`, as YYYY-MM-DD. */
export const shanghaiDayBefore = (days: number, now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date(now.getTime() - days * 86_400_000));
