import type { RequestOf, RouteId } from '@cmp/functions/contracts';
import { api } from '../../../app/services';
import { useRoute } from '../../../lib/use-route';

// Data of the communication-service screens; SWR keys are [route id, body] (see app/services.ts).
export const COMMSERV_LIST = 'commserv.list' satisfies RouteId;
export const QOS_LIST = 'commserv.qosList' satisfies RouteId;
export const ZONE_LIST = 'commserv.zoneList' satisfies RouteId;

export const useZones = () => useRoute(ZONE_LIST, {});

const post = <Id extends RouteId>(id: Id, body: RequestOf<Id>) => api.call(id, body, { silent: true });
export const setCommservStatus = (commservId: string, status: 1 | 2) =>
  post(status === 1 ? 'commserv.block' : 'commserv.allow', { commservId });
export const applySpeedLimit = (body: { commservIds: string[]; uplinkKbps: number; downlinkKbps: number }) =>
  post('commserv.speedLimit', body);
export const saveRedirect = (body: { commservIds: string[]; redirect: string }) => post('commserv.redirect', body);
export const saveZone = (body: RequestOf<'commserv.zoneSave'>) => post('commserv.zoneSave', body);
export const setZoneStatus = (elementId: string, status: 1 | 2) =>
  post(status === 1 ? 'commserv.zoneBlock' : 'commserv.zoneAllow', { elementId });
