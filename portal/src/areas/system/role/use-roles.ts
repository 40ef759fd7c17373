import type { RequestOf, RouteId } from '@cmp/functions/contracts';
import useSWR from 'swr';
import { api } from '../../../app/services';
import { type ApiError, routeKey } from '../../../lib/api';
import { useRoute } from '../../../lib/use-route';
import type { PermissionNode } from './role-model';

// Data of the role screens; SWR keys are [route id, body] (see app/services.ts).

export const ROLE_LIST = 'role.list' satisfies RouteId;

export const useRoleTypes = () => useRoute('role.typeDropdown', {});
/** The permission tree (typed here: the contract's answer type stops at the first level of a recursive tree). */
export const useMenuTree = () => useSWR<PermissionNode[], ApiError>(routeKey('role.menuTree', {}));
export const useRole = (roleId: string | undefined) => useRoute('role.detail', roleId ? { roleId } : null);

export const saveRole = (body: RequestOf<'role.saveOrUpdate'>) => api.call('role.saveOrUpdate', body, { silent: true });
export const deleteRole = (roleId: string) => api.call('role.delete', { roleId }, { silent: true });
