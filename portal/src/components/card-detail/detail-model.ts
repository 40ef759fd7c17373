// Pure logic of the card detail page: which actions a user sees, the state targets a card may take,
// and the form checks run before a request (the server checks again and has the last word).
import { type ResponseOf, nextStates } from '@cmp/functions/contracts';
import { featureCodes } from '@cmp/functions/platform/permissions';

export const PERMISSIONS = {
  edit: featureCodes.cardEdit,
  renew: featureCodes.cardRenew,
  changePackage: featureCodes.cardChangePackage,
  orderPackage: featureCodes.cardOrderPackage,
  changeStatus: featureCodes.cardChangeStatus,
  sendSms: featureCodes.smsSend,
} as const;

export type ActionId = 'edit' | 'changeStatus' | 'network' | 'renew' | 'changePackage' | 'orderPackage' | 'sendSms';

const ACTION_PERMISSION: Record<ActionId, string> = {
  edit: PERMISSIONS.edit,
  changeStatus: PERMISSIONS.changeStatus,
  network: PERMISSIONS.changeStatus,
  renew: PERMISSIONS.renew,
  changePackage: PERMISSIONS.changePackage,
  orderPackage: PERMISSIONS.orderPackage,
  sendSms: PERMISSIONS.sendSms,
};

/** The action buttons a user may see, in display order (each needs its permission code, spec §6). */
export function visibleActions(permissions: readonly string[]): ActionId[] {
  return (Object.keys(ACTION_PERMISSION) as ActionId[]).filter((a) => permissions.includes(ACTION_PERMISSION[a]));
}

/** The states a card may move to: the server's lifecycle table (contract). */
export const targetStates = nextStates;

export type Usage = CardDetail['usage'][number];
/** A card's detail as the API answers it (eID: an eUICC card's). */
export type CardDetail = ResponseOf<'card-detail.detail'>;

export type PlanOption = ResponseOf<'card-detail.plans'>[number];

/** Share of the cycle used, 0..100 (100 when there is no quota but usage). */
export function usedPercent(cycle: CardDetail['cycle']): number {
  if (cycle.totalBytes <= 0) return cycle.usedBytes > 0 ? 100 : 0;
  return Math.min(100, Math.round((cycle.usedBytes / cycle.totalBytes) * 1000) / 10);
}

export type FormProblem = { key: string; values?: Record<string, number> } | undefined;

export const IMEI = /^\d{15}$/;
export const REMARK_MAX = 200;
export const SMS_MAX = 160;

export function checkEdit(remark: string, imei: string): { remark?: FormProblem; imei?: FormProblem } {
  const out: { remark?: FormProblem; imei?: FormProblem } = {};
  if (remark.length > REMARK_MAX) out.remark = { key: 'card.detail.errors.remarkTooLong', values: { max: REMARK_MAX } };
  if (remark.length > 0 && remark.trim() === '') out.remark = { key: 'card.detail.errors.blank' };
  if (imei !== '' && !IMEI.test(imei)) out.imei = { key: 'card.detail.errors.imei' };
  return out;
}

export function checkSms(content: string): FormProblem {
  if (content.trim() === '') return { key: 'card.detail.errors.smsRequired' };
  if (content.length > SMS_MAX) return { key: 'card.detail.errors.smsTooLong', values: { max: SMS_MAX } };
  return undefined;
}

export const checkPeriods = (periods: number): FormProblem =>
  Number.isInteger(periods) && periods >= 1 && periods <= 12 ? undefined : { key: 'card.detail.errors.periods' };

/** ICCIDs are 19 or 20 digits. */
export const isIccid = (value: string): boolean => /^\d{19,20}$/.test(value.trim());

/** The detail page of a card; platform roles carry the enterprise in the path. */
export function detailPath(iccid: string, channelCustId?: string | null): string {
  const base = `/card/card-list/detail/${encodeURIComponent(iccid)}`;
  return channelCustId ? `${base}/${encodeURIComponent(channelCustId)}` : base;
}
