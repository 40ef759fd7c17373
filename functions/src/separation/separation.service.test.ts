import { describe, expect, it } from 'vitest';
import { AppError } from '../shared/http/error-catalogue.ts';
import { imeiOf, isImei, isValidImei, luhnDigit } from './imei.ts';
import { SEPARATION_BATCH_MAX, checkBindInput, operationIdOf, parseOperationId } from './separation.service.ts';
import '../platform/error-catalogue.ts';

const keyOf = (fn: () => void): string | undefined => {
  try {
    fn();
  } catch (error) {
    return error instanceof AppError ? `${error.key}:${error.field}` : String(error);
  }
  return undefined;
};

describe('IMEI validation', () => {
  it('needs 15 digits with the Luhn check digit', () => {
    expect(luhnDigit('49015420323751')).toBe(8);
    expect(isValidImei('490154203237518')).toBe(true);
    expect(isValidImei('490154203237517')).toBe(false);
    expect(isValidImei('49015420323751')).toBe(false);
    expect(isValidImei('49015420323751a')).toBe(false);
    expect(isImei('490154203237517')).toBe(true);
    expect(isValidImei(imeiOf('86000000000001'))).toBe(true);
  });
});

describe('checkBindInput', () => {
  const iccid = '89860000000000000001';
  it('refuses a wrong or missing IMEI in mode imei, naming the row', () => {
    expect(
      keyOf(() =>
        checkBindInput({
          mode: 'imei',
          cards: [
            { iccid, imei: '490154203237518' },
            { iccid, imei: '123' },
          ],
        }),
      ),
    ).toBe('SEPARATION_IMEI:cards[1].imei');
    expect(keyOf(() => checkBindInput({ mode: 'imei', cards: [{ iccid }] }))).toBe('SEPARATION_IMEI_REQUIRED:cards[0].imei');
    expect(keyOf(() => checkBindInput({ mode: 'first', cards: [{ iccid }] }))).toBeUndefined();
  });
  it('refuses a batch over 10,000 cards whole, and takes 10,000', () => {
    const cards = (n: number) => Array.from({ length: n }, (_, i) => ({ iccid: `8986${String(i).padStart(16, '0')}` }));
    expect(keyOf(() => checkBindInput({ mode: 'first', cards: cards(SEPARATION_BATCH_MAX + 1) }))).toBe(
      'SEPARATION_TOO_MANY:cards',
    );
    expect(keyOf(() => checkBindInput({ mode: 'first', cards: cards(SEPARATION_BATCH_MAX) }))).toBeUndefined();
  });
});

describe('analysis operation ids', () => {
  it('round-trip month, enterprise and operator, and refuse anything else', () => {
    const g = { month: '2026-11', channelCustId: 'C1001', operator: 'CTCC' };
    expect(parseOperationId(operationIdOf(g))).toEqual(g);
    expect(parseOperationId('2026-11_C1001_XXXX')).toBeNull();
    expect(parseOperationId('2026-11_C#1_CTCC')).toBeNull();
  });
});
