import type { RequestOf, RouteId } from '@cmp/functions/contracts';
import { api } from '../../../app/services';
import { useRoute } from '../../../lib/use-route';
import { type PushDraft, bodyOf } from './data-push-model';

// Calls of the data-push screen; SWR keys are [route id, body] (see app/services.ts). `scope` names the
// enterprise for platform users and is empty for an enterprise's own users.

export const DATA_PUSH_LIST = 'data-push.list' satisfies RouteId;
export type Scope = { channelCustId?: string };

const post = <Id extends RouteId>(id: Id, body: RequestOf<Id>) => api.call(id, body, { silent: true });

export const useRuns = (scope: Scope, taskId: string) => useRoute('data-push.runs', { ...scope, taskId });
export const addTask = (scope: Scope, d: PushDraft) => post('data-push.add', { ...scope, ...bodyOf(d) });
export const editTask = (scope: Scope, taskId: string, d: PushDraft) =>
  post('data-push.edit', { ...scope, taskId, ...bodyOf(d) });
export const deleteTask = (scope: Scope, taskId: string) => post('data-push.delete', { ...scope, taskId });
export const switchTask = (scope: Scope, taskId: string, enabled: boolean) =>
  post('data-push.status', { ...scope, taskId, enabled });
export const testTask = (scope: Scope, taskId: string) => post('data-push.test', { ...scope, taskId });
export const pushTask = (scope: Scope, taskId: string) => post('data-push.push', { ...scope, taskId });
