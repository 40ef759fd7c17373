import type { ResponseOf } from '@cmp/functions/contracts';

export const OPERATION_LIST = 'cust-operation.list' as const;
export const OPERATION_DETAIL = 'cust-operation.detail' as const;

export type OperationRow = ResponseOf<typeof OPERATION_LIST>['items'][number];
export type OperationDetail = ResponseOf<typeof OPERATION_DETAIL>;
export type OperationCard = OperationDetail['cards'][number];

export const operationListPath = '/shortcuts/cust-operation/list';

/** The detail of one customer, plan and zone on a day; a platform caller's link names the enterprise in its query. */
export const operationDetailPath = (
  r: Pick<OperationRow, 'accountName' | 'ratePlanName' | 'zoneName' | 'queryDate'>,
  channelCustId?: string | null,
) =>
  `/shortcuts/cust-operation/detail/${[r.accountName, r.ratePlanName, r.zoneName, r.queryDate].map(encodeURIComponent).join('/')}${
    channelCustId ? `?channelCustId=${encodeURIComponent(channelCustId)}` : ''
  }`;
