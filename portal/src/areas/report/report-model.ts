import type { ResponseOf, RouteId } from '@cmp/functions/contracts';

// The reports' routes and rows as the server answers them (issue #17, item 1).

export const CARD_REPORT = 'report.cardReport' satisfies RouteId;
export const CARD_FLOW = 'report.cardFlow' satisfies RouteId;
export const ACTIVE_REPORT = 'report.active' satisfies RouteId;
export const USAGE_REPORT = 'report.usage' satisfies RouteId;
export const COMM_USAGE_REPORT = 'report.communicationUsage' satisfies RouteId;
export const BUSINESS_REPORT = 'report.business' satisfies RouteId;

export type CardReportAnswer = ResponseOf<'report.cardReport'>;
export type CardReportRow = CardReportAnswer['items'][number];
export type CardFlowAnswer = ResponseOf<'report.cardFlow'>;
export type CardFlowRow = CardFlowAnswer['items'][number];
export type ActiveAnswer = ResponseOf<'report.active'>;
export type ActiveRow = ActiveAnswer['items'][number];
export type UsageAnswer = ResponseOf<'report.usage'>;
export type UsageRow = UsageAnswer['items'][number];
export type CommUsageAnswer = ResponseOf<'report.communicationUsage'>;
export type CommUsageRow = CommUsageAnswer['items'][number];
export type BusinessAnswer = ResponseOf<'report.business'>;
export type BusinessRow = BusinessAnswer['items'][number];

export const STATES = ['60', '61', '62', '63', '64', '65', '66', '67', '68'] as const;
export const OPERATORS = ['CMCC', 'CUCC', 'CTCC'] as const;

/** Bytes per month over rows of several lines a month (plans, services), in month order. */
export function bytesPerMonth<R extends { month: string; bytes: number }>(
  rows: readonly R[],
): { month: string; bytes: number }[] {
  const sums = new Map<string, number>();
  for (const r of rows) sums.set(r.month, (sums.get(r.month) ?? 0) + r.bytes);
  return [...sums].map(([month, bytes]) => ({ month, bytes }));
}
