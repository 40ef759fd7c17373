import useSWR from 'swr';
import { api } from '../../../app/services';
import type { ApiError } from '../../../lib/api';
import type { CursorPage } from '../../../lib/use-cursor-list';
import type { ApiConfig, ApiStatus, AppKeyView, IpEntry } from './api-manager-model';

// Data of the API management page; SWR keys are [path, body] (see app/services.ts). The body names
// the enterprise for platform users and is empty for an enterprise's own users.

export type Scope = { channelCustId?: string };

const PATHS = {
  appKey: '/cmp/core/api/appKey/get',
  config: '/cmp/core/api/config/get',
  ipList: '/cmp/core/api/ip/list',
} as const;

export const useAppKey = (scope: Scope) => useSWR<AppKeyView | null, ApiError>([PATHS.appKey, scope]);
export const useApiConfig = (scope: Scope) => useSWR<ApiConfig, ApiError>([PATHS.config, scope]);
export const useIpList = (scope: Scope) =>
  useSWR<{ items: IpEntry[]; ipEnforced: boolean; max: number }, ApiError>([PATHS.ipList, scope]);

const post = <T>(path: string, body: object) => api.post<T>(path, body, { silent: true });

export const resetAppKey = (scope: Scope) => post<AppKeyView & { secret: string }>('/cmp/core/api/appKey/reset', scope);
export const saveStatus = (scope: Scope, status: ApiStatus) => post<ApiConfig>('/cmp/core/api/config/save', { ...scope, status });
export const saveDailyLimit = (scope: Scope, dailyLimit: number) =>
  post<{ dailyLimit: number }>('/cmp/core/api/limit/save', { ...scope, dailyLimit });
export const saveIp = (scope: Scope, ip: string, remark: string) =>
  post<IpEntry>('/cmp/core/api/ip/save', { ...scope, ip: ip.trim(), ...(remark.trim() ? { remark: remark.trim() } : {}) });
export const deleteIp = (scope: Scope, ip: string) => post<null>('/cmp/core/api/ip/delete', { ...scope, ip });
export const setIpEnforced = (scope: Scope, on: boolean) => post<ApiConfig>(`/cmp/core/api/ip/${on ? 'open' : 'stop'}`, scope);
