// Rate plans in the portal: types of docs/api.md "Rate plans and APNs", the basic-plan form draft
// and its checks (the server's rules, mirrored so messages show inline before a round trip).
import {
  type ApnConfig,
  PLAN_LIMITS,
  type RequestOf,
  type ResponseOf,
  basicStatuses,
  cardOperators,
  currencies,
  goodsTypes,
  modeTypes,
  releaseCycles,
  renewalModes,
  tariffsOfGoodsType,
  useUpActions,
} from '@cmp/functions/contracts';

export type { ApnConfig, ZoneConfig } from '@cmp/functions/contracts';
export const GOODS_TYPES = goodsTypes;
export const TARIFFS_OF_GOODS_TYPE = tariffsOfGoodsType;
export const MODE_TYPES = modeTypes;
export const OPERATORS = cardOperators;
export const USE_UP_ACTIONS = useUpActions;
export const RENEWAL_MODES = renewalModes;
export const CURRENCIES = currencies;
export const RELEASE_CYCLES = releaseCycles;
export const BASIC_STATUSES = basicStatuses;
export const PROFESSIONAL_TEST_DAYS = PLAN_LIMITS.professionalTestDays;
export const LIMITS = {
  apns: PLAN_LIMITS.apnsPerPlan,
  zones: PLAN_LIMITS.zonesPerApn,
  services: PLAN_LIMITS.commservsPerZone,
  testPlusSilent: PLAN_LIMITS.testPlusSilentMonths,
} as const;
type BasicBody = RequestOf<'plan.basicSave'>;
const MB = 1024 * 1024;

export type BasicPlan = ResponseOf<'plan.basicDetail'>;
/** A retail plan as its detail answers it (with its basic plan and the named customers it is offered to). */
export type RetailPlan = ResponseOf<'plan.retailDetail'>;

export type RetailRecord = ResponseOf<'plan.retailRecord'>['items'][number];

/** The form's state: numbers as typed text, money in yuan, quota in MB. */
export interface BasicDraft {
  code: string;
  name: string;
  goodsType: BasicBody['goodsType'];
  tariffType: BasicBody['tariffType'];
  operator: (typeof OPERATORS)[number];
  releasePrice: string;
  normPrice: string;
  modeType: (typeof MODE_TYPES)[number];
  releaseCycle: BasicBody['releaseCycle'];
  durationMonths: string;
  apnConfigs: ApnConfig[];
  quotaMb: string;
  useUpAction: (typeof USE_UP_ACTIONS)[number];
  terminateByUsage: boolean;
  testPrice: string;
  testPeriodMonths: string;
  silentPeriodMonths: string;
  testValidDays: string;
  outOfPlanGrade: string;
  outOfPlanPrice: string;
  renewalMode: (typeof RENEWAL_MODES)[number];
  taxRate: string;
  currency: BasicBody['currency'];
  remark: string;
}

export const emptyBasicDraft = (): BasicDraft => ({
  code: '',
  name: '',
  goodsType: 2,
  tariffType: 0,
  operator: 'CMCC',
  releasePrice: '',
  normPrice: '',
  modeType: '01',
  releaseCycle: 1,
  durationMonths: '1',
  apnConfigs: [],
  quotaMb: '',
  useUpAction: 'blockUntilCycleEnd',
  terminateByUsage: false,
  testPrice: '0',
  testPeriodMonths: '0',
  silentPeriodMonths: '0',
  testValidDays: '',
  outOfPlanGrade: '',
  outOfPlanPrice: '',
  renewalMode: 'auto',
  taxRate: '6',
  currency: 'CNY',
  remark: '',
});

export type BasicField = keyof BasicDraft;
/** Field → message key under `billing.plan.rules.` (or a server message, shown as is). */
export type BasicErrors = Partial<Record<BasicField, string>>;

const num = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const isNumber = (text: string) => Number.isFinite(num(text)) && num(text) >= 0;
/** Yuan as typed → fen, rounded half-up. */
export const toFen = (yuan: string): number => Math.round(num(yuan) * 100);

/** The APN structure's limits: 4 APNs, 10 zones each, 1-40 services per zone, nothing twice. */
export function apnStructureError(apns: ApnConfig[]): string | null {
  if (apns.length > LIMITS.apns) return 'tooManyApns';
  if (new Set(apns.map((a) => a.apnId)).size !== apns.length) return 'apnRepeated';
  for (const apn of apns) {
    if (!apn.apnId) return 'required';
    if (apn.zones.length > LIMITS.zones) return 'tooManyZones';
    if (new Set(apn.zones.map((z) => z.elementId)).size !== apn.zones.length) return 'zoneRepeated';
    for (const zone of apn.zones) {
      if (!zone.elementId) return 'required';
      if (zone.commservIds.length === 0) return 'chooseServices';
      if (zone.commservIds.length > LIMITS.services) return 'tooManyServices';
    }
  }
  return null;
}

