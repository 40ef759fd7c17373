import type { RequestOf, ResponseOf, RouteId } from '@cmp/functions/contracts';
import { api } from '../../../app/services';
import type { Figure } from '../../../components/figures';

// The financial day and month reports (issue #14, item 7): what the screens read and how they name it.

export const REPORT_LIST = 'finreport.list' satisfies RouteId;
export const REPORT_DETAIL = 'finreport.detail' satisfies RouteId;

export { reportTypes as REPORT_TYPES, type ReportType } from '@cmp/functions/contracts';
import type { ReportType } from '@cmp/functions/contracts';
export const typeOf = (value: string | null | undefined): ReportType => (value === 'month' ? 'month' : 'day');

export type ReportAnswer = ResponseOf<'finreport.list'>;
export type ReportDetail = ResponseOf<'finreport.detail'>;
export type ReportFigures = ReportAnswer['totals'];
/** A row of the list: a day or month, or the totals row (`period` null). */
export type ReportRow = ReportFigures & { period: string | null };
export type CustomerRow = ReportDetail['customers'][number];
export type TransferRow = ReportDetail['transfers'][number];

/** The figures of a report row: one declaration for the list's columns and the detail's fields. */
export const reportFigures: Figure<ReportFigures>[] = [
  { key: 'recharged', format: 'money', value: (r) => r.amounts.recharged, testId: 'report-recharged' },
  { key: 'refunded', format: 'money', value: (r) => r.amounts.refunded, testId: 'report-refunded' },
  { key: 'withdrawn', format: 'money', value: (r) => r.amounts.withdrawn, testId: 'report-withdrawn' },
  { key: 'granted', format: 'money', value: (r) => r.amounts.granted, testId: 'report-granted' },
  { key: 'contractPaid', format: 'money', value: (r) => r.amounts.contractPaid, testId: 'report-contract-paid' },
  { key: 'billed', format: 'money', value: (r) => r.amounts.billed, testId: 'report-billed' },
  { key: 'writtenOff', format: 'money', value: (r) => r.writtenOff, testId: 'report-written-off' },
  { key: 'creditUsed', format: 'money', value: (r) => r.amounts.creditUsed, testId: 'report-credit-used' },
  { key: 'other', format: 'money', value: (r) => r.amounts.other, testId: 'report-other' },
  { key: 'net', format: 'money', value: (r) => r.net, emphasis: true, testId: 'report-net' },
];
/** The detail's split of what was written off, beside the figures. */
export const writeOffFigures: Figure<ReportFigures>[] = [
  {
    key: 'writtenOffPreDeposit',
    format: 'money',
    value: (r) => r.amounts.writtenOffPreDeposit,
    testId: 'report-written-off-pre-deposit',
  },
  { key: 'writtenOffGrant', format: 'money', value: (r) => r.amounts.writtenOffGrant, testId: 'report-written-off-grant' },
];

/** The choices of the period picker: the last 24 months (day report) or the last 5 years (month report), newest first. */
export function rangeOptions(type: ReportType, now = new Date()): string[] {
  const shanghai = new Date(now.getTime() + 8 * 3_600_000);
  const year = shanghai.getUTCFullYear();
  if (type === 'month') return Array.from({ length: 5 }, (_, i) => String(year - i));
  const month = shanghai.getUTCMonth();
  return Array.from({ length: 24 }, (_, i) => {
    const d = new Date(Date.UTC(year, month - i, 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

/** A period's detail; the platform's chosen customer rides along in the query. */
export const detailPath = (type: ReportType, id: string, channelCustId?: unknown) =>
  `/financial/report/detail/${type}/${encodeURIComponent(id)}${
    typeof channelCustId === 'string' && channelCustId ? `?channelCustId=${encodeURIComponent(channelCustId)}` : ''
  }`;

/** The list's rows: the periods, then a totals row (none when nothing moved). */
export const rowsOf = (answer: ReportAnswer): ReportRow[] =>
  answer.items.length ? [...answer.items, { ...answer.totals, period: null }] : [];

/** The shown period's rows as a download task (202; the file is written in the background). */
export const exportReport = (body: RequestOf<'download.exportFinReports'>) =>
  api.call('download.exportFinReports', body, { silent: true });

/** A day `YYYY-MM-DD` or month `YYYY-MM` (or a year) as the portal writes dates: `YYYY/MM/DD`. */
export const periodText = (period: string) => period.replaceAll('-', '/');

/** The ledger's own reason codes (funds-model.ts) and their text keys; any other reason is a person's remark, shown as written. */
const reasonKeys: Record<string, string> = {
  recharge: 'recharge',
  refund: 'refund',
  grant: 'grant',
  'bill published': 'billPublished',
  'withdrawal paid': 'withdrawalPaid',
  'write-off': 'writeOff',
};
export const reasonKey = (reason: string): string | undefined => reasonKeys[reason];
