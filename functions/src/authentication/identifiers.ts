/**
 * The identifiers of an enterprise real-name application, checked as their national standards say
 * (spec §5 'organisation and tax identifiers ... required'; docs/decisions.md "Enterprise real-name
 * authentication"). Pure.
 */

/** GB 32100-2015 alphabet of the unified social credit code: digits and capitals without I, O, S, V, Z. */
const USCC_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
/** Registration authority (1st), category (2nd), 6-digit region, 9-character organisation code, check character. */
const USCC_SHAPE = /^[1-9A-GNY][0-9A-HJ-NPQRTUWXY]\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** The check character of the first 17 characters of a unified social credit code. */
export function usccCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += USCC_ALPHABET.indexOf(first17[i]!) * USCC_WEIGHTS[i]!;
  return USCC_ALPHABET[(31 - (sum % 31)) % 31]!;
}

/** An 18-character unified social credit code (统一社会信用代码) whose check character is right. */
export function isUscc(code: string): boolean {
  return USCC_SHAPE.test(code) && usccCheckChar(code) === code[17];
}

/**
 * A taxpayer identification number: since 2015 an enterprise's is its unified social credit code
 * (18 characters, checked as such); older ones are 15 or 20 digits and capitals.
 */
export function isTaxNumber(value: string): boolean {
  if (value.length === 18) return isUscc(value);
  return /^[0-9A-Z]{15}$|^[0-9A-Z]{20}$/.test(value);
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** The check character of the first 17 digits of a resident identity number (GB 11643, ISO 7064 MOD 11-2). */
export function residentIdCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * ID_WEIGHTS[i]!;
  return ID_CHECK[sum % 11]!;
}

/** An 18-character resident identity number: region, a real birth date, sequence and the right check character. */
export function isResidentId(value: string): boolean {
  const m = /^\d{6}(\d{4})(\d{2})(\d{2})\d{3}[\dX]$/.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const birth = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || birth.getUTCMonth() !== month - 1 || birth.getUTCDate() !== day) return false;
  return residentIdCheckChar(value) === value[17];
}
