import { describe, expect, it } from 'vitest';
import {
  type BasicDraft,
  apnStructureError,
  draftFieldOf,
  emptyBasicDraft,
  toBasicInput,
  validateBasic,
  validateRetail,
} from './plan-model';

const valid: BasicDraft = {
  ...emptyBasicDraft(),
  code: 'M1G',
  name: 'Monthly 1 GB',
  releasePrice: '10',
  normPrice: '12.5',
  quotaMb: '1024',
  apnConfigs: [{ apnId: 'A1', zones: [{ elementId: 'Z1', commservIds: ['C1'] }] }],
};
const zones = (n: number) => Array.from({ length: n }, (_, i) => ({ elementId: `Z${i}`, commservIds: ['C'] }));

describe('basic plan form', () => {
  it('accepts a complete draft and converts yuan to fen and MB to bytes', () => {
    expect(validateBasic(valid)).toEqual({});
    expect(toBasicInput(valid)).toMatchObject({
      releasePrice: 1000,
      normPrice: 1250,
      quotaBytes: 1024 ** 3,
      terminateByUsage: false,
    });
  });
  it('applies the structure limits', () => {
    expect(apnStructureError(Array.from({ length: 5 }, (_, i) => ({ apnId: `A${i}`, zones: zones(1) })))).toBe('tooManyApns');
    expect(apnStructureError([{ apnId: 'A', zones: zones(11) }])).toBe('tooManyZones');
    expect(
      apnStructureError([
        { apnId: 'A', zones: [{ elementId: 'Z', commservIds: Array.from({ length: 41 }, (_, i) => `C${i}`) }] },
      ]),
    ).toBe('tooManyServices');
    expect(apnStructureError([{ apnId: 'A', zones: [{ elementId: 'Z', commservIds: [] }] }])).toBe('chooseServices');
    expect(apnStructureError([{ apnId: 'A', zones: zones(10) }])).toBeNull();
  });
  it('limits test + silent to 12 months', () => {
    expect(validateBasic({ ...valid, testPeriodMonths: '6', silentPeriodMonths: '7' })).toEqual({
      silentPeriodMonths: 'testSilent',
    });
  });
  it('applies the test-plan editions', () => {
    const test = { ...valid, goodsType: 10 as const, tariffType: 10 as const };
    expect(validateBasic({ ...test, modeType: '00', operator: 'CMCC', quotaMb: '1' })).toEqual({ operator: 'standardUnicom' });
    expect(validateBasic({ ...test, modeType: '00', operator: 'CUCC', quotaMb: '2' })).toEqual({ quotaMb: 'standardQuota' });
    expect(validateBasic({ ...test, modeType: '01', quotaMb: String(100 / 1024), testValidDays: '45' })).toEqual({
      testValidDays: 'professionalDays',
    });
    expect(validateBasic({ ...test, modeType: '01', quotaMb: String(100 / 1024), testValidDays: '90' })).toEqual({});
  });
  it('maps server fields onto form fields', () => {
    expect(draftFieldOf('apnConfigs[0].zones[1].commservIds[0]')).toBe('apnConfigs');
    expect(draftFieldOf('quotaBytes')).toBe('quotaMb');
    expect(draftFieldOf('nope')).toBeUndefined();
  });
});

describe('retail plan form', () => {
  const d = { retailName: 'R', goodsReleaseId: 'G1', retailPrice: '20.00', proportion: '30', taxRate: '6' };
  it('needs a price strictly above the basic price', () => {
    expect(validateRetail(d, 1999)).toEqual({});
    expect(validateRetail(d, 2000)).toEqual({ retailPrice: 'retailPrice' });
  });
  it('takes a proportion from 0 to 100', () => {
    expect(validateRetail({ ...d, proportion: '101' }, 0)).toEqual({ proportion: 'proportion' });
    expect(validateRetail({ ...d, proportion: '0' }, 0)).toEqual({});
  });
});
