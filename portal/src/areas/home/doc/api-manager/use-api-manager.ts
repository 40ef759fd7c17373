import type { RequestOf, RouteId } from '@cmp/functions/contracts';
import { api } from '../../../../app/services';
import { useRoute } from '../../../../lib/use-route';
import type { ApiStatus } from './api-manager-model';

// Data of the API management page; SWR keys are [route id, body] (see app/services.ts). The body names
// the enterprise for platform users and is empty for an enterprise's own users.

export type Scope = { channelCustId?: string };

export const useAppKey = (scope: Scope) => useRoute('api-manager.appKeyGet', scope);
export const useApiConfig = (scope: Scope) => useRoute('api-manager.configGet', scope);
export const useIpList = (scope: Scope) => useRoute('api-manager.ipList', scope);
export const useOriginList = (scope: Scope) => useRoute('api-manager.originList', scope);

const post = <Id extends RouteId>(id: Id, body: RequestOf<Id>) => api.call(id, body, { silent: true });

export const resetAppKey = (scope: Scope) => post('api-manager.appKeyReset', scope);
export const saveStatus = (scope: Scope, status: ApiStatus) => post('api-manager.configSave', { ...scope, status });
export const saveDailyLimit = (scope: Scope, dailyLimit: number) => post('api-manager.limitSave', { ...scope, dailyLimit });
export const saveIp = (scope: Scope, ip: string, remark: string) =>
  post('api-manager.ipSave', { ...scope, ip: ip.trim(), ...(remark.trim() ? { remark: remark.trim() } : {}) });
export const deleteIp = (scope: Scope, ip: string) => post('api-manager.ipDelete', { ...scope, ip });
export const setIpEnforced = (scope: Scope, on: boolean) => post(on ? 'api-manager.ipOpen' : 'api-manager.ipStop', scope);
export const saveOrigin = (scope: Scope, origin: string) => post('api-manager.originSave', { ...scope, origin: origin.trim() });
export const deleteOrigin = (scope: Scope, origin: string) => post('api-manager.originDelete', { ...scope, origin });
