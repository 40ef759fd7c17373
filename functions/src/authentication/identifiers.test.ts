import { describe, expect, it } from 'vitest';
import { isResidentId, isTaxNumber, isUscc, residentIdCheckChar, usccCheckChar } from './identifiers.ts';

describe('unified social credit code (GB 32100-2015)', () => {
  it('accepts real codes with their check character', () => {
    for (const code of ['91350100M000100Y43', '91110000802100433B', '91440300708461136T']) expect(isUscc(code)).toBe(true);
  });

  it('computes the check character (31 − Σ mod 31, 31 → 0)', () => {
    expect(usccCheckChar('91350100M000100Y4')).toBe('3');
    expect(usccCheckChar('91110000802100433')).toBe('B');
  });

  it('refuses a wrong check character, a wrong length and letters outside the alphabet', () => {
    expect(isUscc('91350100M000100Y44')).toBe(false);
    expect(isUscc('91350100M000100Y4')).toBe(false);
    expect(isUscc('91350100M000100Y433')).toBe(false);
    // I, O, S, V and Z are not in the alphabet.
    expect(isUscc('91350100M0001I0Y43')).toBe(false);
    // The region is six digits; the first character is a registration authority.
    expect(isUscc('9135A100M000100Y43')).toBe(false);
    expect(isUscc('01350100M000100Y43')).toBe(false);
    expect(isUscc('91350100m000100y43')).toBe(false);
  });
});

describe('taxpayer identification number', () => {
  it('is a valid unified social credit code when 18 characters long', () => {
    expect(isTaxNumber('91350100M000100Y43')).toBe(true);
    expect(isTaxNumber('91350100M000100Y44')).toBe(false);
  });

  it('takes the older 15- and 20-character numbers', () => {
    expect(isTaxNumber('110105123456789')).toBe(true);
    expect(isTaxNumber('11010512345678901234')).toBe(true);
    expect(isTaxNumber('1101051234567')).toBe(false);
    expect(isTaxNumber('110105-23456789')).toBe(false);
  });
});

describe('resident identity number (GB 11643)', () => {
  it('accepts numbers with a real birth date and their check character', () => {
    expect(isResidentId('11010519491231002X')).toBe(true);
    expect(isResidentId('440524188001010014')).toBe(false); // born before 1900
    const first17 = '33010619900307123';
    expect(isResidentId(first17 + residentIdCheckChar(first17))).toBe(true);
  });

  it('refuses a wrong check character, an impossible date or a wrong length', () => {
    expect(isResidentId('110105194912310021')).toBe(false);
    const feb30 = '11010519900230123';
    expect(isResidentId(feb30 + residentIdCheckChar(feb30))).toBe(false);
    expect(isResidentId('11010519491231002')).toBe(false);
  });
});
