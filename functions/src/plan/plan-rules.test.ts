import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '../platform/error-catalogue.ts';
import { interpolate } from '../shared/i18n/lang.ts';
import type { ApnConfig, BasicPlanInput } from './plan-model.ts';
import {
  type CatalogueView,
  type Violation,
  checkApnStructure,
  checkBasicPlan,
  checkCatalogueReferences,
  checkRetailPlan,
  derivedStructure,
  retailChanges,
} from './plan-rules.ts';
import { basicPlanInput } from './plan.test-support.ts';

const base: BasicPlanInput = basicPlanInput({
  code: 'M1G',
  name: 'Monthly 1 GB',
  releasePrice: 1000,
  normPrice: 1200,
  durationMonths: 12,
  apnConfigs: [{ apnId: 'A1', zones: [{ elementId: 'Z1', commservIds: ['CS1', 'CS2'] }] }],
});
const messages = (v: Violation | null) => {
  if (!v) return null;
  const e = errorCatalogue[v.key];
  return { en: interpolate(e.en, v.params), zh: interpolate(e.zh, v.params), field: v.field };
};
const ids = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);
const apn = (apnId: string, zones: number, services = 1): ApnConfig => ({
  apnId,
  zones: ids(`${apnId}Z`, zones).map((elementId) => ({ elementId, commservIds: ids(`${elementId}S`, services) })),
});

describe('APN, zone and communication-service limits (spec §5, §9)', () => {
  it('allows 4 APNs, refuses a 5th', () => {
    expect(checkApnStructure(ids('A', 4).map((a) => apn(a, 1)))).toBeNull();
    expect(messages(checkApnStructure(ids('A', 5).map((a) => apn(a, 1))))).toEqual({
      en: 'A rate plan holds at most 4 APNs',
      zh: '每个套餐最多 4 个 APN',
      field: 'apnConfigs',
    });
  });

  it('allows 10 zones per APN, refuses 11', () => {
    expect(checkApnStructure([apn('A', 10)])).toBeNull();
    expect(messages(checkApnStructure([apn('A', 11)]))).toEqual({
      en: 'An APN holds at most 10 zones',
      zh: '每个 APN 最多 10 个区域',
      field: 'apnConfigs[0].zones',
    });
  });

  it('allows 40 communication services per zone, refuses 41', () => {
    expect(checkApnStructure([apn('A', 1, 40)])).toBeNull();
    expect(messages(checkApnStructure([apn('A', 1, 41)]))).toEqual({
      en: 'A zone holds at most 40 communication services',
      zh: '每个区域最多 40 个通信服务',
      field: 'apnConfigs[0].zones[0].commservIds',
    });
  });

  it('refuses the same communication service twice under one regional package, allows it in another zone', () => {
    const twice = [{ apnId: 'A', zones: [{ elementId: 'Z1', commservIds: ['CS1', 'CS1'] }] }];
    expect(messages(checkApnStructure(twice))?.en).toBe(
      'The same communication service cannot appear twice under one regional package',
    );
    expect(messages(checkApnStructure(twice))?.zh).toBe('同一区域套餐下不能重复选择同一通信服务');
    const twoZones = [
      {
        apnId: 'A',
        zones: [
          { elementId: 'Z1', commservIds: ['CS1'] },
          { elementId: 'Z2', commservIds: ['CS1'] },
        ],
      },
    ];
    expect(checkApnStructure(twoZones)).toBeNull();
  });

  it('refuses an APN twice in a plan and a zone twice under an APN', () => {
    expect(checkApnStructure([apn('A', 1), apn('A', 1)])?.key).toBe('PLAN_APN_REPEATED');
    const zoneTwice = [
      {
        apnId: 'A',
        zones: [
          { elementId: 'Z', commservIds: ['1'] },
          { elementId: 'Z', commservIds: ['2'] },
        ],
      },
    ];
    expect(checkApnStructure(zoneTwice)).toMatchObject({ key: 'PLAN_ZONE_REPEATED', field: 'apnConfigs[0].zones[1].elementId' });
  });
});

