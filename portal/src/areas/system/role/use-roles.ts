import useSWR from 'swr';
import { api } from '../../../app/services';
import type { ApiError } from '../../../lib/api';
import type { PermissionNode, Role, RoleTypeOption } from './role-model';

// Data of the role screens; SWR keys are [path, body] (see app/services.ts).

export const ROLE_LIST = '/cmp/core/role/list';

export const useRoleTypes = () => useSWR<RoleTypeOption[], ApiError>(['/cmp/core/role/typeDropdown', {}]);
export const useMenuTree = () => useSWR<PermissionNode[], ApiError>(['/cmp/core/role/menuTree', {}]);
export const useRole = (roleId: string | undefined) =>
  useSWR<Role, ApiError>(roleId ? ['/cmp/core/role/detail', { roleId }] : null);

export const saveRole = (body: object) => api.post<Role>('/cmp/core/role/saveOrUpdate', body, { silent: true });
export const deleteRole = (roleId: string) => api.post<null>('/cmp/core/role/delete', { roleId }, { silent: true });
