/**
 * Rate plans as stored and answered (docs/api.md "Rate plans and APNs", docs/data-model.md). The
 * card area reads basic plan items too (`name`, `quotaBytes`, `modeType`, `goodsType`,
 * `tariffType`, `apns` as a list of APN ids, `durationMonths`), so those attributes keep their names
 * and meaning; the zone structure lives beside them in `apnConfigs`.
 */
import { fieldsFor, mergeViews, platformOnly } from '../shared/http/response-view.ts';

export type Operator = 'CMCC' | 'CUCC' | 'CTCC';
export type ModeType = '00' | '01' | '02';
export type UseUpAction = 'overdraw' | 'nextStatus' | 'blockUntilCycleEnd';
export type BasicStatus = 'draft' | 'published' | 'disabled';

/** Spec §9 goodsType: 1 prepaid, 2 monthly, 3 supplementary, 10 test. */
export const goodsTypes = [1, 2, 3, 10] as const;
/** Spec §9 tariffType. */
export const tariffTypes = [0, 1, 2, 6, 18, 8, 9, 10, 11, 14] as const;
/** Which tariff types fit each goods type (prepaid single/shared; monthly single/flexible/fixed; packs; test). */
export const tariffsOfGoodsType: Record<number, readonly (typeof tariffTypes)[number][]> = {
  1: [1, 2],
  2: [0, 6, 18],
  3: [8, 9, 11, 14],
  10: [10],
};
export const modeTypes = ['00', '01', '02'] as const;
export const operators = ['CMCC', 'CUCC', 'CTCC'] as const;
export const useUpActions = ['overdraw', 'nextStatus', 'blockUntilCycleEnd'] as const;
export const renewalModes = ['auto', 'deactivate'] as const;
export const currencies = ['CNY', 'USD', 'EUR', 'HKD'] as const;
/** Months between quota resets / bills. */
export const releaseCycles = [1, 3, 6, 12] as const;
export const basicStatuses = ['draft', 'published', 'disabled'] as const;
export const dividendMethods = ['profit', 'turnover'] as const;

export const LIMITS = {
  apnsPerPlan: 4,
  zonesPerApn: 10,
  commservsPerZone: 40,
  domainsPerCommserv: 32,
  testPlusSilentMonths: 12,
  /** Standard edition test plan: Unicom only, at most 1024 KB. */
  standardTestQuotaBytes: 1024 * 1024,
  /** Professional edition: free test usage of 100 KB. */
  professionalTestQuotaBytes: 100 * 1024,
  professionalTestDays: [30, 60, 90, 180, 360] as readonly number[],
} as const;

export interface ZoneConfig {
  elementId: string;
  elementName?: string;
  commservIds: string[];
}
export interface ApnConfig {
  apnId: string;
  zones: ZoneConfig[];
}

/** The fields a platform user edits on a basic plan (goodsRelease). Money in fen, volumes in bytes. */
export interface BasicPlanInput {
  code: string;
  name: string;
  goodsType: number;
  tariffType: number;
  operator: Operator;
  releasePrice: number;
  normPrice: number;
  modeType: ModeType;
  releaseCycle: number;
  durationMonths: number;
  apnConfigs: ApnConfig[];
  quotaBytes: number;
  useUpAction: UseUpAction;
  terminateByUsage: boolean;
  testPrice: number;
  testPeriodMonths: number;
  silentPeriodMonths: number;
  /** Test plans: days the free test usage stays valid. */
  testValidDays?: number;
  outOfPlanGrade?: number;
  /** Fen per MB beyond the quota, when the plan overdraws. */
  outOfPlanPrice?: number;
  renewalMode: 'auto' | 'deactivate';
  /** Percent. */
  taxRate: number;
  currency: string;
  remark?: string;
}

export interface BasicPlan extends BasicPlanInput {
  goodsReleaseId: string;
  status: BasicStatus;
  /** APN ids of `apnConfigs`: the "APN information" card plan changes compare. */
  apns: string[];
  /** Area packages: every zone of every APN, once. */
  zones: { elementId: string; elementName: string }[];
  /** Every communication service of the plan, once. */
  commservIds: string[];
  /** `all` enterprises, or only those in `publishTo`. */
  publishScope?: 'all' | 'selected';
  publishTo?: string[];
  publishedAt?: string;
  createdBy?: string;
  createdAt: string;
  updatedAt?: string;
}

export interface RetailPlanInput {
  retailName: string;
  goodsReleaseId: string;
  /** Fen, strictly above the basic plan's releasePrice. */
  retailPrice: number;
  dividend: 'profit' | 'turnover';
  /** Profit-sharing proportion, 0-100. */
  proportion: number;
  taxRate: number;
  remark?: string;
  /** Secondary customers the plan is offered to. */
  custIds: string[];
}

export interface RetailPlan extends RetailPlanInput {
  channelCustId: string;
  retailId: string;
  status: 'on' | 'off';
  version: number;
  createdBy?: string;
  createdAt: string;
  updatedAt?: string;
}

/** One field of a change-log entry. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}
export interface RetailRecord {
  retailId: string;
  action: 'create' | 'update' | 'switch' | 'delete';
  changes: FieldChange[];
  by: string;
  at: string;
}

/** The retail fields the change log compares, in form order. */
export const retailLoggedFields = [
  'retailName',
  'goodsReleaseId',
  'retailPrice',
  'dividend',
  'proportion',
  'taxRate',
  'remark',
  'custIds',
  'status',
] as const;

/**
 * What each role sees of a basic plan (response-view.ts): publication targets are the platform's
 * (an enterprise must not learn which other enterprises a plan is published to). The plan and card
 * routes that answer basic plans declare this view.
 */
export const basicPlanView = /* @__PURE__ */ platformOnly('publishScope', 'publishTo');

/**
 * What each role sees of a retail plan and of the basic plan inside its detail: a secondary
 * customer never sees the basic price, the profit sharing, the other customers the plan is offered
 * to (ids or names), or the edit version (docs/decisions.md "Plans").
 */
export const retailPlanView = /* @__PURE__ */ mergeViews(
  basicPlanView,
  fieldsFor(
    Object.fromEntries(
      ['basicPrice', 'releasePrice', 'normPrice', 'dividend', 'proportion', 'custIds', 'customers', 'version'].map((f) => [
        f,
        ['platform', 'enterprise'] as const,
      ]),
    ),
  ),
);
