import {
  IMAGE_HEAD_BYTES,
  type PayMethod,
  type RechargeState,
  type ResponseOf,
  type RouteId,
  VOUCHER_MAX_BYTES,
  imageKindOf,
  payMethods,
  rechargeStates,
} from '@cmp/functions/contracts';
import type { StateTone } from '@cmp/ui-kit';
import { fenOf } from '../../lib/format';

// Pure rules of the recharge screens (unit-tested): the routes they read, the tones of the audit
// states, where a recharge opens, the voucher image check (by content, spec §5), the draft of a new
// recharge and the timeline of a recharge's states.

export const RECHARGE_LIST = 'recharge.list' satisfies RouteId;
export const RECHARGE_DETAIL = 'recharge.detail' satisfies RouteId;

export type RechargeRow = ResponseOf<'recharge.list'>['items'][number];
export { type PayMethod, type RechargeState, payMethods, rechargeStates };

/** Spec §4 recharge audit: 0 pending review, 1 reviewed, 2 rejected. */
export const rechargeStateTones: Record<RechargeState, StateTone> = { 0: 'amber', 1: 'green', 2: 'red' };

/** A recharge's detail (billId = rechargeId), in the business area or from the shortcuts' list. */
export const rechargePath = (rechargeId: string) => `/business/recharge/detail/${encodeURIComponent(rechargeId)}`;

/** Offline (2) and corporate (3) remittances need a voucher image. */
export const needsVoucher = (m: PayMethod | '' | number): boolean => m === 2 || m === 3;
export const CORPORATE = 3;

// ── the voucher image (spec §5: JPG, PNG or GIF, under 2 MB, recognised by its content) ──

export { VOUCHER_MAX_BYTES };
export type VoucherProblem = 'format' | 'size';
const contentTypes = { jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif' } as const;
export type VoucherCheck =
  | { ok: true; contentType: (typeof contentTypes)[keyof typeof contentTypes] }
  | { ok: false; problem: VoucherProblem };

/** Checks a chosen file by its size and its first bytes (never its name): what it really is, or why it is refused. */
export function checkVoucher(size: number, head: Uint8Array): VoucherCheck {
  if (size >= VOUCHER_MAX_BYTES) return { ok: false, problem: 'size' };
  const kind = imageKindOf(head);
  return kind ? { ok: true, contentType: contentTypes[kind] } : { ok: false, problem: 'format' };
}
/** The first bytes of a file, enough for its magic number. */
export const readHead = (file: Blob): Promise<Uint8Array> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file.slice(0, IMAGE_HEAD_BYTES));
  });

// ── a new recharge ──

export interface RechargeDraft {
  /** Yuan as typed. */
  amount: string;
  payMethod: PayMethod | '';
  /** `datetime-local` (Shanghai time as the filer sees it). */
  paidAt: string;
  remark: string;
  /** The uploaded voucher's key ('' until one is uploaded). */
  voucherKey: string;
}

export const emptyRechargeDraft = (): RechargeDraft => ({ amount: '', payMethod: '', paidAt: '', remark: '', voucherKey: '' });

/** The add route's limits (recharge/handler.ts): at most ¥10,000,000, a remark of 200 characters. */
export const RECHARGE_LIMITS = { maxFen: 1_000_000_000, remark: 200 } as const;

/** A `datetime-local` value read as the browser's local time, as an ISO instant; null when it is not one. */
export function instantOf(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(local)) return null;
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

const rule = (key: string, values?: Record<string, unknown>) => ({ key: `business.recharge.add.rules.${key}`, values });

/** What is wrong with a draft, field by field (i18n keys under `business.recharge.add.rules`). */
export function rechargeDraftProblems(d: RechargeDraft, now = Date.now()) {
  const fen = fenOf(d.amount);
  const at = instantOf(d.paidAt);
  return {
    amount:
      fen === null || fen === 0
        ? rule('amount')
        : fen > RECHARGE_LIMITS.maxFen
          ? rule('amountMax', { max: '10,000,000' })
          : undefined,
    payMethod: d.payMethod === '' ? rule('payMethod') : undefined,
    paidAt: !at ? rule('paidAt') : Date.parse(at) > now + 5 * 60_000 ? rule('paidAtFuture') : undefined,
    voucherKey: d.payMethod !== '' && needsVoucher(d.payMethod) && !d.voucherKey ? rule('voucher') : undefined,
    remark: d.remark.length > RECHARGE_LIMITS.remark ? rule('tooLong', { max: RECHARGE_LIMITS.remark }) : undefined,
  };
}

/** The route a draft is filed through: a corporate transfer has its own (rechargePublic). */
export const addRouteOf = (d: Pick<RechargeDraft, 'payMethod'>) =>
  (d.payMethod === CORPORATE ? 'recharge.addPublic' : 'recharge.add') satisfies RouteId;

/** The request of a valid draft (fen, an ISO instant, trimmed texts; the voucher only when there is one). */
export function rechargeBody(d: RechargeDraft, scope: { channelCustId?: string }) {
  const remark = d.remark.trim();
  return {
    ...scope,
    amount: fenOf(d.amount) ?? 0,
    ...(d.payMethod === CORPORATE ? {} : { payMethod: d.payMethod as PayMethod }),
    paidAt: instantOf(d.paidAt) ?? '',
    ...(remark ? { remark } : {}),
    ...(d.voucherKey ? { voucherKey: d.voucherKey } : {}),
  };
}

// ── the timeline of a recharge ──

export interface TimelineStep {
  /** i18n key under `business.recharge.timeline`. */
  kind: 'filed' | 'reviewed' | 'rejected' | 'refund' | 'awaiting';
  at: string | null;
  by: string | null;
  amount?: number;
  reason?: string | null;
}

/** Filed, then reviewed or rejected (or still awaiting the audit), then each refund, oldest first. */
export function timelineOf(
  r: Pick<RechargeRow, 'state' | 'createdAt' | 'createdBy' | 'auditedAt' | 'auditedBy' | 'rejectReason' | 'refunds'>,
): TimelineStep[] {
  const steps: TimelineStep[] = [{ kind: 'filed', at: r.createdAt, by: r.createdBy }];
  if (r.state === 0) steps.push({ kind: 'awaiting', at: null, by: null });
  if (r.state === 1) steps.push({ kind: 'reviewed', at: r.auditedAt, by: r.auditedBy });
  if (r.state === 2) steps.push({ kind: 'rejected', at: r.auditedAt, by: r.auditedBy, reason: r.rejectReason });
  for (const f of r.refunds) steps.push({ kind: 'refund', at: f.at, by: f.by, amount: f.amount, reason: f.reason });
  return steps;
}
