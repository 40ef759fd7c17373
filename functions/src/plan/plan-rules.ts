/**
 * The rules of rate plans (spec §5, §9, owner decisions "Plans and money"), pure: input in, the first
 * violation out. The service turns a violation into an AppError; tests assert key and message.
 */
import type { ErrorKey } from '../shared/http/error-catalogue.ts';
import {
  type ApnConfig,
  type BasicPlanInput,
  type FieldChange,
  LIMITS,
  type RetailPlanInput,
  retailLoggedFields,
  tariffsOfGoodsType,
} from './plan-model.ts';

export interface Violation {
  key: ErrorKey;
  params?: Record<string, string | number>;
  field?: string;
}

const first = (...checks: (() => Violation | null)[]): Violation | null => {
  for (const check of checks) {
    const v = check();
    if (v) return v;
  }
  return null;
};

/** ≤ 4 APNs, each once; ≤ 10 zones per APN, each once; ≤ 40 services per zone, none twice in a zone. */
export function checkApnStructure(apnConfigs: ApnConfig[]): Violation | null {
  if (apnConfigs.length > LIMITS.apnsPerPlan)
    return { key: 'PLAN_TOO_MANY_APNS', params: { max: LIMITS.apnsPerPlan }, field: 'apnConfigs' };
  const apnIds = new Set<string>();
  for (const [a, apn] of apnConfigs.entries()) {
    if (apnIds.has(apn.apnId)) return { key: 'PLAN_APN_REPEATED', field: `apnConfigs[${a}].apnId` };
    apnIds.add(apn.apnId);
    if (apn.zones.length > LIMITS.zonesPerApn)
      return { key: 'PLAN_TOO_MANY_ZONES', params: { max: LIMITS.zonesPerApn }, field: `apnConfigs[${a}].zones` };
    const zoneIds = new Set<string>();
    for (const [z, zone] of apn.zones.entries()) {
      const at = `apnConfigs[${a}].zones[${z}]`;
      if (zoneIds.has(zone.elementId)) return { key: 'PLAN_ZONE_REPEATED', field: `${at}.elementId` };
      zoneIds.add(zone.elementId);
      if (zone.commservIds.length > LIMITS.commservsPerZone)
        return { key: 'PLAN_TOO_MANY_COMMSERVS', params: { max: LIMITS.commservsPerZone }, field: `${at}.commservIds` };
      if (new Set(zone.commservIds).size !== zone.commservIds.length)
        return { key: 'PLAN_COMMSERV_REPEATED', field: `${at}.commservIds` };
    }
  }
  return null;
}

/** Test plans (goodsType 10): standard edition Unicom only ≤ 1024 KB; professional 100 KB for 30-360 days. */
export function checkTestPlan(p: Pick<BasicPlanInput, 'goodsType' | 'modeType' | 'operator' | 'quotaBytes' | 'testValidDays'>) {
  if (p.goodsType !== 10) return null;
  if (p.modeType === '00') {
    if (p.operator !== 'CUCC') return { key: 'PLAN_TEST_STANDARD_UNICOM', field: 'operator' } as Violation;
    if (p.quotaBytes > LIMITS.standardTestQuotaBytes)
      return { key: 'PLAN_TEST_STANDARD_QUOTA', field: 'quotaBytes' } as Violation;
  }
  if (p.modeType === '01') {
    if (p.quotaBytes !== LIMITS.professionalTestQuotaBytes)
      return { key: 'PLAN_TEST_PROFESSIONAL_QUOTA', field: 'quotaBytes' } as Violation;
    if (p.testValidDays === undefined || !LIMITS.professionalTestDays.includes(p.testValidDays))
      return { key: 'PLAN_TEST_PROFESSIONAL_DAYS', field: 'testValidDays' } as Violation;
  }
  return null;
}