describe('catalogue references', () => {
  const catalogue = (zoneStatus: unknown, domains = 1): CatalogueView => ({
    zones: new Map([['Z1', { elementName: 'Beijing', status: zoneStatus }]]),
    commservs: new Map([
      ['CS1', { domains: ids('d', domains) }],
      ['CS2', { domains: [] }],
    ]),
  });

  it('accepts known, allowed zones and known services', () => {
    expect(checkCatalogueReferences(base.apnConfigs, catalogue(2))).toBeNull();
  });

  it("answers 'Zone status is blocked.' for a blocked zone", () => {
    expect(messages(checkCatalogueReferences(base.apnConfigs, catalogue(1)))).toEqual({
      en: 'Zone status is blocked.',
      zh: '区域状态为停用。',
      field: 'apnConfigs[0].zones[0].elementId',
    });
    expect(checkCatalogueReferences(base.apnConfigs, catalogue('blocked'))?.key).toBe('PLAN_ZONE_BLOCKED');
  });

  it("answers 'No such communication service.' for an unknown service, naming it", () => {
    const unknown = [{ apnId: 'A1', zones: [{ elementId: 'Z1', commservIds: ['CS1', 'NOPE'] }] }];
    expect(messages(checkCatalogueReferences(unknown, catalogue(2)))).toEqual({
      en: 'No such communication service.',
      zh: '没有该通信服务。',
      field: 'apnConfigs[0].zones[0].commservIds[1]',
    });
  });

  it("answers 'No such communication service.' for a service the zone does not carry", () => {
    const view = catalogue(2);
    view.zones.set('Z1', { elementName: 'Beijing', status: 2, commservIds: ['CS1'] });
    expect(checkCatalogueReferences(base.apnConfigs, view)).toMatchObject({
      key: 'PLAN_COMMSERV_NOT_FOUND',
      field: 'apnConfigs[0].zones[0].commservIds[1]',
    });
  });

  it('refuses an unknown zone', () => {
    const unknown = [{ apnId: 'A1', zones: [{ elementId: 'Z9', commservIds: ['CS1'] }] }];
    expect(checkCatalogueReferences(unknown, catalogue(2))?.key).toBe('PLAN_ZONE_NOT_FOUND');
  });

  it('allows 32 domain names per service, refuses 33', () => {
    expect(checkCatalogueReferences(base.apnConfigs, catalogue(2, 32))).toBeNull();
    expect(messages(checkCatalogueReferences(base.apnConfigs, catalogue(2, 33)))?.en).toBe(
      'A communication service holds at most 32 domain names',
    );
  });
});

describe('basic plan rules', () => {
  it('accepts a complete plan', () => {
    expect(checkBasicPlan(base)).toBeNull();
  });

  it('allows test + silent = 12 months, refuses 13', () => {
    expect(checkBasicPlan({ ...base, testPeriodMonths: 6, silentPeriodMonths: 6 })).toBeNull();
    expect(messages(checkBasicPlan({ ...base, testPeriodMonths: 6, silentPeriodMonths: 7 }))).toEqual({
      en: 'The test period plus the silent period cannot exceed 12 months',
      zh: '测试期与沉默期之和不能超过 12 个月',
      field: 'silentPeriodMonths',
    });
  });

  it('needs a tariff type that fits the goods type', () => {
    expect(checkBasicPlan({ ...base, goodsType: 1, tariffType: 2 })).toBeNull();
    expect(messages(checkBasicPlan({ ...base, goodsType: 1, tariffType: 0 }))?.en).toBe(
      'The tariff type does not fit the plan type',
    );
    expect(checkBasicPlan({ ...base, goodsType: 3, tariffType: 8 })).toBeNull();
    expect(checkBasicPlan({ ...base, goodsType: 10, tariffType: 0 })?.key).toBe('PLAN_TARIFF_MISMATCH');
  });

  const test = { ...base, goodsType: 10, tariffType: 10 };
  it('standard edition: only the Unicom test plan', () => {
    expect(checkBasicPlan({ ...test, modeType: '00', operator: 'CUCC', quotaBytes: 1024 * 1024 })).toBeNull();
    expect(messages(checkBasicPlan({ ...test, modeType: '00', operator: 'CMCC', quotaBytes: 1024 }))).toEqual({
      en: 'The standard edition supports only the Unicom test plan',
      zh: '标准版仅支持联通测试套餐',
      field: 'operator',
    });
  });

  it('standard edition: test plan limited to 1024 KB', () => {
    expect(messages(checkBasicPlan({ ...test, modeType: '00', operator: 'CUCC', quotaBytes: 1024 * 1024 + 1 }))).toEqual({
      en: 'The standard edition test plan is limited to 1024 KB',
      zh: '标准版测试套餐流量不能超过 1024 KB',
      field: 'quotaBytes',
    });
  });

  it('professional edition: 100 KB free test usage valid 30/60/90/180/360 days', () => {
    for (const days of [30, 60, 90, 180, 360])
      expect(checkBasicPlan({ ...test, modeType: '01', quotaBytes: 100 * 1024, testValidDays: days })).toBeNull();
    expect(messages(checkBasicPlan({ ...test, modeType: '01', quotaBytes: 200 * 1024, testValidDays: 30 }))?.en).toBe(
      'The professional edition test plan has a free test usage of 100 KB',
    );
    expect(messages(checkBasicPlan({ ...test, modeType: '01', quotaBytes: 100 * 1024, testValidDays: 45 }))).toEqual({
      en: 'The professional edition test usage is valid for 30, 60, 90, 180 or 360 days',
      zh: '专业版测试流量有效期只能是 30、60、90、180 或 360 天',
      field: 'testValidDays',
    });
    expect(checkBasicPlan({ ...test, modeType: '01', quotaBytes: 100 * 1024 })?.key).toBe('PLAN_TEST_PROFESSIONAL_DAYS');
  });

  it('the test-plan rules leave other plans alone', () => {
    expect(checkBasicPlan({ ...base, modeType: '00', operator: 'CMCC', quotaBytes: 10 * 1024 ** 3 })).toBeNull();
  });

  it('an overdrawing plan needs its out-of-plan grade and price', () => {
    expect(checkBasicPlan({ ...base, useUpAction: 'overdraw' })).toMatchObject({
      key: 'PLAN_OUT_OF_PLAN_PRICE',
      field: 'outOfPlanGrade',
    });
    expect(checkBasicPlan({ ...base, useUpAction: 'overdraw', outOfPlanGrade: 1 })).toMatchObject({ field: 'outOfPlanPrice' });
    expect(checkBasicPlan({ ...base, useUpAction: 'overdraw', outOfPlanGrade: 1, outOfPlanPrice: 5 })).toBeNull();
  });
});

