/**
 * Withdrawals (spec §4 withdrawal states, §5 withdrawal rules, §9 "processed by finance on the 10th"):
 * pure rules, no storage. An enterprise asks to be paid out part of its pre-deposits: the amount is
 * reserved at once (a pending ledger transfer), finance examines the request (or rejects it, releasing
 * the reservation), and the run on the 10th pays every examined request (posting its reservation).
 */
import { type WithdrawalState, withdrawalStates } from '../shared/data/entities/withdrawal.entity.ts';
import { platformOnly } from '../shared/http/response-view.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import { addMonths, shanghaiDay } from '../shared/time/calendar.ts';

export { type WithdrawalState, withdrawalStates };

/** A withdrawal as stored (shared/data/entities/withdrawal.entity.ts). */
export interface WithdrawalRecord {
  withdrawalId: string;
  channelCustId: string;
  amount: number;
  currency: 'CNY';
  bankName: string;
  bankAccount: string;
  accountName: string;
  invoiceReceived: boolean;
  remark: string | null;
  state: WithdrawalState;
  reason: string | null;
  createdAt: string;
  createdBy: string;
  examinedAt: string | null;
  examinedBy: string | null;
  rejectedAt: string | null;
  rejectedBy: string | null;
  runId: string | null;
  applyingAt: string | null;
  withdrawnAt: string | null;
  withdrawnBy: string | null;
}

/** `<channelCustId>-W<UTC yyyyMMddHHmmssSSS><6 hex>`. */
export const WITHDRAWAL_ID = /^[A-Za-z0-9]{1,40}-W\d{17}[0-9a-f]{6}$/;
export function newWithdrawalId(channelCustId: string, at: Date, random: string): string {
  const stamp = at.toISOString().replace(/\D/g, '').slice(0, 17);
  return `${channelCustId}-W${stamp}${random.replaceAll('-', '').slice(0, 6).toLowerCase()}`;
}
/** The enterprise a withdrawal id belongs to, or null for an id of another shape. */
export const ownerOfWithdrawal = (withdrawalId: string): string | null =>
  WITHDRAWAL_ID.test(withdrawalId) ? withdrawalId.split('-')[0]! : null;

/** In process: the enterprise may not ask again until it is withdrawn or rejected (spec §5, §9). */
export const isOpen = (state: WithdrawalState): boolean => state !== 'withdrawn' && state !== 'rejected';

/** The audit decisions and the states they apply to: finance examines a submitted request, or rejects one not yet being paid. */
export type AuditDecision = 'examine' | 'reject';
const decidable: Record<AuditDecision, readonly WithdrawalState[]> = {
  examine: ['submitted'],
  reject: ['submitted', 'examined'],
};
export const canDecide = (decision: AuditDecision, state: WithdrawalState): boolean => decidable[decision].includes(state);
/** The states a decision moves from (the condition of its write). */
export const decidableFrom = (decision: AuditDecision): readonly WithdrawalState[] => decidable[decision];

/** Why an amount cannot be asked for: more than the withdrawable pre-deposits (spec §5). */
export const applyRefusal = (amount: number, withdrawable: number): 'insufficient' | undefined =>
  amount > withdrawable ? 'insufficient' : undefined;

/** The day of the month the run pays examined requests, and its hour in Shanghai (the schedule's cron). */
export const RUN_DAY = 10;
export const RUN_HOUR = 10;

/**
 * The Shanghai date (YYYY-MM-DD) of the next run: the 10th of this month until its run hour, else
 * the 10th of next month.
 */
export function nextRunDate(now: Date): string {
  const day = shanghaiDay(now);
  const hour = new Date(now.getTime() + 8 * 3_600_000).getUTCHours();
  const dom = Number(day.slice(8, 10));
  const month = day.slice(0, 7);
  const tenth = (m: string) => `${m}-${String(RUN_DAY).padStart(2, '0')}`;
  return dom < RUN_DAY || (dom === RUN_DAY && hour < RUN_HOUR) ? tenth(month) : tenth(addMonths(month, 1));
}

/** Whether a scheduled run fires on a day it pays: any day without `onDay`, else that day of the month in Shanghai. */
export const isRunDay = (now: Date, onDay?: number): boolean => !onDay || Number(shanghaiDay(now).slice(8, 10)) === onDay;

/** The run a payment belongs to: one per Shanghai day (a run started twice the same day is the same run). */
export const runIdOf = (now: Date): string => `run:${shanghaiDay(now)}`;

/** State words for server messages and exports (the portal has its own texts). */
const stateWords: Record<WithdrawalState, { zh: string; en: string }> = {
  submitted: { zh: '已提交', en: 'submitted' },
  examined: { zh: '已审核', en: 'examined' },
  applying: { zh: '提现中', en: 'applying' },
  withdrawn: { zh: '已提现', en: 'withdrawn' },
  rejected: { zh: '已驳回', en: 'rejected' },
};
export const stateWord = (s: WithdrawalState, lang: Lang): string => stateWords[s][lang === 'en-US' ? 'en' : 'zh'];

const decisionWords: Record<AuditDecision, { zh: string; en: string }> = {
  examine: { zh: '审核', en: 'examined' },
  reject: { zh: '驳回', en: 'rejected' },
};
export const decisionWord = (d: AuditDecision, lang: Lang): string => decisionWords[d][lang === 'en-US' ? 'en' : 'zh'];

/** Who at the platform examined, rejected or paid a request, and the run's id, are the platform's. */
export const withdrawalFieldView = /* @__PURE__ */ platformOnly('examinedBy', 'rejectedBy', 'withdrawnBy', 'runId');