/** Every rule of a basic plan that needs no catalogue look-up, first violation first. */
export function checkBasicPlan(p: BasicPlanInput): Violation | null {
  const fitting: readonly number[] = tariffsOfGoodsType[p.goodsType] ?? [];
  return first(
    () => (fitting.includes(p.tariffType) ? null : { key: 'PLAN_TARIFF_MISMATCH', field: 'tariffType' }),
    () => checkApnStructure(p.apnConfigs),
    () =>
      p.testPeriodMonths + p.silentPeriodMonths > LIMITS.testPlusSilentMonths
        ? { key: 'PLAN_TEST_SILENT_TOO_LONG', field: 'silentPeriodMonths' }
        : null,
    () => checkTestPlan(p),
    () =>
      p.useUpAction === 'overdraw' && (p.outOfPlanGrade === undefined || p.outOfPlanPrice === undefined)
        ? { key: 'PLAN_OUT_OF_PLAN_PRICE', field: p.outOfPlanGrade === undefined ? 'outOfPlanGrade' : 'outOfPlanPrice' }
        : null,
  );
}

/** What the catalogue holds for the zones and services a plan names (absent = unknown). */
export interface CatalogueView {
  /** `commservIds`: the services the zone carries, when the catalogue says (a plan picks among them). */
  zones: Map<string, { elementName: string; status: unknown; commservIds?: string[] }>;
  commservs: Map<string, { domains?: string[] }>;
}

/** Zone status 1 / 'blocked' / 'block' is blocked (catalogue convention: 1 block, 2 allow). */
export const isZoneBlocked = (status: unknown): boolean => status === 1 || status === 'blocked' || status === 'block';

/**
 * References of the APN structure against the catalogue: known zones not blocked, known services the
 * zone carries, each with ≤ 32 domain names.
 */
export function checkCatalogueReferences(apnConfigs: ApnConfig[], catalogue: CatalogueView): Violation | null {
  for (const [a, apn] of apnConfigs.entries()) {
    for (const [z, zone] of apn.zones.entries()) {
      const at = `apnConfigs[${a}].zones[${z}]`;
      const known = catalogue.zones.get(zone.elementId);
      if (!known) return { key: 'PLAN_ZONE_NOT_FOUND', field: `${at}.elementId` };
      if (isZoneBlocked(known.status)) return { key: 'PLAN_ZONE_BLOCKED', field: `${at}.elementId` };
      for (const [c, id] of zone.commservIds.entries()) {
        const cs = catalogue.commservs.get(id);
        if (!cs || (known.commservIds && !known.commservIds.includes(id)))
          return { key: 'PLAN_COMMSERV_NOT_FOUND', field: `${at}.commservIds[${c}]` };
        if ((cs.domains?.length ?? 0) > LIMITS.domainsPerCommserv)
          return { key: 'PLAN_TOO_MANY_DOMAINS', params: { max: LIMITS.domainsPerCommserv }, field: `${at}.commservIds[${c}]` };
      }
    }
  }
  return null;
}

/** Owner decision: the retail price is strictly above the basic plan's release price; proportion 0-100. */
export function checkRetailPlan(r: Pick<RetailPlanInput, 'retailPrice' | 'proportion'>, basicPrice: number): Violation | null {
  if (r.proportion < 0 || r.proportion > 100) return { key: 'RETAIL_PROPORTION', field: 'proportion' };
  if (r.retailPrice <= basicPrice) return { key: 'RETAIL_PRICE_TOO_LOW', field: 'retailPrice' };
  return null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The logged fields that differ between two versions of a retail plan (before undefined: a new plan). */
export function retailChanges(
  before: Partial<Record<(typeof retailLoggedFields)[number], unknown>> | undefined,
  after: Partial<Record<(typeof retailLoggedFields)[number], unknown>>,
): FieldChange[] {
  return retailLoggedFields
    .filter((f) => !same(before?.[f], after[f]))
    .map((f) => ({ field: f, before: before?.[f] ?? null, after: after[f] ?? null }));
}

/** Area packages and services of a plan, each once, from its APN structure. */
export function derivedStructure(apnConfigs: ApnConfig[], zoneNames: Map<string, string>) {
  const zones = new Map<string, string>();
  const commservIds = new Set<string>();
  for (const apn of apnConfigs)
    for (const zone of apn.zones) {
      zones.set(zone.elementId, zoneNames.get(zone.elementId) ?? zone.elementId);
      for (const id of zone.commservIds) commservIds.add(id);
    }
  return {
    apns: apnConfigs.map((a) => a.apnId),
    zones: [...zones].map(([elementId, elementName]) => ({ elementId, elementName })),
    commservIds: [...commservIds],
  };
}
