import {
  RUN_DAY,
  type RequestOf,
  type ResponseOf,
  type RouteId,
  type WithdrawalState,
  withdrawalStates,
} from '@cmp/functions/contracts';
import type { StateTone } from '@cmp/ui-kit';
import { type RuleResult, firstError, maxLength, requiredText } from '../../lib/form-rules';
import { fenOf } from '../../lib/format';

// Pure rules of the withdrawal screens (unit-tested): the routes they read, the tones of the states,
// what a request may do next, and the apply form's draft, checks and request.

export const WITHDRAWAL_LIST = 'withdrawal.list' satisfies RouteId;
export const WITHDRAWAL_SUMMARY = 'withdrawal.summary' satisfies RouteId;
export const WITHDRAWAL_STATES = withdrawalStates;
export { RUN_DAY };

export type WithdrawalRow = ResponseOf<'withdrawal.list'>['items'][number];
export type WithdrawalSummary = ResponseOf<'withdrawal.summary'>;

/** Spec §4: submitted → examined → applying → withdrawn, or rejected. */
export const stateTones: Record<WithdrawalState, StateTone> = {
  submitted: 'amber',
  examined: 'blue',
  applying: 'blue',
  withdrawn: 'green',
  rejected: 'red',
};
/** Finance examines a submitted request, and rejects one not yet being paid (the server's rule, withdrawal-model.ts). */
export const canExamine = (w: Pick<WithdrawalRow, 'state'>) => w.state === 'submitted';
export const canReject = (w: Pick<WithdrawalRow, 'state'>) => w.state === 'submitted' || w.state === 'examined';

export const REASON_MAX = 200;
export const validateReason = (reason: string): RuleResult => firstError(requiredText(reason), maxLength(reason, REASON_MAX));

/** The apply form's draft: the amount in yuan as typed, the payee as typed. */
export interface ApplyDraft {
  amount: string;
  bankName: string;
  bankAccount: string;
  accountName: string;
  remark: string;
}
/** An enterprise's figures (the summary of an enterprise, not the platform's summary without one). */
export type WithdrawalFigures = Extract<WithdrawalSummary, { withdrawable: number }>;

/** A new draft: the payee from the customer's bank on file (an enterprise may change it). */
export const emptyApplyDraft = (s?: Pick<WithdrawalFigures, 'bank'> | null): ApplyDraft => ({
  amount: '',
  bankName: s?.bank.bankName ?? '',
  bankAccount: s?.bank.bankAccount ?? '',
  accountName: s?.bank.accountName ?? '',
  remark: '',
});

const rule = (key: string, values?: Record<string, unknown>) => ({ key: `business.withdraw.rules.${key}`, values });

/** What is wrong with a draft, field by field; `withdrawable` (fen) bounds the amount as the server does. */
export function applyDraftProblems(d: ApplyDraft, withdrawable: number) {
  const fen = fenOf(d.amount);
  return {
    amount: fen === null || fen === 0 ? rule('amount') : fen > withdrawable ? rule('insufficient') : undefined,
    bankName: requiredText(d.bankName) ?? maxLength(d.bankName, 60) ?? undefined,
    bankAccount: !/^[0-9 -]{4,40}$/.test(d.bankAccount.trim()) ? rule('bankAccount') : undefined,
    accountName: requiredText(d.accountName) ?? maxLength(d.accountName, 60) ?? undefined,
    remark: maxLength(d.remark, 200) ?? undefined,
  };
}

/** The apply request of a valid draft: fen and trimmed texts. */
export const applyBody = (d: ApplyDraft): RequestOf<'withdrawal.apply'> => ({
  amount: fenOf(d.amount) ?? 0,
  bankName: d.bankName.trim(),
  bankAccount: d.bankAccount.trim(),
  accountName: d.accountName.trim(),
  ...(d.remark.trim() ? { remark: d.remark.trim() } : {}),
});
