import type { MovementAccount, RequestOf, ResponseOf, RouteId } from '@cmp/functions/contracts';
import { movementAccounts } from '@cmp/functions/contracts';
import { api } from '../../../app/services';
import type { Figure } from '../../../components/figures';
import { fenOf } from '../../../lib/format';

export const CAPITAL_LIST = 'capital.list' satisfies RouteId;
export const CAPITAL_DETAIL = 'capital.detail' satisfies RouteId;
export const CAPITAL_MOVEMENTS = 'capital.movements' satisfies RouteId;

/** A customer's funds as the server answers them (fen). */
export type CapitalRow = ResponseOf<'capital.list'>['items'][number];
export type Movement = ResponseOf<'capital.movements'>['items'][number];
export { type MovementAccount, movementAccounts };

/** The figures of spec §3 funds: one declaration for the list's columns and the detail's fields. */
export const capitalFigures: Figure<CapitalRow>[] = [
  { key: 'preDeposit', format: 'money', value: (r) => r.preDeposit, testId: 'capital-pre-deposit' },
  { key: 'grant', format: 'money', value: (r) => r.grant, testId: 'capital-grant' },
  { key: 'creditLine', format: 'money', value: (r) => r.creditLine, testId: 'capital-credit-line' },
  { key: 'creditUsed', format: 'money', value: (r) => r.creditUsed, testId: 'capital-credit-used' },
  { key: 'toWriteOff', format: 'money', value: (r) => r.toWriteOff, testId: 'capital-to-write-off' },
  { key: 'reserved', format: 'money', value: (r) => r.reserved, testId: 'capital-reserved' },
  { key: 'withdrawable', format: 'money', value: (r) => r.withdrawable, testId: 'capital-withdrawable' },
  { key: 'available', format: 'money', value: (r) => r.available, emphasis: true, testId: 'capital-available' },
];

/** The detail of one enterprise's funds: its own link for the platform, the bare path for the enterprise. */
export const capitalPath = (channelCustId: string, own: boolean) =>
  own ? '/business/capital/detail' : `/business/capital/detail/${encodeURIComponent(channelCustId)}`;

/** A grant as typed in the dialog. */
export interface GrantDraft {
  amount: string;
  remark: string;
}

const rule = (key: string) => ({ key: `business.capital.grant.rules.${key}` });

/** What is wrong with a grant draft, field by field; nothing when it may be sent. */
export function grantProblems(d: GrantDraft) {
  const fen = fenOf(d.amount);
  return {
    amount: fen === null || fen <= 0 ? rule('amount') : undefined,
    remark: d.remark.trim() ? undefined : rule('remark'),
  };
}

export const giveGrant = (body: RequestOf<'capital.grant'>) => api.call('capital.grant', body, { silent: true });
