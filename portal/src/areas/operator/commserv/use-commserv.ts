import useSWR from 'swr';
import { api } from '../../../app/services';
import type { ApiError } from '../../../lib/api';
import type { Commserv, Zone } from './commserv-model';

// Data of the communication-service screens; SWR keys are [path, body] (see app/services.ts).
export const COMMSERV_LIST = '/cmp/sim/commserv/list';
export const QOS_LIST = '/cmp/sim/commserv/qos/list';
export const ZONE_LIST = '/cmp/sim/zone/list';

export const useCommserv = (commservId: string | undefined) =>
  useSWR<Commserv, ApiError>(commservId ? ['/cmp/sim/commserv/detail', { commservId }] : null);
export const useZones = () => useSWR<{ items: Zone[] }, ApiError>([ZONE_LIST, {}]);

const post = <T>(path: string, body: object) => api.post<T>(path, body, { silent: true });
export const addCommserv = (body: object) => post<Commserv>('/cmp/sim/commserv/add', body);
export const editCommserv = (body: object) => post<Commserv>('/cmp/sim/commserv/edit', body);
export const setCommservStatus = (commservId: string, status: 1 | 2) =>
  post<Commserv>(status === 1 ? '/cmp/sim/commserv/block' : '/cmp/sim/commserv/allow', { commservId });
export const applySpeedLimit = (body: { commservIds: string[]; uplinkKbps: number; downlinkKbps: number }) =>
  post<Commserv[]>('/cmp/sim/commserv/qos/speedLimit', body);
export const saveRedirect = (body: { commservIds: string[]; redirect: string }) =>
  post<Commserv[]>('/cmp/sim/commserv/redirect/save', body);
export const saveZone = (body: object) => post<Zone>('/cmp/sim/zone/save', body);
export const setZoneStatus = (elementId: string, status: 1 | 2) =>
  post<Zone>(status === 1 ? '/cmp/sim/zone/block' : '/cmp/sim/zone/allow', { elementId });