describe('retail plan rules (owner decision: strictly above the basic price)', () => {
  it('refuses a retail price equal to or below the basic price with the spec message', () => {
    for (const retailPrice of [1000, 999, 0])
      expect(messages(checkRetailPlan({ retailPrice, proportion: 10 }, 1000))).toEqual({
        en: 'Retail rate plan should be more expensive than basic rate plan.',
        zh: '零售套餐价格应高于基础套餐价格。',
        field: 'retailPrice',
      });
    expect(checkRetailPlan({ retailPrice: 1001, proportion: 10 }, 1000)).toBeNull();
  });

  it('takes a profit-sharing proportion from 0 to 100', () => {
    expect(checkRetailPlan({ retailPrice: 2000, proportion: 0 }, 1000)).toBeNull();
    expect(checkRetailPlan({ retailPrice: 2000, proportion: 100 }, 1000)).toBeNull();
    for (const proportion of [-1, 101])
      expect(messages(checkRetailPlan({ retailPrice: 2000, proportion }, 1000))?.en).toBe(
        'The profit-sharing proportion is a number from 0 to 100',
      );
  });

  it('duplicate names ask for confirmation', () => {
    expect(errorCatalogue.RETAIL_NAME_REPEATED.en).toBe('name repeated, continue?');
  });
});

describe('retail change log', () => {
  const before = {
    retailName: 'A',
    goodsReleaseId: 'G1',
    retailPrice: 1500,
    dividend: 'profit',
    proportion: 30,
    taxRate: 6,
    remark: '',
    custIds: ['S1'],
    status: 'on',
  };
  it('records every logged field that changed, with before and after', () => {
    const after = { ...before, retailPrice: 1600, custIds: ['S1', 'S2'], dividend: 'turnover' };
    expect(retailChanges(before, after)).toEqual([
      { field: 'retailPrice', before: 1500, after: 1600 },
      { field: 'dividend', before: 'profit', after: 'turnover' },
      { field: 'custIds', before: ['S1'], after: ['S1', 'S2'] },
    ]);
  });
  it('records every field of a new plan with before null, and nothing when nothing changed', () => {
    expect(retailChanges(undefined, before)).toHaveLength(9);
    expect(retailChanges(undefined, before)[0]).toEqual({ field: 'retailName', before: null, after: 'A' });
    expect(retailChanges(before, { ...before })).toEqual([]);
  });
});

describe('derived structure', () => {
  it('lists APN ids, area packages and services once', () => {
    const d = derivedStructure(
      [
        { apnId: 'A1', zones: [{ elementId: 'Z1', commservIds: ['C1', 'C2'] }] },
        { apnId: 'A2', zones: [{ elementId: 'Z1', commservIds: ['C2', 'C3'] }] },
      ],
      new Map([['Z1', 'Beijing']]),
    );
    expect(d).toEqual({
      apns: ['A1', 'A2'],
      zones: [{ elementId: 'Z1', elementName: 'Beijing' }],
      commservIds: ['C1', 'C2', 'C3'],
    });
  });
});