/** Every check of the form (spec §5, §9), as `plan.rules.<key>` per field. */
export function validateBasic(d: BasicDraft): BasicErrors {
  const e: BasicErrors = {};
  if (!d.code.trim()) e.code = 'required';
  if (!d.name.trim()) e.name = 'required';
  for (const f of [
    'releasePrice',
    'normPrice',
    'durationMonths',
    'quotaMb',
    'testPrice',
    'testPeriodMonths',
    'silentPeriodMonths',
    'taxRate',
  ] as const)
    if (!isNumber(d[f])) e[f] = d[f].trim() === '' ? 'required' : 'number';
  if (!(TARIFFS_OF_GOODS_TYPE[d.goodsType] ?? []).includes(d.tariffType)) e.tariffType = 'tariffMismatch';
  const structure = apnStructureError(d.apnConfigs);
  if (structure) e.apnConfigs = structure;
  if (!e.testPeriodMonths && !e.silentPeriodMonths && num(d.testPeriodMonths) + num(d.silentPeriodMonths) > LIMITS.testPlusSilent)
    e.silentPeriodMonths = 'testSilent';
  if (d.goodsType === 10 && !e.quotaMb) {
    const bytes = Math.round(num(d.quotaMb) * MB);
    if (d.modeType === '00' && d.operator !== 'CUCC') e.operator = 'standardUnicom';
    else if (d.modeType === '00' && bytes > MB) e.quotaMb = 'standardQuota';
    if (d.modeType === '01' && bytes !== 100 * 1024) e.quotaMb = 'professionalQuota';
    if (d.modeType === '01' && !PROFESSIONAL_TEST_DAYS.includes(num(d.testValidDays))) e.testValidDays = 'professionalDays';
  }
  if (d.useUpAction === 'overdraw') {
    if (!isNumber(d.outOfPlanGrade)) e.outOfPlanGrade = 'outOfPlan';
    if (!isNumber(d.outOfPlanPrice)) e.outOfPlanPrice = 'outOfPlan';
  }
  return e;
}

/** The request body of basic/save from a valid draft. */
export function toBasicInput(d: BasicDraft) {
  return {
    code: d.code.trim(),
    name: d.name.trim(),
    goodsType: d.goodsType,
    tariffType: d.tariffType,
    operator: d.operator,
    releasePrice: toFen(d.releasePrice),
    normPrice: toFen(d.normPrice),
    modeType: d.modeType,
    releaseCycle: d.releaseCycle,
    durationMonths: Math.round(num(d.durationMonths)),
    apnConfigs: d.apnConfigs.map((a) => ({
      apnId: a.apnId,
      zones: a.zones.map((z) => ({ elementId: z.elementId, commservIds: z.commservIds })),
    })),
    quotaBytes: Math.round(num(d.quotaMb) * MB),
    useUpAction: d.useUpAction,
    terminateByUsage: d.terminateByUsage,
    testPrice: toFen(d.testPrice),
    testPeriodMonths: Math.round(num(d.testPeriodMonths)),
    silentPeriodMonths: Math.round(num(d.silentPeriodMonths)),
    ...(isNumber(d.testValidDays) ? { testValidDays: Math.round(num(d.testValidDays)) } : {}),
    ...(d.useUpAction === 'overdraw'
      ? { outOfPlanGrade: Math.round(num(d.outOfPlanGrade)), outOfPlanPrice: toFen(d.outOfPlanPrice) }
      : {}),
    renewalMode: d.renewalMode,
    taxRate: Math.round(num(d.taxRate)),
    currency: d.currency,
    ...(d.remark.trim() ? { remark: d.remark.trim() } : {}),
  };
}

/** The form field a server error's `field` belongs to (`apnConfigs[0].zones[1]…` → apnConfigs). */
export function draftFieldOf(field: string | undefined): BasicField | undefined {
  if (!field) return undefined;
  const root = field.replace(/[.[].*$/, '');
  if (root === 'quotaBytes') return 'quotaMb';
  return root in emptyBasicDraft() ? (root as BasicField) : undefined;
}

/** Retail form checks: a name, a basic plan, price strictly above the basic price, proportion 0-100. */
export function validateRetail(
  d: { retailName: string; goodsReleaseId: string; retailPrice: string; proportion: string; taxRate: string },
  basicPrice: number | undefined,
): Partial<Record<'retailName' | 'goodsReleaseId' | 'retailPrice' | 'proportion' | 'taxRate', string>> {
  const e: Partial<Record<'retailName' | 'goodsReleaseId' | 'retailPrice' | 'proportion' | 'taxRate', string>> = {};
  if (!d.retailName.trim()) e.retailName = 'required';
  if (!d.goodsReleaseId) e.goodsReleaseId = 'required';
  if (!isNumber(d.retailPrice)) e.retailPrice = d.retailPrice.trim() === '' ? 'required' : 'number';
  else if (basicPrice !== undefined && toFen(d.retailPrice) <= basicPrice) e.retailPrice = 'retailPrice';
  const p = num(d.proportion);
  if (!Number.isFinite(p) || p < 0 || p > 100 || !Number.isInteger(p)) e.proportion = 'proportion';
  if (!isNumber(d.taxRate)) e.taxRate = 'number';
  return e;
}

export const statusTone = (status: string): 'green' | 'slate' | 'amber' =>
  status === 'published' || status === 'on' ? 'green' : status === 'draft' ? 'amber' : 'slate';

export const isPlatformRole = (roleId: string | null | undefined): boolean => roleId === '1000' || roleId === '2000';
