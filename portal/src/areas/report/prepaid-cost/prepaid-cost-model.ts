import type { ResponseOf, RouteId } from '@cmp/functions/contracts';

export const PREPAID_COST_LIST = 'prepaid.costList' satisfies RouteId;
export const PREPAID_COST_DETAIL = 'prepaid.costDetail' satisfies RouteId;

/** A month of prepaid cost as the server answers it (fen). */
export type PrepaidCostRow = ResponseOf<'prepaid.costList'>['items'][number];
export type PrepaidCostDetail = ResponseOf<'prepaid.costDetail'>;
export type CustomerRow = PrepaidCostDetail['customers'][number];
export type PlanRow = PrepaidCostDetail['plans'][number];

/** /report/prepaidCost/detail/:recordId/:channelCustId? — a month, or one customer's month (the platform). */
export const prepaidCostPath = (recordId: string, channelCustId?: string | null) =>
  `/report/prepaidCost/detail/${encodeURIComponent(recordId)}${channelCustId ? `/${encodeURIComponent(channelCustId)}` : ''}`;
