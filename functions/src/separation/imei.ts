/**
 * Device IMEIs (3GPP TS 23.003): 15 digits, the last one the Luhn check digit over the first 14. A
 * binding to a given IMEI refuses anything else, so a typo cannot bind a card to a device that does
 * not exist (and shut it down at its next session).
 */
export const isImei = (value: string): boolean => /^\d{15}$/.test(value);

/** The Luhn check digit of the 14 digits before it. */
export function luhnDigit(body14: string): number {
  let sum = 0;
  for (let i = 0; i < body14.length; i++) {
    let d = Number(body14[body14.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** Whether a value is an IMEI with a valid check digit (what a person binding a card must type). */
export const isValidImei = (value: string): boolean => isImei(value) && luhnDigit(value.slice(0, 14)) === Number(value[14]);

/** A valid IMEI from 14 digits (the simulator and the seed make device numbers with it). */
export const imeiOf = (body14: string): string => `${body14}${luhnDigit(body14)}`;
