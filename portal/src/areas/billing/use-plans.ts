import type { RequestOf, RouteId } from '@cmp/functions/contracts';
import { api } from '../../app/services';
import { useRoute } from '../../lib/use-route';

// Data of the rate-plan screens; SWR keys are [route id, body] (see app/services.ts).

export const BASIC_LIST = 'plan.basicList' satisfies RouteId;
export const RETAIL_LIST = 'plan.retailList' satisfies RouteId;
export const RETAIL_RECORD = 'plan.retailRecord' satisfies RouteId;
export const APN_LIST = 'apn.list' satisfies RouteId;
export const ZONE_LIST = 'commserv.zoneList' satisfies RouteId;
export const COMMSERV_LIST = 'commserv.list' satisfies RouteId;

export const useRetailPlan = (retailId: string | undefined, channelCustId?: string | null) =>
  useRoute('plan.retailDetail', retailId ? { retailId, ...(channelCustId ? { channelCustId } : {}) } : null);
/** Published basic plans the caller may build on (an enterprise: the ones published to it). */
export const usePublishedBasics = (enabled: boolean) =>
  useRoute(BASIC_LIST, enabled ? { status: 'published', pageSize: 100 } : null);

const post = <Id extends RouteId>(id: Id, body: RequestOf<Id>) => api.call(id, body, { silent: true });
export const publishBasic = (body: { goodsReleaseId: string; publishScope: 'all' | 'selected'; publishTo?: string[] }) =>
  post('plan.basicPublish', body);
export const switchBasic = (goodsReleaseId: string, on: boolean) => post('plan.basicSwitch', { goodsReleaseId, on });
export const deleteBasic = (goodsReleaseId: string) => post('plan.basicDelete', { goodsReleaseId });
/** Exports of the lists as download tasks (202; the file is written in the background). */
export const exportBasics = (body: RequestOf<'download.exportBasicPlans'>) => post('download.exportBasicPlans', body);
export const exportRetails = (body: RequestOf<'download.exportRetailPlans'>) => post('download.exportRetailPlans', body);
export const switchRetail = (retailId: string, on: boolean) => post('plan.retailSwitch', { retailId, on });
export const deleteRetail = (retailId: string) => post('plan.retailDelete', { retailId });
