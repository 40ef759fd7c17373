/** VIP call numbers in the browser: the same format rule as the server (spec §5: digits and hyphens only). */
import type { ResponseOf } from '@cmp/functions/contracts';
export const VIP_MAX = 10;

export type VipRow = ResponseOf<'vip-call.list'>['items'][number];

export const isPhoneNumber = (n: string): boolean => n.length >= 3 && n.length <= 20 && /^\d(?:-?\d)*$/.test(n);

/** Numbers of a semicolon-separated text, and the first badly formatted one. */
export function parseNumbers(text: string): { numbers: string[]; bad?: string } {
  const numbers = text
    .split(';')
    .map((n) => n.trim())
    .filter(Boolean);
  return { numbers, bad: numbers.find((n) => !isPhoneNumber(n)) };
}
