/**
 * The rules of region limits, pure (issue #16 item 4; docs/decisions.md "Region limits"): whether a
 * session lies inside a limit's allowed regions, which of a card's limits decide, and what a draft
 * limit must satisfy. No I/O.
 */
import type {
  AllowedRegion,
  RegionAction,
  RegionTarget,
  RegionTargetKind,
} from '../../shared/data/entities/region-limit.entity.ts';
import type { ErrorKey } from '../../shared/http/error-catalogue.ts';
import { cities, cityName, provinceName, provinceOfCity, provinces } from './regions.ts';

export {
  type AllowedRegion,
  type RegionAction,
  type RegionTarget,
  type RegionTargetKind,
  regionActions,
  regionTargetKinds,
} from '../../shared/data/entities/region-limit.entity.ts';

/** Where a session was: GB/T 2260 province and city (null when the operator did not know it). */
export interface SessionPlace {
  province: string;
  city: string | null;
}

/**
 * Whether a session lies inside a limit's allowed regions. A province listed without cities allows
 * the whole province; with cities, only those. A session whose city is unknown (null) inside a
 * province whose limit lists cities counts as allowed only because its province is allowed: the
 * operator knew the province and nothing shows the card left the allowed cities, and a risk
 * shutdown must rest on evidence (docs/decisions.md "Region limits").
 */
export function isAllowed(limitRegions: readonly AllowedRegion[], session: SessionPlace): boolean {
  const region = limitRegions.find((r) => r.province === session.province);
  if (!region) return false;
  if (!region.cities.length || session.city === null) return true;
  return region.cities.includes(session.city);
}

/** The compact terms of a limit the check reads (its target entry). */
export interface LimitTerms {
  limitId: string;
  target: RegionTarget;
  regions: AllowedRegion[];
  action: RegionAction;
  enabled: boolean;
}

/** Target kinds from the most specific to the most general: a card's own limit overrides its labels', which override its plan's. */
export const specificity: readonly RegionTargetKind[] = ['card', 'label', 'plan'];

/** The targets a card may be limited by: itself, each of its labels, its plan. */
export function targetsOfCard(card: {
  iccid: string;
  labels?: Iterable<string> | null;
  goodsReleaseId?: string | null;
}): RegionTarget[] {
  return [
    { kind: 'card', id: card.iccid },
    ...[...(card.labels ?? [])].sort().map((id) => ({ kind: 'label' as const, id })),
    ...(card.goodsReleaseId ? [{ kind: 'plan' as const, id: card.goodsReleaseId }] : []),
  ];
}

export const targetKey = (t: RegionTarget): string => `${t.kind}#${t.id}`;

export interface Decision {
  /** The limits the session broke: every enabled limit of the deciding (most specific) level. */
  limits: LimitTerms[];
  /** A shutdown when any of them says so, else record only. */
  action: RegionAction;
}

/**
 * What a session of a card does, given the card's applicable limits (any order; disabled ones are
 * ignored): null when it is allowed or no limit applies. The most specific level that has an enabled
 * limit decides (card, then label, then plan); within it, the session is allowed when any of its
 * limits allows it (a card with two limited labels may be in either's regions).
 */
export function decide(applicable: readonly LimitTerms[], session: SessionPlace): Decision | null {
  const enabled = applicable.filter((l) => l.enabled);
  const level = specificity.find((kind) => enabled.some((l) => l.target.kind === kind));
  if (!level) return null;
  const limits = enabled.filter((l) => l.target.kind === level);
  if (limits.some((l) => isAllowed(l.regions, session))) return null;
  return { limits, action: limits.some((l) => l.action === 'shutdown') ? 'shutdown' : 'record' };
}

export interface Problem {
  key: ErrorKey;
  params?: Record<string, string>;
  field: string;
}

/**
 * The first problem of a limit's allowed regions, or null: at least one province, every province
 * and city known to the catalogue, each city within its province, nothing twice. Names in `lang`.
 */
export function regionsProblem(regions: readonly AllowedRegion[], lang: string): Problem | null {
  if (!regions.length) return { key: 'REGION_NONE', field: 'regions' };
  const seen = new Set<string>();
  for (const [i, r] of regions.entries()) {
    if (!Object.hasOwn(provinces, r.province))
      return { key: 'REGION_PROVINCE_UNKNOWN', params: { code: r.province }, field: `regions[${i}].province` };
    if (seen.has(r.province))
      return { key: 'REGION_DUPLICATE', params: { name: provinceName(r.province, lang) }, field: `regions[${i}].province` };
    seen.add(r.province);
    const cityCodes = new Set<string>();
    for (const c of r.cities) {
      if (!Object.hasOwn(cities, c) || provinceOfCity(c) !== r.province)
        return {
          key: 'REGION_CITY_UNKNOWN',
          params: { code: c, province: provinceName(r.province, lang) },
          field: `regions[${i}].cities`,
        };
      if (cityCodes.has(c))
        return { key: 'REGION_DUPLICATE', params: { name: cityName(c, lang) }, field: `regions[${i}].cities` };
      cityCodes.add(c);
    }
  }
  return null;
}

/** A limit's regions as stored: provinces by code, cities sorted (so an edit that only reorders changes nothing). */
export const cleanRegions = (regions: readonly AllowedRegion[]): AllowedRegion[] =>
  [...regions]
    .map((r) => ({ province: r.province, cities: [...r.cities].sort() }))
    .sort((a, b) => a.province.localeCompare(b.province));
