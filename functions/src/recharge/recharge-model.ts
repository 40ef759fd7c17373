/**
 * Recharges (spec §3 top-up records, §4 recharge audit, §5 voucher image, §9 payment methods and
 * delays; issue #14 item 2): pure rules, no storage. An enterprise (or the platform for it) files a
 * recharge — amount, payment method, when it paid, a remark and, for an offline or corporate
 * remittance, a voucher image; finance (platform roles) reviews it: reviewed credits the enterprise's
 * pre-deposits once (funds-model `rechargeTransfer`), rejected (with a reason) moves no money. A
 * reviewed recharge may be refunded, in full or in parts, never beyond what was recharged.
 */
import type { Scope } from '../shared/auth/principal.ts';
import {
  type PayMethod,
  type RechargeRefund,
  type RechargeState,
  payMethods,
  type rechargeEntity,
  rechargeStates,
} from '../shared/data/entities/recharge.entity.ts';
import type { InferItem } from '../shared/data/entity.ts';
import { type ImageKind, imageKindOf } from '../shared/files/image-kind.ts';

export { type PayMethod, type RechargeRefund, type RechargeState, payMethods, rechargeStates };

/** A recharge as stored. */
export type RechargeRecord = InferItem<typeof rechargeEntity>;

export const PENDING: RechargeState = 0;
export const REVIEWED: RechargeState = 1;
export const REJECTED: RechargeState = 2;

/** Offline (2) and corporate (3) remittances need a voucher image (spec §5). */
export const needsVoucher = (m: PayMethod): boolean => m === 2 || m === 3;
/** The corporate (public) transfer: filed through its own route, behind rechargePublic (8020004). */
export const CORPORATE: PayMethod = 3;

/** Spec §5: the voucher image is under 2 MB. */
export const VOUCHER_MAX_BYTES = 2 * 1024 * 1024;
export const voucherContentTypes = ['image/jpeg', 'image/png', 'image/gif'] as const;
export type VoucherContentType = (typeof voucherContentTypes)[number];

/** Why an uploaded voucher is refused: too big (2 MB or more) or not a JPG, PNG or GIF by its content. */
export function voucherRefusal(size: number, head: Uint8Array): 'size' | 'format' | undefined {
  if (size >= VOUCHER_MAX_BYTES) return 'size';
  return imageKindOf(head) ? undefined : 'format';
}
export const voucherKind = (head: Uint8Array): ImageKind | undefined => imageKindOf(head);

/** Amount limits of one recharge (fen): at least ¥0.01, at most ¥10,000,000. */
export const RECHARGE_MAX_FEN = 1_000_000_000;

/**
 * A recharge id: `R` + the UTC filing time (YYYYMMDDHHmmss) + 6 hex + `-` + the enterprise, e.g.
 * `R20261126093000A1B2C3-C1001`: ids sort by filing time (the lists' sort key) and name their owner.
 */
export const RECHARGE_ID = /^R\d{14}[0-9A-F]{6}-[A-Za-z0-9]{1,40}$/;
export const stampOf = (at: Date): string => at.toISOString().replace(/[-:T]/g, '').slice(0, 14);
export function newRechargeId(channelCustId: string, at: Date, random: string): string {
  return `R${stampOf(at)}${random.replaceAll('-', '').slice(0, 6).toUpperCase()}-${channelCustId}`;
}
export const ownerOfRecharge = (rechargeId: string): string | null =>
  RECHARGE_ID.test(rechargeId) ? rechargeId.slice(rechargeId.indexOf('-') + 1) : null;

/** The sort-key bounds of recharges filed on a range of Shanghai days (inclusive). */
export function filedRange(from?: string, to?: string): readonly [string, string] | undefined {
  if (!from && !to) return undefined;
  const start = from ? `R${stampOf(new Date(`${from}T00:00:00+08:00`))}` : 'R';
  const end = to ? `R${stampOf(new Date(new Date(`${to}T00:00:00+08:00`).getTime() + 86_400_000))}` : 'S';
  return [start, end];
}

/** Whether the reader may see the recharge: the platform every one, an enterprise its own, a secondary customer none. */
export function canRead(scope: Scope, r: Pick<RechargeRecord, 'channelCustId'>): boolean {
  if (scope.kind === 'platform') return true;
  return scope.kind === 'enterprise' && r.channelCustId === scope.channelCustId;
}

/** What may still be refunded (fen): a reviewed recharge's amount less its refunds; nothing otherwise. */
export const refundable = (r: Pick<RechargeRecord, 'state' | 'amount' | 'refundedAmount'>): number =>
  r.state === REVIEWED ? r.amount - r.refundedAmount : 0;

/** Why a refund of `amount` fen is refused: the recharge is not reviewed, or it is more than may be refunded. */
export function refundRefusal(
  r: Pick<RechargeRecord, 'state' | 'amount' | 'refundedAmount'>,
  amount: number,
): 'notReviewed' | 'over' | undefined {
  if (r.state !== REVIEWED) return 'notReviewed';
  return amount > refundable(r) ? 'over' : undefined;
}

/** The id of the n-th refund of a recharge (n from 1): a refund retried is the same transfer. */
export const refundIdOf = (rechargeId: string, n: number): string => `${rechargeId}#${n}`;

/** The refund record of the next refund. */
export function nextRefund(r: RechargeRecord, amount: number, reason: string, by: string, at: string): RechargeRefund {
  return { refundId: refundIdOf(r.rechargeId, r.refunds.length + 1), amount, reason, at, by };
}

/** Yuan with two decimals, for messages and exports. */
export const yuanOf = (fen: number): string => (fen / 100).toFixed(2);

/** What a recharge looks like to its readers: no bucket key, whether there is a voucher and what may still be refunded. */
export function rechargeView(r: RechargeRecord) {
  const { voucherKey, ...rest } = r;
  return { ...rest, hasVoucher: voucherKey !== null, refundable: refundable(r) };
}
export type RechargeView = ReturnType<typeof rechargeView>;

/** Words of states and methods for server messages and exports (the portal has its own texts). */
const stateWords: Record<RechargeState, { zh: string; en: string }> = {
  0: { zh: '待审核', en: 'pending review' },
  1: { zh: '已审核', en: 'reviewed' },
  2: { zh: '已驳回', en: 'rejected' },
};
const methodWords: Record<PayMethod, { zh: string; en: string }> = {
  0: { zh: '支付宝', en: 'Alipay' },
  1: { zh: '微信', en: 'WeChat' },
  2: { zh: '线下汇款', en: 'Offline remittance' },
  3: { zh: '对公转账', en: 'Corporate transfer' },
  4: { zh: '在线支付', en: 'Online payment' },
};
export const rechargeStateWord = (s: RechargeState, lang: 'zh-CN' | 'en-US'): string =>
  stateWords[s][lang === 'zh-CN' ? 'zh' : 'en'];
export const payMethodWord = (m: PayMethod, lang: 'zh-CN' | 'en-US'): string => methodWords[m][lang === 'zh-CN' ? 'zh' : 'en'];
