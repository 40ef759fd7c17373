/** Business calendar: Asia/Shanghai (UTC+8, no daylight saving). Storage stays UTC ISO-8601. */
const OFFSET_MS = 8 * 60 * 60 * 1000;

const shanghai = (d: Date) => new Date(d.getTime() + OFFSET_MS).toISOString();

/** 'YYYY-MM' of the instant in Shanghai. */
export const shanghaiMonth = (d: Date): string => shanghai(d).slice(0, 7);
/** 'YYYY-MM-DD' of the instant in Shanghai. */
export const shanghaiDay = (d: Date): string => shanghai(d).slice(0, 10);

export function addMonths(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export const daysInMonth = (month: string): number => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
};

/** The attribute holding a day's bytes in a month item: `d01`..`d31`. */
export const dayAttr = (day: string): string => `d${day.slice(8, 10)}`;
/** The attribute holding a month's bytes in a year item: `m01`..`m12`. */
export const monthAttr = (month: string): string => `m${month.slice(5, 7)}`;
