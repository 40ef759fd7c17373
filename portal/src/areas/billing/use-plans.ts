import useSWR from 'swr';
import { api } from '../../app/services';
import type { ApiError } from '../../lib/api';
import type { BasicPlan, RetailPlan } from './plan-model';

// Data of the rate-plan screens; SWR keys are [path, body] (see app/services.ts).

export const BASIC_LIST = '/cmp/base/goods/basic/list';
export const RETAIL_LIST = '/cmp/base/goods/retail/list';
export const RETAIL_RECORD = '/cmp/base/goods/retail/changeRecord';
export const APN_LIST = '/cmp/base/apn/list';
export const ZONE_LIST = '/cmp/sim/zone/list';
export const COMMSERV_LIST = '/cmp/sim/commserv/list';

export const useBasicPlan = (goodsReleaseId: string | undefined) =>
  useSWR<BasicPlan, ApiError>(goodsReleaseId ? ['/cmp/base/goods/basic/detail', { goodsReleaseId }] : null);
export const useRetailPlan = (retailId: string | undefined, channelCustId?: string | null) =>
  useSWR<RetailPlan, ApiError>(
    retailId ? ['/cmp/base/goods/retail/detail', { retailId, ...(channelCustId ? { channelCustId } : {}) }] : null,
  );
/** Published basic plans the caller may build on (an enterprise: the ones published to it). */
export const usePublishedBasics = (enabled: boolean) =>
  useSWR<{ items: BasicPlan[] }, ApiError>(enabled ? [BASIC_LIST, { status: 'published', pageSize: 100 }] : null);

const post = <T>(path: string, body: object) => api.post<T>(path, body, { silent: true });
export const saveBasic = (body: object) => post<BasicPlan>('/cmp/base/goods/basic/save', body);
export const publishBasic = (body: { goodsReleaseId: string; publishScope: 'all' | 'selected'; publishTo?: string[] }) =>
  post<BasicPlan>('/cmp/base/goods/basic/publish', body);
export const switchBasic = (goodsReleaseId: string, on: boolean) =>
  post<BasicPlan>('/cmp/base/goods/basic/switch', { goodsReleaseId, on });
export const deleteBasic = (goodsReleaseId: string) => post<null>('/cmp/base/goods/basic/delete', { goodsReleaseId });
export const saveRetail = (body: object) => post<RetailPlan>('/cmp/base/goods/retail/save', body);
export const updateRetail = (body: object) => post<RetailPlan>('/cmp/base/goods/retail/update', body);
/** Exports of the lists as download tasks (202; the file is written in the background). */
export const exportBasics = (body: object) => post<{ taskId: string }>('/cmp/base/goods/basic/export', body);
export const exportRetails = (body: object) => post<{ taskId: string }>('/cmp/base/goods/retail/export', body);
export const switchRetail = (retailId: string, on: boolean) =>
  post<RetailPlan>('/cmp/base/goods/retail/switch', { retailId, on });
export const deleteRetail = (retailId: string) => post<null>('/cmp/base/goods/retail/delete', { retailId });
