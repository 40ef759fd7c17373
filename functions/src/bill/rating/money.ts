/**
 * Money arithmetic of rating: amounts are exact fractions of fen until a bill line is closed, then
 * rounded once, half-up (ties away from zero, as java.math.RoundingMode.HALF_UP), to integer fen.
 * BigInt keeps x.5 edges exact whatever the size of the numbers (no binary floating point).
 */

/** `numerator / denominator` rounded half-up to an integer (ties away from zero). */
export function roundHalfUp(numerator: bigint, denominator = 1n): number {
  if (denominator === 0n) throw new RangeError('roundHalfUp: denominator 0');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const rounded = (2n * n + d) / (2n * d);
  return Number(negative ? -rounded : rounded);
}

/** A decimal amount of yuan written as text (`'12.345'`, `'-0.005'`) in fen, rounded half-up. */
export function yuanToFen(decimal: string): number {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(decimal.trim());
  if (!match) throw new RangeError(`yuanToFen: not a decimal: ${decimal}`);
  const [, sign, whole, fraction = ''] = match;
  const scale = 10n ** BigInt(fraction.length);
  const value = BigInt(`${whole}${fraction}`) * 100n;
  return roundHalfUp(sign === '-' ? -value : value, scale);
}

/** `value × part / whole` rounded half-up: proration of fen or bytes by days. */
export const prorate = (value: number, part: number, whole: number): number =>
  roundHalfUp(BigInt(value) * BigInt(part), BigInt(whole));

/** Tax of a line: `amount × ratePercent / 100`, half-up. Prices are net of tax (see docs/decisions.md). */
export const taxOf = (amountFen: number, ratePercent: number): number => prorate(amountFen, ratePercent, 100);
