import { type DiffKind, type ResponseOf, type RouteId, channelOperators, diffKinds } from '@cmp/functions/contracts';
import type { StateTone } from '@cmp/ui-kit';
import type { Figure } from '../../../components/figures';

// Pure rules of the operator bill screens (unit-tested): routes, kinds of differences, where a bill
// opens, what the import dialog accepts.

export const CHANNEL_BILL_LIST = 'channel-bill.list' satisfies RouteId;
export const CHANNEL_BILL_DETAIL = 'channel-bill.detail' satisfies RouteId;
export const CHANNEL_BILL_DIFFS = 'channel-bill.diffs' satisfies RouteId;

export type ChannelBillRow = ResponseOf<'channel-bill.list'>['items'][number];
export type ChannelBillRecord = ResponseOf<'channel-bill.detail'>;
export type DiffRow = ResponseOf<'channel-bill.diffs'>['items'][number];

/** The reconciled amounts, as the list's columns and the summary's fields: the operator's, ours, their difference. */
export const amountFigures: Figure<Pick<ChannelBillRow, 'summary'>>[] = [
  { key: 'operatorAmount', format: 'money', value: (b) => b.summary.operatorAmount },
  { key: 'ourAmount', format: 'money', value: (b) => b.summary.ourAmount },
  { key: 'difference', format: 'money', value: (b) => b.summary.difference, emphasis: true, testId: 'channel-bill-difference' },
];

export const OPERATORS = channelOperators;
export const DIFF_KINDS = diffKinds;
export const diffTones: Record<DiffKind, StateTone> = { missingOurs: 'red', missingOperator: 'amber', amountDiffers: 'blue' };

export const IMPORT_ACCEPT = ['.csv', '.xlsx'] as const;
/** channel-bill.service CHANNEL_BILL_MAX_BYTES. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

/** Whether the bill's import is still reconciling (it answers 202 and runs in the background). */
export const importing = (b: Pick<ChannelBillRow, 'status'>) => b.status === 'processing';
/** Whether the bill's totals and differences are final (its import succeeded). */
export const settledBill = (b: Pick<ChannelBillRow, 'status'>) => b.status === 'succeeded';

export const channelBillPath = (b: { billId: string }) => `/billing/channelbill/detail/${encodeURIComponent(b.billId)}`;

/** Whether the bill reconciles: no difference of any kind. */
export const reconciled = (s: { missingOurs: number; missingOperator: number; amountDiffers: number }) =>
  s.missingOurs + s.missingOperator + s.amountDiffers === 0;

/** Differences in total. */
export const differenceCount = (s: { missingOurs: number; missingOperator: number; amountDiffers: number }) =>
  s.missingOurs + s.missingOperator + s.amountDiffers;

/** Operator minus ours for one difference (fen); null when a side is missing. */
export const gapOf = (d: Pick<DiffRow, 'operatorAmount' | 'ourAmount'>): number | null =>
  d.operatorAmount !== null && d.ourAmount !== null ? d.operatorAmount - d.ourAmount : null;
