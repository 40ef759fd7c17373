import {
  type CreditUnit,
  type RequestOf,
  type ResponseOf,
  type RouteId,
  creditRanges,
  creditUnits,
} from '@cmp/functions/contracts';
import type { StateTone } from '@cmp/ui-kit';
import { api } from '../../../app/services';
import { fenOf } from '../../../lib/format';

export const CREDIT_LIST = 'credit.list' satisfies RouteId;
export const CREDIT_LOG = 'credit.changeLog' satisfies RouteId;
export { creditRanges, creditUnits };

/** A credit order as the server answers it (fen). */
export type CreditRow = ResponseOf<'credit.list'>['items'][number];
export type CreditLog = ResponseOf<'credit.changeLog'>;
export type CreditChange = CreditLog['items'][number];

export const creditStateTones: Record<CreditRow['state'], StateTone> = {
  active: 'green',
  expired: 'slate',
  cancelled: 'red',
};

export const creditLogPath = (creditId: string) => `/financial/credit/change-log/${encodeURIComponent(creditId)}`;

/** A credit order as typed in its dialog: yuan, a day, a count of units. */
export interface CreditDraft {
  channelCustId: string;
  amount: string;
  paymentDay: string;
  unit: CreditUnit;
  validity: string;
  validFrom: string;
  remark: string;
  reason: string;
}

/** The Shanghai day of now (YYYY-MM-DD). */
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

export const emptyCreditDraft = (channelCustId: string | null): CreditDraft => ({
  channelCustId: channelCustId ?? '',
  amount: '',
  paymentDay: today(),
  unit: 'month',
  validity: '12',
  validFrom: today(),
  remark: '',
  reason: '',
});

/** An order's terms as its change dialog opens them. */
export const draftOf = (o: CreditRow): CreditDraft => ({
  channelCustId: o.channelCustId,
  amount: (o.amount / 100).toFixed(2),
  paymentDay: o.paymentTime.slice(0, 10),
  unit: o.unit,
  validity: String(o.validity),
  validFrom: o.validFrom,
  remark: o.remark ?? '',
  reason: '',
});

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const rule = (key: string) => ({ key: `financial.credit.rules.${key}` });

/** What is wrong with a draft, field by field; nothing when it may be sent. `change`: the reason is required. */
export function creditProblems(d: CreditDraft, change: boolean) {
  const fen = fenOf(d.amount);
  const validity = /^\d{1,4}$/.test(d.validity.trim()) ? Number(d.validity) : 0;
  return {
    channelCustId: d.channelCustId ? undefined : rule('enterprise'),
    amount: fen === null || fen <= 0 ? rule('amount') : undefined,
    paymentDay: DAY.test(d.paymentDay) ? undefined : rule('day'),
    validFrom: DAY.test(d.validFrom) ? undefined : rule('day'),
    validity: validity >= 1 && validity <= 3650 ? undefined : rule('validity'),
    reason: change && !d.reason.trim() ? rule('reason') : undefined,
  };
}

/** The terms of a draft as the server takes them (a payment day becomes the start of that Shanghai day). */
export const termsOf = (d: CreditDraft) => ({
  amount: fenOf(d.amount) ?? 0,
  paymentTime: `${d.paymentDay}T00:00:00+08:00`,
  unit: d.unit,
  validity: Number(d.validity),
  validFrom: d.validFrom,
  ...(d.remark.trim() ? { remark: d.remark.trim() } : {}),
});

const post = <Id extends RouteId>(id: Id, body: RequestOf<Id>) => api.call(id, body, { silent: true });
export const createCredit = (body: RequestOf<'credit.create'>) => post('credit.create', body);
export const updateCredit = (body: RequestOf<'credit.update'>) => post('credit.update', body);
export const cancelCredit = (body: RequestOf<'credit.cancel'>) => post('credit.cancel', body);
