import {
  type AllowedRegion,
  type RegionAction,
  type RegionTargetKind,
  type RequestOf,
  type ResponseOf,
  type RouteId,
  cities,
  citiesOf,
  provinceCodes,
  provinces,
  regionActions,
  regionTargetKinds,
} from '@cmp/functions/contracts';
import type { StateTone } from '@cmp/ui-kit';
import { api } from '../../../app/services';

// Region limits (issue #16 item 4): the rows the server answers, the form's draft and the calls.

export const LIMIT_LIST = 'region-limit.list' satisfies RouteId;
export const VIOLATION_LIST = 'region-limit.violations' satisfies RouteId;
export { citiesOf, provinceCodes, regionActions, regionTargetKinds };

export type LimitRow = ResponseOf<'region-limit.list'>['items'][number];
export type ViolationRow = ResponseOf<'region-limit.violations'>['items'][number];

/** A region's name in the reader's language (the server's catalogue, through the contract). */
export const provinceLabel = (code: string, lang: string) => {
  const p = provinces[code];
  return p ? (lang.startsWith('zh') ? p.zh : p.en) : code;
};
export const cityLabel = (code: string, lang: string) => {
  const c = cities[code];
  return c ? (lang.startsWith('zh') ? c.zh : c.en) : code;
};

export interface LimitDraft {
  targetKind: RegionTargetKind;
  /** The ICCID typed, or the label or plan chosen. */
  targetId: string;
  action: RegionAction;
  regions: AllowedRegion[];
}

export const draftOf = (row: LimitRow | null): LimitDraft =>
  row
    ? {
        targetKind: row.target.kind,
        targetId: row.target.id,
        action: row.action,
        regions: row.regions.map((r) => ({ province: r.province, cities: [...r.cities] })),
      }
    : { targetKind: 'card', targetId: '', action: 'record', regions: [] };

export const bodyOf = (d: LimitDraft) => ({
  targetKind: d.targetKind,
  targetId: d.targetId.trim(),
  action: d.action,
  regions: d.regions,
});

/** The draft's own problems before it is sent (the server checks the rest with its messages). */
export function draftProblems(d: LimitDraft): Partial<Record<keyof LimitDraft, string>> {
  return {
    targetId:
      d.targetKind === 'card' && d.targetId.trim() && !/^\d{19,20}$/.test(d.targetId.trim())
        ? 'risk.regionLimit.form.iccidFormat'
        : undefined,
    regions: d.regions.length === 0 ? 'risk.regionLimit.form.regionsRequired' : undefined,
  };
}

/** A province added to the draft's regions (the whole province until cities are chosen). */
export const withProvince = (regions: AllowedRegion[], province: string): AllowedRegion[] =>
  regions.some((r) => r.province === province) ? regions : [...regions, { province, cities: [] }];
export const withoutProvince = (regions: AllowedRegion[], province: string): AllowedRegion[] =>
  regions.filter((r) => r.province !== province);
/** A city of a draft's province turned on or off. */
export const toggledCity = (regions: AllowedRegion[], province: string, city: string, on: boolean): AllowedRegion[] =>
  regions.map((r) =>
    r.province !== province
      ? r
      : { ...r, cities: on ? [...new Set([...r.cities, city])].sort() : r.cities.filter((c) => c !== city) },
  );

export const actionTones: Record<RegionAction, StateTone> = { record: 'amber', shutdown: 'red' };
export const outcomeTones: Record<string, StateTone> = {
  pending: 'slate',
  recorded: 'amber',
  shutdown: 'red',
  alreadyShut: 'slate',
  refused: 'slate',
  failed: 'red',
};

const silent = <Id extends RouteId>(id: Id, body: RequestOf<Id>) => api.call(id, body, { silent: true });
export const addLimit = (body: RequestOf<'region-limit.add'>) => silent('region-limit.add', body);
export const editLimit = (body: RequestOf<'region-limit.edit'>) => silent('region-limit.edit', body);
export const deleteLimit = (body: RequestOf<'region-limit.delete'>) => silent('region-limit.delete', body);
export const switchLimit = (body: RequestOf<'region-limit.switch'>) => silent('region-limit.switch', body);
