import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '../../platform/error-catalogue.ts';
import { regionErrors } from './errors.ts';
import { type LimitTerms, cleanRegions, decide, isAllowed, regionsProblem, targetsOfCard } from './region-model.ts';
import { cities, citiesOf, placeName, provinceCodes, provinceName, provinces } from './regions.ts';

const guangdongCities = { province: '44', cities: ['4403', '4401'] };
const beijing = { province: '11', cities: [] };

describe('the region catalogue', () => {
  it('lists the 34 provincial-level divisions by GB/T 2260 code, with every city inside its province', () => {
    expect(provinceCodes).toHaveLength(34);
    for (const code of provinceCodes) expect(code).toMatch(/^\d{2}$/);
    for (const city of Object.keys(cities)) {
      expect(city).toMatch(/^\d{4}$/);
      expect(provinces[city.slice(0, 2)]).toBeDefined();
    }
    expect(citiesOf('44')).toHaveLength(21);
    expect(citiesOf('32')).toHaveLength(13);
    expect(citiesOf('33')).toHaveLength(11);
    expect(citiesOf('37')).toHaveLength(16);
    for (const m of ['11', '12', '31', '50']) expect(citiesOf(m).length).toBeGreaterThan(0);
  });
  it('names regions in the reader’s language, and falls back to the code', () => {
    expect(provinceName('44', 'en-US')).toBe('Guangdong');
    expect(provinceName('44', 'zh-CN')).toBe('广东省');
    expect(placeName('44', '4403', 'en-US')).toBe('Guangdong · Shenzhen');
    expect(placeName('42', '4201', 'zh-CN')).toBe('湖北省 · 4201');
    expect(placeName('99', null, 'en-US')).toBe('99');
  });
});

describe('isAllowed', () => {
  it('a province without cities allows the whole province', () => {
    expect(isAllowed([beijing], { province: '11', city: '1101' })).toBe(true);
    expect(isAllowed([beijing], { province: '11', city: null })).toBe(true);
    expect(isAllowed([beijing], { province: '31', city: '3101' })).toBe(false);
  });
  it('a province with cities allows only those cities', () => {
    expect(isAllowed([guangdongCities], { province: '44', city: '4403' })).toBe(true);
    expect(isAllowed([guangdongCities], { province: '44', city: '4401' })).toBe(true);
    expect(isAllowed([guangdongCities], { province: '44', city: '4419' })).toBe(false);
    expect(isAllowed([guangdongCities, beijing], { province: '11', city: '1101' })).toBe(true);
  });
  it('a session of unknown city counts as allowed when its province is one of the limit’s (with cities or not)', () => {
    expect(isAllowed([guangdongCities], { province: '44', city: null })).toBe(true);
    expect(isAllowed([guangdongCities], { province: '32', city: null })).toBe(false);
  });
  it('no regions allow nothing', () => {
    expect(isAllowed([], { province: '44', city: '4403' })).toBe(false);
  });
});

const limit = (kind: 'card' | 'label' | 'plan', id: string, regions: LimitTerms['regions'], extra: Partial<LimitTerms> = {}) =>
  ({ limitId: `L-${kind}-${id}`, target: { kind, id }, regions, action: 'record', enabled: true, ...extra }) as LimitTerms;

describe('target resolution and the decision', () => {
  it('a card is limited by itself, each of its labels and its plan', () => {
    expect(targetsOfCard({ iccid: '8986', labels: new Set(['LB', 'LA']), goodsReleaseId: 'P1' })).toEqual([
      { kind: 'card', id: '8986' },
      { kind: 'label', id: 'LA' },
      { kind: 'label', id: 'LB' },
      { kind: 'plan', id: 'P1' },
    ]);
    expect(targetsOfCard({ iccid: '8986' })).toEqual([{ kind: 'card', id: '8986' }]);
  });
  it('no limit, or only disabled ones: nothing to do', () => {
    expect(decide([], { province: '44', city: '4403' })).toBeNull();
    expect(decide([limit('plan', 'P1', [beijing], { enabled: false })], { province: '44', city: '4403' })).toBeNull();
  });
  it('the most specific level decides: a card’s own limit overrides its plan’s', () => {
    const plan = limit('plan', 'P1', [beijing], { action: 'shutdown' });
    const card = limit('card', '8986', [guangdongCities]);
    expect(decide([plan, card], { province: '44', city: '4403' })).toBeNull();
    expect(decide([plan], { province: '44', city: '4403' })).toMatchObject({ action: 'shutdown', limits: [plan] });
    const out = decide([plan, card], { province: '31', city: '3101' });
    expect(out).toEqual({ action: 'record', limits: [card] });
  });
  it('labels at one level: allowed in either label’s regions; a shutdown if any broken limit says so', () => {
    const a = limit('label', 'LA', [beijing]);
    const b = limit('label', 'LB', [guangdongCities], { action: 'shutdown' });
    expect(decide([a, b], { province: '11', city: null })).toBeNull();
    expect(decide([a, b], { province: '44', city: '4401' })).toBeNull();
    expect(decide([a, b], { province: '37', city: '3702' })).toEqual({ action: 'shutdown', limits: [a, b] });
  });
});

describe('regionsProblem', () => {
  it('accepts known provinces and their cities, and cleans the order', () => {
    expect(regionsProblem([guangdongCities, beijing], 'en-US')).toBeNull();
    expect(cleanRegions([guangdongCities, beijing])).toEqual([beijing, { province: '44', cities: ['4401', '4403'] }]);
  });
  it('names the problem and the field, in the reader’s language', () => {
    expect(regionsProblem([], 'en-US')).toMatchObject({ key: 'REGION_NONE', field: 'regions' });
    expect(regionsProblem([{ province: '99', cities: [] }], 'en-US')).toMatchObject({
      key: 'REGION_PROVINCE_UNKNOWN',
      params: { code: '99' },
      field: 'regions[0].province',
    });
    expect(regionsProblem([beijing, { province: '11', cities: [] }], 'zh-CN')).toMatchObject({
      key: 'REGION_DUPLICATE',
      params: { name: '北京市' },
      field: 'regions[1].province',
    });
    expect(regionsProblem([{ province: '44', cities: ['3201'] }], 'en-US')).toMatchObject({
      key: 'REGION_CITY_UNKNOWN',
      params: { code: '3201', province: 'Guangdong' },
    });
    expect(regionsProblem([{ province: '44', cities: ['4403', '4403'] }], 'en-US')).toMatchObject({
      key: 'REGION_DUPLICATE',
      params: { name: 'Shenzhen' },
    });
  });
  it('errors are in the range 50561–50599, in both languages, in the catalogue', () => {
    for (const [key, e] of Object.entries(regionErrors)) {
      expect(e.errorCode >= 50561 && e.errorCode <= 50599).toBe(true);
      expect(e.zh && e.en).toBeTruthy();
      expect(errorCatalogue[key as keyof typeof errorCatalogue]).toBe(e);
    }
  });
});
